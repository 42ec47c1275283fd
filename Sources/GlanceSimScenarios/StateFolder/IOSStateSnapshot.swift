import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimWidgetKit

/// The readable JSON files of an iOS state folder (a WidgetKit device), for people and tools: loading replays
/// the saved steps and never reads them.
enum IOSStateSnapshot {
    /// The names of the snapshot files, in the order they are written (before the manifest).
    static let fileNames = [
        "device.json", "snapshot.json", "storage.json", "timelines.json", "trace.jsonl", "widgets.json",
    ]

    struct DeviceFile: Codable {
        var simulated: String
        var wallTime: String
        var localTime: String
        var zone: String
        var screen: String
        var parameters: String
        var app: String?
        var appState: String
        var locked: Bool
    }

    struct WidgetFile: Codable {
        var id: Int
        var alias: String?
        var kind: String
        var family: String
        var size: String
        var configuration: [String: String]
        var shows: String
    }

    struct TimelineFile: Codable {
        struct Entry: Codable {
            var date: String
            var fields: [String: String]
        }
        var id: Int
        var alias: String?
        var entries: [Entry]?
        var policy: String?
        var timelines: Int
        var shownEntry: Int?
        var showsPlaceholder: Bool
        var nextReload: String?
        var nextReloadReason: String?
        var budgetRemaining: Int?
        var calls: [String: Int]
    }

    struct StoredFile: Codable {
        var store: String
        var key: String
        var value: String
    }

    /// Every file of an iOS session's state folder but the manifest, in the order they are written: the readable
    /// files, `snapshot.json` and `trace.jsonl` (the window).
    static func files(of session: IOSSession) throws(FormatError) -> [(name: String, content: StateFileContent)] {
        let state: IOSRunnerSnapshot
        do {
            state = try session.runner.snapshot()
        } catch {
            throw FormatError(.unsupported, at: .file(StateFolder.snapshotName), "cannot save this device: \(error)")
        }
        var files = try readableFiles(of: session)
        files[StateFolder.snapshotName] = .data(
            try StateFolder.encodeSnapshot(StateFolder.SavedState(version: StateFolder.snapshotVersion, ios: state)))
        return files.keys.sorted().map { ($0, files[$0]!) }
    }

    /// The readable files and `trace.jsonl`.
    private static func readableFiles(of session: IOSSession) throws(FormatError) -> [String: StateFileContent] {
        let device = session.device
        let local = { (instant: SimInstant) in device.localDateTime(at: instant).description }
        let deviceFile = DeviceFile(
            simulated: device.now.description, wallTime: device.wallTime.description, localTime: local(device.now),
            zone: device.timeZone.identifier, screen: device.screen.description,
            parameters: device.parameters.description, app: device.app?.bundleIdentifier,
            appState: device.appState.rawValue, locked: device.isLocked)
        var widgets: [WidgetFile] = []
        var timelines: [TimelineFile] = []
        for info in device.widgets {
            guard let status = try? device.status(of: info.id) else { continue }
            let alias = session.runner.alias(of: info.id)
            widgets.append(
                WidgetFile(
                    id: info.id, alias: alias, kind: info.kind, family: info.family.rawValue,
                    size: status.displaySize.description, configuration: info.configuration,
                    shows: (try? device.render(info.id).snapshot) ?? ""))
            timelines.append(
                TimelineFile(
                    id: info.id, alias: alias,
                    entries: status.timeline?.entries.map { Entry(date: local($0.date), fields: $0.fields) },
                    policy: status.timeline.map { device.localDescription(of: $0.policy) },
                    timelines: status.timelineCount,
                    shownEntry: status.shownIndex, showsPlaceholder: status.showsPlaceholder,
                    nextReload: status.nextReload.map { local($0.instant) },
                    nextReloadReason: status.nextReload?.reason, budgetRemaining: status.budgetRemaining,
                    calls: Dictionary(
                        uniqueKeysWithValues: ProviderCall.allCases.map { ($0.rawValue, status.calls[$0] ?? 0) })))
        }
        let stored = device.storedValues.map { StoredFile(store: $0.store, key: $0.key, value: $0.value) }
        let trace = session.traceWindow.text(appendingLines: device.trace.map(\.record.jsonLine))
        return [
            "device.json": .data(try StateSnapshot.encode(deviceFile)),
            "widgets.json": .data(try StateSnapshot.encode(widgets)),
            "timelines.json": .data(try StateSnapshot.encode(timelines)),
            "storage.json": .data(try StateSnapshot.encode(stored)),
            "trace.jsonl": .data(Data(trace.utf8)),
        ]
    }

    private typealias Entry = TimelineFile.Entry
}
