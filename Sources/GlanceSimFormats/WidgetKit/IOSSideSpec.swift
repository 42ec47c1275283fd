package import GlanceSim
package import GlanceSimWidgetKit

/// The `ios` section of a behaviour file: the app's iOS side as data — its widget kinds (families,
/// configuration, timeline entries and policy, content), its App Intents and each target's App Groups. See
/// <doc:BehaviorFiles>, "The iOS side".
package struct IOSSideSpec: Sendable {
    package var bundle: String
    /// The App Group the app's code names (`UserDefaults(suiteName:)`): where `{{store.KEY}}` reads and intents
    /// write. Whether a target shares it depends on its entitlements, ``appGroups`` and ``extensionGroups``.
    package var group: String
    package var appGroups: [String]
    package var extensionGroups: [String]
    package var kinds: [KindSpec]
    package var intents: [IntentSpec]

    package struct KindSpec: Sendable {
        package var name: String
        package var configuration: WidgetConfigurationKind
        package var families: [WidgetFamily]
        package var entries: [EntrySpec]
        package var policy: PolicySpec
        package var content: [IOSNodeTemplate]
    }

    /// Entries at offsets from the reload (`at`), or `count` entries `every` apart; `fields` are templates. With
    /// `align`, offsets count from the local clock's last multiple of it since local midnight (`align: "1m"`: the
    /// start of the minute; `"1h"`: of the local hour, also at +05:30; `"1d"`: local midnight).
    package struct EntrySpec: Sendable {
        package var at: SimDuration
        package var align: SimDuration?
        package var every: SimDuration?
        package var count: Int
        package var fields: [(String, TextTemplate)]
    }

    package enum PolicySpec: Sendable {
        case atEnd, never
        case after(SimDuration)
    }

    package struct IntentSpec: Sendable {
        package var name: String
        package var effects: [IntentEffectSpec]
    }

    package enum IntentEffectSpec: Sendable {
        /// Writes a template's text under a key of the code's group.
        case write(key: TextTemplate, value: TextTemplate)
        /// Adds the item to (or removes it from) a comma-separated list under a key of the code's group.
        case toggle(key: TextTemplate, item: TextTemplate)
        /// Toggles the item at `index` of the comma-separated list under `list` (S001's `items[index]`).
        case toggleAt(key: TextTemplate, list: String, index: TextTemplate)
        case reload(ReloadScope)
    }
}

/// A node of an iOS kind's content.
package indirect enum IOSNodeTemplate: Sendable {
    case column([IOSNodeTemplate])
    case row([IOSNodeTemplate])
    case text(TextTemplate)
    /// `Text(entry.date + offset, style:)`.
    case dateText(DateTextStyle, offset: SimDuration)
    /// `Button(intent:)` with the intent's parameters.
    case button(TextTemplate, intent: String, parameters: [(String, TextTemplate)])
    /// The content once per item of a comma-separated field, with `{{item}}` and `{{index}}`.
    case forEach(field: String, [IOSNodeTemplate])
    /// A node drawn only in these families (`families: ["small"]` on any node).
    case only([WidgetFamily], IOSNodeTemplate)
}
