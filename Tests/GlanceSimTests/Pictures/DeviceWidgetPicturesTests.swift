import GlanceSim
import Testing

/// `Device.widgetPictures`: one picture per size the host shows the widget at, each with the layout the host
/// picks for that size (AppWidgetHostView: the largest sized layout that fits, RemoteViews(Map<SizeF, …>)).
@Suite struct DeviceWidgetPicturesTests {
    final class SizedProvider: AppWidgetProvider {
        override func onUpdate(_ context: ReceiverContext, _ manager: AppWidgetManager, _ ids: [Int32]) throws {
            let views = RemoteViews(sizes: [
                (DpSize(width: 100, height: 100), Text("small")),
                (DpSize(width: 250, height: 100), Text("wide")),
            ])
            manager.updateAppWidget(ids, views: views)
        }
    }

    private func device() throws -> Device {
        let device = Device()
        var manifest = AppManifest(packageName: "com.example.sized", targetSdkVersion: 34)
        manifest.receivers = [
            ReceiverDeclaration(
                className: ".Sized", exported: false,
                intentFilters: [IntentFilter(action: IntentAction.appWidgetUpdate)],
                metaData: [(name: "android.appwidget.provider", value: "@xml/sized")],
                appWidgetProvider: AppWidgetProviderInfo(minWidth: 100, minHeight: 100)
            ) { SizedProvider() }
        ]
        try device.install(manifest)
        return device
    }

    @Test func eachShownSizeGetsTheLayoutTheHostPicksForIt() throws {
        let device = try device()
        let provider = ComponentName(packageName: "com.example.sized", className: ".Sized")
        let id = try device.addWidget(
            provider, sizes: [DpSize(width: 120, height: 110), DpSize(width: 260, height: 110)])
        try device.advance(by: .zero)
        let pictures = try device.widgetPictures(id)
        #expect(pictures.map(\.size) == [DpSize(width: 120, height: 110), DpSize(width: 260, height: 110)])
        #expect(pictures[0].svg.contains(">small<") && !pictures[0].svg.contains(">wide<"))
        #expect(pictures[1].svg.contains(">wide<"))
    }

    @Test func aWidgetNotDrawnYetShowsItsInitialLayoutAndAnUnknownIdThrows() throws {
        let device = try device()
        let provider = ComponentName(packageName: "com.example.sized", className: ".Sized")
        let id = try device.addWidget(provider, sizes: [DpSize(width: 120, height: 110)])
        // The bind's broadcasts are queued, not delivered: nothing pushed yet.
        #expect(try device.widgetPictures(id).first?.svg.contains(">initial layout<") == true)
        #expect(throws: SimulationError.self) { try device.widgetPictures(99) }
    }
}
