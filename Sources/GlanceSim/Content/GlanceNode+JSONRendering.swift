// The deterministic JSON rendering.
extension GlanceNode {
    /// The keyed tree as one line of JSON with sorted keys.
    ///
    /// A node is an object with `kind` (the name, such as `"Text"`), the kind's own fields (`text`,
    /// `checked`, `contentAlignment`, … all present, optional ones only when set), `modifier` (only the set
    /// attributes; omitted when empty) and `children` (omitted for leaves). Actions are objects with a
    /// `type` (`runCallback`, `startActivity`, `startService`, `sendBroadcast`, `lambda`); parameters and
    /// intent extras use ``AndroidBundle/jsonFragment``. Strings are escaped with the trace's `jsonString` rules.
    ///
    /// ```swift
    /// print(Text("Hi", modifier: .padding(8)).json)
    /// // {"kind":"Text","modifier":{"padding":{"bottom":8,"end":8,"start":8,"top":8}},"text":"Hi"}
    /// ```
    public var json: String { assigningLambdaKeys().jsonObject }

    private var jsonObject: String {
        var members = kind.jsonMembers
        members.append(("kind", jsonString(kind.name)))
        if !modifier.isEmpty { members.append(("modifier", modifier.json(for: kind))) }
        if !children.isEmpty { members.append(("children", ContentFormatting.jsonArray(children.map(\.jsonObject)))) }
        return ContentFormatting.jsonObject(members)
    }
}

extension GlanceNode.Kind {
    fileprivate var jsonMembers: [(key: String, value: String)] {
        switch self {
        case .box(let alignment):
            return [("contentAlignment", jsonString(alignment.description))]
        case .row(let horizontal, let vertical), .column(let vertical, let horizontal):
            return [
                ("horizontalAlignment", jsonString(horizontal.rawValue)),
                ("verticalAlignment", jsonString(vertical.rawValue)),
            ]
        case .text(let text, let maxLines):
            return [("text", jsonString(text))] + (maxLines.map { [("maxLines", "\($0)")] } ?? [])
        case .button(let text, let enabled):
            return [("text", jsonString(text)), ("enabled", "\(enabled)")]
        case .image(let resource, let description, let scale):
            return [("resource", jsonString(resource)), ("contentScale", jsonString(scale.rawValue))]
                + (description.map { [("contentDescription", jsonString($0))] } ?? [])
        case .spacer, .circularProgressIndicator:
            return []
        case .lazyColumn(let horizontal):
            return [("horizontalAlignment", jsonString(horizontal.rawValue))]
        case .lazyVerticalGrid(let cells):
            let value =
                switch cells {
                case .fixed(let count): ContentFormatting.jsonObject([("fixed", "\(count)")])
                case .adaptive(let minSize):
                    ContentFormatting.jsonObject([("adaptive", ContentFormatting.jsonNumber(minSize))])
                }
            return [("gridCells", value)]
        case .lazyItem(let id):
            return id.map { [("id", "\($0)")] } ?? []
        case .checkBox(let text, let checked), .switchToggle(let text, let checked):
            return [("text", jsonString(text)), ("checked", "\(checked)")]
        case .radioButton(let text, let checked, let enabled):
            return [("text", jsonString(text)), ("checked", "\(checked)"), ("enabled", "\(enabled)")]
        case .linearProgressIndicator(let progress):
            return progress.map { [("progress", jsonNumber($0))] } ?? [("indeterminate", "true")]
        case .remoteAdapter(let adapter):
            return [("service", jsonString(adapter.service.shortString)), ("viewId", jsonString(adapter.viewId))]
                + (adapter.data.map { [("data", jsonString($0.string))] } ?? [])
                + (adapter.view == .gridView ? [("columns", "\(adapter.columns)")] : [])
        }
    }
}

extension GlanceModifier {
    fileprivate func json(for kind: GlanceNode.Kind) -> String {
        var members: [(key: String, value: String)] = []
        if let width { members.append(("width", jsonString(width.description))) }
        if let height { members.append(("height", jsonString(height.description))) }
        if let padding {
            members.append(
                (
                    "padding",
                    ContentFormatting.jsonObject([
                        ("start", ContentFormatting.jsonNumber(padding.start)),
                        ("top", ContentFormatting.jsonNumber(padding.top)),
                        ("end", ContentFormatting.jsonNumber(padding.end)),
                        ("bottom", ContentFormatting.jsonNumber(padding.bottom)),
                    ])
                )
            )
        }
        if let background { members.append(("background", jsonString(background.description))) }
        if let cornerRadius { members.append(("cornerRadius", ContentFormatting.jsonNumber(cornerRadius))) }
        if visibility != .visible { members.append(("visibility", jsonString(visibility.rawValue))) }
        if isAppWidgetBackground { members.append(("appWidgetBackground", "true")) }
        if isSelectableGroup { members.append(("selectableGroup", "true")) }
        if let testTag { members.append(("testTag", jsonString(testTag))) }
        if let contentDescription { members.append(("contentDescription", jsonString(contentDescription))) }
        if let clickAction { members.append((kind.clickAttributeName, clickAction.json)) }
        return ContentFormatting.jsonObject(members)
    }
}

extension GlanceAction {
    /// The action as a JSON object with sorted keys and a `type` member.
    public var json: String {
        switch self {
        case .runCallback(let callback, let parameters):
            return ContentFormatting.jsonObject([
                ("type", jsonString("runCallback")),
                ("callback", jsonString(callback)),
                ("parameters", parameters.bundle.jsonFragment),
            ])
        case .startActivity(let intent):
            return ContentFormatting.jsonObject([("type", jsonString("startActivity")), ("intent", intent.contentJSON)])
        case .startService(let intent, let foreground):
            return ContentFormatting.jsonObject([
                ("type", jsonString("startService")),
                ("intent", intent.contentJSON),
                ("foreground", "\(foreground)"),
            ])
        case .sendBroadcast(let intent):
            return ContentFormatting.jsonObject([("type", jsonString("sendBroadcast")), ("intent", intent.contentJSON)])
        case .lambda(let lambda):
            return ContentFormatting.jsonObject([("type", jsonString("lambda")), ("key", jsonString(lambda.key))])
        }
    }
}

extension Intent {
    /// The set fields as a JSON object with sorted keys.
    fileprivate var contentJSON: String {
        var members: [(key: String, value: String)] = []
        if let action { members.append(("action", jsonString(action))) }
        if !categories.isEmpty {
            members.append(("categories", ContentFormatting.jsonArray(categories.map(jsonString))))
        }
        if let data { members.append(("data", jsonString(data.string))) }
        if let type { members.append(("type", jsonString(type))) }
        if let identifier { members.append(("identifier", jsonString(identifier))) }
        if flags.rawValue != 0 { members.append(("flags", "\(flags.rawValue)")) }
        if let package { members.append(("package", jsonString(package))) }
        if let component { members.append(("component", jsonString(component.shortString))) }
        if !extras.isEmpty { members.append(("extras", extras.jsonFragment)) }
        return ContentFormatting.jsonObject(members)
    }
}
