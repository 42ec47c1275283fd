import Foundation
public import GlanceSim
public import GlanceSimFormats
public import GlanceSimInterpreter

/// A device driven by scenario steps from one or more scripts (and single steps from the command line),
/// remembering every step so the device can be saved as a state folder (with its complete state, and the steps
/// that made it).
///
/// ```swift
/// let session = ScenarioSession()
/// let report = try session.run(script: "Manifests/clock/hour.scenario")
/// try StateFolder.save(session, to: "clock-state")
/// ```
public final class ScenarioSession {
    /// The runner (and its device).
    public let runner: ScenarioRunner
    /// Every step run so far, with absolute base folders.
    public private(set) var steps: [StateFolder.SavedStep] = []

    /// The last records, as the state folder's `trace.jsonl` keeps them: fed as the run goes when the device keeps
    /// no records, else filled from the device's records when saved.
    package let traceWindow: TraceWindow
    /// Where every record's JSON line goes as the run goes, for a session whose folder keeps its full trace
    /// (`--full-trace`) and whose device keeps no records.
    package let traceSpool: TraceSpool?
    /// Whether its state folder keeps the full trace (split in parts) besides the window.
    package let keepsFullTrace: Bool
    /// Whether the session sees every record, so it can save the trace window: its device keeps them, or it was
    /// made savable.
    package let seesEveryRecord: Bool
    /// The full trace's parts in the folder the session was loaded from, to carry over when it is saved.
    package var fullTraceParts: [StateFolder.TracePart] = []

    /// A session on a fresh device.
    /// - Parameters:
    ///   - traceMode: How much of the trace the device keeps (see ``ScenarioRunner/init(baseDirectory:traceMode:loadApp:)``).
    ///   - savable: In counting and streaming modes, whether the session keeps the last records' JSON lines as the
    ///     run goes (``TraceWindow``), so that ``StateFolder/save(_:to:notes:)`` can write the state folder's
    ///     `trace.jsonl`. A full-mode session is always savable.
    /// - Throws: ``FormatError`` when a spool's temporary file cannot be made (only for a full trace).
    public convenience init(
        traceMode: Trace.Mode, savable: Bool = false,
        loadApp: @escaping ScenarioRunner.AppLoader = AppFolder.load(_:options:)
    ) throws(FormatError) {
        try self.init(traceMode: traceMode, savable: savable, fullTrace: false, windowLines: [], loadApp: loadApp)
    }

    /// A session whose state folder keeps `windowLines` as its trace window so far, and its full trace when
    /// `fullTrace` is set.
    /// - Parameter spooled: Whether every record's JSON line is spooled even when the folder does not keep the
    ///   full trace (for `replay --trace-json`; a full-mode device keeps its records anyway).
    package init(
        traceMode: Trace.Mode, savable: Bool, fullTrace: Bool, spooled: Bool = false, windowLines: [String],
        loadApp: @escaping ScenarioRunner.AppLoader
    ) throws(FormatError) {
        var mode = traceMode
        keepsFullTrace = fullTrace
        seesEveryRecord = savable || traceMode.keepsRecords
        if savable && !traceMode.keepsRecords {
            let downstream: (any TraceSink)? = if case .streaming(let sink) = traceMode { sink } else { nil }
            let spool =
                fullTrace || spooled
                ? try TraceSpool(passingOnTo: downstream, partLimit: StateFolder.tracePartLimit) : nil
            let window = TraceWindow(lines: windowLines, passingOnTo: spool ?? downstream)
            traceSpool = spool
            traceWindow = window
            mode = .streaming(window)
        } else {
            traceSpool = nil
            traceWindow = TraceWindow(lines: windowLines, passingOnTo: nil)
        }
        runner = ScenarioRunner(baseDirectory: ".", traceMode: mode, loadApp: loadApp)
    }

    /// A session that continues a saved one: its device restored from the snapshot without running anything
    /// (its apps loaded again from their folders), its steps those of the saved session.
    /// - Throws: ``FormatError`` when an app folder no longer loads; ``GlanceSim/SnapshotError`` when the snapshot
    ///   does not fit.
    package convenience init(
        restoring saved: ScenarioRunnerSnapshot, steps: [StateFolder.SavedStep], traceMode: Trace.Mode,
        savable: Bool = false, fullTrace: Bool = false, windowLines: [String] = [],
        loadApp: @escaping ScenarioRunner.AppLoader = AppFolder.load(_:options:)
    ) throws {
        try self.init(
            traceMode: traceMode, savable: savable, fullTrace: fullTrace, windowLines: windowLines, loadApp: loadApp)
        try runner.restore(saved)
        self.steps = steps
    }

    /// The session's state, to save (``ScenarioRunner/snapshot()``).
    package func snapshot() throws(SnapshotError) -> ScenarioRunnerSnapshot { try runner.snapshot() }

    /// A session on a fresh device whose trace keeps every record (always savable).
    public convenience init(loadApp: @escaping ScenarioRunner.AppLoader = AppFolder.load(_:options:)) {
        // A full trace needs no spool, so this cannot throw.
        try! self.init(traceMode: .full, savable: false, loadApp: loadApp)
    }

    /// The device.
    public var device: Device { runner.device }

    /// The app folders installed, as absolute paths.
    var appFolders: [String] { runner.installedFolders.map(Self.absolute) }

    /// Reads, parses and runs a script file; relative paths in it start from its folder.
    /// - Throws: ``FormatError`` (unreadable file: ``FormatError/isMissingInput``; bad script; a step that
    ///   cannot run).
    public func run(script path: String) throws(FormatError) -> ScenarioReport {
        let scenario = try ScenarioParser.parse(try Self.readScript(path), path: path)
        let folder = (path as NSString).deletingLastPathComponent
        return try run(scenario, baseDirectory: folder.isEmpty ? "." : folder)
    }

    /// The text of a script file.
    /// - Throws: ``FormatError``: unreadable (``FormatError/isMissingInput``), or not UTF-8 (at the first bad byte).
    static func readScript(_ path: String) throws(FormatError) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FormatError(.unreadable, at: .file(path), "cannot read '\(path)'")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            // Columns count the file's bytes, so a replaced byte would shift every column after it.
            throw FormatError(
                .syntax, at: SourceLocation.firstInvalidUTF8(in: Array(data), path: path) ?? .file(path),
                "the script is not UTF-8 text: this byte does not start a valid UTF-8 sequence")
        }
        return text
    }

    /// Runs a parsed scenario whose relative paths start from `baseDirectory`.
    public func run(_ scenario: Scenario, baseDirectory: String) throws(FormatError) -> ScenarioReport {
        var report = ScenarioReport()
        runner.baseDirectory = baseDirectory
        for step in scenario.steps {
            try runner.run(step, into: &report)
            remember(step, baseDirectory: baseDirectory)
        }
        return report
    }

    /// Parses and runs one step (given on the command line, or replayed from a state folder).
    public func run(text: String, path: String = "<step>", line: Int = 1, baseDirectory: String = ".")
        throws(FormatError) -> ScenarioReport
    {
        var scenario = try ScenarioParser.parse(text, path: path)
        guard scenario.steps.count == 1 else {
            throw FormatError(
                .syntax, at: SourceLocation(path: path, line: line, column: 1), "expected exactly one step")
        }
        scenario.steps[0].location.line = line
        return try run(scenario, baseDirectory: baseDirectory)
    }

    private func remember(_ step: ScenarioStep, baseDirectory: String) {
        steps.append(
            StateFolder.SavedStep(
                path: step.location.path, line: step.location.line, text: step.text,
                baseDirectory: Self.absolute(baseDirectory)))
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/")
            ? NormalizedPath.of(path)
            : NormalizedPath.of(FileManager.default.currentDirectoryPath + "/" + path)
    }
}
