import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter

/// The readable JSON files of a state folder, made from a device.
enum StateSnapshot {
    /// The names of the snapshot files, in the order they are written (before the manifest).
    static let fileNames = [
        "alarms.json", "device.json", "receivers.json", "snapshot.json", "storage.json", "trace.jsonl", "widgets.json",
        "work.json",
    ]

    struct DeviceFile: Codable {
        struct Clock: Codable {
            var simulated: String
            var elapsedRealtimeMillis: Int64
            var wallTime: String
            var localTime: String
            var zone: String
            var bootCount: Int
        }
        struct App: Codable {
            var package: String
            var process: String
        }
        var clock: Clock
        var conditions: [String: String]
        var sdkInt: Int
        var apps: [App]
    }

    struct WidgetFile: Codable {
        var id: Int32
        var alias: String?
        var provider: String
        var host: String
        var options: String
        var shows: String
    }

    struct WorkFile: Codable {
        var package: String
        var id: String
        var worker: String
        var uniqueName: String?
        var tags: [String]
        var state: String
        var runAttemptCount: Int
        var periodCount: Int
        var generation: Int
        var repeatInterval: String?
        var nextScheduleTime: String?
        var constraints: String
        var unmetConstraint: String?
        var stopReason: String
    }

    /// Every file of a session's state folder but the manifest, in the order they are written: the readable
    /// files, `snapshot.json` (the complete state), `trace.jsonl` (the last ``TraceWindow/capacity`` records) and,
    /// for a session that keeps its full trace, the trace's parts.
    /// - Throws: ``FormatError`` when a file cannot be encoded, or the device runs app code that cannot be saved.
    /// A device running app code written in Swift (not described by files) has no snapshot: its folder keeps
    /// the steps and readable files, and loading it replays the steps.
    static func files(of session: ScenarioSession) throws(FormatError) -> [(name: String, content: StateFileContent)] {
        guard session.seesEveryRecord else {
            throw FormatError(
                .invalidValue, at: .file("trace.jsonl"),
                "the session keeps no trace to save; make it with ScenarioSession(traceMode: .full) or savable: true")
        }
        let readable = try files(of: session.device, aliases: session.runner.aliases)
        let state: ScenarioRunnerSnapshot?
        do {
            state = try session.snapshot()
        } catch  where error.isAppCodeInSwift {
            state = nil
        } catch {
            throw FormatError(.unsupported, at: .file(StateFolder.snapshotName), "cannot save this device: \(error)")
        }
        let window =
            session.device.trace.mode.keepsRecords
            ? session.traceWindow.text(appending: session.device.trace.records) : session.traceWindow.text()
        var files: [(name: String, content: StateFileContent)] = fileNames.compactMap { name in
            readable[name].map { (name, StateFileContent.data($0)) }
        }
        if let state {
            files.append(
                (
                    StateFolder.snapshotName,
                    .data(try StateFolder.encodeSnapshot(.init(version: StateFolder.snapshotVersion, android: state)))
                ))
        }
        files.append(("trace.jsonl", .data(Data(window.utf8))))
        if session.keepsFullTrace { files += StateFolder.traceParts(of: session) }
        return files.sorted { $0.name < $1.name }
    }

    /// The snapshot files made from the device's state (all but `trace.jsonl`).
    static func files(of device: Device, aliases: [String: Int32]) throws(FormatError) -> [String: Data] {
        let clock = device.clock
        let conditions = device.conditions
        let deviceFile = DeviceFile(
            clock: .init(
                simulated: clock.now.description, elapsedRealtimeMillis: clock.elapsedRealtime.milliseconds,
                wallTime: clock.wallTime.description, localTime: clock.localDateTime.description,
                zone: clock.timeZone.identifier, bootCount: clock.bootCount),
            conditions: [
                "network": conditions.network.rawValue, "charging": String(conditions.isCharging),
                "batteryLevel": String(conditions.batteryLevel), "batteryLow": String(conditions.isBatteryLow),
                "deviceIdle": String(conditions.isDeviceIdle), "storageLow": String(conditions.isStorageLow),
                "screen": conditions.isScreenOn ? "on" : "off", "locked": String(conditions.isLocked),
                "moving": String(conditions.isMoving), "dozing": String(conditions.isDozing),
                "batterySaver": String(conditions.isPowerSaveMode),
                "doze": "\(device.doze.deep) (light \(device.doze.light))\(device.doze.isForced ? ", forced" : "")",
            ],
            sdkInt: device.sdkInt,
            apps: device.installedPackages.map { package in
                .init(package: package, process: device.processID(of: package).map { "alive, pid \($0)" } ?? "dead")
            })
        let aliasByID = Dictionary(aliases.map { ($0.value, $0.key) }, uniquingKeysWith: min)
        let widgets = device.widgetIDs().compactMap { id -> WidgetFile? in
            guard let info = device.widgetInfo(id) else { return nil }
            return WidgetFile(
                id: id, alias: aliasByID[id], provider: info.provider.shortString, host: info.host,
                options: info.options.description, shows: (try? device.renderWidget(id)) ?? "")
        }
        let work = device.allWork.map { entry in
            let info = entry.info
            return WorkFile(
                package: entry.packageName, id: info.id.description, worker: info.workerClassName,
                uniqueName: info.uniqueName, tags: info.tags, state: info.state.rawValue,
                runAttemptCount: info.runAttemptCount, periodCount: info.periodCount, generation: info.generation,
                repeatInterval: info.repeatInterval?.description, nextScheduleTime: info.nextScheduleTime?.description,
                constraints: info.constraints.description,
                unmetConstraint: info.state == .enqueued
                    ? info.constraints.firstUnmet(in: conditions)?.name : nil,
                stopReason: info.stopReason.name)
        }
        var storage: [String: [String: [String: String]]] = [:]
        for package in device.installedPackages {
            guard let appStorage = try? device.storage(of: package) else { continue }
            for name in appStorage.dataStoreNames {
                storage[package, default: [:]][name] = Dictionary(
                    appStorage.dataStore(named: name).data.entries.map { ($0.name, $0.value.description) },
                    uniquingKeysWith: { first, _ in first })
            }
        }
        return [
            "device.json": try encode(deviceFile),
            "widgets.json": try encode(widgets),
            "work.json": try encode(work),
            "storage.json": try encode(storage),
            "alarms.json": try encode(device.alarms().map(\.description)),
            "receivers.json": try encode(device.registeredReceivers().map(\.description)),
        ]
    }

    static func encode(_ value: some Encodable) throws(FormatError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return try encoder.encode(value) + Data("\n".utf8)
        } catch {
            throw FormatError(.invalidValue, at: .file(StateFolder.manifestName), "cannot encode the state: \(error)")
        }
    }
}
