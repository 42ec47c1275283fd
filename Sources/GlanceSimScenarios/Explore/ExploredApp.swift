import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter

/// The app under exploration, loaded once: its providers and package, its next version when there is one, and how
/// to replay a history on a fresh device while checking invariants.
struct ExploredApp: Sendable {
    let folder: String
    let header: [String]
    let package: String
    /// Provider class names as `add widget` takes them (`.ClockReceiver`).
    let providers: [String]
    let manifest: SendableManifest
    /// The next version (``Exploration/updateTo``): the step that installs it over the app, its providers, the
    /// absolute folder that step names and its manifest.
    let update: Update?

    struct Update: Sendable {
        let step: String
        let providers: [String]
        let folder: String
        let manifest: SendableManifest
    }

    /// The loaded manifest, handed to each history's device (receivers are made fresh per delivery).
    struct SendableManifest: @unchecked Sendable {
        let manifest: AppManifest
    }

    init(
        folder: String, deviceLine: String, options: ManifestLoader.Options = .init(), updateTo: String? = nil
    ) throws(FormatError) {
        self.folder = folder
        let loaded = try AppFolder.load(folder, options: options)
        manifest = SendableManifest(manifest: loaded)
        package = loaded.packageName
        header = [deviceLine, Self.installStep(folder, options: options)]
        if let updateTo {
            let next = try AppFolder.load(updateTo, options: options)
            guard next.packageName == loaded.packageName else {
                throw FormatError(
                    .invalidValue, at: SourceLocation(path: updateTo, line: 1, column: 1),
                    "the update is of package '\(next.packageName)', not the app's '\(loaded.packageName)'")
            }
            let step = Self.installStep(updateTo, options: options)
            let session = try ExploredApp.session(manifest, update: (Self.absolute(updateTo), next))
            for line in header + [step] { _ = try session.run(text: line) }
            let providers = session.runner.device.appWidgetProviders.filter { $0.packageName == next.packageName }
                .map(\.shortClassName)
            update = Update(
                step: step, providers: providers, folder: Self.absolute(updateTo),
                manifest: SendableManifest(manifest: next))
        } else {
            update = nil
        }
        let session = try ExploredApp.session(manifest)
        for line in header { _ = try session.run(text: line) }
        providers = session.runner.device.appWidgetProviders.filter { $0.packageName == loaded.packageName }
            .map(\.shortClassName)
        if providers.isEmpty {
            throw FormatError(
                .missing, at: SourceLocation(path: folder, line: 1, column: 1), "the app declares no widget provider")
        }
    }

    /// `folder` as an absolute path, so the scenario replays from wherever it is written.
    private static func absolute(_ folder: String) -> String {
        URL(fileURLWithPath: folder).standardizedFileURL.path
    }

    /// The `install` step of `folder` with the app's options.
    private static func installStep(_ folder: String, options: ManifestLoader.Options) -> String {
        let absolute = absolute(folder)
        var install = "install " + (absolute.contains(" ") ? "\"\(absolute)\"" : absolute)
        if let level = options.targetSdkVersion { install += " target-sdk \(level)" }
        if let level = options.minSdkVersion { install += " min-sdk \(level)" }
        if let namespace = options.namespace { install += " namespace \(namespace)" }
        if options.flatResources { install += " flat" }
        return install
    }

    /// The manifest an `install` step of `path` loads: the update's for its folder, the app's for any other.
    static func loader(_ manifest: SendableManifest, update: (folder: String, manifest: AppManifest)?)
        -> ScenarioRunner.AppLoader
    {
        let next = update.map { ($0.folder, SendableManifest(manifest: $0.manifest)) }
        return { path, _ throws(FormatError) in
            if let next, absolute(path) == next.0 { return next.1.manifest }
            return manifest.manifest
        }
    }

    private static func session(
        _ manifest: SendableManifest, update: (folder: String, manifest: AppManifest)? = nil
    ) throws(FormatError) -> ScenarioSession {
        try ScenarioSession(traceMode: .counting, loadApp: loader(manifest, update: update))
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
        runner = ScenarioRunner(
            baseDirectory: "/", traceMode: .streaming(observations),
            loadApp: ExploredApp.loader(
                app.manifest, update: app.update.map { ($0.folder, $0.manifest.manifest) }))
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
