import GlanceSim

extension StepCursor {
    static let expectationWords = [
        "calls", "state", "store", "render", "work", "receivers", "process", "trace", "alarms",
    ]

    /// Parses what follows `expect`.
    mutating func parseExpectation() throws(FormatError) -> Expectation {
        switch try keyword(Self.expectationWords, "what to expect") {
        case "calls":
            let receiver = try word("a receiver like .ClockReceiver").text
            var names: [String] = []
            while !isAtEnd { names.append(try word("a callback name").text) }
            return .calls(receiver: receiver, names: names)
        case "state":
            let target = try widget()
            let key = try word("a state key").text
            return .state(.widget(target), key: key, value: try stateValue())
        case "store":
            let package = try word("a package").text
            let name = try word("a DataStore name").text
            let key = try word("a key").text
            return .state(.store(package: package, name: name), key: key, value: try stateValue())
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
            case "attempts": return .work(name: name, .attempts(try integer("a count")))
            case "runs": return .work(name: name, .runs(try integer("a count")))
            case "none": return .work(name: name, .none)
            default:
                if accept("at") { return .work(name: name, .nextAt(try time())) }
                _ = try keyword(["in", "at"], "'in DURATION' or 'at TIME'")
                return .work(name: name, .nextIn(try duration()))
            }
        case "receivers":
            let package = try word("a package").text
            return .receivers(package: package, count: try integer("a count"))
        case "process":
            let package = try word("a package").text
            return .process(package: package, alive: try keyword(["alive", "dead"], "'alive' or 'dead'") == "alive")
        case "trace":
            let kind = try word("a trace kind like clock.tick").text
            var comparison = "="
            if accept(">=") { comparison = ">=" } else if accept("<=") { comparison = "<=" } else { _ = accept("=") }
            return .trace(kind: kind, comparison: comparison, count: try integer("a count"))
        default:
            let package = try word("a package").text
            return .alarms(package: package, count: try integer("a count"))
        }
    }

    /// `= VALUE` or `absent`.
    private mutating func stateValue() throws(FormatError) -> String? {
        if accept("absent") { return nil }
        _ = try keyword(["=", "absent"], "'= VALUE' or 'absent'")
        return try word("the expected value").text
    }
}
