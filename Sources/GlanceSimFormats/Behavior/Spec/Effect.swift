import GlanceSim

/// One thing a component does, in the order its list gives. See `Docs-behavior.md` for every form.
struct Effect {
    /// Where the effect's object starts.
    var location: SourceLocation
    /// What it does.
    var kind: Kind

    /// What an effect does.
    enum Kind {
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
        /// `{ cancelUniqueWork: NAME }`.
        case cancelUniqueWork(String)
        /// `{ cancelWorkByTag: TAG }`.
        case cancelWorkByTag(String)
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
    }
}

/// Whose preferences a state effect changes.
enum StateTarget: Hashable {
    /// The widget in context: its `appWidget-<id>` store.
    case widgetInContext
    /// `widget: NAME`: every widget of that Glance type (`GlanceAppWidgetManager.getGlanceIds`).
    case allWidgets(String)
    /// `store: NAME`: a named Preferences DataStore of the app.
    case store(String)
}

/// The preference types of `type:`.
enum PreferenceType: String, CaseIterable {
    case int, long, float, double, bool, string, stringSet
}

/// A value to store: a literal of the file or a template, and the preference type to store it as.
struct ValueTemplate {
    /// What the file wrote.
    enum Source {
        case string(TextTemplate)
        case integer(Int64)
        case double(Double)
        case bool(Bool)
        case strings([TextTemplate])
    }

    var source: Source
    /// `type:`, or `nil` to keep the type of the value (a number that fits 32 bits is an int).
    var type: PreferenceType?
    /// Where the value is.
    var location: SourceLocation
}

/// A receiver registered at run time by an effect.
struct RuntimeReceiverSpec {
    /// Its id: the key it is kept under in the process's memory.
    var id: String
    /// The actions of its filter.
    var actions: [String]
    /// `exported`: `true` → `RECEIVER_EXPORTED`, `false` → `RECEIVER_NOT_EXPORTED`, absent → no flag.
    var exported: Bool?
    /// What it does with each broadcast.
    var onReceive: [Effect]
}

/// An `enqueue` effect's request.
struct WorkRequestSpec {
    var worker: String
    var workerLocation: SourceLocation
    var uniqueName: String?
    /// `policy`, as written (`KEEP`, `REPLACE`, `APPEND`, `APPEND_OR_REPLACE`, `UPDATE`, `CANCEL_AND_REENQUEUE`).
    var policy: String?
    var periodic: SimDuration?
    var flex: SimDuration?
    var initialDelay: SimDuration?
    var constraints: Constraints
    var backoff: (policy: BackoffPolicy, delay: SimDuration)?
    var tags: [String]
    var input: [(key: String, value: ValueTemplate)]
}

/// An intent of `sendBroadcast`, `startActivity`, `setAlarm` or `cancelAlarm`.
struct IntentSpec {
    /// The action (broadcasts, alarms) or the activity class (`startActivity`).
    var name: String
    /// `package`.
    var package: String?
    /// `component` (`.Receiver`, `com.other/.Receiver`) or, for alarms, `receiver`.
    var component: String?
    /// `extras`.
    var extras: [(key: String, value: ValueTemplate)]
}

/// A `setAlarm` / `cancelAlarm` effect.
struct AlarmSpec {
    var intent: IntentSpec
    var type: AlarmType
    /// `in`: from now, on the alarm type's clock.
    var delay: SimDuration?
    /// `at`: the next local `HH:mm`.
    var timeOfDay: (hour: Int, minute: Int)?
    var repeating: SimDuration?
    var exact: Bool
    var inexact: Bool
    var requestCode: Int32
}
