public import GlanceSim
public import GlanceSimFormats
public import GlanceSimInterpreter

/// Runs a parsed scenario on a ``Device``: installs app folders, drives the device, and checks expectations.
///
/// ```swift
/// let scenario = try ScenarioParser.parse(text, path: "Manifests/clock/hour.scenario")
/// let runner = ScenarioRunner(baseDirectory: "Manifests/clock")
/// let report = try runner.run(scenario)
/// print(report.failedCount)
/// ```
///
/// In ``Trace/Mode/full`` mode the device keeps every trace record. In ``Trace/Mode/counting`` and
/// ``Trace/Mode/streaming(_:)`` modes it keeps none (a streaming runner hands each to its sink as it is made),
/// and the runner keeps only what expectations read, incrementally: the counts per kind (in the trace) and each
/// receiver's widget callbacks, run-length encoded (``WidgetCallbackRuns``). Nothing it keeps grows with
/// simulated time, so a scenario that advances ten years runs in the memory of one that advances a day.
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
    /// What the runner keeps of a trace that is not kept (`nil` in full mode).
    let log: ScenarioTraceLog?
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
    /// The Doze parameter set a `device doze NAME` step chose, given to the device when the first other step runs
    /// (`nil`: the device's own, ``GlanceSim/DozeParameters/aosp`` by default).
    var chosenDozeParameters: DozeParameters?
    /// Where each installed package was loaded from, with its `install` step's options (a saved device loads
    /// its apps from there again).
    var appSources: [String: AppSource] = [:]
    /// In full trace mode, the widget callbacks so far: those before a load (a restored device's records start at
    /// the load), then those of the device's records up to ``fedCallbackRecords``.
    var keptCallbacks = WidgetCallbackRuns()
    /// In full trace mode, what `invariant` steps read, kept from the device's first record (before a load: saved
    /// with the device), fed from its records up to ``fedCallbackRecords`` as the callbacks are.
    var keptObservations = ExploreObservations()
    /// How many of the device's records ``keptCallbacks`` and ``keptObservations`` hold.
    var fedCallbackRecords = 0
    /// Watches the run, to show progress or stop it (see ``Monitor``); `nil` runs unwatched.
    public var monitor: Monitor?
    /// Told when each step starts and ends, to print a run as it goes (see ``ScenarioListener``).
    public var listener: (any ScenarioListener)?
    /// The invariants of `invariant` steps so far, and what they observe.
    var invariantWatch: InvariantWatch?

    /// Creates a runner with a fresh device.
    /// - Parameter traceMode: ``Trace/Mode/full`` keeps every record on the device; ``Trace/Mode/counting``
    ///   keeps none; ``Trace/Mode/streaming(_:)`` keeps none and hands each to the sink as it is made.
    public init(
        baseDirectory: String, traceMode: Trace.Mode = .full, loadApp: @escaping AppLoader = AppFolder.load(_:options:)
    ) {
        self.baseDirectory = baseDirectory
        self.traceMode = traceMode
        self.loadApp = loadApp
        switch traceMode {
        case .full: log = nil
        case .counting: log = ScenarioTraceLog(downstream: nil)
        case .streaming(let sink): log = ScenarioTraceLog(downstream: sink)
        }
        device = Device(traceMode: log.map { .streaming($0) } ?? .full)
    }

    /// The widget callbacks so far on the current device: from the runner's log, or (in full mode) from the
    /// device's records, fed as they come.
    func widgetCallbacks() -> WidgetCallbackRuns {
        if let log { return log.callbacks }
        feedKeptRecords()
        return keptCallbacks
    }

    /// What `invariant` steps read so far on the current device (from the log, or in full mode from the device's
    /// records, fed as they come).
    func observations() -> ExploreObservations {
        if let log { return log.observations }
        feedKeptRecords()
        return keptObservations
    }

    /// Full mode: feeds the device's records made since the last call to the kept callbacks and observations.
    private func feedKeptRecords() {
        let records = device.trace.records
        for record in records[min(fedCallbackRecords, records.count)...] {
            keptCallbacks.note(record)
            if keptObservations.accepts(record.kind) { keptObservations.receive(record) }
        }
        fedCallbackRecords = records.count
    }

    /// The trace mode of the runner's devices: full, or streaming into the runner's log.
    var deviceTraceMode: Trace.Mode { log.map { .streaming($0) } ?? .full }

    /// The record number the next trace record gets (records are numbered from 0 on each device).
    var nextRecordNumber: Int { device.trace.totalCount }

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
        listener?.stepWillRun(step)
        let before = nextRecordNumber
        var verdict: ScenarioReport.Verdict?
        do {
            verdict = try perform(step)
            if verdict == nil, step.action.letsTimePass { verdict = checkInvariants() }
        } catch let error as FormatError {
            throw error
        } catch let error as SimulationError {
            throw FormatError(.invalidValue, at: step.location, error.message)
        } catch {
            throw FormatError(.invalidValue, at: step.location, "\(error)")
        }
        // A `device` step replaces the device, whose records are numbered from 0 again.
        let entry = ScenarioReport.Entry(
            step: step, records: min(before, nextRecordNumber)..<nextRecordNumber, verdict: verdict)
        report.entries.append(entry)
        listener?.stepDidRun(entry)
    }

    /// The path of a file named in a step, relative to the script's folder.
    func resolve(_ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        let joined = baseDirectory.isEmpty || baseDirectory == "." ? relative : baseDirectory + "/" + relative
        return NormalizedPath.of(joined)
    }

}

/// Told what a ``ScenarioRunner`` does as it goes, to print a run while it runs: each step as it starts, and
/// its entry (record numbers and verdict) when it has run. Give the runner a ``Trace/Mode/streaming(_:)`` mode
/// to get the records in between.
///
/// ```swift
/// final class Printer: ScenarioListener, TraceSink {
///     func stepWillRun(_ step: ScenarioStep) { print(step.text) }
///     func receive(_ record: TraceRecord) { print("    \(record)") }
///     func stepDidRun(_ entry: ScenarioReport.Entry) { print(entry.verdict?.passed == false ? "failed" : "ok") }
/// }
/// let printer = Printer()
/// let runner = ScenarioRunner(baseDirectory: ".", traceMode: .streaming(printer))
/// runner.listener = printer
/// ```
public protocol ScenarioListener: AnyObject {
    /// A step is about to run (after the monitor let it).
    func stepWillRun(_ step: ScenarioStep)
    /// The step ran; `entry` has its record numbers and verdict. (A step that throws has no entry.)
    func stepDidRun(_ entry: ScenarioReport.Entry)
}

/// What a runner keeps of a trace its device does not keep: each receiver's widget callbacks, run-length
/// encoded. It passes every record on to the runner's own sink.
final class ScenarioTraceLog: TraceSink {
    /// The callbacks so far on the current device.
    private(set) var callbacks = WidgetCallbackRuns()
    /// What `invariant` steps read (renders, process starts, conditions), kept from the device's first record.
    private(set) var observations = ExploreObservations()
    private let downstream: (any TraceSink)?

    init(downstream: (any TraceSink)?) {
        self.downstream = downstream
    }

    func receive(_ record: TraceRecord) {
        callbacks.note(record)
        if observations.accepts(record.kind) { observations.receive(record) }
        if let downstream, downstream.accepts(record.kind) { downstream.receive(record) }
    }

    /// The widget callbacks, what invariants observe, and what the runner's own sink takes: with none, the other
    /// records are only counted.
    func accepts(_ kind: TraceKind) -> Bool {
        kind == .widgetCallback || observations.accepts(kind) || downstream?.accepts(kind) == true
    }

    /// Takes on a saved device's callbacks and observations.
    func restore(callbacks: WidgetCallbackRuns, observations: ExploreObservations.Snapshot) {
        self.callbacks = callbacks
        self.observations = ExploreObservations()
        self.observations.restore(observations)
    }

    /// Forgets the callbacks and observations (the device was replaced).
    func reset() {
        callbacks = WidgetCallbackRuns()
        observations = ExploreObservations()
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
