import GlanceSim
import GlanceSimWidgetKit

/// Parses iOS scenarios, one diagnostic per bad line at its token.
public enum IOSScenarioParser {
    static let stepWords = [
        "platform", "device", "install", "add", "edit", "remove", "app", "tap", "set", "push", "advance", "expect",
    ]

    /// Named daily budgets (widgetkit reference §6: Apple's "40 to 70" for a frequently viewed widget, fewer for
    /// rarely viewed ones).
    static let budgetNames = ["frequent": 70, "typical": 40, "rarely-viewed": 12]

    /// Parses an iOS scenario's text.
    public static func parse(_ text: String, path: String) throws(FormatError) -> IOSScenario {
        let steps = try ScenarioParser.lines(text, path: path) { cursor throws(FormatError) in
            try cursor.parseIOSStep()
        }.map { IOSStep(location: $0.location, text: $0.text, action: $0.action) }
        return IOSScenario(path: path, steps: steps)
    }
}

extension StepCursor {
    mutating func parseIOSStep() throws(FormatError) -> IOSAction {
        switch try keyword(IOSScenarioParser.stepWords, "a step of an iOS scenario") {
        case "platform":
            _ = try keyword(["ios"], "'ios'")
            return .platform
        case "device": return try parseIOSDevice()
        case "install": return .install(try word("an app folder").text)
        case "add":
            _ = try keyword(["widget"], "'widget'")
            let kind = try word("a widget kind like WeatherWidget").text
            var family = WidgetFamily.systemSmall
            var alias: String?
            var configuration: [String: String] = [:]
            while !isAtEnd {
                switch try keyword(["family", "as", "config"], "'family F', 'as NAME' or 'config K=V'") {
                case "family": family = try self.family()
                case "as": alias = try word("a name for the widget").text
                default: configuration.merge(try pairs()) { $1 }
                }
            }
            return .addWidget(kind: kind, family: family, alias: alias, configuration: configuration)
        case "edit":
            _ = try keyword(["widget"], "'widget'")
            let name = try word("a widget").text
            _ = try keyword(["config"], "'config K=V'")
            return .editWidget(name, try pairs())
        case "remove":
            _ = try keyword(["widget"], "'widget'")
            return .removeWidget(try word("a widget").text)
        case "app": return try parseApp()
        case "tap":
            let name = try word("a widget").text
            return .tap(name, try nodeSelector())
        case "set":
            switch try keyword(["locale", "dynamic-type", "accessibility", "lock"], "what to set") {
            case "lock": return .lock(try onOff("'on' or 'off'"))
            case let change:
                return .systemChange("\(change) \(try word("a value").text)")
            }
        case "push":
            _ = try keyword(["widgets"], "'widgets'")
            return .push
        case "advance": return .advance(try duration())
        default: return .expect(try parseIOSExpectation())
        }
    }

    private mutating func parseIOSDevice() throws(FormatError) -> IOSAction {
        var settings = IOSDeviceSettings()
        let words = [
            "zone", "time", "screen", "preset", "budget", "refill", "min-interval", "latency", "coalesce", "duplicates",
        ]
        while !isAtEnd {
            switch try keyword(words, "a device setting (\(words.joined(separator: ", ")))") {
            case "zone": settings.zone = try word("a time zone").text
            case "time": settings.time = try self.time()
            case "screen":
                let token = try word("a screen size in points like 393x852")
                let parts = token.text.split(separator: "x").map { Int($0) }
                guard parts.count == 2, let width = parts[0], let height = parts[1],
                    IPhoneScreen(width: width, height: height) != nil
                else {
                    let sizes = IPhoneScreen.all.map { "\($0.width)x\($0.height)" }.joined(separator: ", ")
                    throw error(
                        .invalidValue, at: token,
                        "'\(token.text)' is not an iPhone screen of the HIG table; sizes: \(sizes)")
                }
                settings.screen = (width, height)
            case "preset": settings.preset = try keyword(["device", "debugger"], "'device' or 'debugger'")
            case "budget":
                if accept("unlimited") {
                    settings.budget = .some(nil)
                } else if let name = IOSScenarioParser.budgetNames.keys.sorted().first(where: { accept($0) }) {
                    settings.budget = .some(IOSScenarioParser.budgetNames[name])
                } else {
                    settings.budget = .some(try integer("a daily budget", in: 0...10_000))
                }
            case "refill":
                if try keyword(["continuous", "daily"], "'continuous' or 'daily HOUR'") == "continuous" {
                    settings.refill = .continuous
                } else {
                    settings.refill = .daily(resetHour: try integer("the local hour of the reset", in: 0...23))
                }
            case "min-interval": settings.minimumPolicyInterval = try duration()
            case "latency": settings.reloadLatency = try duration()
            case "coalesce": settings.coalesceWindow = try duration()
            default: settings.duplicateTimelineCalls = try integer("extra timeline calls per reload", in: 0...10)
            }
        }
        return .device(settings)
    }

    private mutating func parseApp() throws(FormatError) -> IOSAction {
        switch try keyword(
            ["foreground", "background", "audio", "stop", "reload", "write", "remove"], "what the app does")
        {
        case "foreground": return .appState(.foreground)
        case "background": return .appState(.background)
        case "audio": return .appState(.audioSession)
        case "stop": return .appState(.notRunning)
        case "reload":
            if accept("all") { return .reload(.all) }
            _ = try keyword(["kind"], "'all' or 'kind K'")
            return .reload(.kind(try word("a widget kind").text))
        case "write":
            let group = try word("an App Group like group.com.example").text
            let pair = try pairs(atMost: 1)
            let (key, value) = (pair.keys.first!, pair.values.first!)
            if !isAtEnd {
                // `app write G K=7 min`: the value ended at the blank.
                let whole = ([value] + tokens[index...].map(\.text)).joined(separator: " ")
                throw error(
                    .syntax, at: tokens[index],
                    "the value of '\(key)' has a space: quote it, as in 'app write \(group) \(key)=\"\(whole)\"'")
            }
            return .write(group: group, key: key, value: value)
        default:
            let group = try word("an App Group").text
            return .write(group: group, key: try word("a key").text, value: nil)
        }
    }

    private mutating func family() throws(FormatError) -> WidgetFamily {
        let token = try word("a family like small or systemMedium")
        guard let family = WidgetFamily(name: token.text) else {
            throw error(
                .invalidValue, at: token,
                "unknown family '\(token.text)'"
                    + JSON5Object.suggestion(token.text, WidgetFamily.allCases.map(\.shortName)))
        }
        return family
    }

    /// `K=V` words up to the end of the line (or `atMost` of them).
    private mutating func pairs(atMost: Int = .max) throws(FormatError) -> [String: String] {
        var result: [String: String] = [:]
        repeat {
            let token = try word("KEY=VALUE")
            guard let equals = token.text.firstIndex(of: "="), equals != token.text.startIndex else {
                throw error(.invalidValue, at: token, "expected KEY=VALUE, found '\(token.text)'")
            }
            result[String(token.text[..<equals])] = String(token.text[token.text.index(after: equals)...])
        } while !isAtEnd && result.count < atMost
        return result
    }

    private mutating func parseIOSExpectation() throws(FormatError) -> IOSExpectation {
        let what = try keyword(
            ["shows", "render", "calls", "budget", "reload", "next-reload", "trace", "app"], "what to expect")
        if what == "trace" { return .trace(try word("a trace kind like wk.reload.withheld").text, try count()) }
        if what == "app" {
            _ = try keyword(["sees"], "'sees GROUP KEY \"VALUE\"'")
            let group = try word("an App Group like group.com.example.todo").text
            let key = try word("a key").text
            if accept("none") { return .appSees(group: group, key: key, value: nil) }
            return .appSees(group: group, key: key, value: try word("a value (or 'none')").text)
        }
        let widget = try word("a widget").text
        switch what {
        case "shows":
            if accept("placeholder") { return .shows(widget, entry: nil) }
            _ = try keyword(["entry"], "'entry N' or 'placeholder'")
            return .shows(widget, entry: try integer("an entry index", in: 0...100_000))
        case "render":
            let contains = try keyword(["contains", "lacks"], "'contains' or 'lacks'") == "contains"
            return .render(widget, text: try word("a text").text, contains: contains)
        case "calls":
            let call = try keyword(ProviderCall.allCases.map(\.rawValue), "a provider call")
            return .calls(widget, ProviderCall(rawValue: call)!, try count())
        case "budget":
            if accept("unlimited") { return .budget(widget, nil) }
            return .budget(widget, try count())
        case "reload":
            let negated = accept("not")
            _ = try keyword(["withheld"], "'withheld' or 'not withheld'")
            return .withheld(widget, !negated)
        default:
            if accept("none") { return .nextReload(widget, nil) }
            _ = try keyword(["in"], "'in DURATION' or 'none'")
            return .nextReload(widget, try duration())
        }
    }
}
