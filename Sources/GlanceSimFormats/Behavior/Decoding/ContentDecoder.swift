import GlanceSim

/// Decodes widget content templates: `{ Column: [ … ], modifier: { … } }`, `{ Text: "{{time}}" }`, …
struct ContentDecoder {
    let effects: EffectDecoder

    /// Node kinds (and control forms) with the attribute keys each takes besides `modifier`.
    static let kinds: [(kind: String, keys: [String])] = [
        ("Box", ["contentAlignment"]),
        ("Row", ["horizontalAlignment", "verticalAlignment"]),
        ("Column", ["verticalAlignment", "horizontalAlignment"]),
        ("LazyColumn", ["horizontalAlignment"]),
        ("LazyVerticalGrid", ["gridCells"]),
        ("Text", ["maxLines"]),
        ("Button", ["onClick", "enabled"]),
        ("Image", ["contentDescription", "contentScale"]),
        ("Spacer", []),
        ("CheckBox", ["checked", "onCheckedChange"]),
        ("Switch", ["checked", "onCheckedChange"]),
        ("RadioButton", ["checked", "onClick", "enabled"]),
        ("CircularProgressIndicator", []),
        ("LinearProgressIndicator", []),
        ("forEach", ["content"]),
        ("if", ["then", "else"]),
        ("bySize", []),
        ("ListView", ["viewId", "data", "empty"]),
        ("GridView", ["viewId", "data", "empty", "columns"]),
        ("StackView", ["viewId", "data", "empty"]),
    ]

    private static let alignments: [String: Alignment] = [
        "topStart": .topStart, "topCenter": .topCenter, "topEnd": .topEnd, "centerStart": .centerStart,
        "center": .center, "centerEnd": .centerEnd, "bottomStart": .bottomStart, "bottomCenter": .bottomCenter,
        "bottomEnd": .bottomEnd,
    ]
    private static let alignmentNames = [
        "topStart", "topCenter", "topEnd", "centerStart", "center", "centerEnd", "bottomStart", "bottomCenter",
        "bottomEnd",
    ]

    /// `node` or `[node, …]`.
    func nodes(_ value: JSON5Value, hasWidget: Bool = true) throws(FormatError) -> [NodeTemplate] {
        if case .array(let elements) = value.kind {
            var result: [NodeTemplate] = []
            for element in elements { result.append(try node(element)) }
            return result
        }
        return [try node(value)]
    }

    /// One node object.
    func node(_ value: JSON5Value) throws(FormatError) -> NodeTemplate {
        guard let members = value.members else {
            throw JSON5Object.expected("a node object such as { Text: 'Hello' }", for: "content", found: value)
        }
        let kindNames = Self.kinds.map(\.kind)
        let found = members.filter { kindNames.contains($0.key) }
        guard let kindMember = found.first else {
            let attributes = Set(Self.kinds.flatMap(\.keys) + ["modifier"])
            guard let first = members.first(where: { !attributes.contains($0.key) }) ?? members.first else {
                throw FormatError(
                    .missing, at: value.location, "empty node; expected a kind such as 'Text' or 'Column'")
            }
            throw FormatError(
                .unknownName, at: first.keyLocation,
                "unknown node kind '\(first.key)'" + JSON5Object.suggestion(first.key, kindNames))
        }
        if found.count > 1 {
            throw FormatError(
                .invalidValue, at: found[1].keyLocation,
                "a node has one kind, found '\(kindMember.key)' and '\(found[1].key)'; put them in a Column, Row or Box"
            )
        }
        let kindName = kindMember.key
        let keys = Self.kinds.first { $0.kind == kindName }!.keys
        let object = try JSON5Object(value, kindName, known: [kindName, "modifier"] + keys)
        let main = kindMember.value
        return NodeTemplate(
            location: value.location, kind: try kind(kindName, main, object),
            modifier: try modifier(object["modifier"]))
    }

    private func kind(_ name: String, _ main: JSON5Value, _ object: JSON5Object) throws(FormatError)
        -> NodeTemplate.Kind
    {
        switch name {
        case "Box":
            var alignment = Alignment.topStart
            if let value = object["contentAlignment"] {
                let text = try JSON5Object.string(value, "'contentAlignment'")
                guard let known = Self.alignments[text] else {
                    throw FormatError(
                        .invalidValue, at: value.location,
                        "unknown value '\(text)' for 'contentAlignment'"
                            + JSON5Object.suggestion(text, Self.alignmentNames))
                }
                alignment = known
            }
            return .box(children: try children(main, name), alignment: alignment)
        case "Row":
            return .row(
                children: try children(main, name),
                horizontal: try object.choice("horizontalAlignment", Alignment.Horizontal.self) ?? .start,
                vertical: try object.choice("verticalAlignment", Alignment.Vertical.self) ?? .top)
        case "Column":
            return .column(
                children: try children(main, name),
                vertical: try object.choice("verticalAlignment", Alignment.Vertical.self) ?? .top,
                horizontal: try object.choice("horizontalAlignment", Alignment.Horizontal.self) ?? .start)
        case "LazyColumn":
            return .lazyColumn(
                children: try children(main, name),
                horizontal: try object.choice("horizontalAlignment", Alignment.Horizontal.self) ?? .start)
        case "LazyVerticalGrid":
            var cells = GridCells.fixed(2)
            if let value = object["gridCells"] {
                if case .number = value.kind {
                    cells = .fixed(Int(try JSON5Object.integer(value, "'gridCells'", in: 1...100)))
                } else {
                    let adaptive = try JSON5Object(value, "'gridCells'", known: ["adaptive"])
                    guard let size = try adaptive.number("adaptive") else {
                        throw FormatError(.missing, at: value.location, "'gridCells' needs a count or { adaptive: DP }")
                    }
                    cells = .adaptive(minSize: size)
                }
            }
            return .lazyVerticalGrid(children: try children(main, name), cells: cells)
        case "Text":
            return .text(
                try TextTemplate.parse(main), maxLines: try object.integer("maxLines", in: 1...1000).map(Int.init))
        case "Button":
            return .button(
                try TextTemplate.parse(main), onClick: try action(object["onClick"], "'onClick'"),
                enabled: try flag(object["enabled"], "'enabled'"))
        case "Image":
            return .image(
                resource: try TextTemplate.parse(main),
                contentDescription: try object.template("contentDescription"),
                scale: try object.choice("contentScale", ContentScale.self) ?? .fit)
        case "Spacer", "CircularProgressIndicator":
            try empty(main, name)
            return name == "Spacer" ? .spacer : .circularProgress
        case "CheckBox", "Switch":
            let checked = try flag(try object.required("checked"), "'checked'")!
            let action = try action(object["onCheckedChange"], "'onCheckedChange'")
            let text = try TextTemplate.parse(main)
            return name == "CheckBox"
                ? .checkBox(text, checked: checked, action: action)
                : .switchToggle(text, checked: checked, action: action)
        case "RadioButton":
            return .radioButton(
                try TextTemplate.parse(main), checked: try flag(try object.required("checked"), "'checked'")!,
                action: try action(object["onClick"], "'onClick'"), enabled: try flag(object["enabled"], "'enabled'"))
        case "LinearProgressIndicator":
            if case .null = main.kind { return .linearProgress(nil) }
            return .linearProgress(try flag(main, "'LinearProgressIndicator'"))
        case "forEach":
            return .forEach(try forEachSource(main), content: try nodes(try object.required("content")))
        case "if":
            return .conditional(
                try effects.condition(main, "'if'"),
                then: try object["then"].map { v throws(FormatError) in try nodes(v) } ?? [],
                otherwise: try object["else"].map { v throws(FormatError) in try nodes(v) } ?? [])
        case "ListView", "GridView", "StackView":
            let service = try JSON5Object.string(main, "'\(name)'")
            effects.note(.service, service, at: main.location)
            return .remoteAdapter(
                RemoteCollectionTemplate(
                    view: RemoteAdapter.View(rawValue: name)!, service: service,
                    viewId: try object.string("viewId") ?? service, data: try object.template("data"),
                    empty: try object["empty"].map { v throws(FormatError) in try nodes(v) } ?? [],
                    columns: Int(try object.integer("columns", in: 1...100) ?? 1)))
        default:
            return .bySize(try sizeCases(main))
        }
    }

    private func children(_ value: JSON5Value, _ kind: String) throws(FormatError) -> [NodeTemplate] {
        guard case .array = value.kind else {
            throw JSON5Object.expected("an array of child nodes", for: "'\(kind)'", found: value)
        }
        return try nodes(value)
    }

    /// `{}`, `true` or `null`: the node has no argument.
    private func empty(_ value: JSON5Value, _ kind: String) throws(FormatError) {
        switch value.kind {
        case .null, .bool(true): return
        case .object(let members) where members.isEmpty: return
        default: throw JSON5Object.expected("{} (no argument)", for: "'\(kind)'", found: value)
        }
    }

    /// A boolean or number written as a literal or a template (rendered, then read).
    private func flag(_ value: JSON5Value?, _ what: String) throws(FormatError) -> TextTemplate? {
        guard let value else { return nil }
        switch value.kind {
        case .bool(let flag): return TextTemplate(literal: String(flag))
        case .number(_, let text): return TextTemplate(literal: text)
        case .string: return try TextTemplate.parse(value)
        default: throw JSON5Object.expected("a boolean, a number or a '{{…}}' template", for: what, found: value)
        }
    }

    private func forEachSource(_ value: JSON5Value) throws(FormatError) -> ForEachSource {
        switch value.kind {
        case .number: return .count(Int(try JSON5Object.integer(value, "'forEach'", in: 0...1000)))
        case .string(let key):
            if key.contains("${") { return .expression(try TextTemplate.parse(value)) }
            return .stateKey(key)
        case .array(let elements):
            var items: [TextTemplate] = []
            for element in elements { items.append(try TextTemplate.parse(element)) }
            return .items(items)
        default:
            throw JSON5Object.expected("a count, a state key or an array of strings", for: "'forEach'", found: value)
        }
    }

    private func sizeCases(_ value: JSON5Value) throws(FormatError) -> [(
        minWidth: Double, minHeight: Double, content: [NodeTemplate]
    )] {
        guard case .array(let elements) = value.kind else {
            throw JSON5Object.expected("an array of { minWidth, minHeight, content }", for: "'bySize'", found: value)
        }
        var result: [(minWidth: Double, minHeight: Double, content: [NodeTemplate])] = []
        for element in elements {
            let object = try JSON5Object(element, "a 'bySize' case", known: ["minWidth", "minHeight", "content"])
            result.append(
                (
                    try object.number("minWidth") ?? 0, try object.number("minHeight") ?? 0,
                    try nodes(try object.required("content"))
                ))
        }
        return result
    }

    // MARK: - Modifiers and actions

    static let modifierKeys = [
        "width", "height", "size", "padding", "fillMaxWidth", "fillMaxHeight", "fillMaxSize", "wrapContentWidth",
        "wrapContentHeight", "wrapContentSize", "background", "cornerRadius", "clickable", "visibility", "testTag",
        "contentDescription", "appWidgetBackground", "selectableGroup",
    ]

    private func modifier(_ value: JSON5Value?) throws(FormatError) -> ModifierTemplate {
        guard let value else { return ModifierTemplate() }
        let object = try JSON5Object(value, "'modifier'", known: Self.modifierKeys)
        var items: [ModifierTemplate.Item] = []
        for member in object.members {
            let value = member.value
            let what = "'\(member.key)'"
            switch member.key {
            case "width": items.append(.width(try dimension(value, what)))
            case "height": items.append(.height(try dimension(value, what)))
            case "size":
                if case .object = value.kind {
                    let size = try JSON5Object(value, what, known: ["width", "height"])
                    items.append(.width(.dp(try size.number("width") ?? 0)))
                    items.append(.height(.dp(try size.number("height") ?? 0)))
                } else {
                    let dimension = try dimension(value, what)
                    items.append(contentsOf: [.width(dimension), .height(dimension)])
                }
            case "padding": items.append(.padding(try padding(value)))
            case "fillMaxWidth", "fillMaxHeight", "fillMaxSize", "wrapContentWidth", "wrapContentHeight",
                "wrapContentSize", "appWidgetBackground", "selectableGroup":
                guard case .bool(true) = value.kind else { throw JSON5Object.expected("true", for: what, found: value) }
                let dimension: GlanceDimension = member.key.hasPrefix("fill") ? .fill : .wrap
                switch member.key {
                case "fillMaxWidth", "wrapContentWidth": items.append(.width(dimension))
                case "fillMaxHeight", "wrapContentHeight": items.append(.height(dimension))
                case "fillMaxSize", "wrapContentSize":
                    items.append(contentsOf: [.width(dimension), .height(dimension)])
                case "appWidgetBackground": items.append(.appWidgetBackground)
                default: items.append(.selectableGroup)
                }
            case "background":
                if case .object = value.kind {
                    let image = try JSON5Object(value, what, known: ["image", "contentScale"])
                    items.append(
                        .backgroundImage(
                            try image.requiredString("image"),
                            try image.choice("contentScale", ContentScale.self) ?? .fillBounds))
                } else {
                    items.append(.background(try TextTemplate.parse(value)))
                }
            case "cornerRadius":
                items.append(.cornerRadius(try number(value, what)))
            case "clickable": items.append(.clickable(try action(value, what)!))
            case "visibility": items.append(.visibility(try JSON5Object.choice(value, what, Visibility.self)))
            case "testTag": items.append(.testTag(try TextTemplate.parse(value)))
            default: items.append(.contentDescription(try TextTemplate.parse(value)))
            }
        }
        return ModifierTemplate(items: items)
    }

    private func number(_ value: JSON5Value, _ what: String) throws(FormatError) -> Double {
        guard case .number(let number, _) = value.kind, number.isFinite else {
            throw JSON5Object.expected("a number", for: what, found: value)
        }
        return try JSON5Object.dp(number, value, what)
    }

    private func dimension(_ value: JSON5Value, _ what: String) throws(FormatError) -> GlanceDimension {
        if case .number = value.kind { return .dp(try number(value, what)) }
        let text = try JSON5Object.string(value, what)
        switch text {
        case "fill": return .fill
        case "wrap": return .wrap
        case "expand": return .expand
        default:
            throw FormatError(
                .invalidValue, at: value.location,
                "unknown value '\(text)' for \(what)"
                    + (EditDistance.suggestion(for: text, among: ["fill", "wrap", "expand"]).map {
                        "; did you mean '\($0)'?"
                    }
                        ?? "; expected a number of dp, 'fill', 'wrap' or 'expand'"))
        }
    }

    private func padding(_ value: JSON5Value) throws(FormatError) -> Padding {
        if case .number = value.kind {
            let all = try number(value, "'padding'")
            return Padding(start: all, top: all, end: all, bottom: all)
        }
        let object = try JSON5Object(
            value, "'padding'", known: ["all", "horizontal", "vertical", "start", "top", "end", "bottom"])
        let all = try object.number("all") ?? 0
        let horizontal = try object.number("horizontal") ?? 0
        let vertical = try object.number("vertical") ?? 0
        return Padding(
            start: all + horizontal + (try object.number("start") ?? 0),
            top: all + vertical + (try object.number("top") ?? 0),
            end: all + horizontal + (try object.number("end") ?? 0),
            bottom: all + vertical + (try object.number("bottom") ?? 0))
    }

    static let actionVerbs = ["runCallback", "startActivity", "startService", "sendBroadcast", "lambda"]

    /// A click action object.
    func action(_ value: JSON5Value?, _ what: String) throws(FormatError) -> ActionTemplate? {
        guard let value else { return nil }
        guard let members = value.members else {
            throw JSON5Object.expected("an action object such as { runCallback: 'Refresh' }", for: what, found: value)
        }
        guard let verb = members.first(where: { Self.actionVerbs.contains($0.key) }) else {
            let others = [
                "parameters", "foreground", "component", "package", "data", "extras", "categories", "mimeType",
            ]
            let first = members.first { !others.contains($0.key) } ?? members.first
            guard let first else { throw FormatError(.missing, at: value.location, "empty action") }
            throw FormatError(
                .unknownName, at: first.keyLocation,
                "unknown action '\(first.key)'" + JSON5Object.suggestion(first.key, Self.actionVerbs))
        }
        switch verb.key {
        case "runCallback":
            let object = try JSON5Object(value, "action 'runCallback'", known: ["runCallback", "parameters"])
            let name = try JSON5Object.string(verb.value, "'runCallback'")
            effects.note(.callback, name, at: verb.value.location)
            return .runCallback(name, parameters: try effects.bundle(object["parameters"], "'parameters'"))
        case "startActivity":
            let object = try JSON5Object(
                value, "action 'startActivity'", known: ["startActivity", "parameters", "data"])
            return .startActivity(
                try TextTemplate.parse(verb.value, "'startActivity'"),
                parameters: try effects.bundle(object["parameters"], "'parameters'"),
                data: try object.template("data"))
        case "startService":
            let object = try JSON5Object(value, "action 'startService'", known: ["startService", "foreground"])
            return .startService(
                try JSON5Object.string(verb.value, "'startService'"), foreground: try object.bool("foreground") ?? false
            )
        case "sendBroadcast":
            // actionSendBroadcast(intent): the whole Intent, with its data and extras.
            let object = try JSON5Object(
                value, "action 'sendBroadcast'",
                known: ["sendBroadcast", "component", "package", "data", "mimeType", "categories", "extras"])
            return .sendBroadcast(try effects.intent(verb.value, object, "sendBroadcast", componentKey: "component"))
        default:
            _ = try JSON5Object(value, "action 'lambda'", known: ["lambda"])
            return .lambda(try effects.effects(verb.value, "'lambda'", hasWidget: true))
        }
    }
}
