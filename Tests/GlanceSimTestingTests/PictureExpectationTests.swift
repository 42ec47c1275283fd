import Foundation
import GlanceSim
import GlanceSimTesting
import Testing

/// `expectWidgetPictures`: SVG goldens per shown size, recorded and verified like text goldens.
@Suite struct PictureExpectationTests {
    final class HelloProvider: AppWidgetProvider {
        override func onUpdate(_ context: ReceiverContext, _ manager: AppWidgetManager, _ ids: [Int32]) throws {
            manager.updateAppWidget(ids, views: RemoteViews(Text("hello")))
        }
    }

    private func widget() throws -> (Device, Int32) {
        let device = Device()
        var manifest = AppManifest(packageName: "com.example.hello", targetSdkVersion: 34)
        manifest.receivers = [
            ReceiverDeclaration(
                className: ".Hello", exported: false,
                intentFilters: [IntentFilter(action: IntentAction.appWidgetUpdate)],
                metaData: [(name: "android.appwidget.provider", value: "@xml/hello")],
                appWidgetProvider: AppWidgetProviderInfo(minWidth: 100, minHeight: 50)
            ) { HelloProvider() }
        ]
        try device.install(manifest)
        let id = try device.addWidget(
            ComponentName(packageName: "com.example.hello", className: ".Hello"),
            sizes: [DpSize(width: 120, height: 60)])
        try device.advance(by: .zero)
        return (device, id)
    }

    @Test func picturesAreRecordedAsSVGGoldensPerSizeThenMatch() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (device, id) = try widget()
        let path =
            folder
            + "/snapshots/PictureExpectationTests/picturesAreRecordedAsSVGGoldensPerSizeThenMatch.hello-120x60.svg"
        let configuration = GoldenConfiguration(
            record: .missing, snapshotDirectory: folder + "/snapshots", artifactsDirectory: folder + "/artifacts")
        withGoldenConfiguration(configuration) {
            expectIssue(
                "Recorded a new golden 'hello-120x60' at \(path) (record mode 'missing'); re-run to verify",
                atLine: #line + 1
            ) { expectWidgetPictures(of: id, on: device, named: "hello") }
            #expect(contents(of: path) == (try? device.widgetPictures(id).first?.svg))
            expectWidgetPictures(of: id, on: device, named: "hello")  // the second run passes
        }
    }
}
