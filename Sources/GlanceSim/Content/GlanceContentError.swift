/// A content rule Glance enforces by throwing: the widget shows Glance's error layout instead.
///
/// `message` is Glance's own text where known; `exception` the Java exception class it throws;
/// `path` the node that broke the rule, when there is one.
public struct GlanceContentError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which rule was broken; match on this, not on the message.
    public enum Code: String, Hashable, Sendable, CaseIterable {
        /// A node deeper than 50 (`MaxComposeTreeDepth`).
        case tooDeep = "too-deep"
        /// A lazy list inside a lazy list.
        case nestedLazyLists = "nested-lazy-lists"
        /// `GridCells.fixed` with a count outside 1…5.
        case unsupportedGridCount = "unsupported-grid-count"
        /// More than 16 sizes for one widget (`RemoteViews(Map)` limit).
        case tooManySizes = "too-many-sizes"
        /// A second `appWidgetBackground()` view.
        case multipleAppWidgetBackgrounds = "multiple-app-widget-backgrounds"
        /// Two or more checked radio buttons in one `selectableGroup()`.
        case multipleCheckedRadioButtons = "multiple-checked-radio-buttons"
        /// A lazy item id in Glance's reserved range (≤ −2^62).
        case reservedItemId = "reserved-item-id"
        /// A lazy item outside a LazyColumn or LazyVerticalGrid (impossible in Glance's typed scopes).
        case itemOutsideLazyList = "item-outside-lazy-list"
    }

    /// Which rule was broken.
    public var code: Code
    /// The message, Glance's text where known.
    public var message: String
    /// The simple name of the exception Glance throws, such as `IllegalArgumentException`.
    public var exception: String
    /// The offending node's path in the validated tree, if the rule concerns one node.
    public var path: [Int]?

    /// Creates an error.
    public init(code: Code, message: String, exception: String, path: [Int]? = nil) {
        self.code = code
        self.message = message
        self.exception = exception
        self.path = path
    }

    /// `<exception>: <message>`, with ` (at <path>)` when there is a node.
    public var description: String {
        let head = exception + ": " + message
        guard let path else { return head }
        return head + " (at " + ContentFormatting.path(path) + ")"
    }
}
