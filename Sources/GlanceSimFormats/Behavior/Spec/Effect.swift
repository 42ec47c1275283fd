package import GlanceSim

/// One thing a component does, in the order its list gives. See <doc:BehaviorFiles> for every form.
package struct Effect {
    /// Where the effect's object starts.
    package var location: SourceLocation
    /// What it does.
    package var kind: Kind

    /// What an effect does.
    package enum Kind {
        /// `{ set: KEY, value: V, type?: T }`: writes a preference.
        case set(key: TextTemplate, value: ValueTemplate, target: StateTarget)
        /// `{ remove: KEY }`.
        case remove(key: TextTemplate, target: StateTarget)
        /// `{ increment: KEY, by?: N }`: adds to an int (or long) preference, missing counting as 0.
        case increment(key: TextTemplate, by: Int64, target: StateTarget)
        /// `{ toggle: KEY }`: flips a boolean preference, missing counting as false.
        case toggle(key: TextTemplate, target: StateTarget)
        /// `{ clear: true }`: removes every preference of the target.
        case clear(target: StateTarget)
        /// `{ update: WIDGET }`: `GlanceAppWidget.update` for the widget in context.
        case update(widget: String)
        /// `{ updateAll: WIDGET }`: `GlanceAppWidget.updateAll`.
        case updateAll(widget: String)
        /// `{ updateAppWidget: WIDGET }`: a classic provider renders the widget's template into RemoteViews for the
        /// widget in context.
        case updateAppWidget(widget: String)
        /// `{ register: ID, actions: [...], exported?: B, onReceive: [...] }`.
        case register(RuntimeReceiverSpec)
        /// `{ unregister: ID }`.
        case unregister(id: String)
        /// `{ enqueue: WORKER, … }`.
        case enqueue(WorkRequestSpec)
        /// `{ cancelUniqueWork: NAME }` (a template).
        case cancelUniqueWork(TextTemplate)
        /// `{ cancelWorkByTag: TAG }` (a template).
        case cancelWorkByTag(TextTemplate)
        /// `{ cancelAllWork: true }`.
        case cancelAllWork
        /// `{ sendBroadcast: ACTION, package?, component?, extras? }`.
        case sendBroadcast(IntentSpec)
        /// `{ setAlarm: ACTION, … }`.
        case setAlarm(AlarmSpec)
        /// `{ cancelAlarm: ACTION, receiver?, requestCode? }`.
        case cancelAlarm(AlarmSpec)
        /// `{ startActivity: CLASS, extras? }`.
        case startActivity(IntentSpec)
        /// `{ log: TEXT }`: an `app.log` trace record.
        case log(TextTemplate)
        /// `{ if: CONDITION, then: [...], else: [...] }`.
        case conditional(Condition, then: [Effect], otherwise: [Effect])
        /// `{ return: true }`: the rest of the callback does not run (Kotlin's `return`, also from inside a loop).
        case stop
        /// `{ once: ID, do: [...] }`: runs the effects the first time in this process (a lazy initialisation kept
        /// in memory, gone with the process).
        case once(id: String, effects: [Effect])
        /// `{ forEach: LIST, do: [...] }`: runs the effects for each element, with `item` and `index`.
        case forEach(TextTemplate, effects: [Effect])
        /// `{ forEachWidget: PROVIDER | WIDGET | LIST, do: [...] }`: runs the effects once per widget id, with that
        /// widget in context.
        case forEachWidget(WidgetSelection, effects: [Effect])
        /// `{ super: true }`: the provider's built-in dispatch (`super.onReceive`), in a receiver whose
        /// `dispatch` is `override`.
        case callSuper
    }

    /// The effects this one runs inside it (conditions, loops, `once`, runtime receivers), for tools that walk
    /// every effect of a file (lint).
    package var nested: [Effect] {
        switch kind {
        case .conditional(_, let then, let otherwise): then + otherwise
        case .once(_, let effects), .forEach(_, let effects), .forEachWidget(_, let effects): effects
        case .register(let receiver): receiver.onReceive
        default: []
        }
    }
}

extension Array where Element == Effect {
    /// These effects and every effect nested in them, depth first, in file order.
    var flattened: [Effect] { flatMap { [$0] + $0.nested.flattened } }
}

/// A condition: an expression (`"widgets.count == 0"`), or for compatibility a `{{…}}` template; true unless it
/// is `false`, `0`, `null`, empty or the text `"false"`/`"0"`.
package typealias Condition = TextTemplate

/// What `forEachWidget` loops over.
package enum WidgetSelection {
    /// `".CalendarProvider"` or `"com.example/.Provider"`: `AppWidgetManager.getAppWidgetIds(provider)`.
    case provider(String)
    /// A Glance widget of the file: `GlanceAppWidgetManager.getGlanceIds`.
    case glanceWidget(String)
    /// `"${extras.appWidgetIds}"`: the ids an expression lists.
    case ids(TextTemplate)
}

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

/// The types an extra can be given with `{ type: T, value: V }`, named as ``BundleValue/typeName`` names them.
package enum ExtraType: String, CaseIterable {
    case int, long, float, double, bool, string, intArray, longArray, stringArray
}

/// A receiver registered at run time by an effect.
package struct RuntimeReceiverSpec {
    /// Its id: the key it is kept under in the process's memory.
    package var id: String
    /// The actions of its filter.
    package var actions: [String]
    /// The whole filter: actions, categories and `data` (schemes, authorities, paths, MIME types).
    package var filter: IntentFilter
    /// `exported`: `true` → `RECEIVER_EXPORTED`, `false` → `RECEIVER_NOT_EXPORTED`, absent → no flag.
    package var exported: Bool?
    /// `new: true`: a new receiver object each time, with no `if (receiver == null)` guard (Kotlin's
    /// `receiver = R(); registerReceiver(receiver, filter)`); the earlier ones stay registered.
    package var registersNewEachTime = false
    /// What it does with each broadcast.
    package var onReceive: [Effect]
}

/// An `enqueue` effect's request.
package struct WorkRequestSpec {
    package var worker: String
    var workerLocation: SourceLocation
    /// `unique` (a template: `"refresh_${widgetId}"` is per widget).
    package var uniqueName: TextTemplate?
    /// `policy`, as written (`KEEP`, `REPLACE`, `APPEND`, `APPEND_OR_REPLACE`, `UPDATE`, `CANCEL_AND_REENQUEUE`).
    package var policy: String?
    package var periodic: SimDuration?
    package var flex: SimDuration?
    package var initialDelay: SimDuration?
    /// `delay: "${…}"`: an initial delay computed when the work is enqueued — a duration (`"90s"`) or a number of
    /// milliseconds (`Duration.between(LocalTime.now(), LocalTime.MAX)` and the like).
    package var computedDelay: TextTemplate? = nil
    package var constraints: Constraints
    package var backoff: (policy: BackoffPolicy, delay: SimDuration)?
    package var tags: [TextTemplate]
    package var input: [(key: String, value: ValueTemplate)]
}

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

/// A `setAlarm` / `cancelAlarm` effect.
package struct AlarmSpec {
    package var intent: IntentSpec
    package var type: AlarmType
    /// `in`: from now, on the alarm type's clock.
    package var delay: SimDuration?
    /// `at`: the next local `HH:mm`.
    package var timeOfDay: (hour: Int, minute: Int)?
    /// `at: "nextMinute"` (or `nextHour`, `nextDay`): the next whole minute, hour or local midnight.
    package var boundary: AlarmBoundary? = nil
    /// `at: "… + DURATION"`: added to the time `at` names.
    package var offset: SimDuration = .zero
    package var repeating: SimDuration?
    package var exact: Bool
    package var inexact: Bool
    package var requestCode: Int32
}

/// A whole unit of local time an alarm can start at, as `Calendar` code rounds up to it.
package enum AlarmBoundary: String, CaseIterable {
    case nextMinute, nextHour, nextDay
}
