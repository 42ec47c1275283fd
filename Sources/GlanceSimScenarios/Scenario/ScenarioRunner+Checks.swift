import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter

extension ScenarioRunner {
    /// Checks one expectation against the device now.
    func check(_ expectation: Expectation, at location: SourceLocation) throws -> ScenarioReport.Verdict {
        switch expectation {
        case .calls(let receiver, let names):
            let calls = try callRuns(receiver, at: location)
            let result = verdict(
                calls.equals(names), expected: names.joined(separator: " "),
                got: calls.isEmpty ? "no calls" : calls.listed)
            return try result.passed ? result : noting(unknownReceiver(receiver, at: location), on: result)
        case .callCount(let receiver, let name, let count):
            let calls = try callRuns(receiver, at: location).filter { $0.name == name }.callCount
            let result = verdict(count.matches(calls), expected: "\(count) '\(name)' call(s)", got: "\(calls)")
            return try result.passed ? result : noting(unknownReceiver(receiver, at: location), on: result)
        case .state(let target, let key, let expected):
            let actual = try stateValue(target, key: key, at: location)
            let result = verdict(actual == expected, expected: expected ?? "absent", got: actual ?? "absent")
            guard !result.passed, actual == nil else { return result }
            return try noting(missingKey(key, in: target, at: location), on: result)
        case .stateNumber(let target, let key, let count):
            let actual = try stateValue(target, key: key, at: location)
            let number = actual.flatMap(Double.init)
            let result = verdict(
                number.map(count.matches) ?? false, expected: "a number \(count)",
                got: actual.map { number == nil ? "'\($0)' (not a number)" : $0 } ?? "absent")
            guard !result.passed, actual == nil else { return result }
            return try noting(missingKey(key, in: target, at: location), on: result)
        case .render(let reference, let check):
            let id = try widgetID(reference, at: location)
            let rendered = try device.renderWidget(id)
            // `contains`/`lacks` look only at what is drawn: text inside an invisible or gone view is not shown.
            let shown = device.shownLayout(id).map { $0.shownOnly?.snapshot ?? "" } ?? rendered
            return try checkRender(rendered, shown: shown, check, at: location)
        case .work(let name, let check):
            return try checkWork(name, check, at: location)
        case .receivers(let package, let count):
            let actual = device.registeredReceivers(of: package).count
            return verdict(count.matches(actual), expected: "\(count) runtime receiver(s)", got: "\(actual)")
        case .process(let package, let alive):
            let actual = device.isProcessAlive(package)
            return verdict(actual == alive, expected: alive ? "alive" : "dead", got: actual ? "alive" : "dead")
        case .trace(let kind, let count):
            let actual = device.trace.count(of: TraceKind(rawValue: kind))
            return verdict(count.matches(actual), expected: "\(count) '\(kind)' record(s)", got: "\(actual)")
        case .alarms(let package, let count):
            let actual = device.alarms(of: package).count
            return verdict(count.matches(actual), expected: "\(count) alarm(s)", got: "\(actual)")
        case .standbyBucket(let package, let bucket):
            guard device.installedPackages.contains(package) else {
                throw FormatError(
                    .unknownName, at: location,
                    "no installed app '\(package)'" + Self.didYouMean(package, among: device.installedPackages))
            }
            let now = device.standbyBucket(of: package)
            return verdict(now == bucket, expected: "\(package) in bucket \(bucket.rawValue)", got: now.rawValue)
        case .doze(let state):
            return verdict(device.doze.deep == state, expected: "deep Doze \(state)", got: dozeDescription())
        case .lightDoze(let state):
            return verdict(device.doze.light == state, expected: "light Doze \(state)", got: dozeDescription())
        case .alarmAt(let action, let receiver, let time):
            return try checkAlarm(action, on: receiver, at: time, location: location)
        case .alarmDeferred(let action, let receiver):
            return try checkAlarm(action, on: receiver, at: nil, location: location)
        }
    }

    func verdict(_ passed: Bool, expected: String, got: String) -> ScenarioReport.Verdict {
        ScenarioReport.Verdict(passed: passed, message: passed ? "" : "expected \(expected), got \(got)")
    }

    /// A failed verdict with why it likely failed (a misspelt name) after its message: `expected onEnabled, got
    /// nothing; com.example.weather has no receiver '.WeatherReciever'; did you mean '.WeatherReceiver'?; …`.
    private func noting(_ note: String?, on result: ScenarioReport.Verdict) -> ScenarioReport.Verdict {
        guard let note else { return result }
        return ScenarioReport.Verdict(passed: false, message: result.message + "; " + note)
    }

    /// `"; did you mean 'x'?"` for a likely typo among `candidates`, else nothing.
    static func didYouMean(_ name: String, among candidates: [String]) -> String {
        EditDistance.suggestion(for: name, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The candidates, quoted and comma-separated: `'a', 'b'`.
    static func listed(_ candidates: [String]) -> String {
        candidates.map { "'\($0)'" }.joined(separator: ", ")
    }

    /// Why a receiver is unknown — its app declares no such receiver — with "did you mean" and the receivers
    /// it declares; `nil` when it declares it.
    private func unknownReceiver(_ name: String, at location: SourceLocation) throws(FormatError) -> String? {
        let component = try receiverComponent(name, at: location)
        let declared = device.manifestReceivers(of: component.packageName)
        guard !declared.contains(component) else { return nil }
        guard device.installedPackages.contains(component.packageName) else {
            let packages = device.installedPackages
            return "no installed app is '\(component.packageName)'"
                + Self.didYouMean(component.packageName, among: packages)
                + (packages.isEmpty ? "" : "; installed: \(Self.listed(packages))")
        }
        // Name the receivers as the expectation did: `.Cls` relative to the app, or `pkg/.Cls` in full.
        let names = declared.map {
            name.contains("/") ? $0.shortString : String($0.shortString.drop { $0 != "/" }.dropFirst())
        }
        return "\(component.packageName) has no receiver '\(name)'" + Self.didYouMean(name, among: names)
            + (names.isEmpty ? "; it declares no receivers" : "; its receivers: \(Self.listed(names))")
    }

    /// Why a key is absent, when it looks misspelt or the store has other keys: "did you mean" and the keys
    /// there are (or that the store does not exist, with the app's stores).
    private func missingKey(_ key: String, in target: ExpectedStateLocation, at location: SourceLocation) throws
        -> String?
    {
        let storage: AppStorage
        let store: String
        let owner: String
        switch target {
        case .widget(let reference):
            let id = try widgetID(reference, at: location)
            guard let package = device.widgetInfo(id)?.provider.packageName ?? widgetPackages[id] else { return nil }
            storage = try device.storage(of: package)
            store = "appWidget-\(id)"
            owner = "widget \(reference)'s state"
        case .store(let package, let name):
            storage = try device.storage(of: package)
            store = name
            owner = "store '\(name)' of \(package)"
            guard storage.existingDataStore(named: name) != nil else {
                let names = storage.dataStoreNames.filter { !$0.hasPrefix("appWidget-") }
                return "\(package) has no DataStore '\(name)'" + Self.didYouMean(name, among: names)
                    + (names.isEmpty ? "" : "; its stores: \(Self.listed(names))")
            }
        }
        let keys = storage.existingDataStore(named: store)?.data.entries.map(\.name).sorted() ?? []
        guard !keys.isEmpty else { return "\(owner) is empty" }
        return "\(owner) has no key '\(key)'" + Self.didYouMean(key, among: keys) + "; its keys: \(Self.listed(keys))"
    }

    /// The widget lifecycle callbacks a receiver got so far on this device, in order: from the typed trace
    /// records when the device keeps them, else from what the runner kept as they streamed by.
    private func callRuns(_ receiver: String, at location: SourceLocation) throws(FormatError)
        -> [WidgetCallbackRuns.Run]
    {
        let name = try receiverComponent(receiver, at: location).shortString
        return widgetCallbacks().calls(of: name)
    }

    /// A receiver named relative to the last installed app, or in full.
    private func receiverComponent(_ name: String, at location: SourceLocation) throws(FormatError) -> ComponentName {
        if name.contains("/"), let component = ComponentName(shortString: name) { return component }
        guard let package = lastPackage else { throw FormatError(.missing, at: location, "no app is installed") }
        return ComponentName(packageName: package, className: name)
    }

    private func stateValue(_ target: ExpectedStateLocation, key: String, at location: SourceLocation) throws -> String?
    {
        let value: PreferenceValue?
        switch target {
        case .widget(let reference):
            let id = try widgetID(reference, at: location)
            guard let package = device.widgetInfo(id)?.provider.packageName ?? widgetPackages[id] else {
                throw device.unknownWidgetError(id)
            }
            // After `remove widget` this reads the deleted store: absent, unless something wrote it again.
            let storage = try device.storage(of: package)
            value = storage.existingDataStore(named: "appWidget-\(id)")?.data.value(named: key)
        case .store(let package, let name):
            let storage = try device.storage(of: package)  // reading must not create the store
            value = storage.existingDataStore(named: name)?.data.value(named: key)
        }
        guard let value else { return nil }
        if case .string(let text) = value { return text }
        return value.description
    }

    private func checkRender(
        _ rendered: String, shown: String, _ check: RenderCheck, at location: SourceLocation
    ) throws -> ScenarioReport.Verdict {
        switch check {
        case .contains(let text):
            let passed = shown.contains(text)
            return ScenarioReport.Verdict(
                passed: passed,
                message: passed ? "" : "expected the widget to show \(quoted(text)); it shows:\n\(rendered)")
        case .lacks(let text):
            let passed = !shown.contains(text)
            return ScenarioReport.Verdict(
                passed: passed,
                message: passed ? "" : "expected the widget not to show \(quoted(text)); it shows:\n\(rendered)")
        case .equalsFile(let file):
            let path = resolve(file)
            let golden = RenderGolden(path: path)
            let actual = rendered.hasSuffix("\n") ? rendered : rendered + "\n"
            guard let expected = golden.read() else {
                if recordGoldens {
                    try golden.write(actual)
                    return ScenarioReport.Verdict(passed: true, message: "recorded \(path)")
                }
                return ScenarioReport.Verdict(
                    passed: false, message: "golden file '\(path)' does not exist; run with --record to write it")
            }
            if expected == actual { return verdict(true, expected: "", got: "") }
            if recordGoldens {
                try golden.write(actual)
                return ScenarioReport.Verdict(passed: true, message: "re-recorded \(path)")
            }
            return ScenarioReport.Verdict(
                passed: false, message: "the widget differs from '\(path)':\n" + LineDiff.render(expected, actual))
        }
    }

    private func quoted(_ text: String) -> String { "\"" + text + "\"" }
}

extension Device {
    func unknownWidgetError(_ id: Int32) -> SimulationError {
        SimulationError(.unknownWidget, "no widget has id \(id)")
    }
}
