import GlanceSim

/// One thing a component does, in the order its list gives. See <doc:BehaviorFiles> for every form.
package struct Effect {
    /// Where the effect's object starts.
    package var location: SourceLocation
    /// What it does.
    package var kind: Kind

    /// What an effect does (boxed: an effect is copied whole each time it runs, as one reference).
    package indirect enum Kind {
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
        /// `{ updateAppWidgetOptions: { KEY: VALUE, … } }`: `AppWidgetManager.updateAppWidgetOptions` for the widget in
        /// context (merged into its options; the provider gets APPWIDGET_UPDATE_OPTIONS).
        case updateAppWidgetOptions([(key: String, value: ValueTemplate)])
        /// `{ notifyAppWidgetViewDataChanged: VIEW_ID, ids?: IDS }`: the hosts of the widget in context (or of `ids`)
        /// reload the collection view with that id.
        case notifyAppWidgetViewDataChanged(viewId: String, ids: TextTemplate?)
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
    package var flattened: [Effect] { flatMap { [$0] + $0.nested.flattened } }
}

/// A condition: an expression (`"widgets.count == 0"`), or for compatibility a `{{…}}` template; true unless it
/// is `false`, `0`, `null`, empty or the text `"false"`/`"0"`.
package typealias Condition = TextTemplate
