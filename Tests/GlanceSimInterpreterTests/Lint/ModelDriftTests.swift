import Foundation
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimTestSupport
import Testing

/// Lint's `model-drift` rule: where a behaviour file and the module's Kotlin disagree, reported at the behaviour
/// file's line naming the code's line (or at the code's line when the file has nothing there) — one test per kind
/// the issue lists, and the cases that must stay silent (agreement, dead code, values computed at run time,
/// `notModelled`).
@Suite struct ModelDriftTests {
    /// A module in a temporary folder: a minimal Android module with one Kotlin file and a behaviour file.
    struct Module {
        let folder: String

        init(kotlin: String, behavior: String, name: String = #function) throws {
            let safe = name.filter { $0.isLetter || $0.isNumber }
            folder = FileManager.default.temporaryDirectory.path + "/glancesim-drift-\(safe)-\(getpid())"
            try? FileManager.default.removeItem(atPath: folder)
            let files = [
                "settings.gradle.kts": "include(\":app\")\n",
                "app/build.gradle.kts": """
                plugins { id("com.android.application") }
                android {
                    namespace = "com.example.drift"
                    compileSdk = 34
                    defaultConfig { applicationId = "com.example.drift"; minSdk = 26; targetSdk = 34 }
                }

                """,
                "app/src/main/AndroidManifest.xml": """
                <manifest xmlns:android="http://schemas.android.com/apk/res/android">
                    <application />
                </manifest>

                """,
                "app/src/main/java/com/example/drift/Code.kt": kotlin,
                "app/behavior.json5": behavior,
            ]
            for (path, text) in files {
                let full = folder + "/" + path
                try FileManager.default.createDirectory(
                    atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: full))
            }
        }

        var findings: [LintFinding] {
            get throws {
                let app = try AppFolder.loadApp(folder + "/app")
                return ModelDrift.findings(app, module: folder + "/app")
            }
        }

        var code: String { folder + "/app/src/main/java/com/example/drift/Code.kt" }
        var behavior: String { folder + "/app/behavior.json5" }

        func remove() { try? FileManager.default.removeItem(atPath: folder) }
    }

    static let header = """
        package com.example.drift

        import androidx.work.*
        import java.util.concurrent.TimeUnit

        class Refresh : ActionCallback {
            override suspend fun onAction(context: Context, glanceId: GlanceId, parameters: ActionParameters) {
                Scheduler.schedule(context)
            }
        }

        """

    static func kotlin(_ body: String) -> String {
        header + "object Scheduler {\n    fun schedule(context: Context) {\n" + body + "\n    }\n}\n"
    }

    static func behavior(_ effects: String, extra: String = "") -> String {
        "{\n  \(extra)callbacks: {\n    Refresh: [\n      \(effects)\n    ],\n  },\n  workers: { NewsWorker: {} },\n}\n"
    }

    static let enqueue = """
                WorkManager.getInstance(context).enqueueUniquePeriodicWork(
                    "news", ExistingPeriodicWorkPolicy.UPDATE,
                    PeriodicWorkRequestBuilder<NewsWorker>(1, TimeUnit.HOURS)
                        .setConstraints(Constraints.Builder().setRequiredNetworkType(NetworkType.CONNECTED).build())
                        .build())
        """

    @Test func whenTheyAgreeThereIsNoFinding() throws {
        let module = try Module(
            kotlin: Self.kotlin(Self.enqueue),
            behavior: Self.behavior(
                "{ enqueue: \"NewsWorker\", unique: \"news\", policy: \"UPDATE\", periodic: \"1h\", constraints: { network: \"CONNECTED\" } },"
            ))
        defer { module.remove() }
        #expect(try module.findings.isEmpty)
    }

    @Test func aPolicyThatDiffersIsReportedAtBothLines() throws {
        let module = try Module(
            kotlin: Self.kotlin(Self.enqueue),
            behavior: Self.behavior(
                "{ enqueue: \"NewsWorker\", unique: \"news\", policy: \"KEEP\", periodic: \"1h\", constraints: { network: \"CONNECTED\" } },"
            ))
        defer { module.remove() }
        let findings = try module.findings
        #expect(findings.count == 1)
        #expect(findings.first?.location == SourceLocation(path: module.behavior, line: 4, column: 7))
        #expect(findings.first?.message == "policy KEEP, but \(module.code):13 enqueues with UPDATE")
        #expect(findings.first?.rule == "model-drift")
    }

    @Test func aPeriodAndConstraintsThatDifferAreReported() throws {
        let module = try Module(
            kotlin: Self.kotlin(Self.enqueue),
            behavior: Self.behavior(
                "{ enqueue: \"NewsWorker\", unique: \"news\", policy: \"UPDATE\", periodic: \"30m\" },"))
        defer { module.remove() }
        let messages = try module.findings.map(\.message)
        #expect(messages.contains("period 30m, but \(module.code):13 enqueues with 1h"))
        #expect(messages.contains("constraints no constraints, but \(module.code):13 enqueues with network CONNECTED"))
    }

    @Test func workTheCodeEnqueuesButTheModelDoesNotIsReportedAtTheCode() throws {
        let module = try Module(kotlin: Self.kotlin(Self.enqueue), behavior: Self.behavior("{ log: \"tap\" },"))
        defer { module.remove() }
        let findings = try module.findings
        #expect(findings.map(\.location) == [SourceLocation(path: module.code, line: 13, column: 1)])
        #expect(findings.first?.message == "the code enqueues unique work 'news', but \(module.behavior) never does")
    }

    @Test func workTheModelEnqueuesButTheCodeDoesNotIsReportedAtTheModel() throws {
        let module = try Module(
            kotlin: Self.kotlin(Self.enqueue),
            behavior: Self.behavior(
                "{ enqueue: \"NewsWorker\", unique: \"news\", policy: \"UPDATE\", periodic: \"1h\", constraints: { network: \"CONNECTED\" } },\n      { enqueue: \"NewsWorker\", unique: \"old\" },"
            ))
        defer { module.remove() }
        let findings = try module.findings
        #expect(findings.map(\.location) == [SourceLocation(path: module.behavior, line: 5, column: 7)])
        #expect(
            findings.first?.message
                == "unique work 'old' is enqueued here, but the code never enqueues work of that name")
    }

    @Test func aCancelMissingOnEitherSideIsReported() throws {
        let module = try Module(
            kotlin: Self.kotlin("        WorkManager.getInstance(context).cancelUniqueWork(\"news\")"),
            behavior: Self.behavior("{ cancelWorkByTag: \"daily\" },"))
        defer { module.remove() }
        let findings = try module.findings
        #expect(
            findings.map(\.message).sorted() == [
                "the code cancels the unique work 'news', but \(module.behavior) never does",
                "this cancels the work tagged 'daily', but the code never does",
            ])
    }

    @Test func anAlarmTypeOrIntervalThatDiffersIsReported() throws {
        let code = """
                    val alarmManager = context.getSystemService(AlarmManager::class.java)
                    alarmManager.setInexactRepeating(
                        AlarmManager.RTC, 0L, AlarmManager.INTERVAL_HOUR, pendingIntent)
            """
        let module = try Module(
            kotlin: Self.kotlin(code),
            behavior: Self.behavior(
                "{ setAlarm: \"com.example.TICK\", type: \"RTC\", in: \"1h\", repeating: \"30m\" },"))
        defer { module.remove() }
        let findings = try module.findings
        #expect(findings.map(\.message) == ["this RTC alarm repeats every 30m, but \(module.code):14 repeats every 1h"])
        let other = try Module(
            kotlin: Self.kotlin(code),
            behavior: Self.behavior("{ setAlarm: \"com.example.TICK\", type: \"ELAPSED_REALTIME\", in: \"1h\" },"),
            name: "otherType")
        defer { other.remove() }
        #expect(
            try other.findings.map(\.message).sorted() == [
                "the code sets a RTC alarm (setInexactRepeating), but \(other.behavior) sets none of that type (it sets ELAPSED_REALTIME at \(other.behavior):4:7)",
                "this sets a ELAPSED_REALTIME alarm, but the code sets no alarm of that type",
            ])
    }

    @Test func aReceiverRegisteredOnOnlyOneSideIsReported() throws {
        let code = """
                    context.applicationContext.registerReceiver(TickReceiver(), IntentFilter(Intent.ACTION_TIME_TICK))
            """
        let module = try Module(
            kotlin: Self.kotlin(code) + "class TickReceiver : BroadcastReceiver()\n",
            behavior: Self.behavior("{ log: \"tap\" },"))
        defer { module.remove() }
        #expect(
            try module.findings.map(\.message) == [
                "the code registers TickReceiver for android.intent.action.TIME_TICK at run time, but \(module.behavior) never does"
            ])
        let reverse = try Module(
            kotlin: Self.kotlin("        // nothing"),
            behavior: Self.behavior(
                "{ register: \"Screen\", actions: [\"android.intent.action.SCREEN_ON\"], onReceive: [] },"),
            name: "reverse")
        defer { reverse.remove() }
        #expect(
            try reverse.findings.map(\.message) == [
                "'Screen' is registered here for android.intent.action.SCREEN_ON, but the code registers no receiver for them"
            ])
    }

    /// An enqueue the app does from its UI is modelled as an app action (`application.actions`): it counts.
    @Test func workInAnAppActionIsTheModelsToo() throws {
        let behavior = """
            {
              application: { actions: { subscribe: [
                { enqueue: "NewsWorker", unique: "news", policy: "UPDATE", periodic: "1h", constraints: { network: "CONNECTED" } },
              ] } },
              callbacks: { Refresh: [{ log: "tap" }] },
              workers: { NewsWorker: {} },
            }

            """
        let module = try Module(kotlin: Self.kotlin(Self.enqueue), behavior: behavior)
        defer { module.remove() }
        #expect(try module.findings.isEmpty)
    }

    @Test func codeNothingCallsIsNotDrift() throws {
        // snaptick's WidgetUpdateWorker.cancelWorker: declared, never called.
        let kotlin =
            Self.kotlin("        // nothing") + """
                object Unused {
                    fun cancelWorker(context: Context) {
                        WorkManager.getInstance(context).cancelUniqueWork("news")
                    }
                }

                """
        let module = try Module(kotlin: kotlin, behavior: Self.behavior("{ log: \"tap\" },"))
        defer { module.remove() }
        #expect(try module.findings.isEmpty)
    }

    @Test func aValueTheCodeComputesIsNotCompared() throws {
        let code = """
                    val policy = if (System.currentTimeMillis() > 0) ExistingPeriodicWorkPolicy.KEEP else ExistingPeriodicWorkPolicy.UPDATE
                    WorkManager.getInstance(context).enqueueUniquePeriodicWork(
                        "news", policy, PeriodicWorkRequestBuilder<NewsWorker>(1, TimeUnit.HOURS).build())
            """
        let module = try Module(
            kotlin: Self.kotlin(code),
            behavior: Self.behavior(
                "{ enqueue: \"NewsWorker\", unique: \"news\", policy: \"KEEP\", periodic: \"1h\" },"))
        defer { module.remove() }
        #expect(try module.findings.isEmpty)
    }

    @Test func notModelledSilencesWhatItNamesAndIsReportedWhenTheCodeLosesIt() throws {
        let module = try Module(
            kotlin: Self.kotlin(Self.enqueue),
            behavior: Self.behavior(
                "{ log: \"tap\" },",
                extra:
                    "notModelled: [{ work: \"news\", why: \"the news feed\" }, { cancel: \"gone\", why: \"old\" }],\n  "
            ))
        defer { module.remove() }
        let findings = try module.findings
        #expect(
            findings.map(\.message) == [
                "'notModelled' names the cancel 'gone', but nothing the check reports matches it (the code has none, or the file models it): remove the entry"
            ])
        #expect(findings.first?.location.line == 2)
    }

    @Test(arguments: RealAppSamples.apps)
    func theRealAppSamplesBehaviourFilesAgreeWithTheirCode(app: String) throws {
        let module = RealAppSamples.manifests + "/\(app)/app"
        let findings = ModelDrift.findings(try AppFolder.loadApp(module), module: module)
        #expect(findings.isEmpty, "\(findings.map(\.description))")
    }

    @Test func aNotModelledEntryMustNameOneThingAndSayWhy() throws {
        let text = "{\n  notModelled: [{ work: \"news\", alarm: \"RTC\", why: \"x\" }],\n}\n"
        #expect(throws: FormatError.self) { try BehaviorLoader.parse(text: text, path: "b.json5") }
        do {
            _ = try BehaviorLoader.parse(text: "{ notModelled: [{ work: \"news\", why: \" \" }] }", path: "b.json5")
            Issue.record("an empty why was accepted")
        } catch {
            #expect(error.description == "b.json5:1:38: error: say why it is not modelled")
        }
    }

    // MARK: - Each field, and plain work

    static func periodic(_ builder: String, model: String, name: String = #function) throws -> [String] {
        let code = """
                    WorkManager.getInstance(context).enqueueUniquePeriodicWork(
                        "news", ExistingPeriodicWorkPolicy.KEEP,
                        \(builder).build())
            """
        let module = try Module(kotlin: kotlin(code), behavior: behavior(model), name: name)
        defer { module.remove() }
        return try module.findings.map { $0.message.replacingOccurrences(of: module.code, with: "Code.kt") }
    }

    @Test func aFlexADelayOrABackoffThatDiffersIsReported() throws {
        #expect(
            try Self.periodic(
                "PeriodicWorkRequestBuilder<NewsWorker>(1, TimeUnit.HOURS, 10, TimeUnit.MINUTES)",
                model: "{ enqueue: \"NewsWorker\", unique: \"news\", periodic: \"1h\", flex: \"20m\" },")
                == ["flex 20m, but Code.kt:13 enqueues with 10m"])
        #expect(
            try Self.periodic(
                "PeriodicWorkRequestBuilder<NewsWorker>(1, TimeUnit.HOURS).setInitialDelay(5, TimeUnit.MINUTES)",
                model: "{ enqueue: \"NewsWorker\", unique: \"news\", periodic: \"1h\" },")
                == ["initial delay 0ms, but Code.kt:13 enqueues with 5m"])
        #expect(
            try Self.periodic(
                "PeriodicWorkRequestBuilder<NewsWorker>(1, TimeUnit.HOURS).setBackoffCriteria(BackoffPolicy.LINEAR, 10, TimeUnit.SECONDS)",
                model: "{ enqueue: \"NewsWorker\", unique: \"news\", periodic: \"1h\" },")
                == ["backoff EXPONENTIAL 30s, but Code.kt:13 enqueues with LINEAR 10s"])
        #expect(
            try Self.periodic(
                "PeriodicWorkRequestBuilder<NewsWorker>(1, TimeUnit.HOURS)",
                model: "{ enqueue: \"NewsWorker\", unique: \"news\" },")
                == ["periodic work: a one-time request, but Code.kt:13 enqueues with a period"])
    }

    /// WorkManager's own defaults, said or not: no finding (WorkRequest.DEFAULT_BACKOFF_DELAY_MILLIS, a flex of
    /// the whole period, no initial delay, and the periodic REPLACE WorkManagerImpl applies as CANCEL_AND_REENQUEUE).
    @Test func valuesThatMeanWorkManagersDefaultsAgree() throws {
        #expect(
            try Self.periodic(
                "PeriodicWorkRequestBuilder<NewsWorker>(1, TimeUnit.HOURS, 1, TimeUnit.HOURS).setInitialDelay(0, TimeUnit.MINUTES)"
                    + ".setBackoffCriteria(BackoffPolicy.EXPONENTIAL, 30, TimeUnit.SECONDS)",
                model: "{ enqueue: \"NewsWorker\", unique: \"news\", periodic: \"1h\" },"
            ).isEmpty)
        let code = """
                    WorkManager.getInstance(context).enqueueUniquePeriodicWork(
                        "news", ExistingPeriodicWorkPolicy.REPLACE,
                        PeriodicWorkRequestBuilder<NewsWorker>(1, TimeUnit.HOURS).build())
            """
        let module = try Module(
            kotlin: Self.kotlin(code),
            behavior: Self.behavior(
                "{ enqueue: \"NewsWorker\", unique: \"news\", policy: \"CANCEL_AND_REENQUEUE\", periodic: \"1h\" },"))
        defer { module.remove() }
        #expect(try module.findings.isEmpty)
    }

    @Test func plainWorkOnOneSideOnlyIsReported() throws {
        let code = "        WorkManager.getInstance(context).enqueue(OneTimeWorkRequestBuilder<NewsWorker>().build())"
        let module = try Module(kotlin: Self.kotlin(code), behavior: Self.behavior("{ log: \"tap\" },"))
        defer { module.remove() }
        #expect(
            try module.findings.map(\.message) == [
                "the code enqueues 'NewsWorker' (not unique), but \(module.behavior) never does"
            ])
        let reverse = try Module(
            kotlin: Self.kotlin("        // nothing"), behavior: Self.behavior("{ enqueue: \"NewsWorker\" },"),
            name: "plainReverse")
        defer { reverse.remove() }
        #expect(
            try reverse.findings.map(\.message) == [
                "'NewsWorker' is enqueued here (not unique), but the code never enqueues it so"
            ])
    }

    @Test func aReceiverRegisteredForOtherActionsIsReportedAtBothLines() throws {
        let code = "        context.registerReceiver(TickReceiver(), IntentFilter(Intent.ACTION_TIME_TICK))"
        let module = try Module(
            kotlin: Self.kotlin(code) + "class TickReceiver : BroadcastReceiver()\n",
            behavior: Self.behavior(
                "{ register: \"TickReceiver\", actions: [\"android.intent.action.SCREEN_ON\"], onReceive: [] },"))
        defer { module.remove() }
        #expect(
            try module.findings.map(\.message) == [
                "'TickReceiver' is registered here for android.intent.action.SCREEN_ON, but \(module.code):13 registers it for android.intent.action.TIME_TICK"
            ])
    }

    // MARK: - What must stay silent (each a false alarm found in review)

    static func silent(_ code: String, _ model: String, extraKotlin: String = "", name: String = #function) throws
        -> [String]
    {
        let module = try Module(kotlin: kotlin(code) + extraKotlin, behavior: behavior(model), name: name)
        defer { module.remove() }
        return try module.findings.map(\.message)
    }

    @Test func aRequestBuiltOutOfSightIsNotComparedButStillPeriodic() throws {
        #expect(
            try Self.silent(
                "        WorkManager.getInstance(context).enqueueUniquePeriodicWork(\"news\", ExistingPeriodicWorkPolicy.KEEP, factory.newsRequest())",
                "{ enqueue: \"NewsWorker\", unique: \"news\", periodic: \"1h\", delay: \"5m\", constraints: { network: \"CONNECTED\" } },"
            ).isEmpty)
    }

    @Test func constraintsOrAFlexTheCodeComputesAreNotCompared() throws {
        #expect(
            try Self.silent(
                """
                        WorkManager.getInstance(context).enqueueUniquePeriodicWork(
                            "news", ExistingPeriodicWorkPolicy.KEEP,
                            PeriodicWorkRequestBuilder<NewsWorker>(1, TimeUnit.HOURS, prefs.getLong("flex", 5), TimeUnit.MINUTES)
                                .setConstraints(Constraints.Builder().setRequiredNetworkType(if (wifi) NetworkType.UNMETERED else NetworkType.CONNECTED).build())
                                .build())
                """,
                "{ enqueue: \"NewsWorker\", unique: \"news\", periodic: \"1h\", flex: \"10m\", constraints: { network: \"CONNECTED\" } },"
            ).isEmpty)
        #expect(
            try Self.silent(
                """
                        WorkManager.getInstance(context).enqueueUniquePeriodicWork(
                            "news", ExistingPeriodicWorkPolicy.KEEP,
                            PeriodicWorkRequestBuilder<NewsWorker>(1, TimeUnit.HOURS).setConstraints(WorkConstraints.network).build())
                """,
                "{ enqueue: \"NewsWorker\", unique: \"news\", periodic: \"1h\", constraints: { network: \"CONNECTED\" } },",
                extraKotlin: "object WorkConstraints { val network = makeConstraints() }\n",
                name: "constraintsElsewhere"
            ).isEmpty)
    }

    @Test func anOperatorOrAnnotatedFunctionIsNotDeadCode() throws {
        let extra = """
            class ScheduleNews {
                operator fun invoke(context: Context) {
                    WorkManager.getInstance(context).cancelUniqueWork("news")
                }
            }

            """
        #expect(
            try Self.silent("        ScheduleNews()(context)", "{ cancelUniqueWork: \"news\" },", extraKotlin: extra)
                .isEmpty)
    }

    @Test func anAlarmThroughAlarmManagerCompatOrAParameterIsSeen() throws {
        let model = "{ setAlarm: \"com.example.TICK\", type: \"RTC_WAKEUP\", in: \"1h\", exact: true },"
        #expect(
            try Self.silent(
                "        AlarmManagerCompat.setExactAndAllowWhileIdle(am, AlarmManager.RTC_WAKEUP, 0L, pendingIntent)",
                model
            ).isEmpty)
        let extra = """
            object Alarms {
                fun set(am: AlarmManager, pendingIntent: PendingIntent) {
                    am.setExact(AlarmManager.RTC_WAKEUP, 0L, pendingIntent)
                }
            }

            """
        #expect(try Self.silent("        Alarms.set(am, pi)", model, extraKotlin: extra, name: "parameter").isEmpty)
    }

    @Test func aFilterBuiltOutOfSightIsNotCompared() throws {
        #expect(
            try Self.silent(
                "        context.registerReceiver(TickReceiver(), Filters.tick)",
                "{ register: \"TickReceiver\", actions: [\"android.intent.action.TIME_TICK\"], onReceive: [] },",
                extraKotlin: "class TickReceiver : BroadcastReceiver()\n"
            ).isEmpty)
    }

    @Test func aWorkerThatIsATypeParameterIsNotGuessed() throws {
        let extra = """
            inline fun <reified W : ListenableWorker> once(context: Context) {
                WorkManager.getInstance(context).enqueue(OneTimeWorkRequestBuilder<W>().build())
            }

            """
        #expect(
            try Self.silent("        once<NewsWorker>(context)", "{ enqueue: \"NewsWorker\" },", extraKotlin: extra)
                .isEmpty)
    }

    @Test func notModelledSilencesEveryFindingAboutItsSubjectAndMatchesClassesBySimpleName() throws {
        let code = """
                    WorkManager.getInstance(context).enqueueUniquePeriodicWork(
                        "news", ExistingPeriodicWorkPolicy.UPDATE,
                        PeriodicWorkRequestBuilder<NewsWorker>(1, TimeUnit.HOURS).build())
                    WorkManager.getInstance(context).enqueue(OneTimeWorkRequestBuilder<NewsWorker>().build())
            """
        let module = try Module(
            kotlin: Self.kotlin(code),
            behavior: Self.behavior(
                "{ enqueue: \"NewsWorker\", unique: \"news\", policy: \"KEEP\", periodic: \"1h\" },",
                extra:
                    "notModelled: [{ work: \"news\", why: \"settings\" }, { worker: \"com.example.drift.NewsWorker\", why: \"x\" }],\n  "
            ))
        defer { module.remove() }
        #expect(try module.findings.isEmpty)
    }
}
