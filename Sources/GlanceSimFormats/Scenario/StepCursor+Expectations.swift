import GlanceSim

extension StepCursor {
    static let expectationWords = [
        "calls", "state", "store", "render", "work", "receivers", "process", "trace", "alarms", "alarm", "doze",
        "bucket",
    ]

    /// Parses what follows `expect`.
    mutating func parseExpectation() throws(FormatError) -> Expectation {
        switch try keyword(Self.expectationWords, "what to expect") {
        case "calls":
            let receiver = try word("a receiver like .ClockReceiver").text
            var names: [String] = []
            while !isAtEnd {
                if !names.isEmpty, atCount {
                    // `expect calls R onEnabled onUpdate >= 1`: a count checks one callback, right after it.
                    throw error(
                        .syntax, at: tokens[index],
                        "a count goes right after one callback, as in 'expect calls \(receiver) \(names.last!) "
                            + "\(tokens[index...].map(\.text).joined(separator: " "))'; several callbacks "
                            + "('\(names.joined(separator: " "))') are the exact calls in order, without a count")
                }
                let name = try word("a callback name").text
                if names.isEmpty, atCount { return .callCount(receiver: receiver, name: name, try count()) }
                names.append(name)
            }
            return .calls(receiver: receiver, names: names)
        case "state":
            let target = try widget()
            let key = try word("a state key").text
            return try stateCheck(.widget(target), key)
        case "store":
            let package = try word("a package").text
            let name = try word("a DataStore name").text
            let key = try word("a key").text
            return try stateCheck(.store(package: package, name: name), key)
        case "render":
            let target = try widget()
            switch try keyword(["contains", "lacks", "equals"], "'contains', 'lacks' or 'equals'") {
            case "contains": return .render(target, .contains(try word("the text").text))
            case "lacks": return .render(target, .lacks(try word("the text").text))
            default: return .render(target, .equalsFile(try word("a golden file").text))
            }
        case "work":
            let name = try word("a unique work name, tag or worker").text
            switch try keyword(["state", "attempts", "runs", "next", "none"], "what to check of the work") {
            case "state": return .work(name: name, .state(try keyword(Self.workStates, "a work state")))
            case "attempts": return .work(name: name, .attempts(try count()))
            case "runs": return .work(name: name, .runs(try count()))
            case "none": return .work(name: name, .none)
            default:
                if accept("at") { return .work(name: name, .nextAt(try time())) }
                _ = try keyword(["in", "at"], "'in DURATION' or 'at TIME'")
                return .work(name: name, .nextIn(try duration()))
            }
        case "receivers":
            let package = try word("a package").text
            return .receivers(package: package, count: try count())
        case "process":
            let package = try word("a package").text
            return .process(package: package, alive: try keyword(["alive", "dead"], "'alive' or 'dead'") == "alive")
        case "trace":
            let kind = try word("a trace kind like clock.tick").text
            return .trace(kind: kind, count: try count())
        case "doze":
            if accept("light") {
                return .lightDoze(try dozeState(LightDozeState.self, "light Doze state"))
            }
            _ = accept("deep")
            return .doze(try dozeState(DeepDozeState.self, "deep Doze state"))
        case "bucket":
            let package = try word("a package").text
            return .standbyBucket(package: package, try standbyBucket())
        case "alarm":
            let action = try word("an intent action like com.example.TICK").text
            var receiver: String?
            var check = try keyword(["on", "at", "deferred"], "'on RECEIVER', 'at TIME' or 'deferred'")
            if check == "on" {
                receiver = try word("a receiver like .TickReceiver").text
                check = try keyword(["at", "deferred"], "'at TIME' or 'deferred'")
            }
            if check == "deferred" { return .alarmDeferred(action: action, receiver: receiver) }
            return .alarmAt(action: action, receiver: receiver, time: try time())
        default:
            let package = try word("a package").text
            return .alarms(package: package, count: try count())
        }
    }

    /// A standby bucket as `am get-standby-bucket` names it (`WORKING_SET`), in any case.
    mutating func standbyBucket() throws(FormatError) -> StandbyBucket {
        let names = StandbyBucket.allCases.map(\.rawValue)
        let name = try keyword(
            names + names.map { $0.lowercased() }, "a standby bucket (" + names.joined(separator: ", ") + ")")
        return StandbyBucket(rawValue: name.uppercased())!
    }

    /// A Doze state as `dumpsys deviceidle` prints it (`IDLE_MAINTENANCE`), in any case.
    private mutating func dozeState<State: RawRepresentable & CaseIterable>(_: State.Type, _ what: String)
        throws(FormatError) -> State where State.RawValue == String
    {
        let token = try word("a \(what) like IDLE")
        let names = State.allCases.map(\.rawValue)
        let written = token.text.uppercased()
        if let state = State(rawValue: written) { return state }
        let hint = EditDistance.suggestion(for: written, among: names).map { "; did you mean '\($0)'?" }
        throw error(
            .unknownName, at: token,
            "unknown \(what) '\(token.text)'"
                + (hint ?? "; expected one of \(names.map { "'\($0)'" }.joined(separator: ", "))"))
    }

    /// `= VALUE` (text), `absent`, or a numeric `>= N`, `<= N`, `N..M`.
    private mutating func stateCheck(_ location: ExpectedStateLocation, _ key: String) throws(FormatError)
        -> Expectation
    {
        if accept("absent") { return .state(location, key: key, value: nil) }
        if accept("=") { return .state(location, key: key, value: try word("the expected value").text) }
        guard atCount else {
            _ = try keyword(["=", "absent"], "'= VALUE', 'absent' or a count (>= N, <= N, N..M)")
            return .state(location, key: key, value: nil)
        }
        return .stateNumber(location, key: key, try count())
    }
}
