import GlanceSim

/// Turns the JSON5 tree of a behaviour file into a ``BehaviorSpec``, checking every key and every name.
struct BehaviorDecoder {
    /// The sections; `ios` is the app's iOS side, read by ``IOSSideDecoder``.
    static let sections = [
        "application", "receivers", "widgets", "callbacks", "workers", "services", "ios", "notModelled",
    ]
    static let factoryKeys = ["onCreate", "onDataSetChanged", "count", "item", "onDestroy"]
    static let receiverKeys = ["widget", "dispatch", "onReceive"] + LifecycleCallback.allCases.map(\.rawValue)
    static let workerKeys = [
        "results", "result", "duration", "onStart", "effects", "onSuccess", "onRetry", "onFailure",
    ]

    private let effects = EffectDecoder()

    static func decode(_ root: JSON5Value, path: String) throws(FormatError) -> BehaviorSpec {
        try BehaviorDecoder().decode(root, path: path)
    }

    private func decode(_ root: JSON5Value, path: String) throws(FormatError) -> BehaviorSpec {
        let top = try JSON5Object(root, "the behaviour file", known: Self.sections)
        var onCreate: [Effect] = []
        var actions: [AppActionBehavior] = []
        if let application = top["application"] {
            let object = try JSON5Object(application, "'application'", known: ["onCreate", "actions"])
            if let value = object["onCreate"] { onCreate = try effects.effects(value, "'onCreate'", hasWidget: false) }
            for member in try entries(object["actions"], "'actions'") {
                // `app do NAME for W` puts a widget in context; without one, a state effect needs `widget`/`store`
                // (checked when it runs).
                actions.append(
                    AppActionBehavior(
                        name: member.key, location: member.keyLocation,
                        effects: try effects.effects(member.value, "action '\(member.key)'", hasWidget: true)))
            }
        }
        var spec = BehaviorSpec(
            path: path, onCreate: onCreate, receivers: [], widgets: [], callbacks: [], workers: [], actions: actions)
        for member in try entries(top["receivers"], "'receivers'") {
            spec.receivers.append(try receiver(member))
        }
        let content = ContentDecoder(effects: effects)
        for member in try entries(top["widgets"], "'widgets'") {
            let object = try JSON5Object(
                member.value, "widget '\(member.key)'", known: ["sizeMode", "session", "content", "state"])
            spec.widgets.append(
                WidgetBehavior(
                    name: member.key, location: member.keyLocation, sizeMode: try sizeMode(object["sizeMode"]),
                    content: try ContentDepthCheck.checked(content.node(try object.required("content"))),
                    sharedState: try sharedState(object["state"]),
                    session: try sessionValues(object["session"])))
        }
        for member in try entries(top["callbacks"], "'callbacks'") {
            spec.callbacks.append(
                CallbackBehavior(
                    name: member.key, location: member.keyLocation,
                    effects: try effects.effects(member.value, "callback '\(member.key)'", hasWidget: true)))
        }
        for member in try entries(top["workers"], "'workers'") {
            spec.workers.append(try worker(member))
        }
        for member in try entries(top["services"], "'services'") {
            spec.services.append(try service(member, content: content))
        }
        spec.notModelled = try notModelled(top["notModelled"])
        try checkReferences(spec)
        return spec
    }

    /// `notModelled: [{ work: NAME, why: TEXT }, …]`: each entry names one thing, and says why.
    private func notModelled(_ value: JSON5Value?) throws(FormatError) -> [NotModelledEntry] {
        guard let value else { return [] }
        guard case .array(let items) = value.kind else {
            throw JSON5Object.expected("an array", for: "'notModelled'", found: value)
        }
        let kinds = NotModelledEntry.Kind.allCases.map(\.rawValue)
        var result: [NotModelledEntry] = []
        for item in items {
            let object = try JSON5Object(item, "a 'notModelled' entry", known: kinds + ["why"])
            let named = object.members.filter { kinds.contains($0.key) }
            guard named.count == 1, let kind = NotModelledEntry.Kind(rawValue: named[0].key) else {
                throw FormatError(
                    .invalidValue, at: item.location,
                    "a 'notModelled' entry names exactly one of \(JSON5Object.list(kinds)), and says 'why'")
            }
            let why = try object.requiredString("why")
            guard !why.allSatisfy(\.isWhitespace) else {
                throw FormatError(.invalidValue, at: object.member("why")!.value.location, "say why it is not modelled")
            }
            result.append(
                NotModelledEntry(
                    kind: kind, value: try JSON5Object.string(named[0].value, "'\(kind.rawValue)'"), why: why,
                    location: named[0].keyLocation))
        }
        return result
    }

    private func entries(_ value: JSON5Value?, _ what: String) throws(FormatError) -> [JSON5Value.Member] {
        guard let value else { return [] }
        guard let members = value.members else { throw JSON5Object.expected("an object", for: what, found: value) }
        return members
    }

    private func receiver(_ member: JSON5Value.Member) throws(FormatError) -> ReceiverBehavior {
        let what = "receiver '\(member.key)'"
        let object = try JSON5Object(member.value, what, known: Self.receiverKeys)
        var lifecycle: [LifecycleCallback: [Effect]] = [:]
        var locations: [LifecycleCallback: SourceLocation] = [:]
        for callback in LifecycleCallback.allCases {
            guard let entry = object.member(callback.rawValue) else { continue }
            lifecycle[callback] = try effects.effects(
                entry.value, "'\(callback.rawValue)'", hasWidget: callback.hasWidget)
            locations[callback] = entry.keyLocation
        }
        let dispatch = try object.choice("dispatch", ReceiverBehavior.Dispatch.self) ?? .superFirst
        var onReceive: [(action: String, effects: [Effect])] = []
        if let value = object["onReceive"] {
            effects.superAllowed = dispatch == .override
            defer { effects.superAllowed = false }
            for entry in try entries(value, "'onReceive'") {
                // The widget in context is the one the intent's `appWidgetId` extra names (checked when it runs).
                onReceive.append((entry.key, try effects.effects(entry.value, "'\(entry.key)'", hasWidget: true)))
            }
        }
        var widget: String?
        var widgetLocation: SourceLocation?
        if let value = object["widget"] {
            widget = try JSON5Object.string(value, "'widget'")
            widgetLocation = value.location
            effects.note(.widget, widget!, at: value.location)
        }
        return ReceiverBehavior(
            className: member.key, location: member.keyLocation, widget: widget, widgetLocation: widgetLocation,
            lifecycle: lifecycle, lifecycleLocations: locations, onReceive: onReceive, dispatch: dispatch)
    }

    /// `session: { NAME: VALUE | { collect: STORE, value: VALUE } | { keys: [EXPRESSION, …], value: VALUE } }`, in
    /// file order. A name is an identifier (content reads it as `session.NAME`).
    private func sessionValues(_ value: JSON5Value?) throws(FormatError) -> [WidgetBehavior.SessionValue] {
        var values: [WidgetBehavior.SessionValue] = []
        for member in try entries(value, "'session'") {
            if !Self.isIdentifier(member.key) {
                throw FormatError(
                    .invalidValue, at: member.keyLocation,
                    "session value '\(member.key)' needs a name content can read as session.NAME: letters, digits "
                        + "and '_', not starting with a digit")
            }
            guard case .object = member.value.kind else {
                values.append(.init(name: member.key, value: try effects.valueTemplate(member.value, type: nil)))
                continue
            }
            let object = try JSON5Object(
                member.value, "session value '\(member.key)'", known: ["collect", "value", "keys"])
            var entry = WidgetBehavior.SessionValue(
                name: member.key, value: try effects.valueTemplate(try object.required("value"), type: nil),
                collectedStore: try object.string("collect"))
            if let keys = object["keys"] {
                if entry.collectedStore != nil {
                    throw FormatError(
                        .invalidValue, at: keys.location,
                        "session value '\(member.key)' either collects a store or has keys, not both: a collected "
                            + "value is read at every composition already")
                }
                guard case .array(let elements) = keys.kind, !elements.isEmpty else {
                    throw JSON5Object.expected(
                        "a non-empty array of expressions such as [\"state.refreshKey\"]",
                        for: "'keys' of session value '\(member.key)'", found: keys)
                }
                for element in elements {
                    entry.keys.append(try effects.condition(element, "a key of session value '\(member.key)'"))
                }
            } else if entry.collectedStore == nil {
                throw FormatError(
                    .invalidValue, at: member.value.location,
                    "session value '\(member.key)' is an object: give it 'collect: STORE' (a Flow the composition "
                        + "collects) or 'keys: [...]' (remember or LaunchedEffect keys), or write its value alone")
            }
            values.append(entry)
        }
        return values
    }

    private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
        }
    }

    /// `state: { store: NAME, deletedWithWidget?: B }`: a state definition shared by every widget of the type.
    private func sharedState(_ value: JSON5Value?) throws(FormatError) -> WidgetBehavior.SharedState? {
        guard let value else { return nil }
        let object = try JSON5Object(value, "'state'", known: ["store", "deletedWithWidget"])
        let store = try object.requiredString("store")
        if store.hasPrefix("appWidget-") {
            throw FormatError(
                .invalidValue, at: object["store"]!.location,
                "'\(store)' is the name of a widget's own state store; choose another name for a shared store")
        }
        return WidgetBehavior.SharedState(
            store: store, deletedWithAnyWidget: try object.bool("deletedWithWidget") ?? true)
    }

    private func sizeMode(_ value: JSON5Value?) throws(FormatError) -> SizeMode {
        guard let value else { return .single }
        if case .string(let name) = value.kind {
            switch name {
            case "single": return .single
            case "exact": return .exact
            default:
                throw FormatError(
                    .invalidValue, at: value.location,
                    "unknown size mode '\(name)'" + JSON5Object.suggestion(name, ["single", "exact"])
                        + (EditDistance.suggestion(for: name, among: ["single", "exact"]) == nil
                            ? "; or write { responsive: ['110x40', …] }" : ""))
            }
        }
        let object = try JSON5Object(value, "'sizeMode'", known: ["responsive"])
        let sizesValue = try object.required("responsive")
        var sizes: [DpSize] = []
        for text in try JSON5Object.stringArray(sizesValue, "'responsive'") {
            let parts = text.split(separator: "x")
            guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
                throw FormatError(
                    .invalidValue, at: sizesValue.location,
                    "expected sizes like '110x40' (dp) in 'responsive', found '\(text)'")
            }
            guard FormatLimits.dpSizes.contains(width), FormatLimits.dpSizes.contains(height) else {
                throw FormatError(
                    .invalidValue, at: sizesValue.location,
                    "size '\(text)' in 'responsive' is out of range; "
                        + "width and height must be \(FormatLimits.describe(FormatLimits.dpSizes)) dp")
            }
            sizes.append(DpSize(width: width, height: height))
        }
        return .responsive(sizes)
    }

    private func worker(_ member: JSON5Value.Member) throws(FormatError) -> WorkerBehavior {
        let what = "worker '\(member.key)'"
        let object = try JSON5Object(member.value, what, known: Self.workerKeys)
        if let results = object.member("results"), let result = object.member("result") {
            _ = results
            throw FormatError(.invalidValue, at: result.keyLocation, "\(what) takes 'results' or 'result', not both")
        }
        var results: [WorkerBehavior.ResultChoice] = [.fixed(.success)]
        if let value = object["results"] ?? object["result"] {
            results = []
            let elements: [JSON5Value]
            if case .array(let array) = value.kind { elements = array } else { elements = [value] }
            for element in elements { results.append(try resultChoice(element)) }
            if results.isEmpty {
                throw FormatError(
                    .missing, at: value.location, "'results' needs at least one of 'success', 'retry', 'failure'")
            }
        }
        func list(_ key: String) throws(FormatError) -> [Effect] {
            guard let value = object[key] else { return [] }
            return try effects.effects(value, "'\(key)'", hasWidget: false)
        }
        return WorkerBehavior(
            name: member.key, location: member.keyLocation, results: results,
            duration: try object.duration("duration") ?? .zero, onStart: try list("onStart"),
            effects: try list("effects"), onSuccess: try list("onSuccess"), onRetry: try list("onRetry"),
            onFailure: try list("onFailure"))
    }

    /// `'success'`, `{ if: CONDITION, then: R, else: R }`, or a `${…}` expression that computes a result name.
    private func resultChoice(_ value: JSON5Value) throws(FormatError) -> WorkerBehavior.ResultChoice {
        if case .string(let text) = value.kind, text.contains("${") {
            return .computed(try TextTemplate.parse(value))
        }
        guard case .object = value.kind else {
            return .fixed(try JSON5Object.choice(value, "a worker result", WorkerBehavior.Result.self))
        }
        let object = try JSON5Object(value, "a conditional result", known: ["if", "then", "else"])
        return .conditional(
            try effects.condition(try object.required("if"), "'if'"),
            then: try resultChoice(try object.required("then")),
            otherwise: try resultChoice(try object.required("else")))
    }

    /// `services.NAME: { factory: { onCreate?, onDataSetChanged?, count, item, onDestroy? } }`. The factory's
    /// effects run with the widget whose host bound it in context.
    private func service(_ member: JSON5Value.Member, content: ContentDecoder) throws(FormatError) -> ServiceBehavior {
        let object = try JSON5Object(member.value, "service '\(member.key)'", known: ["factory"])
        let factory = try JSON5Object(try object.required("factory"), "'factory'", known: Self.factoryKeys)
        func list(_ key: String) throws(FormatError) -> [Effect] {
            guard let value = factory[key] else { return [] }
            return try effects.effects(value, "'\(key)'", hasWidget: true)
        }
        let countValue = try factory.required("count")
        let count: TextTemplate
        switch countValue.kind {
        case .number:
            let number = try JSON5Object.integer(countValue, "'count'", in: 0...Int64(Int32.max))
            count = TextTemplate(expression: .literal(.int(number)), source: String(number))
        case .string: count = try effects.condition(countValue, "'count'")
        default:
            throw JSON5Object.expected(
                "a whole number or an expression such as \"stores.events.count\"", for: "'count'", found: countValue)
        }
        return ServiceBehavior(
            className: member.key, location: member.keyLocation, onCreate: try list("onCreate"),
            onDataSetChanged: try list("onDataSetChanged"), onDestroy: try list("onDestroy"), count: count,
            item: try ContentDepthCheck.checked(content.node(try factory.required("item"))))
    }

    /// Every widget, worker, callback, service and collection view an entry names must be described in the file.
    private func checkReferences(_ spec: BehaviorSpec) throws(FormatError) {
        let viewIds =
            spec.widgets.flatMap { $0.content.remoteCollections.map(\.viewId) }
            + spec.services.flatMap { $0.item.remoteCollections.map(\.viewId) }
        for reference in effects.references {
            let names: [String]
            switch reference.section {
            case .widget: names = spec.widgetNames
            case .worker: names = spec.workerNames
            case .callback: names = spec.callbackNames
            case .service: names = spec.serviceNames
            case .view: names = viewIds
            }
            guard !names.contains(reference.name) else { continue }
            if reference.section == .view {
                throw FormatError(
                    .unresolved, at: reference.location,
                    "no collection view has the id '\(reference.name)' (a ListView, GridView or StackView's 'viewId', "
                        + "or its service)"
                        + (EditDistance.suggestion(for: reference.name, among: names).map { "; did you mean '\($0)'?" }
                            ?? (names.isEmpty ? "" : "; ids: " + JSON5Object.list(names))))
            }
            throw FormatError(
                .unresolved, at: reference.location,
                "no \(reference.section.rawValue) '\(reference.name)' in '\(reference.section.rawValue)s'"
                    + (EditDistance.suggestion(for: reference.name, among: names).map { "; did you mean '\($0)'?" }
                        ?? ""))
        }
    }
}
