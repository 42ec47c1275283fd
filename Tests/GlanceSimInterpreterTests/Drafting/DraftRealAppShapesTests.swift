import Foundation
import GlanceSimFormats
import Testing

/// Shapes of code AnkiDroid and Tasks.org showed the draft getting wrong without a TODO (issue "Model from code
/// that never guesses"): each drafted as a phone runs it, or as a TODO around what it guards.
@Suite struct DraftRealAppShapesTests {
    /// AnkiDroid's DayRolloverHandler registers one object three times, each with one action. ActivityManagerService
    /// keeps one ReceiverList per receiver and adds each filter to it; a behaviour file's second `register` of an ID
    /// does nothing, so the draft has one registration with the three actions.
    @Test func oneReceiverRegisteredWithSeveralFiltersIsOneRegistrationWithEveryAction() throws {
        let draft = try DraftControlFlowTests.draft(
            DraftControlFlowTests.receiver(
                """
                        fun register(filter: IntentFilter) = ContextCompat.registerReceiver(context, Rollover, filter, 0)
                        register(IntentFilter(Intent.ACTION_TIME_TICK))
                        register(IntentFilter(Intent.ACTION_TIME_CHANGED))
                """
            ).merging(
                [
                    "Rollover.kt": """
                    package com.x
                    object Rollover : BroadcastReceiver() {
                        override fun onReceive(context: Context, intent: Intent) { }
                    }
                    """
                ], uniquingKeysWith: { $1 }))
        #expect(draft.components(separatedBy: "register: \"Rollover\"").count == 2, "\(draft)")
        #expect(
            draft.contains("actions: [\"android.intent.action.TIME_TICK\", \"android.intent.action.TIME_SET\"],"),
            "\(draft)")
    }

    /// `appWidgetManager.updateAppWidget(appWidgetIds, views)` (the IntArray overload, AnkiDroid's AddNoteWidget)
    /// updates every id at once: drafted for each widget, not for the last id only.
    @Test func updateAppWidgetWithTheIdsUpdatesEveryWidget() throws {
        let draft = try DraftControlFlowTests.draft(
            [
                "CardWidget.kt": """
                package com.x
                class CardWidget : AppWidgetProvider() {
                    override fun onUpdate(context: Context, manager: AppWidgetManager, appWidgetIds: IntArray) {
                        manager.updateAppWidget(appWidgetIds, RemoteViews("com.x", 0))
                    }
                }
                """
            ], receivers: DraftInheritanceTests.provider)
        let lines = DraftControlFlowTests.lines(draft, from: "onUpdate: [", count: 4)
        #expect(lines.contains("{ updateAppWidget: \"CardWidget\" },"), "\(draft)")
        #expect(!draft.contains("widgetId == ids.last"), "\(draft)")
    }

    /// Tasks.org's PebbleService: `registerReceiver(…, object : PebbleDataReceiver(…) { override fun receiveData(…)
    /// { … } })` — the object's method runs when a message comes, not where the object is made.
    @Test func anAnonymousObjectsMethodIsATodoAroundWhatItDoes() throws {
        let draft = try DraftControlFlowTests.draft(
            DraftControlFlowTests.receiver(
                """
                        val listener = object : Listener() {
                            override fun onMessage(value: Int) {
                                \(DraftControlFlowTests.enqueue)
                            }
                        }
                        register(listener)
                """))
        #expect(draft.contains("run only when `a method of `Listener()` is called (later"), "\(draft)")
        #expect(draft.contains("(end of the effects that run only when `a method of `Listener()`"))
    }

    /// AnkiDroid's `ACTION_TIMEZONE_CHANGED, ACTION_TIME_CHANGED -> scheduleNextInternal(context)` and Kotlin's
    /// `if (c) helper()`: a brace-less branch whose statement is a call into a helper guards what the helper does.
    @Test func aBracelessBranchGuardsTheHelperItCalls() throws {
        var files = DraftControlFlowTests.receiver(
            """
                    when (intent.action) {
                        "com.x.CLEAR" -> Helper.sync(context)
                    }
                    if (intent.action == "com.x.REFRESH") Helper.sync(context)
            """)
        files["Helper.kt"] = """
            package com.x
            object Helper {
                fun sync(context: Context) {
                    \(DraftControlFlowTests.enqueue)
                }
            }
            """
        let draft = try DraftControlFlowTests.draft(files)
        #expect(draft.contains("{ if: \"action == 'com.x.CLEAR'\", then: ["), "\(draft)")
        #expect(draft.contains("{ if: \"action == 'com.x.REFRESH'\", then: ["), "\(draft)")
    }

    /// AnkiDroid's WidgetAlarm: `for (widgetId in widgetIds) { setRecurringAlarm(…) }` over a list of its own runs
    /// its effects once per element: a TODO around them. A loop over the callback's ids is onUpdate's per-widget
    /// run, not a TODO.
    @Test func aLoopOverAnythingButTheIdsIsATodo() throws {
        let draft = try DraftControlFlowTests.draft(
            DraftControlFlowTests.receiver(
                """
                        for (name in listOf("a", "b")) {
                            \(DraftControlFlowTests.enqueue)
                        }
                        while (intent.hasExtra("x")) {
                            \(DraftControlFlowTests.cancel)
                        }
                """))
        #expect(draft.contains("run only when `once for each name in listOf(\"a\", \"b\")`"), "\(draft)")
        #expect(draft.contains("run only when `again while intent.hasExtra(\"x\")`"), "\(draft)")
    }
    /// pixelix's refresh icon: `Box(GlanceModifier.clickable(onClick = actionRunCallback<Refresh>())) {
    /// Image(ImageProvider(R.drawable.refresh_icon), contentDescription = "refresh") }`: an image a scenario clicks
    /// by its description, running the callback. The widget's computed text is still a TODO.
    @Test func aClickableImageWithADescriptionIsDraftedWithItsCallback() throws {
        let draft = try DraftControlFlowTests.draft([
            "W.kt": """
            package com.x
            class Refresh : ActionCallback {
                override suspend fun onAction(context: Context, glanceId: GlanceId, parameters: ActionParameters) { }
            }
            class W : GlanceAppWidget() {
                override suspend fun provideGlance(context: Context, id: GlanceId) {
                    provideContent {
                        Box(modifier = GlanceModifier.clickable(onClick = actionRunCallback<Refresh>())) {
                            Image(provider = ImageProvider(R.drawable.refresh_icon), contentDescription = "refresh")
                        }
                        Image(provider = ImageProvider(R.drawable.logo), contentDescription = "logo")
                    }
                }
            }
            """
        ])
        #expect(
            draft.contains(
                "{ Image: \"refresh_icon\", contentDescription: \"refresh\", modifier: { clickable: { runCallback: "
                    + "\"Refresh\" } } },"), "\(draft)")
        #expect(!draft.contains("\"logo\""))
        #expect(draft.contains("content: the widget's text is computed"))
    }
    /// AnkiDroid's small widget: `performUpdate` → `WidgetStatus.updateInBackground` → a launched job →
    /// `AnkiDroidWidgetSmall.UpdateService().doUpdate(context)` (a nested class made where it is called) →
    /// `updateAppWidget(ComponentName(context, AnkiDroidWidgetSmall::class.java), views)`, which updates every
    /// widget of the provider.
    @Test func aNestedClassMadeWhereItIsCalledIsFollowedAndAComponentNameUpdatesEveryWidget() throws {
        let draft = try DraftControlFlowTests.draft(
            [
                "CardWidget.kt": """
                package com.x
                class CardWidget : AppWidgetProvider() {
                    override fun onUpdate(context: Context, manager: AppWidgetManager, appWidgetIds: IntArray) {
                        CardWidget.UpdateService().doUpdate(context)
                    }
                    class UpdateService {
                        fun doUpdate(context: Context) {
                            AppWidgetManager.getInstance(context)
                                .updateAppWidget(ComponentName(context, CardWidget::class.java), RemoteViews("com.x", 0))
                        }
                    }
                }
                """
            ], receivers: DraftInheritanceTests.provider)
        let lines = DraftControlFlowTests.lines(draft, from: "onUpdate: [", count: 4)
        #expect(lines.contains("{ updateAppWidget: \"CardWidget\" },"), "\(draft)")
        #expect(!draft.contains("widgetId == ids.last"), "\(draft)")
    }
}
