import GlanceSim

/// Whose preferences a state effect changes.
package enum StateTarget: Hashable {
    /// The widget in context: its `appWidget-<id>` store.
    case widgetInContext
    /// `widget: NAME`: every widget of that Glance type (`GlanceAppWidgetManager.getGlanceIds`).
    case allWidgets(String)
    /// `store: NAME`: a named Preferences DataStore of the app.
    case store(String)
}

/// The preference types of `type:`.
package enum PreferenceType: String, CaseIterable {
    case int, long, float, double, bool, string, stringSet
}

/// A value to store: a literal of the file or a template, and the preference type to store it as.
package struct ValueTemplate {
    /// What the file wrote.
    package indirect enum Source {
        case string(TextTemplate)
        case integer(Int64)
        case double(Double)
        case bool(Bool)
        /// `[…]`: a string set as a preference, an `int[]`/`long[]`/`String[]` as an extra.
        case list([ValueTemplate])
    }

    package var source: Source
    /// `type:`, or `nil` to keep the type of the value (a number that fits 32 bits is an int).
    package var type: PreferenceType?
    /// For an extra written `{ type: T, value: V }`: its bundle type.
    package var extraType: ExtraType? = nil
    /// Where the value is.
    var location: SourceLocation
}
