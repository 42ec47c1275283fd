import Foundation
import GlanceSimFormats
import Testing

/// What a draft learns from the order and the arguments of the calls it walks (issue "Model from code that never
/// guesses"): a worker's waits are its `duration` (what runs before the first wait is its `onStart`), a call's
/// arguments run before the call, and a `var` a caller's argument decides is that caller's value.
@Suite struct DraftWaitsAndBindingsTests {
    static func worker(_ body: String, more: String = "") -> [String: String] {
        [
            "SyncWorker.kt": """
            package com.x
            import kotlinx.coroutines.delay
            import kotlin.random.Random
            class SyncWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                override suspend fun doWork(): Result {
            \(body)
                    return Result.success()
                }
            }
            \(more)
            """
        ]
    }

    /// `delay(2000)` in doWork: the worker runs 2 s, and the broadcast before the wait is its `onStart`
    /// (kotlinx.coroutines' `delay` suspends the coroutine; WorkManager's run ends when doWork returns).
    @Test func aWorkersConstantDelayIsItsDurationAndWhatRunsBeforeItIsItsStart() throws {
        let draft = try DraftControlFlowTests.draft(
            Self.worker(
                """
                        context.sendBroadcast(Intent("com.x.CLEAR"))
                        delay(2_000)
                        context.sendBroadcast(Intent("com.x.REFRESH"))
                """))
        let worker = try #require(draft.range(of: "SyncWorker: {")).upperBound
        let text = String(draft[worker...])
        let start = try #require(text.range(of: "onStart: ["))
        let duration = try #require(text.range(of: "duration: \"2s\","))
        let effects = try #require(text.range(of: "effects: ["))
        #expect(start.lowerBound < duration.lowerBound && duration.lowerBound < effects.lowerBound)
        #expect(text[start.upperBound..<duration.lowerBound].contains("com.x.CLEAR"))
        #expect(text[effects.upperBound...].contains("com.x.REFRESH"))
        #expect(text.contains("// waits `delay(2000)` at src/main/java/com/x/SyncWorker.kt:7"))
    }

    /// A random wait (`Random.nextInt(1, 3) * 1000L`, reached through a parameter's default) counts at its
    /// longest, with a TODO that says the range; a wait under a condition says the condition.
    @Test func aRandomWaitCountsAtItsLongestWithATodoSayingTheRange() throws {
        let draft = try DraftControlFlowTests.draft(
            Self.worker(
                "        load()",
                more: """
                    suspend fun load(wait: Long = Random.nextInt(1, 3) * 1000L) {
                        if (wait > 0) {
                            delay(wait)
                        }
                    }
                    """))
        #expect(draft.contains("duration: \"2s\","))
        #expect(
            draft.contains(
                "the worker waits `delay(wait)` (`Random.nextInt(1, 3) * 1000L`) only when `wait > 0` "
                    + "(src/main/java/com/x/SyncWorker.kt:11), from 1s to 2s at random: the duration below counts the "
                    + "longest, as if it runs; say duration: … for the case you test"))
    }

    /// A wait the draft cannot compute is a TODO, and no duration is guessed.
    @Test func aWaitOfAComputedLengthIsATodoAndNoDuration() throws {
        let draft = try DraftControlFlowTests.draft(Self.worker("        delay(settings.interval())"))
        #expect(!draft.contains("duration: \""))
        #expect(draft.contains("the worker waits `delay(settings.interval())`, for a time the draft cannot compute"))
    }

    /// A module's own `delay` function is not a wait.
    @Test func aModulesOwnDelayFunctionIsNotAWait() throws {
        var files = Self.worker("        delay(5)")
        files["Delay.kt"] = "package com.x\nfun delay(count: Int) { }\n"
        let draft = try DraftControlFlowTests.draft(files)
        #expect(!draft.contains("duration:"))
        #expect(!draft.contains("waits"))
    }

    /// `show(load())`: Kotlin evaluates `load()` before it calls `show`, so load's broadcast comes first.
    @Test func aCallsArgumentsRunBeforeTheCall() throws {
        let draft = try DraftControlFlowTests.draft(
            Self.worker(
                "        show(context, load(context))",
                more: """
                    fun show(context: Context, value: Int) { context.sendBroadcast(Intent("com.x.REFRESH")) }
                    fun load(context: Context): Int { context.sendBroadcast(Intent("com.x.CLEAR")); return 1 }
                    """))
        let clear = try #require(draft.range(of: "\"com.x.CLEAR\""))
        let refresh = try #require(draft.range(of: "\"com.x.REFRESH\""))
        #expect(clear.lowerBound < refresh.lowerBound)
    }

    /// `var policy = KEEP; if (force) { policy = UPDATE }` (androidx platform-samples' WeatherWorker.enqueue): each
    /// caller's draft gets the policy its argument decides — KEEP for the default `false`, UPDATE for `true`.
    @Test func aPolicyVariableSetUnderAParameterIsEachCallersValue() throws {
        let helper = """
            package com.x
            object Sync {
                fun enqueue(context: Context, force: Boolean = false) {
                    var policy = ExistingWorkPolicy.KEEP
                    if (force) {
                        policy = ExistingWorkPolicy.REPLACE
                    }
                    WorkManager.getInstance(context).enqueueUniqueWork("sync", policy, OneTimeWorkRequestBuilder<SyncWorker>().build())
                }
            }
            """
        var files = DraftControlFlowTests.receiver(
            """
                    if (intent.action == ACTION_REFRESH) {
                        Sync.enqueue(context, force = true)
                    } else {
                        Sync.enqueue(context)
                    }
            """)
        files["Sync.kt"] = helper
        let draft = try DraftControlFlowTests.draft(files)
        let replace = try #require(draft.range(of: "policy: \"REPLACE\""))
        let keep = try #require(draft.range(of: "policy: \"KEEP\""))
        #expect(replace.lowerBound < keep.lowerBound)
        #expect(!draft.contains("is changed after it is declared"))
    }
}

/// A wait in a coroutine the worker launches beside its work is not its duration.
@Suite struct DraftLaunchedWaitTests {
    /// AnkiDroid's SyncWorker: `val monitor = scope.launch { while (true) { …; delay(500) } }`, cancelled when the
    /// sync ends: the sync's own time is the worker's, not the monitor's waits.
    @Test func aWaitInALaunchedCoroutineIsNoDuration() throws {
        let draft = try DraftControlFlowTests.draft(
            DraftWaitsAndBindingsTests.worker(
                """
                        val monitor = scope.launch {
                            while (true) { delay(500) }
                        }
                        monitor.cancel()
                """))
        #expect(!draft.contains("duration: \""), "\(draft)")
    }
}
