import Foundation
import GlanceSim

/// The app under exploration, loaded once: its providers and package, and how to replay a history on a fresh
/// device while checking invariants.
struct ExploredApp: Sendable {
    let folder: String
    let header: [String]
    let package: String
    /// Provider class names as `add widget` takes them (`.ClockReceiver`).
    let providers: [String]
    let manifest: SendableManifest

    /// The loaded manifest, handed to each history's device (receivers are made fresh per delivery).
    struct SendableManifest: @unchecked Sendable {
        let manifest: AppManifest
    }

    init(folder: String, deviceLine: String) throws(FormatError) {
        self.folder = folder
        let loaded = try AppFolder.load(folder, options: ManifestLoader.Options())
        manifest = SendableManifest(manifest: loaded)
        package = loaded.packageName
        // An absolute path, so the scenario replays from wherever it is written.
        let absolute = URL(fileURLWithPath: folder).standardizedFileURL.path
        header = [deviceLine, "install " + (absolute.contains(" ") ? "\"\(absolute)\"" : absolute)]
        let session = try ExploredApp.session(manifest)
        for line in header { _ = try session.run(text: line) }
        providers = session.runner.device.appWidgetProviders.filter { $0.packageName == loaded.packageName }
            .map(\.shortClassName)
        if providers.isEmpty {
            throw FormatError(
                .missing, at: SourceLocation(path: folder, line: 1, column: 1), "the app declares no widget provider")
        }
    }

    private static func session(_ manifest: SendableManifest) throws(FormatError) -> ScenarioSession {
        try ScenarioSession(traceMode: .counting, loadApp: { _, _ throws(FormatError) in manifest.manifest })
    }

    /// What broke, at which step.
    struct Breach: Hashable {
        var invariant: String
        var message: String
        var step: Int
    }

    /// Replays the header and `steps` on a fresh device, checking `invariants` after every step that lets time
    /// pass; the first breach, or `nil`. A step that cannot run (a widget removed twice after shrinking) ends
    /// the history without a breach.
    func replay(_ steps: [String], checking invariants: [Invariant]) -> Breach? {
        let observations = ExploreObservations()
        guard
            let session = try? ScenarioSession(
                traceMode: .streaming(observations),
                loadApp: { _, _ throws(FormatError) in manifest.manifest })
        else { return nil }
        for line in header { guard (try? session.run(text: line)) != nil else { return nil } }
        for (index, step) in steps.enumerated() {
            guard (try? session.run(text: step)) != nil else { return nil }
            guard step.hasPrefix("advance") else { continue }
            let device = session.runner.device
            for invariant in invariants {
                if let message = invariant.check(device, observations) {
                    return Breach(invariant: invariant.name, message: message, step: index)
                }
            }
        }
        return nil
    }
}
