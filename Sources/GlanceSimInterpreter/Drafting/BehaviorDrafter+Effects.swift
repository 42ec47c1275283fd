import GlanceSimFormats

/// Each code step as a behaviour effect (or a TODO saying what is missing).
extension BehaviorDrafter {
    /// Whether a widget is in context where effects run.
    enum EffectContext {
        case noWidget
        /// A widget provider's per-widget callback (`provider`), or an action callback (the clicked widget).
        case widget(provider: String?)
    }

    /// Writes the steps in order, each under the conditions it runs under in the code (``CodeGuard``): steps that
    /// share a condition go in one `if` effect, or — when the behaviour format cannot say the condition — between
    /// a TODO naming it and a line that ends it. No condition is dropped.
    mutating func writeEffects(_ steps: [CodeStep.Located], context: EffectContext) {
        writeEffects(Self.mergingRegistrations(steps), context: context, depth: 0)
    }

    /// One `register` per receiver: registering the same receiver object again with another filter adds that
    /// filter to it (ActivityManagerService keeps one ReceiverList per receiver), while a behaviour file's second
    /// `register` of an ID does nothing. AnkiDroid's `register(IntentFilter(ACTION_TIME_TICK))`,
    /// `register(IntentFilter(ACTION_TIME_CHANGED))`, … are one registration with every action.
    static func mergingRegistrations(_ steps: [CodeStep.Located]) -> [CodeStep.Located] {
        var result: [CodeStep.Located] = []
        for located in steps {
            if case .register(let registration, _) = located.step, let receiver = registration.receiver,
                let first = result.firstIndex(where: { earlier in
                    guard case .register(let other, _) = earlier.step else { return false }
                    return other.receiver == receiver && earlier.guards == located.guards
                }),
                case .register(var merged, let constructed) = result[first].step
            {
                merged.actions += registration.actions.filter { !merged.actions.contains($0) }
                result[first].step = .register(merged, constructedHere: constructed)
                continue
            }
            result.append(located)
        }
        return result
    }

    private mutating func writeEffects(_ steps: [CodeStep.Located], context: EffectContext, depth: Int) {
        var index = 0
        while index < steps.count {
            guard depth < steps[index].guards.count else {
                writeStep(steps[index], context: context)
                index += 1
                continue
            }
            let condition = steps[index].guards[depth]
            var end = index + 1
            while end < steps.count, steps[end].guards.count > depth, steps[end].guards[depth] == condition { end += 1 }
            let guarded = Array(steps[index..<end])
            if let expression = condition.expression {
                out.line("// when \(condition.kotlin) (\(condition.file):\(condition.line))")
                out.open("{ if: \(DraftText.quoted(expression)), then: [")
                writeEffects(guarded, context: context, depth: depth + 1)
                out.close("] },")
            } else {
                todo(
                    "the effects below run only when `\(condition.kotlin)`, which the draft cannot say in a behaviour "
                        + "file: wrap them in { if: CONDITION, then: [ … ] } with a condition the file can test, or "
                        + "delete those that do not apply",
                    file: condition.file, line: condition.line)
                writeEffects(guarded, context: context, depth: depth + 1)
                out.line("// (end of the effects that run only when `\(condition.kotlin)`)")
            }
            index = end
        }
    }

    private mutating func writeStep(_ located: CodeStep.Located, context: EffectContext) {
        let from = "// from \(located.file):\(located.line)"
        switch located.step {
        case .work(let work, let resolved):
            writeWork(work, resolved: resolved, from: from)
        case .cancel(let cancel):
            switch (cancel.by, cancel.value) {
            case ("uniqueWork", let name?):
                out.line(from)
                out.line("{ cancelUniqueWork: \(DraftText.literal(name)) },")
            case ("tag", let tag?):
                out.line(from)
                out.line("{ cancelWorkByTag: \(DraftText.literal(tag)) },")
            case ("all", _):
                out.line(from)
                out.line("{ cancelAllWork: true },")
            case ("alarm", _):
                todo(
                    "AlarmManager.cancel: say { cancelAlarm: ACTION, receiver: … } with the PendingIntent's action",
                    file: cancel.file, line: cancel.line)
            default:
                todo(
                    "a cancel by \(cancel.by) whose value the reader could not work out: say { cancelUniqueWork: NAME } or "
                        + "{ cancelWorkByTag: TAG } with the value the code passes", file: cancel.file,
                    line: cancel.line)
            }
        case .alarm(let alarm):
            var known = ["type: \(DraftText.quoted(alarm.type ?? "?"))"]
            if let callers = alarm.callers {
                // The helper's callers pass the type: one alarm per call site, each with its own.
                let types = callers.map { "\($0.type ?? "?") from \($0.file):\($0.line)" }.joined(separator: ", ")
                known = ["type: the caller's (\(types))"]
            }
            if alarm.exact { known.append("exact: true") }
            if let interval = alarm.interval { known.append("repeating: \(DraftText.quoted(interval))") }
            todo(
                "AlarmManager.\(alarm.call): say { setAlarm: ACTION, \(known.joined(separator: ", ")), in: … or at: … } "
                    + "with the PendingIntent's action and the trigger time",
                file: alarm.file, line: alarm.line)
        case .register(let registration, let constructedHere):
            writeRegistration(registration, new: constructedHere, from: from)
        case .unregister(let registration):
            guard let receiver = registration.receiver else {
                todo(
                    "unregisterReceiver of an anonymous receiver: say { unregister: ID } with the ID of its "
                        + "{ register: ID, … }", file: located.file, line: located.line)
                return
            }
            out.line(from)
            out.line("{ unregister: \(DraftText.quoted(Self.simpleName(receiver))) },")
        case .broadcast(let broadcast):
            guard let action = broadcast.action else {
                todo(
                    "sendBroadcast of an intent whose action the reader could not work out: say { sendBroadcast: ACTION } "
                        + "(with component: CLASS when the intent names its receiver)", file: broadcast.file,
                    line: broadcast.line)
                return
            }
            var fields = ["sendBroadcast: \(DraftText.literal(action))"]
            if let target = broadcast.target { fields.append("component: \(DraftText.quoted(target))") }
            if broadcast.extras?.contains("appWidgetIds") == true {
                // AppWidgetProvider.onReceive ignores an APPWIDGET_UPDATE without EXTRA_APPWIDGET_IDS.
                guard let provider = broadcast.widgetIdsOf else {
                    todo(
                        "sendBroadcast puts EXTRA_APPWIDGET_IDS the reader could not work out: say extras: { "
                            + "appWidgetIds: \"${widgets('.Provider')}\" } with the ids the code passes",
                        file: broadcast.file, line: broadcast.line)
                    out.line(from)
                    out.line("{ \(fields.joined(separator: ", ")) },")
                    return
                }
                fields.append("extras: { appWidgetIds: \(DraftText.quoted("${widgets('\(provider)')}")) }")
            }
            out.line(from)
            out.line("{ \(fields.joined(separator: ", ")) },")
        case .update(let update):
            writeUpdate(update, context: context, from: from)
        case .wait(let wait):
            // A worker's waits are its duration (``writeWorkers()``); a receiver's or an action's are not modelled.
            todo(
                "the code waits `\(wait.kotlin)` here: the effects after it run later on a phone, and at once in "
                    + "the draft; move them to where they happen (a worker's duration, an alarm) or delete the wait",
                file: located.file, line: located.line)
        case .todo(let message):
            todo(message, file: located.file, line: located.line)
        }
    }

    /// The start of the reader's TODO for each field a walk may resolve.
    static let unknownFieldPrefixes = ["policy": "the existing-work policy", "name": "the unique work name"]

    private mutating func writeWork(_ work: CodeFacts.Work, resolved: Set<String>, from: String) {
        guard let worker = work.worker else {
            todo(
                "enqueue of a request whose worker the reader could not see: say { enqueue: WORKER, … } with the "
                    + "worker class the request is built for", file: work.file, line: work.line)
            return
        }
        // The reader's TODOs at the enqueue, and at the helper it is made through (what the helper sets only
        // sometimes holds at every call of it).
        let unknowns = facts.todos.filter { todo in
            (todo.file == work.file && todo.line == work.line
                || todo.file == work.through?.file && todo.line == work.through?.line)
                && !resolved.contains { Self.unknownFieldPrefixes[$0].map(todo.message.hasPrefix) ?? false }
        }
        for unknown in unknowns {
            todo(
                "\(unknown.message) (left out of the enqueue below, so WorkManager's default applies: say it there)",
                file: unknown.file, line: unknown.line)
        }
        var fields = ["enqueue: \(DraftText.quoted(Self.simpleName(worker)))"]
        if !resolved.isEmpty {
            out.line("// \(resolved.sorted().joined(separator: " and ")) from the arguments the caller passes")
        }
        if work.unique {
            guard let name = work.name else { return }
            fields.append("unique: \(DraftText.literal(name))")
            if var policy = work.policy {
                if work.periodic && policy == "REPLACE" {
                    // Deprecated since WorkManager 2.8; WorkManagerImpl.enqueueUniquePeriodicWork applies it as
                    // CANCEL_AND_REENQUEUE does, and the behaviour file names it so.
                    out.line("// ExistingPeriodicWorkPolicy.REPLACE is CANCEL_AND_REENQUEUE since WorkManager 2.8")
                    policy = "CANCEL_AND_REENQUEUE"
                }
                fields.append("policy: \(DraftText.quoted(policy))")
            }
        }
        if work.periodic, let period = work.period { fields.append("periodic: \(DraftText.quoted(period))") }
        if let flex = work.flex { fields.append("flex: \(DraftText.quoted(flex))") }
        if let delay = work.initialDelay { fields.append("delay: \(DraftText.quoted(delay))") }
        if let constraints = work.constraints {
            var parts: [String] = []
            if let network = constraints.requiredNetworkType { parts.append("network: \(DraftText.quoted(network))") }
            if let value = constraints.requiresCharging { parts.append("charging: \(value)") }
            if let value = constraints.requiresBatteryNotLow { parts.append("batteryNotLow: \(value)") }
            if let value = constraints.requiresDeviceIdle { parts.append("deviceIdle: \(value)") }
            if let value = constraints.requiresStorageNotLow { parts.append("storageNotLow: \(value)") }
            if !parts.isEmpty { fields.append("constraints: { \(parts.joined(separator: ", ")) }") }
        }
        if let backoff = work.backoff, let policy = backoff.policy, let delay = backoff.delay {
            fields.append("backoff: { policy: \(DraftText.quoted(policy)), delay: \(DraftText.quoted(delay)) }")
        }
        if let tags = work.tags, !tags.isEmpty {
            fields.append("tags: [\(tags.map(DraftText.literal).joined(separator: ", "))]")
        }
        out.line(from)
        out.line("{ \(fields.joined(separator: ", ")) },")
    }

    private mutating func writeRegistration(_ registration: CodeFacts.RuntimeReceiver, new: Bool, from: String) {
        guard let receiver = registration.receiver else {
            todo(
                "registerReceiver of an anonymous receiver: say { register: ID, actions: […], onReceive: […] }",
                file: registration.file, line: registration.line)
            return
        }
        out.line(from)
        out.open("{")
        out.line("register: \(DraftText.quoted(Self.simpleName(receiver))),")
        if new { out.line("new: true,") }
        out.line("actions: [\(registration.actions.map(DraftText.literal).joined(separator: ", "))],")
        out.open("onReceive: [")
        if let onReceive = function("onReceive", of: receiver) {
            writeEffects(walk.steps(of: onReceive.function, file: onReceive.file, on: receiver), context: .noWidget)
        }
        out.close("],")
        out.close("},")
    }

    private mutating func writeUpdate(_ update: CodeFacts.Update, context: EffectContext, from: String) {
        switch update.call {
        case "updateAll", "updateIf":
            guard let widget = update.widget else {
                todo(
                    "\(update.call) on a GlanceAppWidget the reader could not tell: say { updateAll: WIDGET } with the "
                        + "GlanceAppWidget class", file: update.file,
                    line: update.line)
                return
            }
            if update.call == "updateIf" { out.line("// updateIf: every widget of the type whose state matches") }
            out.line(from)
            out.line("{ updateAll: \(DraftText.quoted(Self.simpleName(widget))) },")
        case "update":
            guard let widget = update.widget else { return }
            let name = DraftText.quoted(Self.simpleName(widget))
            out.line(from)
            if case .widget = context {
                out.line("{ update: \(name) },")
            } else {
                out.line("{ forEachWidget: \(name), do: [{ update: \(name) }] },")
            }
        case "updateAppWidgetState":
            if case .widget = context, let writes = stateWrites(update) {
                out.line(from)
                for write in writes { out.line(write + ",") }
                return
            }
            todo(
                "updateAppWidgetState writes the widget's state here: say each key with { set: KEY, value: … }",
                file: update.file, line: update.line)
        case "updateAppWidgetOptions":
            todo(
                "AppWidgetManager.updateAppWidgetOptions: say { updateAppWidgetOptions: { NAME: VALUE, … } } with the "
                    + "options the code puts in the bundle",
                file: update.file, line: update.line)
        case "notifyAppWidgetViewDataChanged":
            todo(
                "AppWidgetManager.notifyAppWidgetViewDataChanged: say { notifyAppWidgetViewDataChanged: VIEW } with "
                    + "the collection view's id (and its services: factory in the file)",
                file: update.file, line: update.line)
        default:  // updateAppWidget, partiallyUpdateAppWidget
            let providers = facts.receivers.filter { $0.kind == "AppWidgetProvider" }
            let provider: String?
            if case .widget(let holder) = context {
                provider = holder
            } else if providers.count == 1 {
                provider = providers[0].class
            } else if let holder = providerHolding(update) {
                // Which of its widgets (the intent's one, or every one) is the code's to say: the template is
                // named, the widgets are not guessed.
                let template = Self.simpleName(holder)
                if !classicTemplates.contains(template) { classicTemplates.append(template) }
                todo(
                    "\(update.call) of \(holder)'s widgets, for the id(s) the code passes: say { forEachWidget: "
                        + "\(DraftText.literal(holder)), do: [{ updateAppWidget: \(DraftText.literal(template)) }] } for "
                        + "every widget, or put { updateAppWidget: \(DraftText.literal(template)) } where one widget is in "
                        + "context",
                    file: update.file, line: update.line)
                return
            } else {
                provider = nil
            }
            guard let provider else {
                todo(
                    "\(update.call) for a provider the reader could not tell: say { forEachWidget: PROVIDER, do: "
                        + "[{ updateAppWidget: TEMPLATE }] } with the provider whose widgets the code updates",
                    file: update.file, line: update.line)
                return
            }
            let template = Self.simpleName(provider)
            if !classicTemplates.contains(template) { classicTemplates.append(template) }
            out.line(from)
            if case .widget = context {
                out.line("{ updateAppWidget: \(DraftText.quoted(template)) },")
            } else {
                out.line(
                    "{ forEachWidget: \(DraftText.quoted(provider)), do: [{ updateAppWidget: \(DraftText.quoted(template)) }] },"
                )
            }
        }
    }

    /// The provider whose own code (or its companion's) makes an `updateAppWidget` call: AnkiDroid's
    /// `CardAnalysisWidget.Companion.updateWidget`, called from the provider's `onReceive`.
    private func providerHolding(_ update: CodeFacts.Update) -> String? {
        guard let number = sources.files.firstIndex(where: { $0.path == update.file }) else { return nil }
        let file = sources.files[number]
        guard
            let index = file.tokens.indices.first(where: {
                file.tokens[$0].line == update.line && file.tokens[$0].isIdentifier(update.call)
            }),
            var holder = file.enclosingClass(of: index)
        else { return nil }
        // A companion (or another object nested in the provider) is the provider's code.
        if holder.isObject, let outer = file.enclosingClass(of: holder.nameIndex) { holder = outer }
        return facts.receivers.first { $0.kind == "AppWidgetProvider" && $0.class == holder.qualifiedName }?.class
    }
}
