import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter

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

    init(folder: String, deviceLine: String, options: ManifestLoader.Options = .init()) throws(FormatError) {
        self.folder = folder
        let loaded = try AppFolder.load(folder, options: options)
        manifest = SendableManifest(manifest: loaded)
        package = loaded.packageName
        // An absolute path, so the scenario replays from wherever it is written.
        let absolute = URL(fileURLWithPath: folder).standardizedFileURL.path
        var install = "install " + (absolute.contains(" ") ? "\"\(absolute)\"" : absolute)
        if let level = options.targetSdkVersion { install += " target-sdk \(level)" }
        if let level = options.minSdkVersion { install += " min-sdk \(level)" }
        if let namespace = options.namespace { install += " namespace \(namespace)" }
        if options.flatResources { install += " flat" }
        header = [deviceLine, install]
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

    /// Draws a history from `seed` while running it on a fresh device, checking `invariants` after every step
    /// that lets time pass: the steps drawn and every breach, in the order they happened. An invariant broken once
    /// is not checked again in that history, and the history goes on: one broken invariant hides no other.
    func explore(seed: UInt64, span: SimDuration, checking invariants: [Invariant], parsed: ParsedSteps) -> (
        steps: [String], breaches: [Breach]
    ) {
        var history = ExploreHistory(seed: seed, app: self, span: span)
        var steps: [String] = []
        var breaches: [Breach] = []
        var unbroken = invariants
        guard let run = HistoryRun(self, parsed: parsed) else { return ([], []) }
        while let step = history.nextStep(on: run.runner) {
            steps.append(step)
            switch run.perform(step, index: steps.count - 1, checking: unbroken) {
            case .ok: continue
            case .cannotRun: return (steps, breaches)
            case .broken(let found):
                breaches += found
                unbroken.removeAll { invariant in found.contains { $0.invariant == invariant.name } }
            }
        }
        return (steps, breaches)
    }

    /// Replays the header and `steps` on a fresh device, checking `invariants` after every step that lets time
    /// pass; the first breach, or `nil`. A step that cannot run (a widget removed twice after shrinking) ends
    /// the history without a breach.
    func replay(_ steps: [String], checking invariants: [Invariant], parsed: ParsedSteps) -> Breach? {
        guard let run = HistoryRun(self, parsed: parsed) else { return nil }
        for (index, step) in steps.enumerated() {
            switch run.perform(step, index: index, checking: invariants) {
            case .ok: continue
            case .cannotRun: return nil
            case .broken(let found): return found.first
            }
        }
        return nil
    }
}

/// Parsed steps by their text: histories repeat the same few dozen step texts, and shrinking replays the same
/// history many times.
final class ParsedSteps {
    private var steps: [String: ScenarioStep] = [:]

    /// The step `text` parses to, or `nil` if it does not parse.
    func step(_ text: String) -> ScenarioStep? {
        if let step = steps[text] { return step }
        guard let step = try? ScenarioParser.parse(text, path: "<explore>").steps.first else { return nil }
        if steps.count < 10_000 { steps[text] = step }
        return step
    }
}

/// One history running on a fresh device with the app installed.
private struct HistoryRun {
    enum Outcome {
        case ok, cannotRun
        /// Every invariant broken at the step, in the order checked.
        case broken([ExploredApp.Breach])
    }

    let runner: ScenarioRunner
    let observations = ExploreObservations()
    let parsed: ParsedSteps

    init?(_ app: ExploredApp, parsed: ParsedSteps) {
        let manifest = app.manifest
        runner = ScenarioRunner(
            baseDirectory: "/", traceMode: .streaming(observations),
            loadApp: { _, _ throws(FormatError) in manifest.manifest })
        self.parsed = parsed
        for line in app.header { guard run(line) else { return nil } }
    }

    private func run(_ text: String) -> Bool {
        guard let step = parsed.step(text) else { return false }
        var report = ScenarioReport()
        return (try? runner.run(step, into: &report)) != nil
    }

    func perform(_ step: String, index: Int, checking invariants: [Invariant]) -> Outcome {
        guard run(step) else { return .cannotRun }
        guard step.hasPrefix("advance") else { return .ok }
        let device = runner.device
        let found = invariants.compactMap { invariant in
            invariant.check(device, observations).map {
                ExploredApp.Breach(invariant: invariant.name, message: $0, step: index)
            }
        }
        return found.isEmpty ? .ok : .broken(found)
    }
}
