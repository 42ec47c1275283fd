import Testing

@testable import GlanceSimFormats

/// Every place the reader gives up on a value: the value is left out (`nil`) and a todo stands at the line of the
/// call it belongs to, never a guess.
@Suite struct KotlinCodeFactTodoTests {
    let path = "app/src/main/java/com/x/W.kt"

    func facts(_ text: String) throws -> CodeFacts { try KotlinTestSupport.facts(text, path: path) }

    @Test func unreadableFileIsATodoAtTheErrorLine() throws {
        let facts = try KotlinTestSupport.facts([
            ("app/src/main/java/com/x/Bad.kt", "package com.x\n\nfun f() {\n    val s = \"never closed\n}\n"),
            ("app/src/main/java/com/x/Good.kt", "package com.x\nfun g(w: WorkManager) { w.cancelAllWork() }"),
        ])
        #expect(facts.todos.map(\.file) == ["app/src/main/java/com/x/Bad.kt"])
        #expect(facts.todos.map(\.line) == [4])
        #expect(facts.todos[0].message == "the reader could not read this file: unterminated string; expected '\"'")
        #expect(facts.cancels.count == 1)
    }

    @Test func unbalancedBracketIsATodoAtTheBracket() throws {
        let facts = try KotlinTestSupport.facts([(path, "package com.x\nfun f() {\n    g(1))\n}")])
        #expect(facts.todos.map(\.line) == [3])
        #expect(facts.todos[0].message == "the reader could not read this file: unbalanced ')'")
    }

    @Test func glanceReceiverWidgetMadeByAFunctionIsATodo() throws {
        let facts = try facts(
            "package com.x\nclass R : GlanceAppWidgetReceiver() {\n    override val glanceAppWidget = makeWidget()\n}")
        #expect(facts.receivers.map(\.glanceWidget) == [nil])
        #expect(KotlinTestSupport.todoLines(facts) == [3])
    }

    @Test func uniqueWorkNameFromAParameterIsATodo() throws {
        let facts = try facts(
            """
            package com.x
            class W : Worker()
            fun schedule(context: Context, name: String) {
                val request = OneTimeWorkRequestBuilder<W>().build()
                WorkManager.getInstance(context).enqueueUniqueWork(
                    name, ExistingWorkPolicy.KEEP, request)
            }
            """)
        #expect(facts.work.map(\.name) == [nil])
        #expect(facts.work.map(\.policy) == ["KEEP"])
        #expect(facts.work.map(\.worker) == ["com.x.W"])
        #expect(KotlinTestSupport.todoLines(facts) == [5])
        #expect(facts.todos.first?.message == "the unique work name: 'name' is a parameter of 'schedule'")
    }

    @Test func uniqueWorkNameThatIsNotAStringIsATodo() throws {
        let facts = try facts(
            "package com.x\nfun s(wm: WorkManager) {\n    wm.enqueueUniqueWork(42, ExistingWorkPolicy.KEEP, OneTimeWorkRequestBuilder<W>().build())\n}"
        )
        #expect(facts.work.map(\.name) == [nil])
        #expect(KotlinTestSupport.todoLines(facts) == [3])
    }

    @Test func uniqueWorkNameAndPolicyUnderUnknownArgumentNamesAreTodos() throws {
        let facts = try facts(
            """
            package com.x
            fun s(wm: WorkManager) {
                wm.enqueueUniqueWork(tag = "n", mode = ExistingWorkPolicy.KEEP, request = OneTimeWorkRequestBuilder<W>().build())
            }
            """)
        #expect(facts.work.map(\.name) == [nil])
        #expect(facts.work.map(\.policy) == [nil])
        #expect(facts.work.map(\.worker) == ["com.x.W"])
        #expect(KotlinTestSupport.todoLines(facts) == [3, 3])
        #expect(
            facts.todos.map(\.message) == [
                "the unique work name: no argument is the name", "the existing-work policy: no argument is the policy",
            ])
    }

    @Test func policyChosenByAConditionIsATodo() throws {
        let facts = try facts(
            """
            package com.x
            fun s(wm: WorkManager, force: Boolean) {
                val policy = if (force) ExistingPeriodicWorkPolicy.UPDATE else ExistingPeriodicWorkPolicy.KEEP
                wm.enqueueUniquePeriodicWork("n", policy, PeriodicWorkRequestBuilder<W>(15, TimeUnit.MINUTES).build())
            }
            """)
        #expect(facts.work.map(\.policy) == [nil])
        #expect(facts.work.map(\.period) == ["15m"])
        #expect(KotlinTestSupport.todoLines(facts) == [4])
    }

    @Test func policyThatIsAStringIsATodo() throws {
        let facts = try facts(
            "package com.x\nfun s(wm: WorkManager) {\n    wm.enqueueUniqueWork(\"n\", \"KEEP\", OneTimeWorkRequestBuilder<W>().build())\n}"
        )
        #expect(facts.work.map(\.policy) == [nil])
        #expect(KotlinTestSupport.todoLines(facts) == [3])
    }

    @Test func requestTheReaderCannotSeeIsATodo() throws {
        let facts = try facts(
            """
            package com.x
            fun s(wm: WorkManager, request: PeriodicWorkRequest) {
                wm.enqueueUniquePeriodicWork("n", ExistingPeriodicWorkPolicy.KEEP, request)
                WorkManager.getInstance(ctx).enqueue(request)
                queue.enqueue(request)
            }
            """)
        #expect(facts.work.count == 2)
        #expect(facts.work.map(\.worker) == [nil, nil])
        // enqueueUniquePeriodicWork is periodic whatever the request; plain enqueue says nothing.
        #expect(facts.work.map(\.periodic) == [true, false])
        #expect(facts.work.map(\.unknown) == [["request"], ["request"]])
        #expect(KotlinTestSupport.todoLines(facts) == [3, 4])
    }

    @Test func periodFromAParameterIsATodo() throws {
        let facts = try facts(
            """
            package com.x
            class W : Worker()
            fun s(wm: WorkManager, minutes: Long) {
                val request = PeriodicWorkRequestBuilder<W>(minutes, TimeUnit.MINUTES)
                    .build()
                wm.enqueue(request)
            }
            """)
        #expect(facts.work.map(\.period) == [nil])
        #expect(facts.work.map(\.periodic) == [true])
        #expect(KotlinTestSupport.todoLines(facts) == [6])
    }

    @Test func varChangedLaterIsATodo() throws {
        let facts = try facts(
            """
            package com.x
            class W : Worker()
            fun s(wm: WorkManager, slow: Boolean) {
                var minutes = 15L
                if (slow) minutes = 60L
                wm.enqueue(PeriodicWorkRequestBuilder<W>(minutes, TimeUnit.MINUTES).build())
            }
            """)
        #expect(facts.work.map(\.period) == [nil])
        #expect(KotlinTestSupport.todoLines(facts) == [6])
        #expect(facts.todos.first?.message == "the period: 'minutes' is changed after it is declared")
    }

    @Test func topLevelVarIsATodo() throws {
        let facts = try facts(
            "package com.x\nvar TAG = \"t\"\nfun s(wm: WorkManager) {\n    wm.cancelAllWorkByTag(TAG)\n}")
        #expect(facts.cancels.map(\.value) == [nil])
        #expect(KotlinTestSupport.todoLines(facts) == [4])
    }

    @Test func tagsBackoffAndConstraintsTheReaderCannotWorkOutAreTodos() throws {
        let facts = try facts(
            """
            package com.x
            class W : Worker()
            fun s(wm: WorkManager, tag: String, policy: BackoffPolicy, network: NetworkType) {
                val request = OneTimeWorkRequestBuilder<W>()
                    .addTag(tag)
                    .addTag(42)
                    .setBackoffCriteria(policy, 10, TimeUnit.SECONDS)
                    .setConstraints(Constraints.Builder().setRequiredNetworkType(network).setRequiresCharging(1).build())
                    .build()
                wm.enqueue(request)
            }
            """)
        #expect(facts.work.map(\.tags) == [nil])
        #expect(facts.work.map(\.backoff) == [.init(policy: nil, delay: "10s")])
        #expect(facts.work.map(\.constraints) == [.init()])
        #expect(KotlinTestSupport.todoLines(facts) == [10, 10, 10, 10, 10])
    }

    @Test func initialDelayWithAnUnknownUnitIsATodo() throws {
        let facts = try facts(
            """
            package com.x
            class W : Worker()
            fun s(wm: WorkManager, unit: TimeUnit) {
                wm.enqueue(OneTimeWorkRequestBuilder<W>().setInitialDelay(5, unit).build())
            }
            """)
        #expect(facts.work.map(\.initialDelay) == [nil])
        #expect(KotlinTestSupport.todoLines(facts) == [4])
    }

    @Test func cancelledNameFromAParameterOrNotAStringIsATodo() throws {
        let facts = try facts(
            "package com.x\nfun c(wm: WorkManager, name: String) {\n    wm.cancelUniqueWork(name)\n    wm.cancelAllWorkByTag(7)\n}"
        )
        #expect(facts.cancels.map(\.value) == [nil, nil])
        #expect(facts.cancels.map(\.by) == ["uniqueWork", "tag"])
        #expect(KotlinTestSupport.todoLines(facts) == [3, 4])
    }

    @Test func alarmTypeAndIntervalTheReaderCannotWorkOutAreTodos() throws {
        let facts = try facts(
            """
            package com.x
            fun a(alarmManager: AlarmManager, type: Int, every: Long, pending: PendingIntent) {
                alarmManager.setRepeating(type, 0L, every, pending)
                alarmManager.set("RTC", 0L, pending)
            }
            """)
        #expect(facts.alarms.map(\.type) == [nil, nil])
        #expect(facts.alarms.map(\.interval) == [nil, nil])
        #expect(KotlinTestSupport.todoLines(facts) == [3, 3, 4])
    }

    @Test func unknownRuntimeReceiverAndActionAreTodos() throws {
        let facts = try facts(
            """
            package com.x
            fun r(context: Context, receiver: BroadcastReceiver, action: String) {
                val filter = IntentFilter()
                filter.addAction(action)
                filter.addAction(3)
                context.registerReceiver(receiver, filter)
            }
            """)
        #expect(
            facts.runtimeReceivers == [.init(receiver: nil, actions: [], unknown: ["actions"], file: path, line: 6)])
        #expect(KotlinTestSupport.todoLines(facts) == [4, 5, 6])
    }

    @Test func broadcastOfAnUnknownClassAndActionAreTodos() throws {
        let facts = try facts(
            """
            package com.x
            fun b(context: Context, target: Class<*>, action: String) {
                context.sendBroadcast(Intent(context, target))
                context.sendBroadcast(Intent(action))
                context.sendBroadcast(Intent().setAction(5))
            }
            """)
        #expect(facts.broadcasts.map(\.target) == [nil, nil, nil])
        #expect(facts.broadcasts.map(\.action) == [nil, nil, nil])
        #expect(KotlinTestSupport.todoLines(facts) == [3, 4, 5])
    }

    @Test func updateOfAnUnknownWidgetIsATodo() throws {
        let facts = try facts(
            """
            package com.x
            suspend fun u(context: Context, widget: GlanceAppWidget) {
                widget.updateAll(context)
                GlanceAppWidgetManager(context).updateIf<State>(context) { true }
            }
            """)
        #expect(facts.updates.map(\.call) == ["updateAll", "updateIf"])
        #expect(facts.updates.map(\.widget) == [nil, nil])
        #expect(KotlinTestSupport.todoLines(facts) == [3, 4])
    }

    @Test func stateKeyNameFromAParameterOrNotAStringIsATodo() throws {
        let facts = try facts(
            "package com.x\nfun key(id: Int) = intPreferencesKey(\"count_$id\")\nval K = intPreferencesKey(7)")
        #expect(facts.stateKeys.map(\.name) == [nil, nil])
        #expect(facts.stateKeys.map(\.constant) == [nil, "K"])
        #expect(KotlinTestSupport.todoLines(facts) == [2, 3])
    }

    /// AntennaPod's `sendBroadcast(MediaButtonStarter.createIntent(context, code))`: the intent comes from a helper.
    @Test func aBroadcastOfAnIntentMadeElsewhereIsATodo() throws {
        let facts = try facts(
            "package com.x\nfun pause(context: Context) {\n    context.sendBroadcast(Starter.createIntent(context, 1))\n}"
        )
        #expect(facts.broadcasts.map(\.line) == [3])
        #expect(facts.broadcasts.first?.action == nil)
        #expect(facts.todos.map(\.line) == [3])
        #expect(
            facts.todos.first?.message
                == "the intent 'Starter.createIntent(context, 1)' is not made where the reader can see it")
    }

    // Values the reader must not take for constants (each found in review as a silent wrong value).

    @Test func anOpenMemberIsNotItsBaseValue() throws {
        let facts = try facts(
            "package com.x\nopen class Base {\n    open val workName = \"base\"\n    fun c(w: WorkManager) { w.cancelUniqueWork(workName) }\n}"
        )
        #expect(facts.cancels.map(\.value) == [nil])
        #expect(facts.todos.first?.message.hasSuffix("is open: a subclass may override it") == true)
    }

    @Test func aConstructorDefaultIsNotItsValue() throws {
        let facts = try facts(
            "package com.x\nclass Canceller(private val name: String = \"default\") {\n    fun c(w: WorkManager) { w.cancelUniqueWork(name) }\n}"
        )
        #expect(facts.cancels.map(\.value) == [nil])
        #expect(
            facts.todos.first?.message.hasSuffix("is a constructor parameter: a caller may pass another value") == true)
    }

    @Test func aLambdaParameterIsNotTheMemberItShadows() throws {
        let facts = try facts(
            "package com.x\nclass C {\n    private val tag = \"member\"\n    fun c(w: WorkManager, tags: List<String>) {\n        tags.forEach { tag -> w.cancelAllWorkByTag(tag) }\n    }\n}"
        )
        #expect(facts.cancels.map(\.value) == [nil])
        #expect(facts.todos.first?.message.hasSuffix("is a lambda parameter") == true)
    }

    @Test func aPrivateConstantOfThisFileComesBeforeAnotherFilesOfTheSameName() throws {
        let facts = try KotlinTestSupport.facts([
            ("app/src/main/java/com/x/A.kt", "package com.x\nprivate const val WORK = \"a\"\n"),
            (
                "app/src/main/java/com/x/B.kt",
                "package com.x\nprivate const val WORK = \"b\"\nfun c(w: WorkManager) { w.cancelUniqueWork(WORK) }\n"
            ),
        ])
        #expect(facts.cancels.map(\.value) == ["b"])
    }
}
