package import GlanceSim

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
    package var onCreate: [Effect]
    /// `receivers`, in file order.
    package var receivers: [ReceiverBehavior]
    /// `widgets`, in file order.
    var widgets: [WidgetBehavior]
    /// `callbacks`, in file order.
    package var callbacks: [CallbackBehavior]
    /// `workers`, in file order.
    package var workers: [WorkerBehavior]
    /// `application.actions`, in file order.
    package var actions: [AppActionBehavior]
    /// `services`: the app's RemoteViewsServices, in file order.
    package var services: [ServiceBehavior] = []
    /// What the file leaves out of the app's code on purpose (`notModelled`).
    package var notModelled: [NotModelledEntry] = []

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
    /// The RemoteViewsServices the file describes, as it names them.
    public var serviceNames: [String] { services.map(\.className) }

    /// A spec that describes nothing: what an app folder without a behaviour file runs.
    package static var empty: BehaviorSpec {
        BehaviorSpec(
            path: "", onCreate: [], receivers: [], widgets: [], callbacks: [], workers: [], actions: [])
    }

    package func widget(named name: String) -> WidgetBehavior? { widgets.first { $0.name == name } }

    /// The shared state definition of the widget of this name, if it has one: what a state write to every widget of
    /// the type reads, without copying the widget's whole entry as ``widget(named:)`` does.
    package func sharedState(ofWidget name: String) -> WidgetBehavior.SharedState? {
        guard let index = widgets.firstIndex(where: { $0.name == name }) else { return nil }
        return widgets[index].sharedState
    }

    /// The file's entry for a manifest receiver, if it has one.
    package func receiver(for component: ComponentDescription) -> ReceiverBehavior? {
        receivers.first { $0.describes(component) }
    }
}

/// `receivers.NAME`: a manifest receiver's behaviour.
package struct ReceiverBehavior {
    /// The key: the class name as the manifest writes it, or fully qualified.
    package var className: String
    package var location: SourceLocation
    /// `widget`: the Glance widget this receiver serves (makes it a `GlanceAppWidgetReceiver`).
    package var widget: String?
    package var widgetLocation: SourceLocation?
    /// The lifecycle callbacks' effects, by callback.
    package var lifecycle: [LifecycleCallback: [Effect]]
    /// Where each lifecycle key is (for errors that need the manifest).
    package var lifecycleLocations: [LifecycleCallback: SourceLocation]
    /// `onReceive`: effects per action, in file order; `*` matches any action no other entry names.
    package var onReceive: [(action: String, effects: [Effect])]
    /// `dispatch`: whether a widget provider's built-in dispatch runs before `onReceive` or only where `super`
    /// says.
    package var dispatch: Dispatch = .superFirst

    /// Whether this entry is the manifest receiver's: keyed by its name as the manifest writes it
    /// (`.ClockReceiver`) or fully qualified.
    package func describes(_ component: ComponentDescription) -> Bool {
        className == component.className || className == component.component.className
    }

    /// How a widget provider's `onReceive` relates to `AppWidgetProvider.onReceive`'s dispatch.
    package enum Dispatch: String, CaseIterable {
        /// `super.onReceive(context, intent)` first (the lifecycle callbacks), then the file's `onReceive`.
        case superFirst = "super-first"
        /// The file's `onReceive` replaces the dispatch; `{ super: true }` calls it where written.
        case override
    }
}

/// An `AppWidgetProvider` callback.
package enum LifecycleCallback: String, CaseIterable {
    case onEnabled, onUpdate, onDeleted, onDisabled, onAppWidgetOptionsChanged, onRestored

    /// Whether the callback runs its effects once per widget id, with that widget in context.
    package var hasWidget: Bool { self != .onEnabled && self != .onDisabled }
}

/// `widgets.NAME`: a widget's size mode and content.
package struct WidgetBehavior {
    package var name: String
    var location: SourceLocation
    package var sizeMode: SizeMode
    package var content: NodeTemplate
    /// `state: { store: NAME }`: a custom `GlanceStateDefinition` whose DataStore is `NAME` for every widget.
    package var sharedState: SharedState? = nil
    /// `session`: values computed when a Glance session starts (`provideGlance`, before `provideContent`, or
    /// `remember` in the composition) and kept while the session lives — or, collected, recomputed whenever their
    /// store changes — in file order.
    package var session: [SessionValue] = []

    /// One `session` value.
    package struct SessionValue {
        package var name: String
        package var value: ValueTemplate
        /// `{ collect: STORE, value: V }`: the composition collects STORE's Flow (`collectAsState`), so the value
        /// is computed at each composition and a change to STORE recomposes the running session.
        package var collectedStore: String?
        /// `{ keys: [EXPRESSION, …], value: V }`: `remember(keys) { … }` or `LaunchedEffect(keys) { … }` in the
        /// composition. Computed when the session starts and again, in the running session, by the first
        /// composition that sees any key's value changed; kept otherwise.
        package var keys: [TextTemplate] = []
    }

    /// A state definition shared by every widget of a type.
    package struct SharedState {
        /// The DataStore every widget reads and writes.
        package var store: String
        /// Whether `getLocation` returns that store's file, so that Glance deletes it when any one widget is
        /// deleted (`GlanceState.deleteStore`); `false` for a definition whose location is something else.
        package var deletedWithAnyWidget: Bool
    }
}

/// `services.NAME`: a `RemoteViewsService` and its `RemoteViewsFactory`, which makes the items of the widget
/// collection views that name the service.
package struct ServiceBehavior {
    /// The key: the class name as the manifest writes it, or fully qualified.
    package var className: String
    package var location: SourceLocation
    /// `factory.onCreate`, `onDataSetChanged`, `onDestroy`.
    package var onCreate: [Effect]
    package var onDataSetChanged: [Effect]
    package var onDestroy: [Effect]
    /// `factory.count`: `getCount()`.
    package var count: TextTemplate
    /// `factory.item`: `getViewAt(index)`, rendered with `index` in scope.
    package var item: NodeTemplate

    /// Whether this entry is the manifest service's: keyed by its name as the manifest writes it or fully
    /// qualified.
    package func describes(_ component: ComponentDescription) -> Bool {
        className == component.className || className == component.component.className
    }
}

/// `application.actions.NAME`: what the app's own code does on the user's behalf (an activity, a service, a
/// repository), run by `app do NAME` in a scenario.
package struct AppActionBehavior {
    package var name: String
    var location: SourceLocation
    package var effects: [Effect]
}

/// `callbacks.NAME`: an `ActionCallback`'s effects.
package struct CallbackBehavior {
    package var name: String
    var location: SourceLocation
    package var effects: [Effect]
}

/// `workers.NAME`: a `Worker`.
package struct WorkerBehavior {
    /// The worker result kinds of `results`.
    package enum Result: String, CaseIterable {
        case success, retry, failure
    }

    /// A result, fixed or chosen when the run ends: `{ if: CONDITION, then: R, else: R }`, or an expression
    /// that computes `'success'`, `'retry'` or `'failure'`.
    package indirect enum ResultChoice {
        case fixed(Result)
        case conditional(Condition, then: ResultChoice, otherwise: ResultChoice)
        case computed(TextTemplate)
    }

    package var name: String
    var location: SourceLocation
    /// The result of attempt `n` (`runAttemptCount`), the last one repeating.
    package var results: [ResultChoice]
    package var duration: SimDuration
    /// `onStart`: run when the run starts, before its duration passes (what `doWork` does before its first
    /// suspending call).
    package var onStart: [Effect] = []
    /// `effects`: run when the duration has passed, before the result.
    package var effects: [Effect]
    package var onSuccess: [Effect]
    package var onRetry: [Effect]
    package var onFailure: [Effect]
}
