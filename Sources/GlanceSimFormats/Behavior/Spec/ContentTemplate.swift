package import GlanceSim

/// A node of a widget's content template: a Glance composable, or a control form that expands into zero or more
/// composables (`forEach`, `if`, `bySize`).
package struct NodeTemplate {
    /// Where the node's object starts.
    var location: SourceLocation
    /// What it is.
    package var kind: Kind
    /// Its `modifier`.
    package var modifier: ModifierTemplate

    /// The node kinds, named as the Swift (and Kotlin) composables are.
    package indirect enum Kind {
        case box(children: [NodeTemplate], alignment: Alignment)
        case row(children: [NodeTemplate], horizontal: Alignment.Horizontal, vertical: Alignment.Vertical)
        case column(children: [NodeTemplate], vertical: Alignment.Vertical, horizontal: Alignment.Horizontal)
        case lazyColumn(children: [NodeTemplate], horizontal: Alignment.Horizontal)
        case lazyVerticalGrid(children: [NodeTemplate], cells: GridCells)
        case text(TextTemplate, maxLines: Int?)
        case button(TextTemplate, onClick: ActionTemplate?, enabled: TextTemplate?)
        case image(resource: TextTemplate, contentDescription: TextTemplate?, scale: ContentScale)
        case spacer
        case checkBox(TextTemplate, checked: TextTemplate, action: ActionTemplate?)
        case switchToggle(TextTemplate, checked: TextTemplate, action: ActionTemplate?)
        case radioButton(TextTemplate, checked: TextTemplate, action: ActionTemplate?, enabled: TextTemplate?)
        case circularProgress
        case linearProgress(TextTemplate?)
        /// `{ forEach: SOURCE, content: … }`.
        case forEach(ForEachSource, content: [NodeTemplate])
        /// `{ if: CONDITION, then: …, else: … }`.
        case conditional(Condition, then: [NodeTemplate], otherwise: [NodeTemplate])
        /// `{ bySize: [{ minWidth, minHeight, content }, …] }`: the first case the size reaches.
        case bySize([(minWidth: Double, minHeight: Double, content: [NodeTemplate])])
        /// `{ ListView: SERVICE, viewId?, data?, empty?, columns? }` (or `GridView`, `StackView`): a collection view
        /// whose items the `services` entry's factory makes (`setRemoteAdapter`, `setEmptyView`).
        case remoteAdapter(RemoteCollectionTemplate)
    }
}

/// A collection view of a classic widget's content: the service whose factory makes its items.
package struct RemoteCollectionTemplate {
    package var view: RemoteAdapter.View
    /// The service as written (`.EventsService`).
    package var service: String
    /// The view id `notifyAppWidgetViewDataChanged` names: `viewId`, else the service as written.
    package var viewId: String
    /// The adapter intent's data (a widget id in it gives each widget a factory of its own).
    package var data: TextTemplate?
    /// `empty`: what shows while there are no items.
    package var empty: [NodeTemplate]
    /// A GridView's columns.
    package var columns: Int
}

extension NodeTemplate {
    /// The collection views of this template, in file order.
    package var remoteCollections: [RemoteCollectionTemplate] {
        switch kind {
        case .box(let children, _), .row(let children, _, _), .column(let children, _, _),
            .lazyColumn(let children, _), .lazyVerticalGrid(let children, _), .forEach(_, let children):
            return children.flatMap(\.remoteCollections)
        case .conditional(_, let then, let otherwise): return (then + otherwise).flatMap(\.remoteCollections)
        case .bySize(let cases): return cases.flatMap { $0.content.flatMap(\.remoteCollections) }
        case .remoteAdapter(let collection): return [collection] + collection.empty.flatMap(\.remoteCollections)
        default: return []
        }
    }
}

/// What `forEach` iterates over.
package enum ForEachSource {
    /// `forEach: 4`: indices 0..<4.
    case count(Int)
    /// `forEach: "key"`: an int preference (indices 0..<n) or a string-set preference (its sorted elements).
    case stateKey(String)
    /// `forEach: ["a", "b"]`: these items.
    case items([TextTemplate])
    /// `forEach: "${…}"`: the list an expression makes (a count makes `0 … n-1`).
    case expression(TextTemplate)
}

/// A node's `modifier` object, applied in file order.
package struct ModifierTemplate {
    /// One modifier call.
    package enum Item {
        case width(GlanceDimension)
        case height(GlanceDimension)
        case padding(Padding)
        case background(TextTemplate)
        case backgroundImage(String, ContentScale)
        case cornerRadius(Double)
        case clickable(ActionTemplate)
        case visibility(Visibility)
        case testTag(TextTemplate)
        case contentDescription(TextTemplate)
        case appWidgetBackground
        case selectableGroup
    }

    /// The calls, in file order.
    package let items: [Item]
    /// The modifier, built when the file loads, when no call reads anything at composition time (a click, or a
    /// background, test tag or content description with a binding, does): a composition then shares it.
    package let fixed: GlanceModifier?

    package init(items: [Item] = []) {
        self.items = items
        fixed = try? Self.modifier(
            items, text: Self.literalText, action: { _ throws(LiteralOnly) in throw LiteralOnly() })
    }

    /// The modifier the calls make, applied in order; `text` gives a template's text and `action` a click's action.
    package static func modifier<Failure: Error>(
        _ items: [Item], text: (TextTemplate) throws(Failure) -> String,
        action: (ActionTemplate) throws(Failure) -> GlanceAction
    ) throws(Failure) -> GlanceModifier {
        var modifier = GlanceModifier()
        for item in items {
            switch item {
            case .width(let dimension): modifier = modifier.width(dimension)
            case .height(let dimension): modifier = modifier.height(dimension)
            case .padding(let padding):
                modifier = modifier.padding(
                    start: padding.start, top: padding.top, end: padding.end, bottom: padding.bottom)
            case .background(let color): modifier = modifier.background(color: try text(color))
            case .backgroundImage(let resource, let scale):
                modifier = modifier.background(imageResource: resource, contentScale: scale)
            case .cornerRadius(let radius): modifier = modifier.cornerRadius(radius)
            case .clickable(let click): modifier = modifier.clickable(try action(click))
            case .visibility(let visibility): modifier = modifier.visibility(visibility)
            case .testTag(let tag): modifier = modifier.testTag(try text(tag))
            case .contentDescription(let description): modifier = modifier.contentDescription(try text(description))
            case .appWidgetBackground: modifier = modifier.appWidgetBackground()
            case .selectableGroup: modifier = modifier.selectableGroup()
            }
        }
        return modifier
    }

    /// A template that reads something at composition time, which a fixed modifier cannot have.
    private struct LiteralOnly: Error {}

    private static func literalText(_ template: TextTemplate) throws(LiteralOnly) -> String {
        guard let text = template.literalText else { throw LiteralOnly() }
        return text
    }
}

/// What a click does.
package enum ActionTemplate {
    /// `{ runCallback: NAME, parameters: { … } }`.
    case runCallback(String, parameters: [(key: String, value: ValueTemplate)])
    /// `{ startActivity: CLASS, parameters: { … }, data? }`: `actionStartActivity(intent, parameters)`.
    case startActivity(TextTemplate, parameters: [(key: String, value: ValueTemplate)], data: TextTemplate?)
    /// `{ startService: CLASS, foreground?: B }`.
    case startService(String, foreground: Bool)
    /// `{ sendBroadcast: ACTION, component?, package?, data?, mimeType?, categories?, extras? }`:
    /// `actionSendBroadcast(intent)`.
    case sendBroadcast(IntentSpec)
    /// `{ lambda: [effects] }`: runs in the widget's receiver (`ACTION_TRIGGER_LAMBDA`), the widget in context.
    case lambda([Effect])
}
