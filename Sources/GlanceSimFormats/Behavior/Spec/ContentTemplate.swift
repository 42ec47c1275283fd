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
    package enum Kind {
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

    package var items: [Item] = []
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
