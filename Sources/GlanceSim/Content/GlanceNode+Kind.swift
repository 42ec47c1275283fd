extension GlanceNode {
    /// The kinds of views a Glance app widget can show (glance and glance-appwidget 1.2 composables), plus
    /// the item wrapper of lazy lists.
    public enum Kind: Hashable {
        /// `Box`: children stacked on top of each other.
        case box(contentAlignment: Alignment)
        /// `Row`: children side by side.
        case row(horizontalAlignment: Alignment.Horizontal, verticalAlignment: Alignment.Vertical)
        /// `Column`: children one below the other.
        case column(verticalAlignment: Alignment.Vertical, horizontalAlignment: Alignment.Horizontal)
        /// `Text`; `maxLines` `nil` for no limit.
        case text(String, maxLines: Int?)
        /// `Button`; a disabled button has no click action.
        case button(text: String, enabled: Bool)
        /// `Image` from a drawable resource name.
        case image(resource: String, contentDescription: String?, contentScale: ContentScale)
        /// `Spacer`.
        case spacer
        /// `LazyColumn`: a scrolling list whose children are ``lazyItem(id:)`` nodes.
        case lazyColumn(horizontalAlignment: Alignment.Horizontal)
        /// `LazyVerticalGrid`: a scrolling grid whose children are ``lazyItem(id:)`` nodes.
        case lazyVerticalGrid(GridCells)
        /// One item of a lazy list (Glance's `EmittableLazyListItem`); `id` is the app's stable item id, if
        /// it gave one.
        case lazyItem(id: Int64?)
        /// `CheckBox`.
        case checkBox(text: String, checked: Bool)
        /// `Switch`.
        case switchToggle(text: String, checked: Bool)
        /// `RadioButton`; a disabled radio button has no click action.
        case radioButton(text: String, checked: Bool, enabled: Bool)
        /// `CircularProgressIndicator` (always indeterminate).
        case circularProgressIndicator
        /// `LinearProgressIndicator`; `progress` in 0…1, or `nil` for indeterminate.
        case linearProgressIndicator(progress: Float?)
        /// A classic widget's collection view (`ListView`, `GridView`, `StackView`) whose items a
        /// ``RemoteViewsService`` makes (`RemoteViews.setRemoteAdapter`); its children are its empty view, or the
        /// items once the host loaded them.
        indirect case remoteAdapter(RemoteAdapter)

        /// The composable's name as renderings show it: `Box`, `Text`, `Switch`, `Item`, …
        public var name: String {
            switch self {
            case .box: "Box"
            case .row: "Row"
            case .column: "Column"
            case .text: "Text"
            case .button: "Button"
            case .image: "Image"
            case .spacer: "Spacer"
            case .lazyColumn: "LazyColumn"
            case .lazyVerticalGrid: "LazyVerticalGrid"
            case .lazyItem: "Item"
            case .checkBox: "CheckBox"
            case .switchToggle: "Switch"
            case .radioButton: "RadioButton"
            case .circularProgressIndicator: "CircularProgressIndicator"
            case .linearProgressIndicator: "LinearProgressIndicator"
            case .remoteAdapter(let adapter): adapter.view.rawValue
            }
        }

        /// Whether this is a Box, Row or Column, the containers Glance truncates to ten children.
        public var isLayoutContainer: Bool {
            switch self {
            case .box, .row, .column: true
            default: false
            }
        }

        /// Whether this is a LazyColumn or LazyVerticalGrid.
        public var isLazyList: Bool {
            switch self {
            case .lazyColumn, .lazyVerticalGrid: true
            default: false
            }
        }
    }
}

extension GlanceNode {
    /// The node's text: of a Text, Button, CheckBox, Switch or RadioButton (Glance's `EmittableWithText`).
    public var text: String? {
        switch kind {
        case .text(let text, _): text
        case .button(let text, _): text
        case .checkBox(let text, _): text
        case .switchToggle(let text, _): text
        case .radioButton(let text, _, _): text
        default: nil
        }
    }

    /// The checked state of a CheckBox, Switch or RadioButton; `nil` for other kinds.
    public var checked: Bool? {
        switch kind {
        case .checkBox(_, let checked): checked
        case .switchToggle(_, let checked): checked
        case .radioButton(_, let checked, _): checked
        default: nil
        }
    }

    /// The content description: the modifier's, or else an Image's own.
    public var contentDescription: String? {
        if let description = modifier.contentDescription { return description }
        if case .image(_, let description, _) = kind { return description }
        return nil
    }

    /// The action a click on this node performs, as the click delivers it; `nil` if it has none.
    ///
    /// For a CheckBox or Switch (Glance's compound buttons with `onCheckedChange`) the action carries the
    /// **new** checked value, `!checked`, under ``ActionParameters/toggleableStateKey`` (see
    /// ``GlanceAction/addingToggleableState(_:)``). A RadioButton's `onClick` is a plain click in Glance and
    /// gets no value. Disabled buttons and radio buttons never get an action. Whether the node can be
    /// clicked on screen at all (visibility of it and its ancestors) is reported by
    /// ``FoundGlanceNode/isShown``.
    public func actionForClick() -> GlanceAction? {
        guard let action = modifier.clickAction else { return nil }
        switch kind {
        case .checkBox(_, let checked), .switchToggle(_, let checked):
            return action.addingToggleableState(!checked)
        default:
            return action
        }
    }
}

extension GlanceNode.Kind: Codable {}
