import GlanceSimFormats
import Testing

/// The idioms real apps use that the reader missed or took for something else (issue "Model from code that never
/// guesses", items 3 and 4): each fact found as the platform defines it, and no fact from a look-alike call.
@Suite struct CodeFactIdiomTests {
    @Test func anIntentSetUpInApplyAndSentAsThisHasItsActionAndTarget() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class W {
                fun refresh(context: Context) {
                    Intent(context, P::class.java).apply {
                        action = "com.x.REFRESH"
                        putExtra("k", 1)
                        context.sendBroadcast(this)
                    }
                }
            }
            class P : AppWidgetProvider()
            """)
        #expect(facts.broadcasts.map(\.action) == ["com.x.REFRESH"])
        #expect(facts.broadcasts.map(\.target) == ["com.x.P"])
    }

    /// `AlarmManagerCompat.setAlarmClock(alarmManager, triggerTime, showIntent, operation)` (androidx.core) takes
    /// the time where `AlarmManager.setAlarmClock` takes an `AlarmClockInfo`.
    @Test func alarmManagerCompatSetAlarmClockIsAnAlarm() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class A {
                fun f(context: Context, am: AlarmManager, at: Long, show: PendingIntent, op: PendingIntent) {
                    AlarmManagerCompat.setAlarmClock(am, at, show, op)
                }
            }
            """)
        #expect(facts.alarms.map(\.call) == ["setAlarmClock"])
        #expect(facts.alarms.first?.exact == true)
    }

    /// AlarmManager's type constants are 0 (RTC_WAKEUP), 1 (RTC), 2 (ELAPSED_REALTIME_WAKEUP), 3
    /// (ELAPSED_REALTIME) (AlarmManager.java); code that passes the number means that type.
    @Test(arguments: [("0", "RTC_WAKEUP"), ("1", "RTC"), ("2", "ELAPSED_REALTIME_WAKEUP"), ("3", "ELAPSED_REALTIME")])
    func anAlarmTypeWrittenAsANumberIsThatType(_ literal: String, _ type: String) throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class A {
                fun f(context: Context, pi: PendingIntent) {
                    val alarmManager = context.getSystemService(Context.ALARM_SERVICE) as AlarmManager
                    alarmManager.setExact(\(literal), 1000L, pi)
                }
            }
            """)
        #expect(facts.alarms.map(\.type) == [type])
    }

    /// `set(type, triggerAtMillis, tag, listener, targetHandler)` (API 24) calls an OnAlarmListener back.
    @Test func setWithAListenerIsListedAsSuch() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class A {
                fun f(alarmManager: AlarmManager, listener: AlarmManager.OnAlarmListener) {
                    alarmManager.set(AlarmManager.RTC, 1000L, "tick", listener, null)
                }
            }
            """)
        #expect(facts.alarms.map(\.call) == ["set"])
        #expect(facts.alarms.first?.listener == true)
        #expect(facts.alarms.first?.type == "RTC")
    }

    @Test func anActionReturnedByAStaticFunctionIsThatAction() throws {
        let facts = try KotlinTestSupport.facts([
            (
                "app/src/main/java/com/x/Utils.kt",
                """
                package com.x
                object Utils {
                    fun getWidgetUpdateAction() = "com.x.UPDATE"
                    fun other(): String { return "com.x.OTHER" }
                }
                """
            ),
            (
                "app/src/main/java/com/x/S.kt",
                """
                package com.x
                class S {
                    fun f(context: Context) {
                        context.sendBroadcast(Intent(Utils.getWidgetUpdateAction()))
                        context.sendBroadcast(Intent(Utils.other()))
                    }
                }
                """
            ),
        ])
        #expect(facts.broadcasts.map(\.action) == ["com.x.UPDATE", "com.x.OTHER"])
    }

    @Test func intentActionConstantsTheArticleListsAreResolved() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class S : Service() {
                fun f() {
                    registerReceiver(this, IntentFilter(Intent.ACTION_CLOSE_SYSTEM_DIALOGS))
                    registerReceiver(R(), IntentFilter(Intent.ACTION_NOT_A_REAL_ONE))
                }
            }
            class R : BroadcastReceiver()
            """)
        #expect(facts.runtimeReceivers.first?.actions == ["android.intent.action.CLOSE_SYSTEM_DIALOGS"])
        // `this` is the class the call is in.
        #expect(facts.runtimeReceivers.first?.receiver == "com.x.S")
        // A constant the reader has no value for says so (it is no call).
        #expect(
            facts.todos.map(\.message).contains(
                "an action: 'Intent.ACTION_NOT_A_REAL_ONE' is a constant the reader does not know"))
    }

    @Test func appWidgetManagerOptionsAndCollectionCallsAreListed() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class P : AppWidgetProvider() {
                fun f(context: Context, id: Int, options: Bundle, views: RemoteViews) {
                    val manager = AppWidgetManager.getInstance(context)
                    manager.updateAppWidgetOptions(id, options)
                    manager.notifyAppWidgetViewDataChanged(id, R.id.list)
                    manager.partiallyUpdateAppWidget(id, views)
                }
            }
            """)
        #expect(
            facts.updates.map(\.call) == [
                "updateAppWidgetOptions", "notifyAppWidgetViewDataChanged", "partiallyUpdateAppWidget",
            ])
    }

    /// A Room DAO's `updateAll(…)` is not Glance's `GlanceAppWidget.updateAll(context)`, an extension function a
    /// file imports (`androidx.glance.appwidget.updateAll`): no fact, and no TODO asking which widget it is.
    @Test func aDaosUpdateAllIsNoWidgetUpdate() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class Repo(private val db: AppDatabase) {
                suspend fun save(pages: List<Page>) {
                    AppDatabase.instance.recommendedPageDao().updateAll(pages)
                }
            }
            """)
        #expect(facts.updates.isEmpty)
        #expect(facts.todos.isEmpty)
    }

    @Test func glancesUpdateAllOnAnUnresolvedWidgetIsStillAFactWithATodo() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            import androidx.glance.appwidget.updateAll
            class Refresher(private val widget: Any) {
                suspend fun f(context: Context) { factory.make().updateAll(context) }
            }
            """)
        #expect(facts.updates.map(\.call) == ["updateAll"])
        #expect(facts.todos.count == 1)
    }

    /// An app's own `AlarmScheduler` with a `set(…)` is no AlarmManager, whatever its name says.
    @Test func anAppsOwnSchedulersSetIsNoAlarm() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            interface AlarmScheduler { fun set(type: Int, at: Long, id: Int) }
            class Planner(private val alarmScheduler: AlarmScheduler) {
                fun plan() { alarmScheduler.set(0, 1000L, 7) }
            }
            """)
        #expect(facts.alarms.isEmpty)
    }

    /// A helper whose alarm type is its parameter, called with RTC from one place and RTC_WAKEUP from another: one
    /// alarm per call site with the caller's type, not one with "?".
    @Test func aHelpersAlarmTypeIsListedPerCallSite() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class Scheduler(private val alarmManager: AlarmManager) {
                fun schedule(time: Long, intent: PendingIntent, alarmType: Int) {
                    alarmManager.setExact(alarmType, time, intent)
                }
                fun daily(pi: PendingIntent) { schedule(1000L, pi, AlarmManager.RTC) }
                fun urgent(pi: PendingIntent) { schedule(2000L, pi, alarmType = AlarmManager.RTC_WAKEUP) }
            }
            """)
        #expect(facts.alarms.count == 1)
        #expect(facts.alarms.first?.callers?.map(\.type) == ["RTC", "RTC_WAKEUP"])
        #expect(facts.alarms.first?.callers?.map(\.line) == [6, 7])
        #expect(facts.todos.isEmpty)
    }

}
