import Testing

@testable import GlanceSimFormats

/// One test per fact kind (every field of the facts schema at least once), on Kotlin and Java shaped the ways real
/// widget code is: builders over several lines, `apply { }`, named arguments, helpers in other files.
@Suite struct KotlinCodeFactKindsTests {
    let path = "app/src/main/java/com/x/W.kt"

    // MARK: receivers and glanceWidgets

    @Test func receiversOfEachKindWithCallbacksInSourceOrder() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x

            import android.appwidget.AppWidgetProvider
            import androidx.glance.appwidget.GlanceAppWidgetReceiver

            class ClockProvider : AppWidgetProvider() {
                override fun onUpdate(context: Context, manager: AppWidgetManager, ids: IntArray) {}
                override fun onEnabled(context: Context) {}
                fun onDisabled(context: Context) {}
                override fun onReceive(context: Context, intent: Intent) { super.onReceive(context, intent) }
            }

            class WeatherReceiver : GlanceAppWidgetReceiver() {
                override val glanceAppWidget: GlanceAppWidget = WeatherWidget()
            }

            class BootReceiver :
                BroadcastReceiver() {
                override fun onReceive(context: Context, intent: Intent) {}
            }

            abstract class BaseProvider : AppWidgetProvider()
            class DerivedProvider : BaseProvider() {
                override fun onDeleted(context: Context, ids: IntArray) {}
            }

            object WeatherWidget : GlanceAppWidget() {
                override val stateDefinition = PreferencesGlanceStateDefinition
            }
            """)
        #expect(
            facts.receivers == [
                .init(
                    class: "com.x.ClockProvider", kind: "AppWidgetProvider",
                    callbacks: ["onUpdate", "onEnabled", "onReceive"],
                    glanceWidget: nil, file: path, line: 6),
                .init(
                    class: "com.x.WeatherReceiver", kind: "GlanceAppWidgetReceiver", callbacks: [],
                    glanceWidget: "com.x.WeatherWidget", file: path, line: 13),
                .init(
                    class: "com.x.BootReceiver", kind: "BroadcastReceiver", callbacks: ["onReceive"], glanceWidget: nil,
                    file: path, line: 17),
                .init(
                    class: "com.x.BaseProvider", kind: "AppWidgetProvider", callbacks: [], glanceWidget: nil,
                    file: path,
                    line: 22),
                .init(
                    class: "com.x.DerivedProvider", kind: "AppWidgetProvider", callbacks: ["onDeleted"],
                    glanceWidget: nil, file: path, line: 23),
            ])
        #expect(
            facts.glanceWidgets == [
                .init(
                    class: "com.x.WeatherWidget", receiver: "com.x.WeatherReceiver",
                    stateDefinition: "androidx.glance.state.PreferencesGlanceStateDefinition", file: path, line: 27)
            ])
        #expect(facts.todos.isEmpty)
    }

    @Test func glanceReceiverWithAGetterAndAWidgetInAnotherPackage() throws {
        let facts = try KotlinTestSupport.facts([
            (
                "app/src/main/java/com/x/R.kt",
                """
                package com.x
                import com.x.ui.CountWidget
                class CountReceiver : GlanceAppWidgetReceiver() {
                    override val glanceAppWidget: GlanceAppWidget
                        get() = CountWidget()
                }
                """
            ),
            (
                "app/src/main/java/com/x/ui/CountWidget.kt",
                """
                package com.x.ui
                class CountWidget : GlanceAppWidget() {
                    override val stateDefinition: GlanceStateDefinition<*> = CountState
                }
                object CountState : GlanceStateDefinition<Count> {}
                """
            ),
        ])
        #expect(facts.receivers.map(\.glanceWidget) == ["com.x.ui.CountWidget"])
        #expect(
            facts.glanceWidgets == [
                .init(
                    class: "com.x.ui.CountWidget", receiver: "com.x.CountReceiver",
                    stateDefinition: "com.x.ui.CountState",
                    file: "app/src/main/java/com/x/ui/CountWidget.kt", line: 2)
            ])
    }

    @Test func nestedClassesAreQualifiedByTheirOuterClass() throws {
        let facts = try KotlinTestSupport.facts(
            "package com.x\nclass Outer {\n    class Inner : BroadcastReceiver() {\n        override fun onReceive(c: Context, i: Intent) {}\n    }\n}"
        )
        #expect(facts.receivers.map(\.class) == ["com.x.Outer.Inner"])
        #expect(facts.receivers.map(\.line) == [3])
    }

    @Test func javaReceiverExtendsWithOverrideAnnotations() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x;

            import android.appwidget.AppWidgetProvider;

            public class ListProvider extends AppWidgetProvider implements Runnable {
                @Override
                public void onUpdate(Context context, AppWidgetManager manager, int[] ids) {
                    super.onUpdate(context, manager, ids);
                }

                @Override
                public void onDisabled(Context context) {}

                public void run() {}
            }
            """, path: "app/src/main/java/com/x/ListProvider.java")
        #expect(
            facts.receivers == [
                .init(
                    class: "com.x.ListProvider", kind: "AppWidgetProvider", callbacks: ["onUpdate", "onDisabled"],
                    glanceWidget: nil, file: "app/src/main/java/com/x/ListProvider.java", line: 5)
            ])
    }

    // MARK: work

    @Test func periodicWorkWithEveryFieldBuiltOverLines() throws {
        let facts = try KotlinTestSupport.facts([
            (
                path,
                """
                package com.x

                import androidx.work.*
                import com.x.work.SyncWorker
                import java.util.concurrent.TimeUnit

                class Scheduler {
                    fun schedule(context: Context) {
                        val constraints = Constraints.Builder()
                            .setRequiredNetworkType(NetworkType.UNMETERED)
                            .setRequiresCharging(true)
                            .setRequiresBatteryNotLow(true)
                            .setRequiresDeviceIdle(false)
                            .setRequiresStorageNotLow(true)
                            .build()
                        val request = PeriodicWorkRequestBuilder<SyncWorker>(1, TimeUnit.HOURS, 15, TimeUnit.MINUTES)
                            .setConstraints(constraints)
                            .setInitialDelay(10, TimeUnit.MINUTES)
                            .setBackoffCriteria(BackoffPolicy.LINEAR, 30, TimeUnit.SECONDS)
                            .addTag("sync")
                            .addTag(SyncWorker.TAG)
                            .build()
                        WorkManager.getInstance(context).enqueueUniquePeriodicWork(
                            SyncWorker.NAME,
                            ExistingPeriodicWorkPolicy.UPDATE,
                            request,
                        )
                    }
                }
                """
            ),
            (
                "app/src/main/java/com/x/work/SyncWorker.kt",
                """
                package com.x.work
                class SyncWorker(c: Context, p: WorkerParameters) : CoroutineWorker(c, p) {
                    companion object {
                        const val NAME = "sync-work"
                        const val TAG = "${NAME}-tag"
                    }
                }
                """
            ),
        ])
        #expect(
            facts.work == [
                .init(
                    unique: true, name: "sync-work", policy: "UPDATE", periodic: true, worker: "com.x.work.SyncWorker",
                    period: "1h", flex: "15m", initialDelay: "10m",
                    constraints: .init(
                        requiredNetworkType: "UNMETERED", requiresCharging: true, requiresBatteryNotLow: true,
                        requiresDeviceIdle: false, requiresStorageNotLow: true),
                    backoff: .init(policy: "LINEAR", delay: "30s"), tags: ["sync", "sync-work-tag"], expedited: nil,
                    file: path, line: 23)
            ])
        #expect(facts.todos.isEmpty)
    }

    @Test func oneTimeWorkWithNamedArgumentsDurationsAndExpedited() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class RefreshWorker : CoroutineWorker()
            object Refresher {
                private val NAME = RefreshWorker::class.java.simpleName
                fun now(context: Context) {
                    val request = OneTimeWorkRequestBuilder<RefreshWorker>()
                        .setInitialDelay(Duration.ofSeconds(90))
                        .setExpedited(OutOfQuotaPolicy.RUN_AS_NON_EXPEDITED_WORK_REQUEST)
                        .setConstraints(Constraints(requiredNetworkType = NetworkType.CONNECTED))
                        .build()
                    WorkManager.getInstance(context)
                        .enqueueUniqueWork(
                            existingWorkPolicy = ExistingWorkPolicy.REPLACE,
                            uniqueWorkName = NAME,
                            request = request,
                        )
                }
            }
            """)
        #expect(
            facts.work == [
                .init(
                    unique: true, name: "RefreshWorker", policy: "REPLACE", periodic: false,
                    worker: "com.x.RefreshWorker",
                    initialDelay: "1m30s", constraints: .init(requiredNetworkType: "CONNECTED"),
                    expedited: "RUN_AS_NON_EXPEDITED_WORK_REQUEST", file: path, line: 12)
            ])
        #expect(facts.todos.isEmpty)
    }

    @Test func periodicDurationsAndNamedPeriodArguments() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class W : Worker()
            fun a(wm: WorkManager) {
                wm.enqueue(PeriodicWorkRequestBuilder<W>(Duration.ofHours(1), Duration.ofMinutes(5)).build())
                wm.enqueue(PeriodicWorkRequestBuilder<W>(repeatInterval = 30, repeatIntervalTimeUnit = TimeUnit.MINUTES).build())
                wm.enqueue(PeriodicWorkRequestBuilder<W>(2.hours).build())
            }
            """)
        #expect(facts.work.map(\.period) == ["1h", "30m", "2h"])
        #expect(facts.work.map(\.flex) == ["5m", nil, nil])
        #expect(facts.work.map(\.unique) == [false, false, false])
        #expect(facts.work.map(\.name) == [nil, nil, nil])
        #expect(facts.work.map(\.line) == [4, 5, 6])
        #expect(facts.todos.isEmpty)
    }

    @Test func applyBlockAndBuilderVariableConfiguredByLaterStatements() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class W : Worker()
            fun a(context: Context) {
                val builder = PeriodicWorkRequest.Builder(W::class.java, 15, TimeUnit.MINUTES)
                builder.addTag("later")
                builder.setInitialDelay(5, TimeUnit.MINUTES)
                val constraints = Constraints.Builder().apply {
                    setRequiresCharging(true)
                }.build()
                builder.setConstraints(constraints)
                WorkManager.getInstance(context).enqueue(builder.build())
            }
            """)
        #expect(
            facts.work == [
                .init(
                    unique: false, periodic: true, worker: "com.x.W", period: "15m", initialDelay: "5m",
                    constraints: .init(requiresCharging: true), tags: ["later"], file: path, line: 11)
            ])
    }

    @Test func requestBuiltInAPropertyOrFunctionOfTheFile() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class W : Worker()
            class Scheduler(private val workManager: WorkManager) {
                private val periodic = PeriodicWorkRequestBuilder<W>(20, TimeUnit.MINUTES).build()
                private fun oneTime() = OneTimeWorkRequestBuilder<W>().addTag("once").build()
                fun start() {
                    workManager.enqueueUniquePeriodicWork("p", ExistingPeriodicWorkPolicy.KEEP, periodic)
                    workManager.enqueueUniqueWork("o", ExistingWorkPolicy.APPEND_OR_REPLACE, oneTime())
                }
            }
            """)
        #expect(facts.work.map(\.period) == ["20m", nil])
        #expect(facts.work.map(\.tags) == [nil, ["once"]])
        #expect(facts.work.map(\.policy) == ["KEEP", "APPEND_OR_REPLACE"])
        #expect(facts.work.map(\.line) == [7, 8])
        #expect(facts.todos.isEmpty)
    }

    @Test func beginUniqueWorkAndBeginWithChains() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class W : Worker()
            fun a(context: Context) {
                WorkManager.getInstance(context).beginUniqueWork("chain", ExistingWorkPolicy.KEEP, OneTimeWorkRequest.from(W::class.java))
                    .enqueue()
                WorkManager.getInstance(context)
                    .beginWith(OneTimeWorkRequestBuilder<W>().build())
                    .enqueue()
            }
            """)
        #expect(facts.work.count == 2)
        #expect(facts.work.map(\.unique) == [true, false])
        #expect(facts.work.map(\.name) == ["chain", nil])
        #expect(facts.work.map(\.worker) == ["com.x.W", "com.x.W"])
        #expect(facts.work.map(\.line) == [4, 7])
    }

    @Test func javaPeriodicWorkWithStaticFinalNameAndNewBuilder() throws {
        let java = "app/src/main/java/com/x/Jobs.java"
        let facts = try KotlinTestSupport.facts(
            """
            package com.x;

            import androidx.work.PeriodicWorkRequest;
            import java.util.concurrent.TimeUnit;

            public class Jobs {
                private static final String NAME = "java-" + "sync";

                public static void schedule(Context context) {
                    Constraints constraints = new Constraints.Builder()
                            .setRequiredNetworkType(NetworkType.CONNECTED)
                            .build();
                    PeriodicWorkRequest request = new PeriodicWorkRequest.Builder(SyncWorker.class, 15, TimeUnit.MINUTES)
                            .setConstraints(constraints)
                            .addTag(NAME)
                            .build();
                    WorkManager.getInstance(context)
                            .enqueueUniquePeriodicWork(NAME, ExistingPeriodicWorkPolicy.KEEP, request);
                }
            }

            class SyncWorker extends Worker {}
            """, path: java)
        #expect(
            facts.work == [
                .init(
                    unique: true, name: "java-sync", policy: "KEEP", periodic: true, worker: "com.x.SyncWorker",
                    period: "15m", constraints: .init(requiredNetworkType: "CONNECTED"), tags: ["java-sync"],
                    file: java,
                    line: 18)
            ])
        #expect(facts.todos.isEmpty)
    }

    // MARK: cancels

    @Test func cancelsOfEveryKind() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            const val TAG = "t"
            fun stop(context: Context, id: UUID, pending: PendingIntent) {
                val wm = WorkManager.getInstance(context)
                wm.cancelUniqueWork("sync")
                wm.cancelAllWorkByTag(TAG)
                wm.cancelWorkById(id)
                wm.cancelAllWork()
                val alarmManager = context.getSystemService(AlarmManager::class.java)
                alarmManager.cancel(pending)
                job.cancel()
            }
            """)
        #expect(
            facts.cancels == [
                .init(by: "uniqueWork", value: "sync", file: path, line: 5),
                .init(by: "tag", value: "t", file: path, line: 6),
                .init(by: "id", value: nil, file: path, line: 7),
                .init(by: "all", value: nil, file: path, line: 8),
                .init(by: "alarm", value: nil, file: path, line: 10),
            ])
        #expect(facts.todos.isEmpty)
    }

    // MARK: alarms

    @Test func alarmsOfEveryCallWithTypesAndIntervals() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            fun plan(context: Context, at: Long, info: AlarmManager.AlarmClockInfo) {
                val alarmManager = context.getSystemService(Context.ALARM_SERVICE) as AlarmManager
                val pending = PendingIntent.getBroadcast(context, 0, Intent(context, R::class.java), 0)
                alarmManager.set(AlarmManager.RTC, at, pending)
                alarmManager.setExact(AlarmManager.ELAPSED_REALTIME, at, pending)
                alarmManager.setExactAndAllowWhileIdle(AlarmManager.RTC_WAKEUP, at, pending)
                alarmManager.setAndAllowWhileIdle(AlarmManager.ELAPSED_REALTIME_WAKEUP, at, pending)
                alarmManager.setRepeating(AlarmManager.RTC, at, AlarmManager.INTERVAL_HOUR, pending)
                alarmManager.setInexactRepeating(AlarmManager.RTC, at, AlarmManager.INTERVAL_FIFTEEN_MINUTES, pending)
                alarmManager.setWindow(AlarmManager.RTC, at, 60_000L, pending)
                alarmManager.setAlarmClock(info, pending)
            }
            """)
        #expect(
            facts.alarms == [
                .init(call: "set", type: "RTC", exact: false, repeating: false, whileIdle: false, file: path, line: 5),
                .init(
                    call: "setExact", type: "ELAPSED_REALTIME", exact: true, repeating: false, whileIdle: false,
                    file: path, line: 6),
                .init(
                    call: "setExactAndAllowWhileIdle", type: "RTC_WAKEUP", exact: true, repeating: false,
                    whileIdle: true, file: path, line: 7),
                .init(
                    call: "setAndAllowWhileIdle", type: "ELAPSED_REALTIME_WAKEUP", exact: false, repeating: false,
                    whileIdle: true, file: path, line: 8),
                .init(
                    call: "setRepeating", type: "RTC", exact: false, repeating: true, whileIdle: false, interval: "1h",
                    file: path, line: 9),
                .init(
                    call: "setInexactRepeating", type: "RTC", exact: false, repeating: true, whileIdle: false,
                    interval: "15m", file: path, line: 10),
                .init(
                    call: "setWindow", type: "RTC", exact: false, repeating: false, whileIdle: false, file: path,
                    line: 11),
                .init(call: "setAlarmClock", exact: true, repeating: false, whileIdle: false, file: path, line: 12),
            ])
        #expect(facts.todos.isEmpty, "\(facts.todos)")
    }

    // MARK: runtimeReceivers

    @Test func runtimeReceiverWithFilterApplyAndUnregister() throws {
        let facts = try KotlinTestSupport.facts([
            (
                path,
                """
                package com.x
                class TickReceiver : BroadcastReceiver() {
                    override fun onReceive(context: Context, intent: Intent) {}
                }
                class Clock(private val context: Context) {
                    private val receiver = TickReceiver()
                    fun start() {
                        val filter = IntentFilter(Intent.ACTION_TIME_TICK).apply {
                            addAction(Intent.ACTION_TIMEZONE_CHANGED)
                        }
                        filter.addAction("com.x.REFRESH")
                        context.registerReceiver(receiver, filter)
                    }
                    fun stop() {
                        context.unregisterReceiver(receiver)
                    }
                }
                """
            )
        ])
        #expect(
            facts.runtimeReceivers == [
                .init(
                    receiver: "com.x.TickReceiver",
                    actions: [
                        "android.intent.action.TIME_TICK", "android.intent.action.TIMEZONE_CHANGED", "com.x.REFRESH",
                    ],
                    unregister: .init(file: path, line: 15), file: path, line: 12)
            ])
        #expect(facts.todos.isEmpty)
    }

    @Test func anonymousRuntimeReceiverHasNoClassAndNoTodo() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            fun listen(context: Context) {
                ContextCompat.registerReceiver(
                    context,
                    object : BroadcastReceiver() {
                        override fun onReceive(c: Context, i: Intent) {}
                    },
                    IntentFilter(Intent.ACTION_SCREEN_ON),
                    ContextCompat.RECEIVER_NOT_EXPORTED,
                )
            }
            """)
        #expect(
            facts.runtimeReceivers == [
                .init(receiver: nil, actions: ["android.intent.action.SCREEN_ON"], file: path, line: 3)
            ])
        #expect(facts.receivers.isEmpty)
        #expect(facts.todos.isEmpty)
    }

    // MARK: broadcasts

    @Test func broadcastsWithActionsAndTargets() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class R : BroadcastReceiver() {
                companion object { const val ACTION = "com.x.ACTION" }
                override fun onReceive(c: Context, i: Intent) {}
            }
            fun send(context: Context) {
                context.sendBroadcast(Intent(context, R::class.java))
                context.sendBroadcast(Intent(AppWidgetManager.ACTION_APPWIDGET_UPDATE))
                val intent = Intent(context, R::class.java).apply { action = R.ACTION }
                context.sendOrderedBroadcast(intent, null)
                val other = Intent(R.ACTION)
                other.setClass(context, R::class.java)
                context.sendBroadcast(Intent(R.ACTION, null, context, R::class.java))
            }
            """)
        #expect(
            facts.broadcasts == [
                .init(action: nil, target: "com.x.R", file: path, line: 7),
                .init(action: "android.appwidget.action.APPWIDGET_UPDATE", target: nil, file: path, line: 8),
                .init(action: "com.x.ACTION", target: "com.x.R", file: path, line: 10),
                .init(action: "com.x.ACTION", target: "com.x.R", file: path, line: 13),
            ])
        #expect(facts.todos.isEmpty)
    }

    // MARK: updates

    @Test func updatesOfEveryCall() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            class MyWidget : GlanceAppWidget() {
                suspend fun refresh(context: Context) { updateAll(context) }
            }
            object Updater {
                private val widget = MyWidget()
                suspend fun run(context: Context, id: GlanceId, manager: AppWidgetManager, views: RemoteViews) {
                    MyWidget().updateAll(context)
                    widget.update(context, id)
                    MyWidget().updateIf<Preferences>(context) { true }
                    updateAppWidgetState(context, id) { it[KEY] = 1 }
                    manager.updateAppWidget(3, views)
                    manager.partiallyUpdateAppWidget(3, views)
                    repository.update(context, id)
                }
            }
            """)
        #expect(
            facts.updates == [
                .init(call: "updateAll", widget: "com.x.MyWidget", file: path, line: 3),
                .init(call: "updateAll", widget: "com.x.MyWidget", file: path, line: 8),
                .init(call: "update", widget: "com.x.MyWidget", file: path, line: 9),
                .init(call: "updateIf", widget: "com.x.MyWidget", file: path, line: 10),
                .init(call: "updateAppWidgetState", widget: nil, file: path, line: 11),
                .init(call: "updateAppWidget", widget: nil, file: path, line: 12),
                .init(call: "partiallyUpdateAppWidget", widget: nil, file: path, line: 13),
            ])
        #expect(facts.todos.isEmpty)
    }

    // MARK: stateKeys

    @Test func stateKeysOfEveryTypeWithTheirConstants() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            object Keys {
                private const val PREFIX = "w"
                val COUNT = intPreferencesKey("count")
                val UPDATED = longPreferencesKey("${PREFIX}_updated")
                val CITY = stringPreferencesKey(name = "city")
                val ON = booleanPreferencesKey("on")
                val RATIO = floatPreferencesKey("ratio")
                val TEMP = doublePreferencesKey("temp")
                val IDS = stringSetPreferencesKey("ids")
            }
            fun read(prefs: Preferences) = prefs[intPreferencesKey("inline")]
            """)
        #expect(
            facts.stateKeys == [
                .init(name: "count", type: "int", constant: "COUNT", file: path, line: 4),
                .init(name: "w_updated", type: "long", constant: "UPDATED", file: path, line: 5),
                .init(name: "city", type: "string", constant: "CITY", file: path, line: 6),
                .init(name: "on", type: "boolean", constant: "ON", file: path, line: 7),
                .init(name: "ratio", type: "float", constant: "RATIO", file: path, line: 8),
                .init(name: "temp", type: "double", constant: "TEMP", file: path, line: 9),
                .init(name: "ids", type: "stringSet", constant: "IDS", file: path, line: 10),
                .init(name: "inline", type: "int", constant: nil, file: path, line: 12),
            ])
        #expect(facts.todos.isEmpty)
    }

    // MARK: order and module

    @Test func factsAreSortedByFileThenLineAndModuleIsKept() throws {
        let facts = try KotlinTestSupport.facts([
            ("app/src/main/java/b/B.kt", "package b\nfun f(w: WorkManager) {\n    w.cancelAllWork()\n}"),
            (
                "app/src/main/java/a/A.kt",
                "package a\nfun f(w: WorkManager) {\n\n    w.cancelAllWork(); w.cancelUniqueWork(\"x\")\n}"
            ),
        ])
        #expect(facts.module == "app")
        #expect(
            facts.cancels.map(\.file) == [
                "app/src/main/java/a/A.kt", "app/src/main/java/a/A.kt", "app/src/main/java/b/B.kt",
            ])
        #expect(facts.cancels.map(\.by) == ["all", "uniqueWork", "all"])
        #expect(facts.cancels.map(\.line) == [4, 4, 3])
    }
}

/// Fact kinds in Java and in shapes the main suite does not cover.
@Suite struct KotlinCodeFactKindsMoreTests {
    @Test func javaAlarmBroadcastAndRegistration() throws {
        let java = "app/src/main/java/com/x/Ticker.java"
        let facts = try KotlinTestSupport.facts(
            """
            package com.x;

            public class Ticker {
                static final String ACTION = "com.x.TICK";
                private TickReceiver receiver;

                void start(Context context) {
                    AlarmManager alarmManager = (AlarmManager) context.getSystemService(Context.ALARM_SERVICE);
                    Intent intent = new Intent(context, TickReceiver.class);
                    intent.setAction(ACTION);
                    PendingIntent pi = PendingIntent.getBroadcast(context, 0, intent, 0);
                    alarmManager.setInexactRepeating(AlarmManager.RTC, System.currentTimeMillis(),
                            AlarmManager.INTERVAL_HALF_DAY, pi);
                    context.sendBroadcast(new Intent(context, TickReceiver.class));
                    receiver = new TickReceiver();
                    IntentFilter filter = new IntentFilter(Intent.ACTION_SCREEN_OFF);
                    filter.addAction(ACTION);
                    context.registerReceiver(receiver, filter);
                }

                void stop(Context context) {
                    context.unregisterReceiver(receiver);
                }
            }

            class TickReceiver extends BroadcastReceiver {
                @Override
                public void onReceive(Context context, Intent intent) {}
            }
            """, path: java)
        #expect(
            facts.alarms == [
                .init(
                    call: "setInexactRepeating", type: "RTC", exact: false, repeating: true, whileIdle: false,
                    interval: "12h", file: java, line: 12)
            ])
        #expect(facts.broadcasts == [.init(action: nil, target: "com.x.TickReceiver", file: java, line: 14)])
        #expect(
            facts.runtimeReceivers == [
                .init(
                    receiver: "com.x.TickReceiver", actions: ["android.intent.action.SCREEN_OFF", "com.x.TICK"],
                    unregister: .init(file: java, line: 22), file: java, line: 18)
            ])
        #expect(facts.receivers.map(\.class) == ["com.x.TickReceiver"])
        #expect(facts.receivers.map(\.line) == [26])
        #expect(facts.todos.isEmpty, "\(facts.todos)")
    }

    @Test func updateOnAGlanceObjectAndInsideAForEachLambda() throws {
        let path = "app/src/main/java/com/x/W.kt"
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            object Clock : GlanceAppWidget()
            class Board : GlanceAppWidget()
            suspend fun refresh(context: Context) {
                Clock.updateAll(context)
                GlanceAppWidgetManager(context).getGlanceIds(Board::class.java).forEach { id ->
                    Board().update(context, id)
                }
            }
            """)
        #expect(
            facts.updates == [
                .init(call: "updateAll", widget: "com.x.Clock", file: path, line: 5),
                .init(call: "update", widget: "com.x.Board", file: path, line: 7),
            ])
    }

    @Test func workerWithNestedTypeArgumentAndAnnotatedInjectedReceiver() throws {
        let facts = try KotlinTestSupport.facts(
            """
            package com.x
            @AndroidEntryPoint
            class Receiver @Inject constructor(
                private val repo: Repo,
            ) : GlanceAppWidgetReceiver() {
                override val glanceAppWidget: GlanceAppWidget = Outer.Inner()
            }
            class Outer {
                class Inner : GlanceAppWidget()
                class Job : CoroutineWorker()
            }
            fun s(wm: WorkManager) {
                wm.enqueue(OneTimeWorkRequestBuilder<Outer.Job>().build())
            }
            """)
        #expect(facts.receivers.map(\.glanceWidget) == ["com.x.Outer.Inner"])
        #expect(facts.receivers.map(\.line) == [3])
        #expect(facts.glanceWidgets.map(\.receiver) == ["com.x.Receiver"])
        #expect(facts.work.map(\.worker) == ["com.x.Outer.Job"])
        #expect(facts.work.map(\.line) == [13])
    }

    @Test func comparisonBeforeAParenthesizedReceiverIsNotTypeArguments() throws {
        let facts = try KotlinTestSupport.facts(
            "package com.x\nfun f(wm: WorkManager, a: Int) {\n    if (a > 0) (wm).cancelAllWork()\n}")
        #expect(facts.cancels.map(\.by) == ["all"])
        #expect(facts.cancels.map(\.line) == [3])
    }

    @Test func requestDeclaredInAnotherFileOrAnObjectHelperIsReadThere() throws {
        let long = (1...40).map { "const val FILLER_\($0) = \($0)" }.joined(separator: "\n")
        let facts = try KotlinTestSupport.facts([
            (
                "app/src/main/java/com/x/A.kt",
                """
                package com.x
                fun start(wm: WorkManager) {
                    wm.enqueue(request)
                    wm.enqueue(Requests.hourly)
                    wm.enqueue(Requests.daily())
                }
                """
            ),
            (
                "app/src/main/java/com/x/B.kt",
                """
                package com.x
                \(long)
                class W : Worker()
                val request = PeriodicWorkRequestBuilder<W>(15, TimeUnit.MINUTES).addTag("b").build()
                object Requests {
                    val hourly = PeriodicWorkRequestBuilder<W>(1, TimeUnit.HOURS).build()
                    fun daily() = PeriodicWorkRequestBuilder<W>(Duration.ofDays(1)).build()
                }
                """
            ),
        ])
        #expect(facts.work.map(\.period) == ["15m", "1h", "1d"])
        #expect(facts.work.map(\.worker) == ["com.x.W", "com.x.W", "com.x.W"])
        #expect(facts.work.map(\.tags) == [["b"], nil, nil])
        #expect(facts.work.map(\.line) == [3, 4, 5])
        #expect(facts.todos.isEmpty, "\(facts.todos)")
    }

    @Test func enqueueOnAParameterOrPropertyDeclaredAsWorkManager() throws {
        let facts = try KotlinTestSupport.facts([
            (
                "app/src/main/java/com/x/A.kt",
                """
                package com.x
                class S(private val manager: WorkManager) {
                    fun a(queue: androidx.work.WorkManager, r: WorkRequest) {
                        queue.enqueue(r)
                        manager.enqueue(r)
                    }
                    fun b(jobs: JobQueue, r: WorkRequest) {
                        jobs.enqueue(r)
                    }
                }
                """
            ),
            (
                "app/src/main/java/com/x/J.java",
                "package com.x;\nclass J {\n    void a(WorkManager wm, WorkRequest r) {\n        wm.enqueue(r);\n    }\n}"
            ),
        ])
        #expect(
            facts.work.map(\.file) == [
                "app/src/main/java/com/x/A.kt", "app/src/main/java/com/x/A.kt", "app/src/main/java/com/x/J.java",
            ])
        #expect(facts.work.map(\.line) == [4, 5, 4])
        #expect(facts.todos.map(\.line) == [4, 5, 4])
    }

    @Test func anonymousRuntimeReceiversInJavaOrHeldInAValHaveNoClassAndNoTodo() throws {
        let facts = try KotlinTestSupport.facts([
            (
                "app/src/main/java/com/x/J.java",
                """
                package com.x;
                class J {
                    void f(Context c) {
                        c.registerReceiver(new BroadcastReceiver() {
                            @Override public void onReceive(Context c, Intent i) {}
                        }, new IntentFilter(Intent.ACTION_SCREEN_ON));
                    }
                }
                """
            ),
            (
                "app/src/main/java/com/x/K.kt",
                """
                package com.x
                class C(val context: Context) {
                    private val receiver = object : BroadcastReceiver() {
                        override fun onReceive(c: Context, i: Intent) {}
                    }
                    fun s() { context.registerReceiver(receiver, IntentFilter(Intent.ACTION_USER_PRESENT)) }
                    fun t() { context.unregisterReceiver(receiver) }
                }
                """
            ),
        ])
        #expect(
            facts.runtimeReceivers == [
                .init(
                    receiver: nil, actions: ["android.intent.action.SCREEN_ON"],
                    file: "app/src/main/java/com/x/J.java", line: 4),
                .init(
                    receiver: nil, actions: ["android.intent.action.USER_PRESENT"],
                    unregister: .init(file: "app/src/main/java/com/x/K.kt", line: 7),
                    file: "app/src/main/java/com/x/K.kt", line: 6),
            ])
        #expect(facts.receivers.isEmpty)
        #expect(facts.todos.isEmpty, "\(facts.todos)")
    }

    @Test func alarmManagerFromAGenericGetSystemService() throws {
        let facts = try KotlinTestSupport.facts(
            "package com.x\nfun f(context: Context, pi: PendingIntent) {\n    context.getSystemService<AlarmManager>()?.setExact(AlarmManager.RTC, 0L, pi)\n}"
        )
        #expect(facts.alarms.map(\.call) == ["setExact"])
        #expect(facts.alarms.map(\.line) == [3])
    }
}
