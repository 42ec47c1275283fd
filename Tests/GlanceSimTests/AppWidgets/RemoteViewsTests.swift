import GlanceSim
import Testing

/// What providers push: RemoteViews, partial updates, and the host's choice among sized layouts.
@Suite struct RemoteViewsTests {
    final class ClassicProvider: AppWidgetProvider {
        override func onUpdate(_ context: ReceiverContext, _ manager: AppWidgetManager, _ ids: [Int32]) throws {
            manager.updateAppWidget(ids, views: RemoteViews(Column { Text("Today") }))
        }
    }

    @Test func viewsShowOnceTheProviderPushesThem() throws {
        let device = TestApps.device()
        var manifest = AppManifest(packageName: "com.example.cal", targetSdkVersion: 34)
        manifest.receivers = [
            ReceiverDeclaration(
                className: ".Classic", exported: false,
                intentFilters: [IntentFilter(action: IntentAction.appWidgetUpdate)],
                appWidgetProvider: AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
            ) { ClassicProvider() }
        ]
        try device.install(manifest)
        let id = try device.addWidget(ComponentName(packageName: "com.example.cal", className: ".Classic"))
        #expect(try device.renderWidget(id).hasPrefix("(initial layout"))
        try device.advance(by: .zero)
        #expect(try device.renderWidget(id) == "Column\n  Text \"Today\"")
        #expect(device.trace.count(of: .widgetViews) == 1)
    }

    @Test func hostPicksTheLargestSizedLayoutThatFitsOrElseTheSmallest() {
        let views = RemoteViews(sizes: [
            (DpSize(width: 100, height: 50), Text("small")), (DpSize(width: 250, height: 100), Text("medium")),
        ])
        #expect(views.layout(for: DpSize(width: 300, height: 200)).text == "medium")
        #expect(views.layout(for: DpSize(width: 200, height: 200)).text == "small")
        #expect(views.layout(for: DpSize(width: 50, height: 50)).text == "small")
        #expect(views.json.hasPrefix(#"{"layouts":[{"root":"#))
        #expect(views.json.hasSuffix(#""size":[250,100]}],"sized":true}"#))
        #expect(views.snapshot.hasPrefix("size 100x50dp:\n  Text \"small\""))
    }
}
