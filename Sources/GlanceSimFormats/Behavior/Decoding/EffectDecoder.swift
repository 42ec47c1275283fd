import GlanceSim

/// Decodes effect lists, remembering the widgets, workers and callbacks they name so that ``BehaviorDecoder`` can
/// check them once the whole file is read.
final class EffectDecoder {
    /// A name an effect or action uses, to check against the file's sections.
    struct Reference {
        enum Section: String {
            case widget, worker, callback, service
            /// A collection view's id (`notifyAppWidgetViewDataChanged`).
            case view
        }
        var section: Section
        var name: String
        var location: SourceLocation
    }

    /// The names used so far.
    private(set) var references: [Reference] = []

    /// The effect verbs, each with the other keys it takes.
    static let verbs: [(verb: String, keys: [String])] = [
        ("set", ["value", "type", "widget", "store"]),
        ("remove", ["widget", "store"]),
        ("increment", ["by", "widget", "store"]),
        ("toggle", ["widget", "store"]),
        ("clear", ["widget", "store"]),
        ("update", []),
        ("updateAll", []),
        ("updateAppWidget", []),
        ("updateAppWidgetOptions", []),
        ("notifyAppWidgetViewDataChanged", ["ids"]),
        ("register", ["actions", "categories", "data", "exported", "new", "onReceive"]),
        ("unregister", []),
        ("enqueue", ["unique", "policy", "periodic", "flex", "delay", "constraints", "backoff", "tags", "input"]),
        ("cancelUniqueWork", []),
        ("cancelWorkByTag", []),
        ("cancelAllWork", []),
        ("sendBroadcast", ["package", "component", "extras", "data", "mimeType", "categories"]),
        (
            "setAlarm",
            [
                "type", "in", "at", "repeating", "exact", "inexact", "whileIdle", "alarmClock", "receiver",
                "requestCode", "extras", "data", "categories",
            ]
        ),
        ("cancelAlarm", ["receiver", "requestCode", "data", "categories"]),
        ("startActivity", ["extras", "data"]),
        ("log", []),
        ("if", ["then", "else"]),
        ("return", []),
        ("once", ["do"]),
        ("forEach", ["do"]),
        ("forEachWidget", ["do"]),
        ("super", []),
    ]

    /// Whether `{ super: true }` may be written where effects are being decoded now: in `onReceive` of a
    /// receiver whose `dispatch` is `override`.
    var superAllowed = false

    func note(_ section: Reference.Section, _ name: String, at location: SourceLocation) {
        references.append(Reference(section: section, name: name, location: location))
    }

    /// Decodes `[effect, …]`; `hasWidget` says whether a widget is in context where they run.
    func effects(_ value: JSON5Value, _ what: String, hasWidget: Bool) throws(FormatError) -> [Effect] {
        guard case .array(let elements) = value.kind else {
            throw JSON5Object.expected("an array of effects", for: what, found: value)
        }
        var result: [Effect] = []
        for element in elements { result.append(try effect(element, hasWidget: hasWidget)) }
        return result
    }

    /// Decodes one effect object: exactly one verb key, plus that verb's options.
    func effect(_ value: JSON5Value, hasWidget: Bool) throws(FormatError) -> Effect {
        guard let members = value.members else {
            throw JSON5Object.expected(
                "an effect object such as { set: 'key', value: 1 }", for: "an effect", found: value)
        }
        let verbNames = Self.verbs.map(\.verb)
        let found = members.filter { verbNames.contains($0.key) }
        guard let verbMember = found.first else {
            let allKeys = Array(Set(Self.verbs.flatMap(\.keys)))
            let first = members.first { !allKeys.contains($0.key) } ?? members.first
            guard let first else {
                throw FormatError(
                    .missing, at: value.location, "empty effect; expected one of " + verbNames.joined(separator: ", "))
            }
            throw FormatError(
                .unknownName, at: first.keyLocation,
                "unknown effect '\(first.key)'" + JSON5Object.suggestion(first.key, verbNames))
        }
        if found.count > 1 {
            throw FormatError(
                .invalidValue, at: found[1].keyLocation,
                "an effect has one verb, found '\(verbMember.key)' and '\(found[1].key)'; write two effects")
        }
        let verb = verbMember.key
        let keys = Self.verbs.first { $0.verb == verb }!.keys
        let object = try JSON5Object(value, "effect '\(verb)'", known: [verb] + keys)
        let main = verbMember.value
        return Effect(location: value.location, kind: try kind(verb, main, object, hasWidget: hasWidget))
    }

    private func kind(_ verb: String, _ main: JSON5Value, _ object: JSON5Object, hasWidget: Bool) throws(FormatError)
        -> Effect.Kind
    {
        switch verb {
        case "set":
            let type = try object.choice("type", PreferenceType.self)
            let value = try valueTemplate(try object.required("value"), type: type)
            return .set(key: try TextTemplate.parse(main), value: value, target: try target(object, hasWidget))
        case "remove":
            return .remove(key: try TextTemplate.parse(main), target: try target(object, hasWidget))
        case "increment":
            let by = try object.integer("by", in: Int64.min...Int64.max) ?? 1
            return .increment(key: try TextTemplate.parse(main), by: by, target: try target(object, hasWidget))
        case "toggle":
            return .toggle(key: try TextTemplate.parse(main), target: try target(object, hasWidget))
        case "clear":
            try requireTrue(main, verb)
            return .clear(target: try target(object, hasWidget))
        case "update":
            try requireWidget(hasWidget, object, verb, instead: "updateAll")
            return .update(widget: try widgetName(main, verb))
        case "updateAll":
            return .updateAll(widget: try widgetName(main, verb))
        case "updateAppWidget":
            try requireWidget(hasWidget, object, verb, instead: nil)
            return .updateAppWidget(widget: try widgetName(main, verb))
        case "updateAppWidgetOptions":
            try requireWidget(hasWidget, object, verb, instead: nil)
            guard case .object(let members) = main.kind, !members.isEmpty else {
                throw JSON5Object.expected(
                    "an object of options such as { theme: 'dark' }", for: "'updateAppWidgetOptions'", found: main)
            }
            return .updateAppWidgetOptions(try bundle(main, "'updateAppWidgetOptions'"))
        case "notifyAppWidgetViewDataChanged":
            let ids = try object.template("ids")
            if ids == nil {
                try requireWidget(hasWidget, object, verb, instead: nil, orKey: "ids")
            }
            let viewId = try JSON5Object.string(main, "'\(verb)'")
            note(.view, viewId, at: main.location)
            return .notifyAppWidgetViewDataChanged(viewId: viewId, ids: ids)
        case "register":
            return .register(try runtimeReceiver(main, object))
        case "unregister":
            return .unregister(id: try JSON5Object.string(main, "'unregister'"))
        case "enqueue":
            return .enqueue(try workRequest(main, object))
        case "cancelUniqueWork":
            return .cancelUniqueWork(try TextTemplate.parse(main, "'cancelUniqueWork'"))
        case "cancelWorkByTag":
            return .cancelWorkByTag(try TextTemplate.parse(main, "'cancelWorkByTag'"))
        case "cancelAllWork":
            try requireTrue(main, verb)
            return .cancelAllWork
        case "sendBroadcast":
            return .sendBroadcast(try intent(main, object, verb, componentKey: "component"))
        case "setAlarm", "cancelAlarm":
            let alarm = try alarm(main, object, verb)
            return verb == "setAlarm" ? .setAlarm(alarm) : .cancelAlarm(alarm)
        case "startActivity":
            return .startActivity(try intent(main, object, verb, componentKey: nil))
        case "log":
            return .log(try TextTemplate.parse(main))
        default:
            return try control(verb, main, object, hasWidget: hasWidget)
        }
    }

    func requireTrue(_ value: JSON5Value, _ verb: String) throws(FormatError) {
        guard case .bool(true) = value.kind else { throw JSON5Object.expected("true", for: "'\(verb)'", found: value) }
    }

    private func requireWidget(
        _ hasWidget: Bool, _ object: JSON5Object, _ verb: String, instead: String?, orKey key: String? = nil
    ) throws(FormatError) {
        guard !hasWidget else { return }
        throw FormatError(
            .invalidValue, at: object.value.location,
            "'\(verb)' needs a widget in context (onUpdate, onDeleted, onAppWidgetOptionsChanged, onRestored, a "
                + "callback or a lambda)" + (instead.map { "; use '\($0)' here" } ?? "")
                + (key.map { "; or give '\($0)' (such as \"${widgets}\")" } ?? ""))
    }

    private func widgetName(_ value: JSON5Value, _ verb: String) throws(FormatError) -> String {
        let name = try JSON5Object.string(value, "'\(verb)'")
        note(.widget, name, at: value.location)
        return name
    }

    private func target(_ object: JSON5Object, _ hasWidget: Bool) throws(FormatError) -> StateTarget {
        let widget = object.member("widget")
        let store = object.member("store")
        if let widget, let store {
            _ = widget
            throw FormatError(
                .invalidValue, at: store.keyLocation, "\(object.what) takes 'widget' or 'store', not both")
        }
        if let widget {
            let name = try JSON5Object.string(widget.value, "'widget'")
            note(.widget, name, at: widget.value.location)
            return .allWidgets(name)
        }
        if let store { return .store(try JSON5Object.string(store.value, "'store'")) }
        guard hasWidget else {
            throw FormatError(
                .missing, at: object.value.location,
                "\(object.what) has no widget in context here; add 'widget: NAME' (all widgets of a type) or "
                    + "'store: NAME' (a named DataStore)")
        }
        return .widgetInContext
    }

    /// A value to store or send: a string (a template), number, boolean or array of them.
    func valueTemplate(_ value: JSON5Value, type: PreferenceType?) throws(FormatError) -> ValueTemplate {
        let source: ValueTemplate.Source
        switch value.kind {
        case .string: source = .string(try TextTemplate.parse(value))
        case .bool(let flag): source = .bool(flag)
        case .number(let number, let text):
            guard number.isFinite else {
                throw FormatError(.invalidValue, at: value.location, "'\(text)' cannot be stored; use a finite number")
            }
            if number.rounded() == number, abs(number) < 9.2e18, type != .float, type != .double {
                source = .integer(Int64(number))
            } else {
                source = .double(number)
            }
        case .array(let elements):
            var values: [ValueTemplate] = []
            for element in elements {
                if case .array = element.kind {
                    throw JSON5Object.expected("a string, number or boolean", for: "an array element", found: element)
                }
                values.append(try valueTemplate(element, type: nil))
            }
            source = .list(values)
        case .object, .null:
            throw JSON5Object.expected("a string, number, boolean or array", for: "a value", found: value)
        }
        return ValueTemplate(source: source, type: type, location: value.location)
    }

    /// `{ key: value, … }` of extras, parameters or input, in file order. A value is written as it is (its type
    /// follows: `[1, 2]` is an `int[]`) or as `{ type: T, value: V }` with a type of ``ExtraType``.
    func bundle(_ value: JSON5Value?, _ what: String) throws(FormatError) -> [(key: String, value: ValueTemplate)] {
        guard let value else { return [] }
        guard let members = value.members else { throw JSON5Object.expected("an object", for: what, found: value) }
        var result: [(key: String, value: ValueTemplate)] = []
        for member in members {
            guard case .object = member.value.kind else {
                result.append((member.key, try valueTemplate(member.value, type: nil)))
                continue
            }
            let typed = try JSON5Object(member.value, "extra '\(member.key)'", known: ["type", "value"])
            var template = try valueTemplate(try typed.required("value"), type: nil)
            template.extraType = try typed.choice("type", ExtraType.self)
            if template.extraType == nil {
                throw FormatError(
                    .missing, at: member.value.location,
                    "extra '\(member.key)' needs 'type' (" + ExtraType.allCases.map(\.rawValue).joined(separator: ", ")
                        + ") next to 'value'")
            }
            result.append((member.key, template))
        }
        return result
    }

    private func workRequest(_ main: JSON5Value, _ object: JSON5Object) throws(FormatError) -> WorkRequestSpec {
        let worker = try JSON5Object.string(main, "'enqueue'")
        note(.worker, worker, at: main.location)
        let periodic = try object.duration("periodic")
        let unique = try object.template("unique")
        var policy: String?
        if let policyValue = object["policy"] {
            let names =
                periodic != nil
                ? ExistingPeriodicWorkPolicy.allCases.map(\.rawValue) : ExistingWorkPolicy.allCases.map(\.rawValue)
            let text = try JSON5Object.string(policyValue, "'policy'")
            guard names.contains(text) else {
                throw FormatError(
                    .invalidValue, at: policyValue.location,
                    "unknown \(periodic != nil ? "periodic " : "")work policy '\(text)'"
                        + JSON5Object.suggestion(text, names))
            }
            guard unique != nil else {
                throw FormatError(.missing, at: policyValue.location, "'policy' needs 'unique' (the unique work name)")
            }
            policy = text
        }
        if let flex = object.member("flex"), periodic == nil {
            throw FormatError(.invalidValue, at: flex.keyLocation, "'flex' needs 'periodic'")
        }
        var backoff: (policy: BackoffPolicy, delay: SimDuration)?
        if let backoffValue = object["backoff"] {
            let backoffObject = try JSON5Object(backoffValue, "'backoff'", known: ["policy", "delay"])
            backoff = (
                try backoffObject.choice("policy", BackoffPolicy.self) ?? .exponential,
                try backoffObject.duration("delay") ?? .seconds(30)
            )
        }
        // A delay written with `${…}` is computed when the work is enqueued.
        var computedDelay: TextTemplate?
        if let delay = object["delay"], case .string(let text) = delay.kind, text.contains("${") {
            computedDelay = try TextTemplate.parse(delay)
        }
        var request = WorkRequestSpec(
            worker: worker, workerLocation: main.location, uniqueName: unique, policy: policy, periodic: periodic,
            flex: try object.duration("flex"), initialDelay: computedDelay == nil ? try object.duration("delay") : nil,
            constraints: try constraints(object["constraints"]), backoff: backoff,
            tags: try object.templateArray("tags") ?? [], input: try bundle(object["input"], "'input'"))
        request.computedDelay = computedDelay
        return request
    }

    private func constraints(_ value: JSON5Value?) throws(FormatError) -> Constraints {
        guard let value else { return .none }
        let object = try JSON5Object(
            value, "'constraints'", known: ["network", "charging", "batteryNotLow", "deviceIdle", "storageNotLow"])
        return Constraints(
            requiredNetworkType: try object.choice("network", NetworkType.self) ?? .notRequired,
            requiresCharging: try object.bool("charging") ?? false,
            requiresBatteryNotLow: try object.bool("batteryNotLow") ?? false,
            requiresDeviceIdle: try object.bool("deviceIdle") ?? false,
            requiresStorageNotLow: try object.bool("storageNotLow") ?? false)
    }
}
