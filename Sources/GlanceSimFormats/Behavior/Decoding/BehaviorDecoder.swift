import GlanceSim

/// Turns the JSON5 tree of a behaviour file into a ``BehaviorSpec``, checking every key and every name.
struct BehaviorDecoder {
    static let sections = ["application", "receivers", "widgets", "callbacks", "workers"]
    static let receiverKeys = ["widget", "onReceive"] + LifecycleCallback.allCases.map(\.rawValue)

    private let effects = EffectDecoder()

    static func decode(_ root: JSON5Value, path: String) throws(FormatError) -> BehaviorSpec {
        try BehaviorDecoder().decode(root, path: path)
    }

    private func decode(_ root: JSON5Value, path: String) throws(FormatError) -> BehaviorSpec {
        let top = try JSON5Object(root, "the behaviour file", known: Self.sections)
        var onCreate: [Effect] = []
        if let application = top["application"] {
            let object = try JSON5Object(application, "'application'", known: ["onCreate"])
            if let value = object["onCreate"] { onCreate = try effects.effects(value, "'onCreate'", hasWidget: false) }
        }
        var spec = BehaviorSpec(
            path: path, onCreate: onCreate, receivers: [], widgets: [], callbacks: [], workers: [])
        for member in try entries(top["receivers"], "'receivers'") {
            spec.receivers.append(try receiver(member))
        }
        let content = ContentDecoder(effects: effects)
        for member in try entries(top["widgets"], "'widgets'") {
            let object = try JSON5Object(member.value, "widget '\(member.key)'", known: ["sizeMode", "content"])
            spec.widgets.append(
                WidgetBehavior(
                    name: member.key, location: member.keyLocation, sizeMode: try sizeMode(object["sizeMode"]),
                    content: try ContentDepthCheck.checked(content.node(try object.required("content")))))
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
        try checkReferences(spec)
        return spec
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
        var onReceive: [(action: String, effects: [Effect])] = []
        if let value = object["onReceive"] {
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
            lifecycle: lifecycle, lifecycleLocations: locations, onReceive: onReceive)
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
        let object = try JSON5Object(
            member.value, what, known: ["results", "duration", "effects", "onSuccess", "onRetry", "onFailure"])
        var results: [WorkerBehavior.Result] = [.success]
        if let value = object["results"] {
            results = []
            let elements: [JSON5Value]
            if case .array(let array) = value.kind { elements = array } else { elements = [value] }
            for element in elements {
                results.append(try JSON5Object.choice(element, "a worker result", WorkerBehavior.Result.self))
            }
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
            duration: try object.duration("duration") ?? .zero, effects: try list("effects"),
            onSuccess: try list("onSuccess"), onRetry: try list("onRetry"), onFailure: try list("onFailure"))
    }

    /// Every widget, worker and callback an entry names must be described in the file.
    private func checkReferences(_ spec: BehaviorSpec) throws(FormatError) {
        for reference in effects.references {
            let names: [String]
            switch reference.section {
            case .widget: names = spec.widgetNames
            case .worker: names = spec.workerNames
            case .callback: names = spec.callbackNames
            }
            guard !names.contains(reference.name) else { continue }
            throw FormatError(
                .unresolved, at: reference.location,
                "no \(reference.section.rawValue) '\(reference.name)' in '\(reference.section.rawValue)s'"
                    + (EditDistance.suggestion(for: reference.name, among: names).map { "; did you mean '\($0)'?" }
                        ?? ""))
        }
    }
}
