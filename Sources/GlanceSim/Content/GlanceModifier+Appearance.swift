// Background, shape, visibility, semantics and app-widget modifiers.
extension GlanceModifier {
    /// A background color: a literal `#RRGGBB`/`#AARRGGBB` color, or, without a leading `#`, the name of a
    /// color resource. Literal colors are upper-cased so renderings do not depend on spelling.
    public consuming func background(color: String) -> GlanceModifier {
        let value: GlanceBackground =
            color.hasPrefix("#") ? .color(color.uppercased()) : .colorResource(color)
        return with { $0.background = value }
    }

    /// A drawable resource drawn behind the view (`background(ImageProvider(R.drawable.x), contentScale)`).
    public consuming func background(imageResource: String, contentScale: ContentScale = .fillBounds) -> GlanceModifier
    {
        with { $0.background = .image(resource: imageResource, contentScale: contentScale) }
    }

    /// Rounded corners with `radius` dp (Glance's `cornerRadius`, applied on API 31+).
    public consuming func cornerRadius(_ radius: Double) -> GlanceModifier { with { $0.cornerRadius = radius } }

    /// Shows, hides or removes the view.
    public consuming func visibility(_ visibility: Visibility) -> GlanceModifier { with { $0.visibility = visibility } }

    /// Sets the semantics test tag, used by node finders.
    public consuming func testTag(_ tag: String) -> GlanceModifier { with { $0.testTag = tag } }

    /// Sets the semantics content description.
    public consuming func contentDescription(_ description: String) -> GlanceModifier {
        with { $0.contentDescription = description }
    }

    /// Marks the view as the widget's background (`android.R.id.background`); Glance allows one per widget.
    public consuming func appWidgetBackground() -> GlanceModifier { with { $0.isAppWidgetBackground = true } }

    /// Groups the radio buttons directly inside a Row or Column; Glance allows at most one of them checked.
    public consuming func selectableGroup() -> GlanceModifier { with { $0.isSelectableGroup = true } }
}
