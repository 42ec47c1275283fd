public import GlanceSim

/// Runs a parsed scenario on a ``Device``: installs app folders, drives the device, and checks expectations.
///
/// ```swift
/// let scenario = try ScenarioParser.parse(text, path: "Manifests/clock/hour.scenario")
/// let runner = ScenarioRunner(baseDirectory: "Manifests/clock")
/// let report = try runner.run(scenario)
/// print(report.failedCount)
/// ```
public final class ScenarioRunner {
    /// Loads an app folder into a manifest, with the options of its `install` step (``AppFolder/load(_:options:)``
    /// by default).
    public typealias AppLoader = (String, ManifestLoader.Options) throws(FormatError) -> AppManifest

    /// The device the steps run on.
    public internal(set) var device: Device
    /// The folder app folders and golden files are relative to (the script's folder).
    public var baseDirectory: String
    /// Whether `expect render … equals FILE` writes missing or different golden files instead of failing.
    public var recordGoldens = false
    let traceMode: Trace.Mode
    let loadApp: AppLoader
    /// Widget aliases from `add widget … as NAME`.
    var aliases: [String: Int32] = [:]
    /// The package of every widget added, kept after the widget is removed (its state can still be checked).
    var widgetPackages: [Int32: String] = [:]
    /// The last installed package: where relative provider names resolve.
    var lastPackage: String?
    /// The app folders installed so far, as resolved paths.
    public internal(set) var installedFolders: [String] = []
    /// Whether a step other than `device` has run (device settings must come first).
    var started = false
    /// Watches the run, to show progress or stop it (see ``Monitor``); `nil` runs unwatched.
    public var monitor: Monitor?

    /// Creates a runner with a fresh device.
    public init(
        baseDirectory: String, traceMode: Trace.Mode = .full, loadApp: @escaping AppLoader = AppFolder.load(_:options:)
    ) {
        self.baseDirectory = baseDirectory
        self.traceMode = traceMode
        self.loadApp = loadApp
        device = Device(traceMode: traceMode)
    }

    /// Runs every step of a scenario, continuing after failed expectations.
    /// - Throws: ``FormatError`` at the step that could not run (an unknown widget, an app folder that does not
    ///   load, moving time backwards…); the steps before it have run.
    public func run(_ scenario: Scenario) throws(FormatError) -> ScenarioReport {
        var report = ScenarioReport()
        for step in scenario.steps {
            try run(step, into: &report)
        }
        return report
    }

    /// Runs one step, adding its entry to `report`.
    public func run(_ step: ScenarioStep, into report: inout ScenarioReport) throws(FormatError) {
        try consultMonitor(at: step.location)
        let before = device.trace.records.count
        var verdict: ScenarioReport.Verdict?
        do {
            verdict = try perform(step)
        } catch let error as FormatError {
            throw error
        } catch let error as SimulationError {
            throw FormatError(.invalidValue, at: step.location, error.message)
        } catch {
            throw FormatError(.invalidValue, at: step.location, "\(error)")
        }
        report.entries.append(
            ScenarioReport.Entry(step: step, records: before..<device.trace.records.count, verdict: verdict))
    }

    /// The path of a file named in a step, relative to the script's folder.
    func resolve(_ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        let joined = baseDirectory.isEmpty || baseDirectory == "." ? relative : baseDirectory + "/" + relative
        return Self.normalize(joined)
    }

    /// Removes `.` components and trailing slashes (keeps `..`).
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}

extension FormatError {
    /// The error of an app folder that a scenario's `install` step could not load: a missing folder is an error
    /// at the step; an invalid one keeps its own diagnostics and gets a note pointing at the step.
    func installing(_ folder: String, at location: SourceLocation) -> FormatError {
        if isMissingInput, diagnostics.count == 1 {
            return FormatError(
                Diagnostic(.error, .unreadable, at: location, "cannot install '\(folder)': \(diagnostics[0].message)"))
        }
        var annotated = diagnostics
        annotated.append(Diagnostic(.note, .unresolved, at: location, "while installing '\(folder)'"))
        return FormatError(annotated)
    }
}
