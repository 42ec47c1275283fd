// Click modifiers (Glance's `clickable`).
extension GlanceModifier {
    /// Runs `action` when the view is clicked; replaces an earlier click action, as in Glance, where only the
    /// last `clickable` is used.
    public consuming func clickable(_ action: GlanceAction) -> GlanceModifier { with { $0.clickAction = action } }

    /// Runs `block` in the widget's session when the view is clicked (a ``LambdaAction``), keyed by position
    /// unless `key` is given.
    public consuming func clickable(key: String? = nil, _ block: @escaping () throws -> Void) -> GlanceModifier {
        clickable(.lambda(key: key, block))
    }

    /// A copy without a click action.
    consuming func removingClickAction() -> GlanceModifier { with { $0.clickAction = nil } }

    /// A copy with `action` as the click action (used by the keying pass).
    consuming func replacingClickAction(_ action: GlanceAction?) -> GlanceModifier { with { $0.clickAction = action } }
}
