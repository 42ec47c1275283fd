import GlanceSim

/// A loaded and checked behaviour file (`behavior.json5`): what an app's components do, for ``AppAssembler``.
///
/// ``BehaviorLoader`` makes one; the format is described in <doc:BehaviorFiles>. Every list keeps the file's
/// order, so nothing about a run depends on dictionary order.
///
/// ```swift
/// let spec = try BehaviorLoader.parse(text: "{ callbacks: { Refresh: [{ updateAll: 'Weather' }] } }", path: "b.json5")
/// spec.callbackNames   // ["Refresh"]
/// ```
public struct BehaviorSpec {
    /// The file's path as given.
    public let path: String
    /// `application.onCreate`.
    var onCreate: [Effect]
    /// `receivers`, in file order.
    var receivers: [ReceiverBehavior]
    /// `widgets`, in file order.
    var widgets: [WidgetBehavior]
    /// `callbacks`, in file order.
    var callbacks: [CallbackBehavior]
    /// `workers`, in file order.
    var workers: [WorkerBehavior]
    /// `application.actions`, in file order.
    var actions: [AppActionBehavior]

    /// The receivers the file describes, as it names them.
    public var receiverClassNames: [String] { receivers.map(\.className) }
    /// The widgets the file describes.
    public var widgetNames: [String] { widgets.map(\.name) }
    /// The action callbacks the file describes.
    public var callbackNames: [String] { callbacks.map(\.name) }
    /// The workers the file describes.
    public var workerNames: [String] { workers.map(\.name) }
    /// The app actions the file describes (`app do NAME` in a scenario).
    public var actionNames: [String] { actions.map(\.name) }

    func widget(named name: String) -> WidgetBehavior? { widgets.first { $0.name == name } }

    /// The file's entry for a manifest receiver, if it has one.
    func receiver(for component: ComponentDescription) -> ReceiverBehavior? {
        receivers.first { $0.describes(component) }
    }
}

/// `receivers.NAME`: a manifest receiver's behaviour.
struct ReceiverBehavior {
    /// The key: the class name as the manifest writes it, or fully qualified.
    var className: String
    var location: SourceLocation
    /// `widget`: the Glance widget this receiver serves (makes it a `GlanceAppWidgetReceiver`).
    var widget: String?
    var widgetLocation: SourceLocation?
    /// The lifecycle callbacks' effects, by callback.
    var lifecycle: [LifecycleCallback: [Effect]]
    /// Where each lifecycle key is (for errors that need the manifest).
    var lifecycleLocations: [LifecycleCallback: SourceLocation]
    /// `onReceive`: effects per action, in file order; `*` matches any action no other entry names.
    var onReceive: [(action: String, effects: [Effect])]
    /// `dispatch`: whether a widget provider's built-in dispatch runs before `onReceive` or only where `super`
    /// says.
    var dispatch: Dispatch = .superFirst

    /// Whether this entry is the manifest receiver's: keyed by its name as the manifest writes it
    /// (`.ClockReceiver`) or fully qualified.
    func describes(_ component: ComponentDescription) -> Bool {
        className == component.className || className == component.component.className
    }

    /// How a widget provider's `onReceive` relates to `AppWidgetProvider.onReceive`'s dispatch.
    enum Dispatch: String, CaseIterable {
        /// `super.onReceive(context, intent)` first (the lifecycle callbacks), then the file's `onReceive`.
        case superFirst = "super-first"
        /// The file's `onReceive` replaces the dispatch; `{ super: true }` calls it where written.
        case override
    }
}

/// An `AppWidgetProvider` callback.
enum LifecycleCallback: String, CaseIterable {
    case onEnabled, onUpdate, onDeleted, onDisabled, onAppWidgetOptionsChanged, onRestored

    /// Whether the callback runs its effects once per widget id, with that widget in context.
    var hasWidget: Bool { self != .onEnabled && self != .onDisabled }
}

/// `widgets.NAME`: a widget's size mode and content.
struct WidgetBehavior {
    var name: String
    var location: SourceLocation
    var sizeMode: SizeMode
    var content: NodeTemplate
    /// `state: { store: NAME }`: a custom `GlanceStateDefinition` whose DataStore is `NAME` for every widget.
    var sharedState: SharedState? = nil
    /// `session`: values computed when a Glance session starts (`provideGlance`, before `provideContent`, or
    /// `remember` in the composition) and kept while the session lives — or, collected, recomputed whenever their
    /// store changes — in file order.
    var session: [SessionValue] = []

    /// One `session` value.
    struct SessionValue {
        var name: String
        var value: ValueTemplate
        /// `{ collect: STORE, value: V }`: the composition collects STORE's Flow (`collectAsState`), so the value
        /// is computed at each composition and a change to STORE recomposes the running session.
        var collectedStore: String?
    }

    /// A state definition shared by every widget of a type.
    struct SharedState {
        /// The DataStore every widget reads and writes.
        var store: String
        /// Whether `getLocation` returns that store's file, so that Glance deletes it when any one widget is
        /// deleted (`GlanceState.deleteStore`); `false` for a definition whose location is something else.
        var deletedWithAnyWidget: Bool
    }
}

/// `application.actions.NAME`: what the app's own code does on the user's behalf (an activity, a service, a
/// repository), run by `app do NAME` in a scenario.
struct AppActionBehavior {
    var name: String
    var location: SourceLocation
    var effects: [Effect]
}

/// `callbacks.NAME`: an `ActionCallback`'s effects.
struct CallbackBehavior {
    var name: String
    var location: SourceLocation
    var effects: [Effect]
}

/// `workers.NAME`: a `Worker`.
struct WorkerBehavior {
    /// The worker result kinds of `results`.
    enum Result: String, CaseIterable {
        case success, retry, failure
    }

    /// A result, fixed or chosen when the run ends: `{ if: CONDITION, then: R, else: R }`, or an expression
    /// that computes `'success'`, `'retry'` or `'failure'`.
    indirect enum ResultChoice {
        case fixed(Result)
        case conditional(Condition, then: ResultChoice, otherwise: ResultChoice)
        case computed(TextTemplate)
    }

    var name: String
    var location: SourceLocation
    /// The result of attempt `n` (`runAttemptCount`), the last one repeating.
    var results: [ResultChoice]
    var duration: SimDuration
    /// `onStart`: run when the run starts, before its duration passes (what `doWork` does before its first
    /// suspending call).
    var onStart: [Effect] = []
    /// `effects`: run when the duration has passed, before the result.
    var effects: [Effect]
    var onSuccess: [Effect]
    var onRetry: [Effect]
    var onFailure: [Effect]
}
