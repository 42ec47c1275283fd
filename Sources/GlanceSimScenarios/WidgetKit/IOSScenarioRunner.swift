public import GlanceSim
public import GlanceSimFormats
import GlanceSimInterpreter
public import GlanceSimWidgetKit

/// Runs an ``IOSScenario`` on a ``GlanceSimWidgetKit/WidgetKitDevice``: installs an app folder's iOS side,
/// drives the device and checks expectations.
///
/// ```swift
/// let scenario = try IOSScenarioParser.parse(text, path: "Manifests/weather/ios-day.scenario")
/// let report = try IOSScenarioRunner(baseDirectory: "Manifests/weather").run(scenario)
/// print(report.failures.count)
/// ```
public final class IOSScenarioRunner {
    /// The device the steps run on.
    public private(set) var device: WidgetKitDevice
    public var baseDirectory: String
    /// The names given with `add widget … as NAME`, and the widget ids they stand for.
    public private(set) var aliases: [String: Int] = [:]
    /// The app folders installed, in order, as their paths were resolved.
    public private(set) var installedFolders: [String] = []
    /// Handed to the device's ``GlanceSimWidgetKit/WidgetKitDevice/onRecord`` — and to the new device a `device`
    /// step makes — so an observer sees each record as it is made.
    public var onRecord: ((WidgetKitTraceRecord) -> Void)? {
        didSet { device.onRecord = onRecord }
    }
    private var started = false
    /// The folder the installed app was loaded from, as its path was resolved.
    private var appFolder: String?
    /// Asked between slices of a long `advance` (and, by ``IOSSession``, before each step); `true` stops the step
    /// with an `interrupted` error (Ctrl-C), as the Android runner's monitor does.
    public var shouldStop: (() -> Bool)?

    /// A runner with a fresh device (Europe/Berlin, 2026-01-01 00:00, the `device` preset).
    /// - Parameter traceMode: How much of the trace the device keeps (and the device a `device` step makes):
    ///   ``GlanceSim/Trace/Mode/full`` keeps every record; ``GlanceSim/Trace/Mode/counting`` and
    ///   ``GlanceSim/Trace/Mode/streaming(_:)`` keep only the counts expectations read, so a run of any length
    ///   stays in flat memory.
    public init(baseDirectory: String, traceMode: Trace.Mode = .full) {
        self.baseDirectory = baseDirectory
        device = WidgetKitDevice(
            timeZone: TimeZoneRules(identifier: "Europe/Berlin")!,
            localTime: LocalDateTime(year: 2026, month: 1, day: 1), traceMode: traceMode)
    }

    /// The runner's complete state between steps — its device's, its aliases and folders, whether the steps have
    /// started — with the installed app's folder as an absolute path.
    /// - Throws: ``GlanceSim/SnapshotError`` while a step runs.
    package func snapshot() throws(SnapshotError) -> IOSRunnerSnapshot {
        IOSRunnerSnapshot(
            device: try device.snapshot(), baseDirectory: baseDirectory, aliases: aliases,
            installedFolders: installedFolders, appFolder: appFolder.map(ScenarioSession.absolute), started: started)
    }

    /// The runner a ``snapshot()`` describes, its app loaded again from the saved folder.
    /// - Parameter traceMode: How much of the trace from now on the device keeps.
    /// - Throws: ``FormatError`` for an app folder whose behaviour file no longer loads, ``GlanceSim/SnapshotError``
    ///   for one with no iOS side any more or a device that cannot be restored (see
    ///   ``GlanceSimWidgetKit/WidgetKitDevice/init(restoring:app:traceMode:)``).
    package init(restoring saved: IOSRunnerSnapshot, traceMode: Trace.Mode = .full) throws {
        let app = try saved.appFolder.map { folder in
            guard let app = try WidgetKitApp.load(folder: folder) else {
                throw SnapshotError(
                    "the app folder '\(folder)' has no iOS side any more (no 'ios' section in a behavior.json5 there)",
                    at: ["appFolder"])
            }
            return app
        }
        do {
            device = try WidgetKitDevice(restoring: saved.device, app: app, traceMode: traceMode)
        } catch {
            throw error.under("device")
        }
        baseDirectory = saved.baseDirectory
        aliases = saved.aliases
        installedFolders = saved.installedFolders
        appFolder = saved.appFolder
        started = saved.started
    }

    /// What one step did: its trace records (indices into the device's trace) and its verdict.
    public struct Entry: Sendable {
        public var step: IOSStep
        public var records: Range<Int>
        public var verdict: ScenarioReport.Verdict?
    }

    /// Every step's entry, in order.
    public struct Report: Sendable {
        public var entries: [Entry] = []
        public var failures: [Entry] { entries.filter { $0.verdict?.passed == false } }
        public var passedCount: Int { entries.filter { $0.verdict?.passed == true }.count }
    }

    /// Runs every step, continuing after failed expectations.
    /// - Throws: ``FormatError`` at a step that could not run; the steps before it have run.
    public func run(_ scenario: IOSScenario, listener: ((Entry) -> Void)? = nil) throws(FormatError) -> Report {
        var report = Report()
        for step in scenario.steps {
            let before = device.trace.totalCount
            let verdict: ScenarioReport.Verdict?
            do {
                verdict = try perform(step)
            } catch let error as FormatError {
                throw error
            } catch {
                throw FormatError(.invalidValue, at: step.location, "\(error)")
            }
            let entry = Entry(
                step: step, records: min(before, device.trace.totalCount)..<device.trace.totalCount, verdict: verdict)
            report.entries.append(entry)
            listener?(entry)
        }
        return report
    }

    private func perform(_ step: IOSStep) throws -> ScenarioReport.Verdict? {
        let location = step.location
        if case .device = step.action {} else if case .platform = step.action {} else { started = true }
        switch step.action {
        case .platform: break
        case .device(let settings):
            guard !started else {
                throw FormatError(.invalidValue, at: location, "'device' settings must come before every other step")
            }
            let rules =
                try settings.zone.map { id throws(FormatError) in
                    guard let rules = TimeZoneRules(identifier: id) else {
                        throw FormatError(.invalidValue, at: location, "unknown time zone '\(id)'")
                    }
                    return rules
                } ?? device.timeZone
            var wall = device.wallTime
            if let time = settings.time {
                do {
                    wall = try InstantSyntax.parseWallTime(time[...], zone: rules)
                } catch {
                    throw FormatError(.invalidValue, at: location, error.message)
                }
            }
            device = WidgetKitDevice(
                screen: settings.screen.flatMap { IPhoneScreen(width: $0.width, height: $0.height) } ?? device.screen,
                wallTime: wall, timeZone: rules, parameters: settings.parameters(over: device.parameters),
                traceMode: device.trace.mode)
            device.onRecord = onRecord
        case .install(let folder):
            let path = folder.hasPrefix("/") ? folder : (baseDirectory == "." ? folder : baseDirectory + "/" + folder)
            guard let app = try WidgetKitApp.load(folder: path) else {
                throw FormatError(
                    .missing, at: location,
                    "'\(path)' has no iOS side to install (no 'ios' section in a behavior.json5 there)")
            }
            try device.install(app)
            appFolder = path
            if !installedFolders.contains(path) { installedFolders.append(path) }
        case .addWidget(let kind, let family, let alias, let configuration):
            let id = try device.addWidget(kind: kind, family: family, configuration: configuration)
            if let alias { aliases[alias] = id }
        case .editWidget(let name, let configuration):
            try device.editWidget(widget(name, location), configuration: configuration)
        case .removeWidget(let name):
            try device.removeWidget(widget(name, location))
        case .appState(let state): device.setAppState(state)
        case .reload(let scope):
            guard device.appState != .notRunning else {
                throw FormatError(
                    .invalidValue, at: location,
                    "the app is not running, so it cannot call WidgetCenter: nothing was reloaded or charged; "
                        + "start it first with 'app foreground' (or 'app background', 'app audio')")
            }
            switch scope {
            case .all: try device.reloadAllTimelines()
            case .kind(let kind): try device.reloadTimelines(ofKind: kind)
            }
        case .write(let group, let key, let value): device.writeGroup(group, key: key, value: value)
        case .tap(let name, let selector): try device.tap(widget(name, location), on: selector)
        case .systemChange(let change): device.systemChange(change)
        case .lock(let locked): device.setLocked(locked)
        case .push: device.receiveWidgetPush()
        case .advance(let duration):
            guard let shouldStop else {
                try device.advance(by: duration)
                break
            }
            try ScenarioRunner.advanceInSlices(by: duration, from: device.now, advance: device.advance(by:)) {
                () throws in
                guard shouldStop() else { return }
                throw FormatError(.interrupted, at: location, "interrupted at \(device.now) during this step")
            }
        case .expect(let expectation): return try check(expectation, location)
        }
        return nil
    }

    /// The alias a widget was given, if any (the first in name order when it has several).
    public func alias(of id: Int) -> String? {
        aliases.filter { $0.value == id }.keys.min()
    }

    /// The id of a widget a command names by its alias or number (errors point at `<widget>`).
    public func widgetID(named name: String) throws(FormatError) -> Int {
        try widget(name, .file("<widget>"))
    }

    /// The id of a widget named by its alias or number.
    public func widget(_ name: String, _ location: SourceLocation) throws(FormatError) -> Int {
        if let id = aliases[name] ?? Int(name) { return id }
        let known = aliases.keys.sorted()
        throw FormatError(
            .unknownName, at: location,
            "unknown widget '\(name)'" + ScenarioRunner.didYouMean(name, among: known)
                + (known.isEmpty ? "" : "; widgets: \(known.joined(separator: ", "))"))
    }

    private func check(_ expectation: IOSExpectation, _ location: SourceLocation) throws -> ScenarioReport.Verdict {
        func verdict(_ passed: Bool, _ message: @autoclosure () -> String) -> ScenarioReport.Verdict {
            ScenarioReport.Verdict(passed: passed, message: passed ? "" : message())
        }
        switch expectation {
        case .shows(let name, let index):
            let shown = try device.shownEntry(widget(name, location))
            let actual =
                shown.isPlaceholder
                ? "the placeholder" : shown.index.map { "entry \($0)" } ?? "an earlier timeline's entry"
            let expected = index.map { "entry \($0)" } ?? "the placeholder"
            return verdict(
                index == nil ? shown.isPlaceholder : shown.index == index, "\(name) shows \(actual), not \(expected)")
        case .render(let name, let text, let contains):
            let root = try device.render(widget(name, location))
            let texts =
                root.findNodes(.isKind("Text")).compactMap(\.node.text)
                + root.findNodes(.isKind("Button")).compactMap(\.node.text)
            let found = texts.contains { $0.contains(text) }
            return verdict(
                found == contains,
                "\(name) \(contains ? "lacks" : "contains") \"\(text)\"; it shows \(texts.map { "\"\($0)\"" }.joined(separator: ", "))"
            )
        case .calls(let name, let call, let count):
            let actual = try device.providerCalls(widget(name, location), call)
            return verdict(count.matches(actual), "\(name): \(call) called \(actual) time(s), expected \(count)")
        case .budget(let name, let count):
            let left = try device.budgetRemaining(widget(name, location))
            guard let count else {
                return verdict(left == nil, "\(name) has a budget of \(left ?? 0) left, not unlimited")
            }
            guard let left else { return verdict(false, "\(name)'s budget is unlimited, expected \(count)") }
            return verdict(count.matches(left), "\(name) has \(left) reload(s) of budget left, expected \(count)")
        case .withheld(let name, let expected):
            let actual = try device.isReloadWithheld(widget(name, location))
            return verdict(actual == expected, "\(name)'s reload is \(actual ? "" : "not ")withheld")
        case .nextReload(let name, let expected):
            let next = try device.nextReload(widget(name, location))
            let actual = next.map { $0 - device.now }
            return verdict(
                actual == expected,
                "\(name)'s next reload is \(actual.map { "in \($0)" } ?? "none"), expected \(expected.map { "in \($0)" } ?? "none")"
            )
        case .appSees(let group, let key, let expected):
            let actual = device.appSees(key, inGroup: group)
            func shown(_ value: String?) -> String { value.map { "\"\($0)\"" } ?? "nothing" }
            var message = "the app shows \(shown(actual)) for \(group) \(key), not \(shown(expected))"
            if actual == nil && expected != nil {
                // A misspelt key or group: say which there are.
                let groups = Array(Set(device.storedValues.map(\.store).filter { $0.hasPrefix("group.") })).sorted()
                let keys = device.storedValues.filter { $0.store == group }.map(\.key)
                if !groups.contains(group) {
                    message +=
                        "; no App Group '\(group)' holds anything" + ScenarioRunner.didYouMean(group, among: groups)
                        + (groups.isEmpty ? "" : "; groups: \(groups.joined(separator: ", "))")
                } else {
                    message +=
                        "; \(group) has no key '\(key)'" + ScenarioRunner.didYouMean(key, among: keys)
                        + "; its keys: \(keys.joined(separator: ", "))"
                }
            }
            return verdict(actual == expected, message)
        case .trace(let kind, let count):
            let actual = device.trace.count(of: kind)
            return verdict(count.matches(actual), "\(actual) '\(kind)' record(s), expected \(count)")
        }
    }
}
