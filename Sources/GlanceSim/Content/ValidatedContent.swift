/// The outcome of `validateGlanceContent(_:sizeCount:)`: what the host shows, what Glance logged, and the
/// error that replaced the content, if any.
public struct ValidatedContent: Hashable {
    /// The tree as Glance hands it to translation: normalised, lambda-keyed, containers truncated to ten
    /// children. Meaningful when ``error`` is `nil`.
    public var content: GlanceNode
    /// Glance's log lines for problems it tolerates, such as truncated containers, in tree order.
    public var warnings: [String]
    /// The rule violation that made Glance throw; `nil` when the content is shown.
    public var error: GlanceContentError?

    /// Whether ``content`` has a lambda action, as validation found out on its way (composition reads it to
    /// collect the session's lambdas without walking the tree again).
    let containsLambdaActions: Bool

    /// Creates a result.
    public init(content: GlanceNode, warnings: [String], error: GlanceContentError?) {
        self.init(
            content: content, warnings: warnings, error: error, containsLambdaActions: content.containsLambdaAction)
    }

    init(content: GlanceNode, warnings: [String], error: GlanceContentError?, containsLambdaActions: Bool) {
        self.content = content
        self.warnings = warnings
        self.error = error
        self.containsLambdaActions = containsLambdaActions
    }

    /// What the widget shows: ``content``, or Glance's ``GlanceNode/errorLayout`` when there is an error.
    public var displayed: GlanceNode { error == nil ? content : GlanceNode.errorLayout }

    /// Whether the content is shown as built (no error).
    public var isValid: Bool { error == nil }
}

extension GlanceNode {
    /// The text of Glance's default error layout (`glance_error_layout`, v1 string).
    public static var errorLayoutText: String { "Glance App Widget Error" }

    /// What a widget shows after a composition or translation error with the default `errorUiLayout`: a
    /// centred text, "Glance App Widget Error".
    public static var errorLayout: GlanceNode {
        Box(modifier: .fillMaxSize(), contentAlignment: .center) {
            Text(errorLayoutText)
        }
    }
}
