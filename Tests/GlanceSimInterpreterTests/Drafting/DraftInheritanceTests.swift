import Foundation
import GlanceSimFormats
import Testing

/// What real apps' class hierarchies do to a draft (issue "Model from code that never guesses", tried on AnkiDroid
/// and Tasks.org): an abstract provider's `final override fun onUpdate` calling an abstract `performUpdate`, an
/// abstract worker's `doWork` returning the subclass's `run()`, nested receivers, and results that are compared or
/// kept in variables rather than returned. Kotlin dispatches a call on `this` to the most derived override; the
/// draft does the same, and where it cannot say which result is returned it says so.
@Suite struct DraftInheritanceTests {
    static let provider = """
        <receiver android:name=".CardWidget" android:exported="false">
          <intent-filter><action android:name="android.appwidget.action.APPWIDGET_UPDATE"/></intent-filter>
        </receiver>
        """

    /// AnkiDroid's `AnalyticsWidgetProvider`: the base's `final override fun onUpdate` calls the abstract
    /// `performUpdate`, which each provider overrides. The subclass's draft has an onUpdate with what its own
    /// `performUpdate` does (Kotlin's virtual dispatch; the base class is never a receiver of its own).
    @Test func anInheritedCallbackRunsTheSubclassesOverride() throws {
        let draft = try DraftControlFlowTests.draft(
            [
                "Base.kt": """
                package com.x
                abstract class BaseProvider : AppWidgetProvider() {
                    final override fun onUpdate(context: Context, manager: AppWidgetManager, appWidgetIds: IntArray) {
                        performUpdate(context)
                    }
                    abstract fun performUpdate(context: Context)
                }
                """,
                "CardWidget.kt": """
                package com.x
                class CardWidget : BaseProvider() {
                    override fun performUpdate(context: Context) {
                        \(DraftControlFlowTests.enqueue)
                    }
                }
                """,
            ], receivers: Self.provider)
        let lines = DraftControlFlowTests.lines(draft, from: "\"com.x.CardWidget\": {", count: 6)
        #expect(lines.contains("onUpdate: ["), "\(draft)")
        #expect(lines.contains { $0.hasPrefix("{ enqueue: \"SyncWorker\", unique: \"sync\"") }, "\(draft)")
    }

    /// Tasks.org's `BaseWorker`: `override fun doWork() = try { runBlocking { run() } } catch (e) { failure }`, and
    /// each worker's `run` returns its result. The abstract base is no worker of its own; each subclass's result is
    /// its `run`'s.
    @Test func anAbstractWorkersDoWorkReturnsTheSubclassesRunAndTheBaseIsNoWorker() throws {
        let draft = try DraftControlFlowTests.draft([
            "BaseWorker.kt": """
            package com.x
            abstract class BaseWorker(context: Context, params: WorkerParameters) : Worker(context, params) {
                override fun doWork(): Result {
                    return try {
                        runBlocking { run() }
                    } catch (e: Exception) {
                        Result.failure()
                    }
                }
                protected abstract suspend fun run(): Result
            }
            """,
            "SyncWorker.kt": """
            package com.x
            class SyncWorker(context: Context, params: WorkerParameters) : BaseWorker(context, params) {
                override suspend fun run(): Result {
                    if (runAttemptCount > 2) return Result.failure()
                    return Result.retry()
                }
            }
            """,
        ])
        #expect(!draft.contains("BaseWorker: {"))
        #expect(draft.contains("result: \"${(runAttemptCount > 2) ? 'failure' : 'retry'}\","), "\(draft)")
        #expect(draft.contains("// The catch at line 7 returns failure"), "\(draft)")
        #expect(
            draft.contains(
                "// returns failure at src/main/java/com/x/SyncWorker.kt:4, retry at src/main/java/com/x/SyncWorker.kt:5"
            ))
    }

    /// `if (result != Result.retry())` compares with a result (Tasks.org's BlogFeedWork); and
    /// `return if (c) Result.retry() else Result.success()` returns one of two by an expression the chain of
    /// returns cannot say: a TODO, never the first one found.
    @Test func aComparedResultIsNoReturnAndAnIfExpressionsResultsAreATodo() throws {
        let draft = try DraftControlFlowTests.draft([
            "SyncWorker.kt": """
            package com.x
            class SyncWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                override suspend fun doWork(): Result {
                    val result = load()
                    if (result != Result.retry()) {
                        println("done")
                    }
                    return if (result == 0) Result.retry() else Result.success()
                }
            }
            """
        ])
        #expect(
            draft.contains(
                "doWork returns retry at line 8 when `result == 0`, success at line 8 when `!(result == 0)`: say when "
                    + "with results"), "\(draft)")
        #expect(draft.contains("result: \"success\","))
        #expect(!draft.contains("line 5"))
    }

    /// Tasks.org's UpgradeIconSyncWork: `var response = Result.success()`, set to `Result.retry()` in a
    /// callback, `return response`. The result is the variable's: a TODO, not the first value found.
    @Test func aResultKeptInAVariableIsATodo() throws {
        let draft = try DraftControlFlowTests.draft([
            "SyncWorker.kt": """
            package com.x
            class SyncWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                override suspend fun doWork(): Result {
                    var response = Result.success()
                    upload(onFailure = { response = Result.retry() })
                    return response
                }
            }
            """
        ])
        #expect(
            draft.contains(
                "doWork returns a variable set to success at line 4, a variable set to retry at line 5"),
            "\(draft)")
    }

    /// Tasks.org's `AndroidGeofenceTransitionIntentService$Broadcast`: the manifest names a nested class with `$`,
    /// the code with `.`; the draft keys the receiver as the manifest does, with its code.
    @Test func aNestedReceiverIsKeyedAsTheManifestNamesIt() throws {
        let draft = try DraftControlFlowTests.draft(
            [
                "Service.kt": """
                package com.x
                class Service {
                    class Broadcast : BroadcastReceiver() {
                        override fun onReceive(context: Context, intent: Intent) {
                            \(DraftControlFlowTests.enqueue)
                        }
                    }
                }
                """
            ],
            receivers: """
                <receiver android:name=".Service$Broadcast" android:exported="false">
                  <intent-filter><action android:name="com.x.GEOFENCE"/></intent-filter>
                </receiver>
                """)
        let lines = DraftControlFlowTests.lines(draft, from: "\"com.x.Service$Broadcast\": {", count: 8)
        #expect(lines.contains { $0.hasPrefix("{ enqueue: \"SyncWorker\"") }, "\(draft)")
    }

    /// Tasks.org's `AppWidgetManager.rebuildWidgets(vararg appWidgetIds: Int)` with
    /// `if (appWidgetIds.isEmpty()) return`, called with one id: the helper's `appWidgetIds` are not the intent's,
    /// so the condition is a TODO, not `ids.isEmpty()`.
    @Test func aHelpersParameterNamedLikeTheIdsIsNotTheIntentsIds() throws {
        var files = DraftControlFlowTests.receiver(
            """
                    val id = intent.getIntExtra("id", -1)
                    Widgets.rebuild(context, id)
            """)
        files["Widgets.kt"] = """
            package com.x
            object Widgets {
                fun rebuild(context: Context, vararg appWidgetIds: Int) {
                    if (appWidgetIds.isEmpty()) return
                    \(DraftControlFlowTests.enqueue)
                }
            }
            """
        let draft = try DraftControlFlowTests.draft(files)
        #expect(!draft.contains("ids.isEmpty()"), "\(draft)")
        #expect(draft.contains("run only when `!(appWidgetIds.isEmpty())`"), "\(draft)")
    }
    /// AnkiDroid's CardAnalysisWidget: `companion object { fun updateWidget(…) { manager.updateAppWidget(id, views) } }`
    /// called from the provider's own `onReceive` (for the intent's widget), beside another provider: the TODO names
    /// the provider and its template; which widgets (one, or every one) is not guessed.
    @Test func anUpdateInAProvidersCompanionNamesThatProviderInItsTodo() throws {
        let provider = { (name: String) in
            """
            package com.x
            class \(name) : AppWidgetProvider() {
                override fun onReceive(context: Context, intent: Intent) {
                    updateWidget(context, intent.getIntExtra(AppWidgetManager.EXTRA_APPWIDGET_ID, 0))
                }
                companion object {
                    fun updateWidget(context: Context, id: Int) {
                        AppWidgetManager.getInstance(context).updateAppWidget(id, RemoteViews("com.x", 0))
                    }
                }
            }
            """
        }
        let draft = try DraftControlFlowTests.draft(
            ["CardWidget.kt": provider("CardWidget"), "DeckWidget.kt": provider("DeckWidget")],
            receivers: Self.provider + Self.provider.replacingOccurrences(of: "CardWidget", with: "DeckWidget"))
        #expect(
            draft.contains("updateAppWidget of com.x.CardWidget's widgets, for the id(s) the code passes"), "\(draft)")
        #expect(draft.contains("updateAppWidget of com.x.DeckWidget's widgets"))
        #expect(
            !draft.split(separator: "\n").contains {
                $0.trimmingCharacters(in: .whitespaces).hasPrefix("{ forEachWidget")
            })
        #expect(!draft.contains("could not tell"))
    }
}
