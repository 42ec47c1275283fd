import GlanceSim

/// An intent of `sendBroadcast`, `startActivity`, `setAlarm` or `cancelAlarm`.
package struct IntentSpec {
    /// The action (broadcasts, alarms) or the activity class (`startActivity`). Every string here is a template.
    package var name: TextTemplate
    /// `package`.
    package var package: TextTemplate?
    /// `component` (`.Receiver`, `com.other/.Receiver`) or, for alarms, `receiver`.
    package var component: TextTemplate?
    /// `extras`.
    package var extras: [(key: String, value: ValueTemplate)]
    /// `data`: the intent's data URI (`setData(Uri.parse(…))`), a template.
    package var data: TextTemplate? = nil
    /// `mimeType`: the intent's type (`setType`).
    package var mimeType: String? = nil
    /// `categories` (`addCategory`).
    package var categories: [TextTemplate] = []
}

/// The types an extra can be given with `{ type: T, value: V }`, named as ``BundleValue/typeName`` names them.
package enum ExtraType: String, CaseIterable {
    case int, long, float, double, bool, string, intArray, longArray, stringArray
}
