package import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter

/// Where an installed app came from: its folder (absolute) and its `install` step's options.
struct AppSource: Codable, Equatable {
    var folder: String
    var options: ManifestLoader.Options
}

/// A runner's state between steps, with its device's (``GlanceSim/DeviceSnapshot``): what a state folder saves.
package struct ScenarioRunnerSnapshot: Codable, Equatable {
    var device: DeviceSnapshot
    var apps: [String: AppSource]
    var installedFolders: [String]
    var aliases: [String: Int32]
    var widgetPackages: [String: String]
    var lastPackage: String?
    var started: Bool
    var callbacks: WidgetCallbackRuns
    var observations: ExploreObservations.Snapshot
    var invariants: [InvariantRule]?
    var brokenInvariants: [String]
    /// The Doze parameter set of a `device doze NAME` step not yet given to the device (saved before any other step).
    var dozeParameters: DozeParameters?
}

extension ScenarioRunner {
    /// The runner's state and its device's, to save.
    /// - Throws: ``GlanceSim/SnapshotError`` when the device runs app code that cannot be saved.
    package func snapshot() throws(SnapshotError) -> ScenarioRunnerSnapshot {
        return ScenarioRunnerSnapshot(
            device: try device.snapshot(),
            apps: appSources.mapValues {
                AppSource(folder: ScenarioSession.absolute($0.folder), options: $0.options)
            },
            installedFolders: installedFolders.map(ScenarioSession.absolute), aliases: aliases,
            widgetPackages: Dictionary(uniqueKeysWithValues: widgetPackages.map { (String($0.key), $0.value) }),
            lastPackage: lastPackage, started: started, callbacks: widgetCallbacks(),
            observations: observations().snapshot, invariants: invariantWatch?.rules,
            brokenInvariants: invariantWatch?.broken.sorted() ?? [],
            dozeParameters: started ? nil : chosenDozeParameters)
    }

    /// Takes on a saved runner's state: loads each installed app again from its folder (with `loadApp`) and
    /// restores the device without running anything.
    /// - Throws: ``GlanceSimFormats/FormatError`` when an app folder no longer loads or gives another package;
    ///   ``GlanceSim/SnapshotError`` when the snapshot does not fit the apps.
    package func restore(_ saved: ScenarioRunnerSnapshot) throws {
        do { try saved.callbacks.check() } catch { throw error.under("callbacks") }
        // A save lists the installed folders for the next load to check: every app must come from one of them.
        for package in saved.apps.keys.sorted() where !saved.installedFolders.contains(saved.apps[package]!.folder) {
            throw SnapshotError(
                "'\(package)' comes from '\(saved.apps[package]!.folder)', not an installed folder",
                at: ["apps", package, "folder"])
        }
        var manifests: [String: AppManifest] = [:]
        for package in saved.apps.keys.sorted() {
            let source = saved.apps[package]!
            let manifest = try loadApp(source.folder, source.options)
            guard manifest.packageName == package else {
                throw SnapshotError(
                    "'\(source.folder)' now gives the package '\(manifest.packageName)', not '\(package)'",
                    at: ["apps", package, "folder"])
            }
            manifests[package] = manifest
        }
        log?.reset()
        do {
            device = try Device(restoring: saved.device, apps: manifests, traceMode: deviceTraceMode)
        } catch {
            throw error.under("device")
        }
        appSources = saved.apps
        installedFolders = saved.installedFolders
        // An `add widget` step names the id it was given, and the name stays when the widget is removed: a saved
        // alias or widget package names an id the device handed out, bound or not.
        for (name, id) in saved.aliases.sorted(by: { $0.key < $1.key }) where !device.widgetIDWasAllocated(id) {
            throw SnapshotError(
                "the widget name '\(name)' is widget \(id), an id the device never allocated", at: ["aliases", name])
        }
        aliases = saved.aliases
        widgetPackages = [:]
        for (id, package) in saved.widgetPackages.sorted(by: { $0.key < $1.key }) {
            guard let number = Int32(id) else {
                throw SnapshotError("'\(id)' is not a widget id", at: ["widgetPackages", id])
            }
            guard device.widgetIDWasAllocated(number) else {
                throw SnapshotError(
                    "the widget packages name widget \(id) ('\(package)'), an id the device never allocated",
                    at: ["widgetPackages", id])
            }
            widgetPackages[number] = package
        }
        lastPackage = saved.lastPackage
        started = saved.started
        chosenDozeParameters = saved.dozeParameters
        if let log {
            log.restore(callbacks: saved.callbacks, observations: saved.observations)
        } else {
            keptCallbacks = saved.callbacks
            keptObservations = ExploreObservations()
            keptObservations.restore(saved.observations)
            fedCallbackRecords = 0
        }
        invariantWatch = nil
        if let rules = saved.invariants {
            watchInvariants(rules)
            invariantWatch?.broken = Set(saved.brokenInvariants)
        }
    }
}
