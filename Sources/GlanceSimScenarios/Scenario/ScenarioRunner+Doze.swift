import GlanceSim
import GlanceSimFormats

/// Doze in scenarios: the parameter set a run uses (`device doze NAME`), `doze` steps, and the `expect doze` and
/// `expect alarm` checks.
extension ScenarioRunner {
    /// `device doze NAME`: the preset the device gets when the first other step runs.
    func chooseDozeParameters(_ name: String, at location: SourceLocation) throws(FormatError) {
        guard let preset = DozeParameters.presets.first(where: { $0.name == name }) else {
            let names = DozeParameters.presets.map(\.name)
            throw FormatError(
                .unknownName, at: location,
                "unknown Doze parameter set '\(name)'" + Self.didYouMean(name, among: names) + "; sets: "
                    + Self.listed(names))
        }
        chosenDozeParameters = preset
    }

    /// Gives the device its Doze parameters once, before the run's first step other than `device`, so that every
    /// run's trace says which set it used (`doze.parameters`).
    func announceDozeParameters() {
        device.dozeParameters = chosenDozeParameters ?? device.dozeParameters
    }

    /// A `doze` step: `dumpsys deviceidle force-idle|step|unforce`.
    func runDoze(_ command: ScenarioAction.DozeCommand) {
        switch command {
        case .forceIdle(let deep): device.forceDeviceIdle(deep: deep)
        case .step(let deep): device.stepDeviceIdle(deep: deep)
        case .unforce: device.unforceDeviceIdle()
        case .allowlist(let package, let on): device.setPowerSaveAllowlisted(package, on)
        }
    }

    /// Doze now, as a failed `expect doze` shows it: `IDLE_PENDING (light IDLE)`, `IDLE (light OVERRIDE, forced)`.
    func dozeDescription() -> String {
        let doze = device.doze
        return "deep Doze \(doze.deep) (light \(doze.light)\(doze.isForced ? ", forced" : ""))"
    }

    /// `expect alarm ACTION [on RECEIVER] at TIME` (`time` set) or `… deferred` (`time` nil): one of the pending
    /// alarms whose intent has the action (and goes to the receiver) goes off at that time, or is held.
    func checkAlarm(_ action: String, on receiver: String?, at time: String?, location: SourceLocation) throws
        -> ScenarioReport.Verdict
    {
        let clock = device.clock
        let target = try time.map { text throws(FormatError) in
            clock.instant(atWallTime: try wallTime(text, at: location))
        }
        let what = "an alarm '\(action)'" + (receiver.map { " on '\($0)'" } ?? "")
        let expected = what + (target.map { " going off at \(clock.localDateTime(at: $0))" } ?? " held (deferred)")
        let alarms = device.alarms().map { ($0, device.intent(of: $0.operation)) }
        let withAction = alarms.filter { $0.1?.action == action }
        guard !withAction.isEmpty else {
            let actions = Set(alarms.compactMap { $0.1?.action }).sorted()
            let note =
                alarms.isEmpty
                ? "there are no alarms"
                : actions.isEmpty
                    ? "no alarm's intent has an action"
                    : "no alarm has that action" + Self.didYouMean(action, among: actions) + "; the alarms' actions: "
                        + Self.listed(actions)
            return ScenarioReport.Verdict(passed: false, message: "expected \(expected), got none; \(note)")
        }
        let matching = withAction.filter { alarm in
            guard let receiver else { return true }
            return alarm.1?.component.map { component in self.component(component, matches: receiver) } ?? false
        }
        guard !matching.isEmpty else {
            let components = Set(withAction.compactMap { $0.1?.component }).sorted()
            let names = components.map { receiver?.contains("/") == false ? $0.shortClassName : $0.shortString }
            let note =
                components.isEmpty
                ? "its alarms name no component"
                : "its alarms go to " + Self.listed(components.map(\.shortString))
                    + Self.didYouMean(receiver ?? "", among: names)
            return ScenarioReport.Verdict(passed: false, message: "expected \(expected), got none; \(note)")
        }
        let passed = matching.contains { alarm, _ in
            if let target { return alarm.firesAt == target }
            return alarm.deferral != nil
        }
        let got = matching.map { alarm, _ in
            let when =
                alarm.firesAt.map { "going off at \(clock.localDateTime(at: $0))" } ?? "waiting for the device to wake"
            return when + (alarm.deferral.map { " (held: \($0.word))" } ?? " (not held)")
        }
        return verdict(passed, expected: expected, got: got.joined(separator: "; "))
    }

    /// Whether an alarm's component is the receiver a scenario names: `pkg/.Cls` in full, or a class name relative
    /// to the last installed app (`.Cls`) or fully qualified.
    private func component(_ component: ComponentName, matches name: String) -> Bool {
        if name.contains("/") { return ComponentName(shortString: name) == component }
        if component.className == name { return true }
        guard let package = lastPackage else { return component.shortClassName == name }
        return ComponentName(packageName: package, className: name) == component
    }
}
