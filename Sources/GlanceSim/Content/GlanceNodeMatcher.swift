/// A condition on one node, mirroring glance-testing's `GlanceNodeMatcher` and its `has…` matchers.
///
/// ```swift
/// let refresh = try root.findNode(.hasTextEqualTo("Refresh"))
/// let rows = root.findNodes(.hasTestTag("row").and(.hasClickAction))
/// ```
public struct GlanceNodeMatcher: CustomStringConvertible {
    /// A readable form for error messages, such as `hasTestTag("row")`.
    public let description: String
    private let predicate: (GlanceNode) -> Bool

    /// Creates a matcher from a description and a predicate.
    public init(description: String, _ predicate: @escaping (GlanceNode) -> Bool) {
        self.description = description
        self.predicate = predicate
    }

    /// Whether `node` matches.
    public func matches(_ node: GlanceNode) -> Bool { predicate(node) }

    /// Text (of a Text, Button, CheckBox, Switch or RadioButton) containing `substring`.
    public static func hasText(_ substring: String, ignoreCase: Bool = false) -> GlanceNodeMatcher {
        GlanceNodeMatcher(description: "hasText(\(jsonString(substring, controls: .unicode)))") { node in
            guard let text = node.text else { return false }
            return contains(text, substring, ignoreCase: ignoreCase)
        }
    }

    /// Text exactly equal to `text`.
    public static func hasTextEqualTo(_ text: String, ignoreCase: Bool = false) -> GlanceNodeMatcher {
        GlanceNodeMatcher(description: "hasTextEqualTo(\(jsonString(text, controls: .unicode)))") { node in
            guard let own = node.text else { return false }
            return ignoreCase ? own.lowercased() == text.lowercased() : own == text
        }
    }

    /// A test tag equal to `tag`.
    public static func hasTestTag(_ tag: String) -> GlanceNodeMatcher {
        GlanceNodeMatcher(description: "hasTestTag(\(jsonString(tag, controls: .unicode)))") {
            $0.modifier.testTag == tag
        }
    }

    /// A content description (the modifier's or an Image's) containing `substring`.
    public static func hasContentDescription(_ substring: String, ignoreCase: Bool = false) -> GlanceNodeMatcher {
        GlanceNodeMatcher(description: "hasContentDescription(\(jsonString(substring, controls: .unicode)))") { node in
            guard let description = node.contentDescription else { return false }
            return contains(description, substring, ignoreCase: ignoreCase)
        }
    }

    /// A content description exactly equal to `description`.
    public static func hasContentDescriptionEqualTo(_ description: String) -> GlanceNodeMatcher {
        GlanceNodeMatcher(description: "hasContentDescriptionEqualTo(\(jsonString(description, controls: .unicode)))") {
            $0.contentDescription == description
        }
    }

    /// A click action of any type.
    public static var hasClickAction: GlanceNodeMatcher {
        GlanceNodeMatcher(description: "hasClickAction") { $0.modifier.clickAction != nil }
    }

    /// No click action.
    public static var hasNoClickAction: GlanceNodeMatcher {
        GlanceNodeMatcher(description: "hasNoClickAction") { $0.modifier.clickAction == nil }
    }

    /// A CheckBox, Switch or RadioButton that is checked.
    public static var isChecked: GlanceNodeMatcher {
        GlanceNodeMatcher(description: "isChecked") { $0.checked == true }
    }

    /// A CheckBox, Switch or RadioButton that is not checked.
    public static var isNotChecked: GlanceNodeMatcher {
        GlanceNodeMatcher(description: "isNotChecked") { $0.checked == false }
    }

    /// A node of the given kind name (``GlanceNode/Kind/name``), such as `"Button"`.
    public static func isKind(_ name: String) -> GlanceNodeMatcher {
        GlanceNodeMatcher(description: "isKind(\(jsonString(name, controls: .unicode)))") { $0.kind.name == name }
    }

    /// A node with a descendant matching `matcher`.
    public static func hasAnyDescendant(_ matcher: GlanceNodeMatcher) -> GlanceNodeMatcher {
        GlanceNodeMatcher(description: "hasAnyDescendant(\(matcher))") { node in
            var found = false
            for child in node.children {
                child.forEachNode { descendant, _ in
                    if !found, matcher.matches(descendant) { found = true }
                }
            }
            return found
        }
    }

    /// Both this and `other`.
    public func and(_ other: GlanceNodeMatcher) -> GlanceNodeMatcher {
        GlanceNodeMatcher(description: "(\(self) && \(other))") { self.matches($0) && other.matches($0) }
    }

    /// This or `other`.
    public func or(_ other: GlanceNodeMatcher) -> GlanceNodeMatcher {
        GlanceNodeMatcher(description: "(\(self) || \(other))") { self.matches($0) || other.matches($0) }
    }

    /// Not `matcher`.
    public static func not(_ matcher: GlanceNodeMatcher) -> GlanceNodeMatcher {
        GlanceNodeMatcher(description: "!\(matcher)") { !matcher.matches($0) }
    }

    private static func contains(_ text: String, _ substring: String, ignoreCase: Bool) -> Bool {
        if substring.isEmpty { return true }
        let haystack = ignoreCase ? text.lowercased() : text
        let needle = ignoreCase ? substring.lowercased() : substring
        return haystack.contains(needle)
    }
}
