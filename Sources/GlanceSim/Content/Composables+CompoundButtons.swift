// Compound buttons: CheckBox, Switch, RadioButton.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// A `CheckBox`. A click delivers the **new** checked value with `onCheckedChange` (see
/// ``GlanceNode/actionForClick()``); the widget must still re-render with the new state itself.
///
/// ```swift
/// CheckBox(checked: done, onCheckedChange: .runCallback(ToggleDone.self), text: "Done")
/// ```
public func CheckBox(
    checked: Bool,
    onCheckedChange: GlanceAction?,
    text: String = "",
    modifier: GlanceModifier = GlanceModifier()
) -> GlanceNode {
    GlanceNode(.checkBox(text: text, checked: checked), modifier: compoundModifier(modifier, onCheckedChange))
}

/// A `CheckBox` whose change runs a lambda in the widget's session (which gets no value: it flips its own
/// state).
public func CheckBox(
    checked: Bool,
    text: String = "",
    modifier: GlanceModifier = GlanceModifier(),
    key: String? = nil,
    onCheckedChange: @escaping () throws -> Void
) -> GlanceNode {
    CheckBox(checked: checked, onCheckedChange: .lambda(key: key, onCheckedChange), text: text, modifier: modifier)
}

/// A `Switch`. A click delivers the **new** checked value with `onCheckedChange`.
public func Switch(
    checked: Bool,
    onCheckedChange: GlanceAction?,
    text: String = "",
    modifier: GlanceModifier = GlanceModifier()
) -> GlanceNode {
    GlanceNode(.switchToggle(text: text, checked: checked), modifier: compoundModifier(modifier, onCheckedChange))
}

/// A `Switch` whose change runs a lambda in the widget's session.
public func Switch(
    checked: Bool,
    text: String = "",
    modifier: GlanceModifier = GlanceModifier(),
    key: String? = nil,
    onCheckedChange: @escaping () throws -> Void
) -> GlanceNode {
    Switch(checked: checked, onCheckedChange: .lambda(key: key, onCheckedChange), text: text, modifier: modifier)
}

/// A `RadioButton`. Unlike CheckBox and Switch, Glance gives it a plain `onClick` (no checked value is
/// delivered), and a disabled radio button gets no action. In a `selectableGroup()` Row or Column at most one
/// may be checked.
public func RadioButton(
    checked: Bool,
    onClick: GlanceAction?,
    modifier: GlanceModifier = GlanceModifier(),
    enabled: Bool = true,
    text: String = ""
) -> GlanceNode {
    let finalModifier = enabled ? compoundModifier(modifier, onClick) : modifier
    return GlanceNode(.radioButton(text: text, checked: checked, enabled: enabled), modifier: finalModifier)
}

/// A `RadioButton` running a lambda when clicked.
public func RadioButton(
    checked: Bool,
    modifier: GlanceModifier = GlanceModifier(),
    enabled: Bool = true,
    text: String = "",
    key: String? = nil,
    onClick: @escaping () throws -> Void
) -> GlanceNode {
    RadioButton(checked: checked, onClick: .lambda(key: key, onClick), modifier: modifier, enabled: enabled, text: text)
}

private func compoundModifier(_ modifier: GlanceModifier, _ action: GlanceAction?) -> GlanceModifier {
    guard let action else { return modifier }
    return modifier.clickable(action)
}
