import Foundation
public import GlanceSim
public import GlanceSimFormats
import GlanceSimInterpreter
public import GlanceSimWidgetKit

/// A WidgetKit device driven by iOS scenario steps from scripts and single steps, remembering every step so the
/// device can be saved as a state folder (with its complete state, and the steps that made it) — the iOS
/// counterpart of ``ScenarioSession``.
///
/// ```swift
/// let session = IOSSession()
/// _ = try session.run(script: "Manifests/weather/ios-a-day.scenario")
/// try StateFolder.save(session, to: "weather-ios")
/// ```
public final class IOSSession {
    /// The runner (and its device).
    public let runner: IOSScenarioRunner
    /// Every step run so far, with absolute base folders.
    public private(set) var steps: [StateFolder.SavedStep] = []
    /// Asked before each step; `true` stops the run with an `interrupted` error (Ctrl-C).
    public var shouldStop: () -> Bool = { false } {
        didSet { runner.shouldStop = shouldStop }
    }

    /// Told before each step runs (to print its line before the records a streaming trace hands out).
    public var stepWillRun: ((IOSStep) -> Void)?
    /// The trace window of the state folder the session was loaded from (the records before the load).
    package var traceWindow = TraceWindow(lines: [], passingOnTo: nil)

    /// A session on a fresh device.
    /// - Parameter traceMode: How much of the trace the device keeps (see
    ///   ``IOSScenarioRunner/init(baseDirectory:traceMode:)``). Saving a session into a state folder needs every
    ///   record (``GlanceSim/Trace/Mode/full``).
    public init(traceMode: Trace.Mode = .full) {
        runner = IOSScenarioRunner(baseDirectory: ".", traceMode: traceMode)
    }

    /// The device.
    public var device: WidgetKitDevice { runner.device }

    /// The session a ``snapshot()`` describes: its device as it was, its steps remembered.
    /// - Parameter traceMode: How much of the trace from now on the device keeps (the saved records are not part
    ///   of a snapshot: the restored trace starts at ``GlanceSimWidgetKit/WidgetKitTrace/firstRecordNumber``).
    /// - Throws: ``FormatError`` or ``GlanceSim/SnapshotError`` when it cannot be restored (an app folder that no
    ///   longer loads, a damaged snapshot).
    package init(restoring saved: IOSSessionSnapshot, traceMode: Trace.Mode = .full) throws {
        runner = try IOSScenarioRunner(restoring: saved.runner, traceMode: traceMode)
        steps = saved.steps
    }

    /// The session's complete state between steps: its runner's and device's, and its steps.
    /// - Throws: ``GlanceSim/SnapshotError`` while a step runs.
    package func snapshot() throws -> IOSSessionSnapshot {
        IOSSessionSnapshot(runner: try runner.snapshot(), steps: steps)
    }

    /// The app folders installed, as absolute paths.
    var appFolders: [String] { runner.installedFolders.map(ScenarioSession.absolute) }

    /// Reads, parses and runs a script file (its first step is `platform ios`); relative paths in it start from
    /// its folder. `listener` hears each step as it ends.
    /// - Throws: ``FormatError`` (an unreadable file, a bad script, a step that cannot run); the steps before it
    ///   have run.
    public func run(script path: String, listener: ((IOSScenarioRunner.Entry) -> Void)? = nil)
        throws(FormatError) -> IOSScenarioRunner.Report
    {
        let scenario = try IOSScenarioParser.parse(try ScenarioSession.readScript(path), path: path)
        let folder = (path as NSString).deletingLastPathComponent
        return try run(scenario, baseDirectory: folder.isEmpty ? "." : folder, listener: listener)
    }

    /// Runs a parsed scenario whose relative paths start from `baseDirectory`.
    public func run(
        _ scenario: IOSScenario, baseDirectory: String, listener: ((IOSScenarioRunner.Entry) -> Void)? = nil
    ) throws(FormatError) -> IOSScenarioRunner.Report {
        var report = IOSScenarioRunner.Report()
        runner.baseDirectory = baseDirectory
        for step in scenario.steps {
            if shouldStop() {
                throw FormatError(
                    .interrupted, at: step.location, "interrupted at \(device.now) before this step")
            }
            stepWillRun?(step)
            let one = try runner.run(IOSScenario(path: scenario.path, steps: [step]), listener: listener)
            report.entries += one.entries
            steps.append(
                StateFolder.SavedStep(
                    path: step.location.path, line: step.location.line, text: step.text,
                    baseDirectory: ScenarioSession.absolute(baseDirectory)))
        }
        return report
    }

    /// Parses and runs one step (given on the command line, or replayed from a state folder).
    public func run(
        text: String, path: String = "<step>", line: Int = 1, baseDirectory: String = ".",
        listener: ((IOSScenarioRunner.Entry) -> Void)? = nil
    ) throws(FormatError) -> IOSScenarioRunner.Report {
        var scenario = try IOSScenarioParser.parse(text, path: path)
        guard scenario.steps.count == 1 else {
            throw FormatError(
                .syntax, at: SourceLocation(path: path, line: line, column: 1), "expected exactly one step")
        }
        scenario.steps[0].location.line = line
        return try run(scenario, baseDirectory: baseDirectory, listener: listener)
    }
}
