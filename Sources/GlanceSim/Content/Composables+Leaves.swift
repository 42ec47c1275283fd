// Leaf composables: Text, Button, Image and the progress indicators.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// A `Text`; `maxLines` `nil` for no limit.
public func Text(_ text: String, modifier: GlanceModifier = GlanceModifier(), maxLines: Int? = nil) -> GlanceNode {
    GlanceNode(.text(text, maxLines: maxLines), modifier: modifier)
}

/// A `Button` running `onClick` when clicked.
///
/// As in Glance, the button's action replaces any `clickable` in `modifier`, and a disabled button gets no
/// action at all.
///
/// ```swift
/// Button("Refresh", onClick: .runCallback(Refresh.self))
/// ```
public func Button(
    _ text: String,
    onClick: GlanceAction,
    modifier: GlanceModifier = GlanceModifier(),
    enabled: Bool = true
) -> GlanceNode {
    let finalModifier = enabled ? modifier.clickable(onClick) : modifier
    return GlanceNode(.button(text: text, enabled: enabled), modifier: finalModifier)
}

/// A `Button` running a lambda in the widget's session when clicked.
///
/// ```swift
/// Button("+1") { count += 1 }
/// ```
public func Button(
    _ text: String,
    modifier: GlanceModifier = GlanceModifier(),
    enabled: Bool = true,
    key: String? = nil,
    onClick: @escaping () throws -> Void
) -> GlanceNode {
    Button(text, onClick: .lambda(key: key, onClick), modifier: modifier, enabled: enabled)
}

/// An `Image` of a drawable resource. A `contentDescription` is also what content-description finders match.
public func Image(
    resource: String,
    contentDescription: String?,
    modifier: GlanceModifier = GlanceModifier(),
    contentScale: ContentScale = .fit
) -> GlanceNode {
    GlanceNode(
        .image(resource: resource, contentDescription: contentDescription, contentScale: contentScale),
        modifier: modifier
    )
}

/// An indeterminate `CircularProgressIndicator`.
public func CircularProgressIndicator(modifier: GlanceModifier = GlanceModifier()) -> GlanceNode {
    GlanceNode(.circularProgressIndicator, modifier: modifier)
}

/// A determinate `LinearProgressIndicator` at `progress` (0…1).
public func LinearProgressIndicator(progress: Float, modifier: GlanceModifier = GlanceModifier()) -> GlanceNode {
    GlanceNode(.linearProgressIndicator(progress: progress), modifier: modifier)
}

/// An indeterminate `LinearProgressIndicator`.
public func LinearProgressIndicator(modifier: GlanceModifier = GlanceModifier()) -> GlanceNode {
    GlanceNode(.linearProgressIndicator(progress: nil), modifier: modifier)
}
