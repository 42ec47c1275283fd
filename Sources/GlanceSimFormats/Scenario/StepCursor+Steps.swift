import GlanceSim

extension StepCursor {
    /// Parses one step from the line's first word.
    mutating func parseStep() throws(FormatError) -> ScenarioAction {
        switch try keyword(ScenarioParser.stepWords, "a step") {
        case "device": return try parseDevice()
        case "install": return try parseInstall()
        case "add":
            _ = try keyword(["widget"], "'widget'")
            let provider = try word("a widget provider like .ClockReceiver").text
            let alias = accept("as") ? try word("a name for the widget").text : nil
            let (cells, size) = try sizeClause()
            return .addWidget(provider: provider, alias: alias, cells: cells, size: size)
        case "remove":
            _ = try keyword(["widget"], "'widget'")
            return .removeWidget(try widget())
        case "resize":
            _ = try keyword(["widget"], "'widget'")
            let target = try widget()
            let (cells, size) = try sizeClause()
            guard cells != nil || size != nil else {
                throw error(.missing, at: nil, "expected 'cells CxR' or 'size WxH' after the widget")
            }
            return .resizeWidget(target, cells: cells, size: size)
        case "configure":
            _ = try keyword(["widget"], "'widget'")
            let target = try widget()
            return .configureWidget(target, accepted: try keyword(["ok", "cancel"], "'ok' or 'cancel'") == "ok")
        case "advance":
            if accept("to") { return .advanceTo(try time()) }
            return .advance(try duration())
        case "run": return try parseRun()
        case "broadcast": return try parseBroadcast()
        case "click": return try parseClick()
        case "set": return try parseSet()
        case "kill": return .kill(package: try word("a package").text)
        case "reboot": return .reboot
        case "power":
            _ = try keyword(["loss"], "'loss'")
            return .powerLoss
        case "work":
            let command = try keyword(["run", "cancel"], "'run' or 'cancel'")
            return .work(command: command, target: try word("a work id or unique name").text)
        case "save": return .save
        case "app": return try parseAppAction()
        case "doze": return try parseDoze()
        case "peek": return .peek
        case "invariant": return try parseInvariant()
        default: return .expect(try parseExpectation())
        }
    }

    /// `install FOLDER [target-sdk N] [min-sdk N] [namespace PACKAGE] [flat]`: the options stand in for a build
    /// file's values (or ones GlanceSim could not read from it), as `--target-sdk` does on the command line;
    /// `flat` is `--flat` (provider files beside the manifest).
    private mutating func parseInstall() throws(FormatError) -> ScenarioAction {
        let folder = try word("an app folder").text
        var options = ManifestLoader.Options()
        while !isAtEnd {
            let choice = try keyword(
                ["target-sdk", "min-sdk", "namespace", "flat"],
                "'target-sdk N', 'min-sdk N', 'namespace PACKAGE' or 'flat'")
            switch choice {
            case "flat":
                options.flatResources = true
            case "namespace":
                options.namespace = try word("a package like com.example.app").text
            default:
                let token = try word("an API level such as 34")
                guard let level = Int(token.text), level >= 1, level <= 10_000 else {
                    throw error(.invalidValue, at: token, "'\(token.text)' is not an API level such as 34")
                }
                if choice == "target-sdk" { options.targetSdkVersion = level } else { options.minSdkVersion = level }
            }
        }
        return .install(folder: folder, options: options)
    }

    /// `app do NAME [in PACKAGE] [for WIDGET] [KEY=VALUE …]`.
    private mutating func parseAppAction() throws(FormatError) -> ScenarioAction {
        if try keyword(["do", "open"], "'do' (app do NAME) or 'open' (app open PACKAGE)") == "open" {
            return .openApp(package: try word("a package").text)
        }
        let name = try word("an app action of the behaviour file, like saveMemo").text
        var package: String?
        var widget: WidgetReference?
        var parameters: [(String, BundleValue)] = []
        while !isAtEnd {
            if accept("in") {
                package = try word("a package").text
            } else if accept("for") {
                widget = try self.widget()
            } else {
                parameters.append(try extra())
            }
        }
        return .appAction(name: name, package: package, widget: widget, parameters: parameters)
    }

    private mutating func parseDevice() throws(FormatError) -> ScenarioAction {
        var zone: String?
        var time: String?
        var sdk: Int?
        var debuggable: Bool?
        var doze: String?
        repeat {
            switch try keyword(
                ["zone", "time", "sdk", "debuggable", "doze"], "'zone', 'time', 'sdk', 'debuggable' or 'doze'")
            {
            case "zone": zone = try word("a time zone like Europe/Berlin").text
            case "time": time = try self.time()
            case "sdk": sdk = try integer("an API level", in: FormatLimits.apiLevels)
            case "doze":
                doze = try keyword(DozeParameters.presets.map(\.name), "a Doze parameter set")
            default: debuggable = try onOff("'on' or 'off'")
            }
        } while !isAtEnd
        return .device(zone: zone, time: time, sdk: sdk, debuggable: debuggable, doze: doze)
    }

    /// `doze force-idle [deep|light]`, `doze step [deep|light]`, `doze unforce`, `doze allowlist +PACKAGE|-PACKAGE`:
    /// `dumpsys deviceidle`'s commands.
    private mutating func parseDoze() throws(FormatError) -> ScenarioAction {
        let command = try keyword(
            ["force-idle", "step", "unforce", "allowlist"], "'force-idle', 'step', 'unforce' or 'allowlist'")
        if command == "unforce" { return .doze(.unforce) }
        if command == "allowlist" {
            let token = try word("'+PACKAGE' or '-PACKAGE'")
            guard let sign = token.text.first, sign == "+" || sign == "-", token.text.count > 1 else {
                throw error(
                    .invalidValue, at: token,
                    "expected '+PACKAGE' (add to the allowlist) or '-PACKAGE' (remove), found '\(token.text)'")
            }
            return .doze(.allowlist(package: String(token.text.dropFirst()), on: sign == "+"))
        }
        var deep = true
        if !isAtEnd { deep = try keyword(["deep", "light"], "'deep' or 'light'") == "deep" }
        return .doze(command == "step" ? .step(deep: deep) : .forceIdle(deep: deep))
    }

    private mutating func parseRun() throws(FormatError) -> ScenarioAction {
        _ = try keyword(["until"], "'until'")
        if accept("idle") {
            return .runUntilIdle(
                maxEvents: accept("max") ? try integer("an event bound", in: FormatLimits.eventBounds) : 100_000)
        }
        _ = try keyword(["idle", "work"], "'idle' or 'work NAME is STATE within DURATION'")
        let name = try word("a unique work name").text
        _ = try keyword(["is"], "'is'")
        let state = try keyword(Self.workStates, "a work state")
        _ = try keyword(["within"], "'within'")
        return .runUntilWork(name: name, state: state, within: try duration())
    }

    static let workStates = ["ENQUEUED", "RUNNING", "SUCCEEDED", "FAILED", "BLOCKED", "CANCELLED"]

    private mutating func parseBroadcast() throws(FormatError) -> ScenarioAction {
        let action = try word("an intent action").text
        var package: String?
        var component: String?
        var sender = "shell"
        var extras: [(String, BundleValue)] = []
        var data: String?
        var categories: [String] = []
        var flags: IntentFlags = []
        let clauses = ["to", "component", "data", "category", "as", "flag", "extra"]
        while !isAtEnd {
            switch try keyword(clauses, "'to', 'component', 'data', 'category', 'as', 'flag' or 'extra'") {
            case "flag":
                let names = Self.broadcastFlags.map(\.name)
                let name = try keyword(names, "a broadcast flag (" + names.joined(separator: ", ") + ")")
                flags.insert(Self.broadcastFlags.first { $0.name == name }!.flag)
            case "to": package = try word("a package").text
            case "component": component = try word("a component like com.example/.Receiver").text
            case "data": data = try word("a data URI like content://com.android.calendar").text
            case "category": categories.append(try word("a category").text)
            case "as": sender = try word("'system', 'shell' or a package").text
            default: extras.append(try extra())
            }
        }
        return .broadcast(
            action: action, package: package, component: component, sender: sender, extras: extras, data: data,
            categories: categories, flags: flags)
    }

    /// The `flag` words of a `broadcast` step and the `FLAG_RECEIVER_*` each sets.
    static let broadcastFlags: [(name: String, flag: IntentFlags)] = [
        ("include-background", .receiverIncludeBackground), ("exclude-background", .receiverExcludeBackground),
        ("foreground", .receiverForeground), ("registered-only", .receiverRegisteredOnly),
        ("replace-pending", .receiverReplacePending),
    ]

    /// `KEY=VALUE` with the value's type from its form: `true`/`false`, an integer (int), `123L` (long),
    /// a decimal (double), `[1,2]` (an int array; other elements make a string array), anything else (or quoted)
    /// a string.
    private mutating func extra() throws(FormatError) -> (String, BundleValue) {
        let token = try word("an extra like count=3")
        guard let equals = token.text.firstIndex(of: "="), equals != token.text.startIndex else {
            throw error(.invalidValue, at: token, "'\(token.text)' is not an extra like key=value")
        }
        let key = String(token.text[..<equals])
        let raw = String(token.text[token.text.index(after: equals)...])
        if token.quoted { return (key, .string(raw)) }
        if raw.hasPrefix("["), raw.hasSuffix("]") {  // ids=[1,2]: an int[] (Java's int[] extra), else a String[]
            let items = raw.dropFirst().dropLast().split(separator: ",", omittingEmptySubsequences: false).map {
                String($0)
            }
            let elements = raw == "[]" ? [] : items
            let ints = elements.compactMap { Int32($0) }
            return (key, ints.count == elements.count ? .intArray(ints) : .stringArray(elements))
        }
        if raw == "true" || raw == "false" { return (key, .bool(raw == "true")) }
        if let int = Int32(raw) { return (key, .int(int)) }
        if raw.hasSuffix("L"), let long = Int64(raw.dropLast()) { return (key, .long(long)) }
        if let double = Double(raw), raw.contains(".") { return (key, .double(double)) }
        return (key, .string(raw))
    }

    private mutating func parseClick() throws(FormatError) -> ScenarioAction {
        let target = try widget()
        return .click(target, try nodeSelector())
    }

    /// `text "T" | containing "T" | tag T | description T | path 0.1`: the node a click or tap lands on.
    mutating func nodeSelector() throws(FormatError) -> WidgetNodeSelector {
        let how = try keyword(["text", "containing", "tag", "description", "path"], "how to find the node")
        let value = try word("the node's \(how)")
        switch how {
        case "text": return .text(value.text)
        case "containing": return .textContaining(value.text)
        case "tag": return .testTag(value.text)
        case "description": return .contentDescription(value.text)
        default:
            let parts = value.text.split(separator: ".").map { Int($0) }
            guard !parts.isEmpty, !parts.contains(nil) else {
                throw error(.invalidValue, at: value, "'\(value.text)' is not a node path like 0.1")
            }
            return .path(parts.map { $0! })
        }
    }

    private mutating func parseSet() throws(FormatError) -> ScenarioAction {
        let what = try keyword(
            [
                "network", "charging", "battery", "battery-saver", "idle", "storage", "screen", "motion", "time",
                "zone",
                "bucket", "exact-alarms",
            ], "what to set")
        switch what {
        case "network":
            let value = try keyword(NetworkState.allCases.map(\.rawValue), "a network state")
            return .setCondition(.network(NetworkState(rawValue: value)!))
        case "charging": return .setCondition(.charging(try onOff("'on' or 'off'")))
        case "battery":
            return .setCondition(.battery(try integer("a battery level", in: 0...100)))
        case "idle": return .setCondition(.idle(try onOff("'on' or 'off'")))
        case "storage": return .setCondition(.storageLow(try keyword(["low", "ok"], "'low' or 'ok'") == "low"))
        case "screen": return .setCondition(.screen(try onOff("'on' or 'off'")))
        case "motion": return .setCondition(.moving(try onOff("'on' or 'off'")))
        case "battery-saver": return .setCondition(.batterySaver(try onOff("'on' or 'off'")))
        case "time": return .setTime(try time())
        case "exact-alarms":
            let package = try word("a package").text
            return .exactAlarms(
                package: package, allowed: try keyword(["allow", "deny"], "'allow' or 'deny'") == "allow")
        case "bucket":
            let package = try word("a package").text
            return .standbyBucket(package: package, bucket: try standbyBucket())
        default: return .setZone(try word("a time zone like Europe/Berlin").text)
        }
    }

    /// `invariant builtin` or `invariant PHRASE` with a phrase of an invariants file (`max content age 2h`…): checked
    /// after every later step that lets time pass.
    private mutating func parseInvariant() throws(FormatError) -> ScenarioAction {
        let first = try word("'builtin' or an invariant like 'max content age 2h'")
        if first.text == "builtin" && isAtEnd { return .invariants(InvariantRule.builtIn) }
        var words = [(text: first.text, column: first.column)]
        while !isAtEnd {
            let token = try word("a word")
            words.append((token.text, token.column))
        }
        if words.map(\.text) == ["no", "builtin"] {
            throw error(
                .invalidValue, at: first, "'no builtin' belongs in an invariants file; a scenario adds invariants")
        }
        guard let invariant = try InvariantFile.invariant(words, path: path, line: line) else {
            return .invariants([])
        }
        return .invariants([invariant])
    }
}
