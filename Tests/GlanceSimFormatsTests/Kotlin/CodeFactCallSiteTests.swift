import Testing

@testable import GlanceSimFormats

/// Facts made through a helper (issue "Model from code that never guesses", item 2): when a fact's values come
/// from the parameters of the function that makes the call, it is listed at each call of that function, with the
/// values that caller passes and the helper it goes through.
@Suite struct CodeFactCallSiteTests {
    /// AnkiDroid's `fun register(filter: IntentFilter) = ContextCompat.registerReceiver(context, DayRolloverHandler,
    /// filter, RECEIVER_EXPORTED)`, called three times: one registration per call, with the caller's filter and the
    /// object as the receiver, each naming the helper.
    @Test func aHelperThatRegistersIsListedAtEachCallWithItsFilter() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            object Rollover : BroadcastReceiver() {
                fun listen(context: Context) {
                    fun register(filter: IntentFilter) = ContextCompat.registerReceiver(context, Rollover, filter, 0)
                    register(IntentFilter(Intent.ACTION_TIME_TICK))
                    register(IntentFilter(Intent.ACTION_TIMEZONE_CHANGED))
                }
                override fun onReceive(context: Context, intent: Intent) { }
            }
            """)
        #expect(facts.runtimeReceivers.map(\.line) == [5, 6])
        #expect(facts.runtimeReceivers.map(\.receiver) == ["com.x.Rollover", "com.x.Rollover"])
        #expect(
            facts.runtimeReceivers.map(\.actions) == [
                ["android.intent.action.TIME_TICK"], ["android.intent.action.TIMEZONE_CHANGED"],
            ])
        #expect(
            facts.runtimeReceivers.first?.through
                == CodeFacts.Helper(name: "register", file: "app/src/main/java/com/x/W.kt", line: 4))
        #expect(facts.todos.isEmpty, "\(facts.todos)")
    }

    /// Tasks.org's `enqueueUnique(key: String, c: Class<out Worker?>, …)`, called with `TAG_REFRESH,
    /// RefreshWork::class.java` and others: one unique work per call, named and of the worker its caller passes.
    @Test func aHelperThatEnqueuesIsListedAtEachCallWithItsNameAndWorker() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class Jobs(private val workManager: WorkManager) {
                fun refresh() = enqueueUnique("tag_refresh", RefreshWork::class.java)
                fun backup() = enqueueUnique("tag_backup", BackupWork::class.java)
                private fun enqueueUnique(key: String, c: Class<out Worker?>) {
                    val builder = OneTimeWorkRequest.Builder(c)
                    workManager.beginUniqueWork(key, ExistingWorkPolicy.REPLACE, builder.build()).enqueue()
                }
            }
            class RefreshWork(c: Context, p: WorkerParameters) : Worker(c, p)
            class BackupWork(c: Context, p: WorkerParameters) : Worker(c, p)
            """)
        #expect(facts.work.map(\.name) == ["tag_refresh", "tag_backup"])
        #expect(facts.work.map(\.worker) == ["com.x.RefreshWork", "com.x.BackupWork"])
        #expect(facts.work.map(\.line) == [3, 4])
        #expect(facts.work.allSatisfy { $0.through?.name == "enqueueUnique" && $0.through?.line == 7 })
        #expect(facts.work.allSatisfy { $0.unknown == nil }, "\(facts.work)")
        #expect(facts.todos.isEmpty, "\(facts.todos)")
    }

    /// Tasks.org's `if (!immediate) builder.setInitialDelay(1, MINUTES)` and `if (c) { builder.setConstraints(…) }`:
    /// a request that has a field only sometimes lists it as unknown with the condition, never as a plain value.
    @Test func aBuilderCallUnderAConditionIsAnUnknownField() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class Jobs(private val workManager: WorkManager) {
                fun sync(immediate: Boolean, metered: Boolean) {
                    val builder = OneTimeWorkRequest.Builder(SyncWork::class.java)
                    if (!immediate) builder.setInitialDelay(1, TimeUnit.MINUTES)
                    if (metered) {
                        builder.setConstraints(Constraints.Builder().setRequiredNetworkType(NetworkType.CONNECTED).build())
                    }
                    builder.addTag("sync")
                    workManager.enqueueUniqueWork("sync", ExistingWorkPolicy.REPLACE, builder.build())
                }
            }
            class SyncWork(c: Context, p: WorkerParameters) : Worker(c, p)
            """)
        let work = try #require(facts.work.first)
        #expect(work.initialDelay == nil && work.constraints == nil)
        #expect(work.tags == ["sync"])
        #expect(work.unknown == ["constraints", "initialDelay"])
        #expect(
            facts.todos.map(\.message) == [
                "the request gets its initial delay only when `!immediate`",
                "the request gets its constraints only when `metered`",
            ])
    }
    /// A helper named `enqueue` that forwards its builder (`private fun enqueue(builder: WorkRequest.Builder<*, *>)
    /// { workManager.enqueue(builder.build()) }`, as Tasks.org has): each of its calls is read as the enqueue, with
    /// its request; the helper's own line adds no third, unknown enqueue.
    @Test func aHelperThatForwardsTheRequestAddsNoEnqueueOfItsOwn() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class Jobs(private val workManager: WorkManager) {
                fun a() = enqueue(OneTimeWorkRequest.Builder(AWork::class.java))
                fun b() = enqueue(OneTimeWorkRequest.Builder(BWork::class.java))
                private fun enqueue(builder: WorkRequest.Builder<*, *>) {
                    workManager.enqueue(builder.build())
                }
            }
            """)
        #expect(facts.work.map(\.line) == [3, 4])
        #expect(facts.work.map(\.worker) == ["com.x.AWork", "com.x.BWork"])
        #expect(facts.todos.isEmpty, "\(facts.todos)")
    }
}
