import Foundation
import GlanceSim
import Testing

/// A saved device edited by hand is checked as a whole before AppWidgetService rebuilds from it (issue "Nothing
/// lost, third pass": `"lastID":1` → `0` in a saved `snapshot.json` made `work list --state` die with "Range requires
/// lowerBound <= upperBound"). Each id must be one the service could have allocated, 1 … lastID; a collection's
/// widgets must be bound.
@Suite struct AppWidgetSnapshotRestoreTests {
    /// A device with one widget of the calendar app, saved as JSON.
    static func savedJSON() throws -> (String, AppManifest) {
        let device = Device()
        let manifest = WidgetTestApps.calendar(recorder: Recorder())
        try device.install(manifest)
        _ = try device.addWidget(WidgetTestApps.provider)
        try device.runUntilIdle()
        let data = try JSONEncoder().encode(try device.snapshot())
        return (String(decoding: data, as: UTF8.self), manifest)
    }

    static func restore(_ json: String, _ manifest: AppManifest) throws -> Device {
        let saved = try JSONDecoder().decode(DeviceSnapshot.self, from: Data(json.utf8))
        return try Device(restoring: saved, apps: [WidgetTestApps.package: manifest], traceMode: .full)
    }

    /// The boundary values of `lastID`: 1 (the widget's own id) restores; 0 and a value below the widget's id are
    /// refused with the id named; a negative one is out of range.
    @Test(arguments: [
        ("\"lastID\":1", nil),
        ("\"lastID\":0", "widget id 1 was never allocated: the last widget id ('lastID') is 0"),
        ("\"lastID\":-1", "the last widget id"),
    ])
    func aLastWidgetIdBelowAWidgetsIdIsRefusedNotATrap(_ field: String, _ refusal: String?) throws {
        let (json, manifest) = try Self.savedJSON()
        #expect(json.contains("\"lastID\":1"))
        let edited = json.replacingOccurrences(of: "\"lastID\":1", with: field)
        do {
            _ = try Self.restore(edited, manifest)
            #expect(refusal == nil)
        } catch let error as SnapshotError {
            #expect(refusal.map { "\(error)".contains($0) } == true, "\(error)")
        }
    }
}
