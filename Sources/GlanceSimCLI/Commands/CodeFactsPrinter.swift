import GlanceSimFormats

/// `init --facts` for people: one section per kind, each fact as `path:line: what`, paths as the user reaches them.
enum CodeFactsPrinter {
    static func text(_ facts: CodeFacts, root: String) -> String {
        var lines: [String] = []
        func section<T>(_ title: String, _ items: [T], _ describe: (T) -> (file: String, line: Int, text: String)) {
            lines.append("\(title) (\(items.count))")
            for item in items {
                let (file, line, text) = describe(item)
                lines.append("  \(ModulePaths.join(root, file)):\(line): \(text)")
            }
        }
        func value(_ text: String?) -> String { text.map { "'\($0)'" } ?? "?" }
        section("receivers", facts.receivers) { receiver in
            var text = "\(receiver.kind) \(receiver.class)"
            if !receiver.callbacks.isEmpty { text += " overrides " + receiver.callbacks.joined(separator: ", ") }
            if let widget = receiver.glanceWidget { text += "; widget \(widget)" }
            return (receiver.file, receiver.line, text)
        }
        section("glanceWidgets", facts.glanceWidgets) { widget in
            var text = widget.class
            if let receiver = widget.receiver { text += ", held by \(receiver)" }
            if let state = widget.stateDefinition { text += ", state \(state)" }
            return (widget.file, widget.line, text)
        }
        section("work", facts.work) { work in
            var parts = [work.unique ? "unique \(value(work.name))" : "plain"]
            parts.append(work.periodic ? "periodic every \(work.period ?? "?")" : "one-time")
            parts.append("worker \(work.worker ?? "?")")
            if work.unique { parts.append("policy \(work.policy ?? "?")") }
            let unknown = Set(work.unknown ?? [])
            if let flex = work.flex { parts.append("flex \(flex)") }
            if let delay = work.initialDelay { parts.append("initial delay \(delay)") }
            // A field the reader could not work out (computed, or set only under a condition) is `?`, never "none".
            for (field, said) in [
                ("initialDelay", "initial delay"), ("constraints", "constraints"), ("backoff", "backoff"),
                ("tags", "tags"), ("expedited", "expedited"),
            ] where unknown.contains(field) {
                parts.append("\(said) ?")
            }
            if let constraints = work.constraints, !unknown.contains("constraints") {
                var names: [String] = []
                if let network = constraints.requiredNetworkType { names.append("network \(network)") }
                if constraints.requiresCharging == true { names.append("charging") }
                if constraints.requiresBatteryNotLow == true { names.append("battery not low") }
                if constraints.requiresDeviceIdle == true { names.append("device idle") }
                if constraints.requiresStorageNotLow == true { names.append("storage not low") }
                parts.append("constraints: " + (names.isEmpty ? "none" : names.joined(separator: ", ")))
            }
            if let backoff = work.backoff { parts.append("backoff \(backoff.policy ?? "?") \(backoff.delay ?? "?")") }
            if let tags = work.tags { parts.append("tags " + tags.map { "'\($0)'" }.joined(separator: ", ")) }
            if let expedited = work.expedited { parts.append("expedited \(expedited)") }
            if let helper = work.through {
                parts.append("(through \(helper.name) at \(ModulePaths.join(root, helper.file)):\(helper.line))")
            }
            return (work.file, work.line, parts.joined(separator: ", "))
        }
        let cancelled = [
            "uniqueWork": "unique work", "tag": "work tagged", "id": "work by id", "all": "all work",
            "alarm": "an alarm",
        ]
        section("cancels", facts.cancels) { cancel in
            let what = cancelled[cancel.by] ?? cancel.by
            let named = cancel.by == "uniqueWork" || cancel.by == "tag"
            return (cancel.file, cancel.line, named ? "\(what) \(value(cancel.value))" : what)
        }
        // An alarm set by a helper whose type is a parameter is listed at each call site, with the type it passes.
        let alarmSites = facts.alarms.flatMap { alarm in
            alarm.callers.map { callers in callers.map { (alarm, Optional($0)) } } ?? [(alarm, nil)]
        }
        section("alarms", alarmSites) { alarm, caller in
            var parts = [alarm.call, caller.map { $0.type ?? "?" } ?? alarm.type ?? "?"]
            if let interval = alarm.interval { parts.append("every \(interval)") }
            if alarm.exact { parts.append("exact") }
            if alarm.whileIdle { parts.append("while idle") }
            if alarm.listener == true { parts.append("with an OnAlarmListener (no PendingIntent)") }
            guard let caller else { return (alarm.file, alarm.line, parts.joined(separator: " ")) }
            parts.append("(through \(ModulePaths.join(root, alarm.file)):\(alarm.line))")
            return (caller.file, caller.line, parts.joined(separator: " "))
        }
        section("runtimeReceivers", facts.runtimeReceivers) { registration in
            var text =
                "\(registration.receiver ?? "an anonymous receiver") for "
                + (registration.actions.isEmpty
                    ? "actions not worked out" : registration.actions.joined(separator: ", "))
            if let place = registration.unregister {
                text += "; unregistered at \(ModulePaths.join(root, place.file)):\(place.line)"
            } else {
                text += "; never unregistered"
            }
            if let helper = registration.through {
                text += " (through \(helper.name) at \(ModulePaths.join(root, helper.file)):\(helper.line))"
            }
            return (registration.file, registration.line, text)
        }
        section("broadcasts", facts.broadcasts) { broadcast in
            var text = "action \(value(broadcast.action))"
            if let target = broadcast.target { text += " to \(target)" }
            if let extras = broadcast.extras { text += " with extras " + extras.joined(separator: ", ") }
            if let provider = broadcast.widgetIdsOf { text += " (the ids of every \(provider))" }
            return (broadcast.file, broadcast.line, text)
        }
        section("updates", facts.updates) { update in
            (update.file, update.line, update.call + (update.widget.map { " of \($0)" } ?? ""))
        }
        section("stateKeys", facts.stateKeys) { key in
            (key.file, key.line, "\(key.type) \(value(key.name))" + (key.constant.map { " (\($0))" } ?? ""))
        }
        lines.append("todos (\(facts.todos.count))")
        for todo in facts.todos {
            // A file the reader could not read is located at its token, as errors are: `path:line:column:`.
            let place = todo.column.map { "\(todo.line):\($0)" } ?? "\(todo.line)"
            lines.append("  \(ModulePaths.join(root, todo.file)):\(place): \(todo.message)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
