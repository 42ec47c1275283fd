import GlanceSim

/// Control effects — `if`, `return`, `once`, `forEach`, `forEachWidget`, `super` — and conditions.
extension EffectDecoder {
    func control(_ verb: String, _ main: JSON5Value, _ object: JSON5Object, hasWidget: Bool) throws(FormatError)
        -> Effect.Kind
    {
        switch verb {
        case "if":
            guard object["then"] != nil || object["else"] != nil else {
                throw FormatError(.missing, at: object.value.location, "effect 'if' needs 'then' (and maybe 'else')")
            }
            return .conditional(
                try condition(main, "'if'"), then: try branch(object, "then", hasWidget),
                otherwise: try branch(object, "else", hasWidget))
        case "return":
            try requireTrue(main, verb)
            return .stop
        case "once":
            let id = try JSON5Object.string(main, "'once'")
            return .once(id: id, effects: try effects(try object.required("do"), "'do'", hasWidget: hasWidget))
        case "forEach":
            return .forEach(
                try list(main), effects: try effects(try object.required("do"), "'do'", hasWidget: hasWidget))
        case "forEachWidget":
            return .forEachWidget(
                try widgetSelection(main), effects: try effects(try object.required("do"), "'do'", hasWidget: true))
        default:
            try requireTrue(main, verb)
            guard superAllowed else {
                throw FormatError(
                    .invalidValue, at: object.value.location,
                    "'super' runs the provider's built-in dispatch (super.onReceive); it belongs in 'onReceive' of a "
                        + "widget provider with dispatch: 'override'")
            }
            return .callSuper
        }
    }

    private func branch(_ object: JSON5Object, _ key: String, _ hasWidget: Bool) throws(FormatError) -> [Effect] {
        guard let value = object[key] else { return [] }
        return try effects(value, "'\(key)'", hasWidget: hasWidget)
    }

    /// A condition: `true`/`false`, an expression (`"widgets.count == 0"`), or a template with `{{…}}`/`${…}`
    /// (read as its value).
    func condition(_ value: JSON5Value, _ what: String) throws(FormatError) -> Condition {
        switch value.kind {
        case .bool(let flag): return TextTemplate(literal: String(flag))
        case .string(let text):
            if text.contains("{{") || text.contains("${") { return try TextTemplate.parse(value) }
            return TextTemplate(expression: try ExpressionParser.parse(text, at: Self.inside(value)), source: text)
        default:
            throw JSON5Object.expected("a condition such as \"widgets.count == 0\"", for: what, found: value)
        }
    }

    /// What `forEach` loops over: a count (`0 … n-1`), an array, or an expression that makes a list.
    private func list(_ value: JSON5Value) throws(FormatError) -> TextTemplate {
        switch value.kind {
        case .number:
            let count = try JSON5Object.integer(value, "'forEach'", in: 0...10_000)
            let indices = (0..<count).map { Expression.literal(.int($0)) }
            return TextTemplate(expression: .list(indices), source: "0 until \(count)")
        case .array(let elements):
            var items: [Expression] = []
            for element in elements {
                switch element.kind {
                case .string(let text): items.append(.literal(.string(text)))
                case .number(let number, _) where number.rounded() == number && abs(number) < 9e18:
                    items.append(.literal(.int(Int64(number))))
                case .number(let number, _): items.append(.literal(.double(number)))
                case .bool(let flag): items.append(.literal(.bool(flag)))
                default:
                    throw JSON5Object.expected(
                        "a string, number or boolean", for: "a 'forEach' element", found: element)
                }
            }
            return TextTemplate(expression: .list(items), source: "[…]")
        default:
            return try condition(value, "'forEach'")
        }
    }

    /// `".Provider"` / `"com.example/.Provider"` (a provider's ids), `"WidgetName"` (a Glance widget of the
    /// file) or `"${…}"` (ids an expression lists).
    private func widgetSelection(_ value: JSON5Value) throws(FormatError) -> WidgetSelection {
        let text = try JSON5Object.string(value, "'forEachWidget'")
        if text.contains("${") || text.contains("{{") { return .ids(try TextTemplate.parse(value)) }
        if text.contains(".") || text.contains("/") { return .provider(text) }
        note(.widget, text, at: value.location)
        return .glanceWidget(text)
    }

    /// The location of a string value's first character (after its opening quote).
    static func inside(_ value: JSON5Value) -> SourceLocation {
        var location = value.location
        location.column += 1
        return location
    }
}
