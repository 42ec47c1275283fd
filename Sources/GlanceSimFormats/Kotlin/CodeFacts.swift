/// What an app's own Kotlin and Java say about its widgets' life, each fact with the file and line it came from:
/// what `glancesim init MODULE --facts --json` prints, what `init` drafts a behaviour file from, and what `lint`
/// compares a behaviour file with.
///
/// Paths are relative to the project root (the folder with `settings.gradle(.kts)`); classes are fully qualified;
/// durations are in the scenario syntax (`15m`, `1h30m`). A value the code computes at run time (a parameter, a
/// condition) is `nil`, with a ``todos`` entry at the same line saying why. The format is documented, field by
/// field, in the `ModelFromCode` article.
///
/// ```swift
/// let facts = try CodeFacts.read(module: "Manifests/h2r/app")
/// facts.runtimeReceivers[0].actions   // ["android.intent.action.TIME_TICK", …]
/// ```
public struct CodeFacts: Codable, Equatable, Sendable {
    /// The module folder, relative to the project root.
    public var module: String
    public var receivers: [Receiver] = []
    public var glanceWidgets: [GlanceWidget] = []
    public var work: [Work] = []
    public var cancels: [Cancel] = []
    public var alarms: [Alarm] = []
    public var runtimeReceivers: [RuntimeReceiver] = []
    public var broadcasts: [Broadcast] = []
    public var updates: [Update] = []
    public var stateKeys: [StateKey] = []
    public var todos: [Todo] = []

    public init(module: String) { self.module = module }

    /// A class extending `AppWidgetProvider`, `GlanceAppWidgetReceiver` or `BroadcastReceiver`.
    public struct Receiver: Codable, Equatable, Sendable {
        public var `class`: String
        /// `AppWidgetProvider`, `GlanceAppWidgetReceiver` or `BroadcastReceiver`.
        public var kind: String
        /// The callbacks it overrides (`onUpdate`, `onReceive`…), in source order.
        public var callbacks: [String]
        /// A Glance receiver's `glanceAppWidget`.
        public var glanceWidget: String?
        public var file: String
        public var line: Int
    }

    /// A class or object extending `GlanceAppWidget`.
    public struct GlanceWidget: Codable, Equatable, Sendable {
        public var `class`: String
        /// The receiver whose `glanceAppWidget` it is.
        public var receiver: String?
        /// The `stateDefinition` it overrides.
        public var stateDefinition: String?
        public var file: String
        public var line: Int
    }

    /// A WorkManager enqueue call site.
    public struct Work: Codable, Equatable, Sendable {
        public var unique: Bool
        public var name: String?
        public var policy: String?
        public var periodic: Bool
        public var worker: String?
        public var period: String?
        public var flex: String?
        public var initialDelay: String?
        public var constraints: Constraints?
        public var backoff: Backoff?
        public var tags: [String]?
        public var expedited: String?
        /// When its name, policy or worker class is a parameter of the function that enqueues (Tasks.org's
        /// `enqueueUnique(key, c, …)`): that helper. The work is then listed at each call of it, with that caller's
        /// values.
        public var through: Helper?
        /// The fields the code computes where the reader cannot see (each with a TODO at this line): `name`,
        /// `policy`, `worker`, `request` (the whole request), `period`, `flex`, `initialDelay`, `constraints`,
        /// `backoff`, `tags`. A field left out and not listed here is one the code does not set.
        public var unknown: [String]?
        public var file: String
        public var line: Int
    }

    /// The `Constraints.Builder` setters a request calls.
    public struct Constraints: Codable, Equatable, Sendable {
        public var requiredNetworkType: String?
        public var requiresCharging: Bool?
        public var requiresBatteryNotLow: Bool?
        public var requiresDeviceIdle: Bool?
        public var requiresStorageNotLow: Bool?
    }

    /// `setBackoffCriteria(policy, delay)`.
    public struct Backoff: Codable, Equatable, Sendable {
        public var policy: String?
        public var delay: String?
    }

    /// A cancel: of unique work by name, by tag, by id, all work, or an alarm.
    public struct Cancel: Codable, Equatable, Sendable {
        /// `uniqueWork`, `tag`, `id`, `all` or `alarm`.
        public var by: String
        public var value: String?
        public var file: String
        public var line: Int
    }

    /// An `AlarmManager` call.
    public struct Alarm: Codable, Equatable, Sendable {
        public var call: String
        public var type: String?
        public var exact: Bool
        public var repeating: Bool
        public var whileIdle: Bool
        public var interval: String?
        /// Whether it calls back an `AlarmManager.OnAlarmListener` (`set(type, time, tag, listener, handler)`)
        /// instead of sending a PendingIntent: `nil` when it sends one.
        public var listener: Bool?
        /// When the type is a parameter of the function the call is in (a helper such as
        /// `schedule(time, intent, alarmType)`): each place that calls the helper, with the type it passes.
        public var callers: [Caller]?
        /// The fields the reader could not work out: `type`, `interval`.
        public var unknown: [String]?
        public var file: String
        public var line: Int
    }

    /// A call of a helper that sets an alarm, with the alarm type it passes (`nil`: not worked out).
    public struct Caller: Codable, Equatable, Sendable {
        public var type: String?
        public var file: String
        public var line: Int
    }

    /// A `registerReceiver` call.
    public struct RuntimeReceiver: Codable, Equatable, Sendable {
        public var receiver: String?
        public var actions: [String]
        /// Where the sources unregister it, if they do.
        public var unregister: Place?
        /// `actions` when the filter is built where the reader cannot see, or an action is computed.
        public var unknown: [String]?
        /// When the receiver or the filter is a parameter of the function that registers (a helper such as
        /// `fun Context.registerReceiverCompat(receiver, filter, flags)`): that helper. The registration is then
        /// listed at each place that calls it, with what that caller passes.
        public var through: Helper?
        public var file: String
        public var line: Int
    }

    /// A helper function a fact is reached through: its name and where it makes the call.
    public struct Helper: Codable, Equatable, Sendable {
        public var name: String
        public var file: String
        public var line: Int
    }

    /// A file and line.
    public struct Place: Codable, Equatable, Sendable {
        public var file: String
        public var line: Int
    }

    /// A `sendBroadcast` or `sendOrderedBroadcast` call.
    public struct Broadcast: Codable, Equatable, Sendable {
        public var action: String?
        public var target: String?
        /// The extras the intent is given (`putExtra(NAME, …)`), by name, when the reader works the name out.
        public var extras: [String]?
        /// For `EXTRA_APPWIDGET_IDS`: the provider whose every widget the ids are
        /// (`getAppWidgetIds(ComponentName(context, P::class.java))`), when they are that.
        public var widgetIdsOf: String?
        public var file: String
        public var line: Int
    }

    /// A Glance `update`/`updateAll`/`updateIf`/`updateAppWidgetState`, or an `AppWidgetManager` update.
    public struct Update: Codable, Equatable, Sendable {
        public var call: String
        public var widget: String?
        /// `updateAppWidget(ids, views)` and `partiallyUpdateAppWidget(ids, views)` given an array of ids
        /// (`appWidgetIds`, an `IntArray`) or a provider's `ComponentName`, which update every widget it names:
        /// `true`; `nil` for one id.
        public var everyId: Bool?
        public var file: String
        public var line: Int
    }

    /// A Preferences key (`intPreferencesKey("count")`).
    public struct StateKey: Codable, Equatable, Sendable {
        public var name: String?
        /// `int`, `long`, `string`, `boolean`, `float`, `double` or `stringSet`.
        public var type: String
        public var constant: String?
        public var file: String
        public var line: Int
    }

    /// Something the reader saw but could not work out, and why.
    public struct Todo: Codable, Equatable, Sendable {
        public var message: String
        public var file: String
        public var line: Int
        /// The 1-based column (in UTF-8 bytes) when the todo is about one token or byte: where a file the reader
        /// could not read goes wrong.
        public var column: Int?
    }
}
