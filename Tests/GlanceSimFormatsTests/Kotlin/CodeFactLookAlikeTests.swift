import GlanceSimFormats
import Testing

/// Facts two real modules the reader never saw showed it getting wrong (issue "Model from code that never
/// guesses", tried on AnkiDroid and Tasks.org): each a look-alike, a variable read across scopes, or a value passed
/// through a helper, with a test that the platform's meaning is what is listed.
@Suite struct CodeFactLookAlikeTests {
    /// AnkiDroid's `fun AppWidgetManager.updateAppWidget(appWidgetId: AppWidgetId, views: RemoteViews)`: a
    /// declaration of an extension function, not a call of AppWidgetManager's.
    @Test func anExtensionFunctionsDeclarationIsNoCall() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            fun AppWidgetManager.updateAppWidget(appWidgetId: AppWidgetId, views: RemoteViews) {
                updateAppWidget(appWidgetId.id, views)
            }
            fun <T> AppWidgetManager.sendBroadcast(value: T, other: T) { }
            """)
        #expect(facts.updates.map(\.line) == [3])
        #expect(facts.broadcasts.isEmpty)
    }

    /// Tasks.org's wrapper around androidx.localbroadcastmanager: `localBroadcastManager.registerReceiver(…)` and
    /// `sendBroadcast(Intent(REFRESH))` stay in the process (LocalBroadcastManager keeps its own receiver table);
    /// the system never sees them.
    @Test func localBroadcastManagersCallsAreNotTheSystems() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            import androidx.localbroadcastmanager.content.LocalBroadcastManager
            class Local(context: Context) {
                private val localBroadcastManager = LocalBroadcastManager.getInstance(context)
                private val manager: LocalBroadcastManager = LocalBroadcastManager.getInstance(context)
                fun register(receiver: BroadcastReceiver) {
                    localBroadcastManager.registerReceiver(receiver, IntentFilter("com.x.REFRESH"))
                    manager.sendBroadcast(Intent("com.x.REFRESH"))
                    LocalBroadcastManager.getInstance(context).sendBroadcast(Intent("com.x.REFRESH"))
                }
            }
            """)
        #expect(facts.runtimeReceivers.isEmpty)
        #expect(facts.broadcasts.isEmpty)
    }

    /// AnkiDroid's SdCardReceiver declares `val i = Intent()` in each branch: each `sendBroadcast(i)` sends the
    /// action set on its own `i`, before it.
    @Test func aVariableDeclaredInTwoBranchesIsTwoVariables() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class R : BroadcastReceiver() {
                override fun onReceive(context: Context, intent: Intent) {
                    if (intent.action == Intent.ACTION_MEDIA_EJECT) {
                        val i = Intent()
                        i.action = "com.x.EJECT"
                        context.sendBroadcast(i)
                    } else if (intent.action == Intent.ACTION_MEDIA_MOUNTED) {
                        val i = Intent()
                        i.action = "com.x.MOUNT"
                        context.sendBroadcast(i)
                    }
                }
            }
            """)
        #expect(facts.broadcasts.map(\.action) == ["com.x.EJECT", "com.x.MOUNT"])
    }

    /// Tasks.org's `enqueueUnique(key: String, c: Class<out Worker?>, …)`: `c` is a parameter, not a class
    /// `com.x.c`; the worker is unknown where the helper is read.
    @Test func aParameterIsNoWorkerClass() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class Jobs(private val workManager: WorkManager) {
                fun enqueueUnique(key: String, c: Class<out Worker?>) {
                    workManager.beginUniqueWork(key, ExistingWorkPolicy.REPLACE, OneTimeWorkRequest.Builder(c).build()).enqueue()
                }
            }
            """)
        #expect(facts.work.count == 1)
        #expect(facts.work.first?.worker != "com.x.c")
    }

    /// `Intent.ACTION_MEDIA_EJECT` and `ACTION_MEDIA_MOUNTED` are the platform's
    /// "android.intent.action.MEDIA_EJECT" and "android.intent.action.MEDIA_MOUNTED" (Intent.java).
    @Test func mediaActionsAreThePlatformsStrings() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class A {
                fun f(context: Context) {
                    context.sendBroadcast(Intent(Intent.ACTION_MEDIA_EJECT))
                    context.sendBroadcast(Intent(Intent.ACTION_MEDIA_MOUNTED))
                }
            }
            """)
        #expect(
            facts.broadcasts.map(\.action) == [
                "android.intent.action.MEDIA_EJECT", "android.intent.action.MEDIA_MOUNTED",
            ])
    }
    /// AnkiDroid's WidgetAlarm: `private fun alarmManager(context: Context): AlarmManager = …` and
    /// `val alarmManager = alarmManager(context)`: the variable is an AlarmManager because the function returns one.
    @Test func aVariableMadeByAFunctionReturningAnAlarmManagerIsOne() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            private fun alarmManager(context: Context): AlarmManager =
                context.getSystemService(Context.ALARM_SERVICE) as AlarmManager
            fun schedule(context: Context, pi: PendingIntent) {
                val alarmManager = alarmManager(context)
                alarmManager.setRepeating(AlarmManager.ELAPSED_REALTIME, 0L, 60_000L, pi)
                alarmManager.cancel(pi)
            }
            """)
        #expect(facts.alarms.map(\.type) == ["ELAPSED_REALTIME"])
        #expect(facts.alarms.map(\.interval) == ["1m"])
        #expect(facts.cancels.map(\.by) == ["alarm"])
    }

    /// AnkiDroid's DayRolloverAlarm: `private fun AlarmManager.setWindowSafe(type: Int, …) { setWindow(type, …) }`
    /// calls AlarmManager's member on `this`; its caller passes RTC_WAKEUP.
    @Test func aMemberCallInAnAlarmManagerExtensionIsAnAlarmListedAtItsCaller() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            private fun AlarmManager.setWindowSafe(type: Int, start: Long, length: Long, pi: PendingIntent) {
                setWindow(type, start, length, pi)
            }
            fun next(alarmManager: AlarmManager, pi: PendingIntent) {
                alarmManager.setWindowSafe(AlarmManager.RTC_WAKEUP, 0L, 1000L, pi)
            }
            """)
        #expect(facts.alarms.map(\.call) == ["setWindow"])
        #expect(facts.alarms.first?.callers?.map(\.type) == ["RTC_WAKEUP"])
        #expect(facts.alarms.first?.callers?.map(\.line) == [6])
    }
    /// AnkiDroid's AnkiActivity: `val iFilter = IntentFilter(); broadcastsActions.keys.map(iFilter::addAction)`:
    /// the actions are added where the reader cannot see, so they are unknown, never an empty list.
    @Test func aFilterWithActionsAddedOutOfSightHasUnknownActions() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class A(private val actions: Map<String, () -> Unit>) {
                fun listen(context: Context, receiver: BroadcastReceiver) {
                    val iFilter = IntentFilter()
                    actions.keys.map(iFilter::addAction)
                    context.registerReceiver(receiver, iFilter)
                }
            }
            """)
        #expect(facts.runtimeReceivers.first?.unknown == ["actions"])
        #expect(facts.todos.contains { $0.message.hasPrefix("the filter 'iFilter' gets its actions where") })
    }
}
