import GlanceSimFormats

/// Every effect of a behaviour file with the component whose code runs it, for the lint rules. This is the one
/// place lint reads the behaviour file's structure: effects nested in others come from
/// `Effect.nested`, so every new effect form that nests others is walked here too.
struct LocatedEffect {
    enum Owner: Equatable {
        /// `application.onCreate`.
        case application
        /// A manifest receiver's lifecycle callback (`nil`: its `onReceive`).
        case receiver(className: String, callback: String?)
        case callback(String)
        case worker(String)
        /// One of the app's own actions (`application.actions`).
        case action(String)

        /// The lifecycle callback's name, for a receiver's lifecycle callback.
        var callbackName: String? {
            if case .receiver(_, let callback?) = self { return callback }
            return nil
        }
    }

    var effect: Effect
    var owner: Owner
    /// Whether it runs in a widget provider's lifecycle callback (`onEnabled`, `onDisabled`, …).
    var isLifecycleCallback: Bool { owner.callbackName != nil }
    /// The `if` conditions the effect runs under, outermost first, each with the branch it is in (`true`: the
    /// `then` branch).
    var guards: [(condition: Condition, holds: Bool)] = []
}

extension BehaviorSpec {
    /// The effects in file order, nested ones (a runtime receiver's `onReceive`) after their parent.
    var locatedEffects: [LocatedEffect] {
        var result: [LocatedEffect] = []
        func add(
            _ effects: [Effect], _ owner: LocatedEffect.Owner, _ guards: [(condition: Condition, holds: Bool)] = []
        ) {
            for effect in effects {
                result.append(LocatedEffect(effect: effect, owner: owner, guards: guards))
                if case .conditional(let condition, let then, let otherwise) = effect.kind {
                    add(then, owner, guards + [(condition, true)])
                    add(otherwise, owner, guards + [(condition, false)])
                } else {
                    add(effect.nested, owner, guards)
                }
            }
        }
        add(onCreate, .application)
        for action in actions { add(action.effects, .action(action.name)) }
        for receiver in receivers {
            for callback in LifecycleCallback.allCases {
                add(
                    receiver.lifecycle[callback] ?? [],
                    .receiver(className: receiver.className, callback: callback.rawValue))
            }
            for entry in receiver.onReceive {
                add(entry.effects, .receiver(className: receiver.className, callback: nil))
            }
        }
        for callback in callbacks { add(callback.effects, .callback(callback.name)) }
        for worker in workers {
            for effects in [worker.onStart, worker.effects, worker.onSuccess, worker.onRetry, worker.onFailure] {
                add(effects, .worker(worker.name))
            }
        }
        return result
    }
}
