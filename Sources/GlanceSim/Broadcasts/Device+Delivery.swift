extension Device {
    /// The live registration with this number (registrations stay sorted by number: binary search).
    func registration(_ number: Int) -> RuntimeRegistration? {
        var low = 0
        var high = registrations.count
        while low < high {
            let middle = (low + high) / 2
            if registrations[middle].number < number { low = middle + 1 } else { high = middle }
        }
        return low < registrations.count && registrations[low].number == number ? registrations[low] : nil
    }

    /// Delivers a normal broadcast to its runtime receivers, in order, within this one event. A receiver
    /// whose registration is gone (unregistered, or its process died) is skipped.
    func deliverParallel(_ id: BroadcastID) {
        guard let broadcast = broadcasts[id] else { return }
        for number in broadcast.parallel {
            guard let registration = registration(number) else {
                record(.broadcastSkipped, "registration#\(number)", "receiver gone: \(broadcast.intent.action ?? "-")")
                continue
            }
            _ = deliver(broadcast.intent, to: registration, result: nil)
        }
        if broadcast.serial.isEmpty { broadcasts[id] = nil }
    }

    /// Delivers a broadcast to its next serial receiver; queues the one after, or the final receiver.
    func deliverNextSerial(_ id: BroadcastID) {
        guard var broadcast = broadcasts[id] else { return }
        var delivered = false
        while !delivered && broadcast.nextSerial < broadcast.serial.count {
            let target = broadcast.serial[broadcast.nextSerial]
            broadcast.nextSerial += 1
            let outcome: DeliveryOutcome?
            switch target {
            case .manifest(let package, let index):
                outcome = deliver(
                    broadcast.intent, toManifestReceiver: index, of: package, result: broadcast.ordered?.result)
            case .registration(let number):
                if let registration = registration(number) {
                    outcome = deliver(broadcast.intent, to: registration, result: broadcast.ordered?.result)
                } else {
                    record(
                        .broadcastSkipped, "registration#\(number)", "receiver gone: \(broadcast.intent.action ?? "-")")
                    outcome = nil
                }
            }
            guard let outcome else { continue }
            delivered = true
            if let result = outcome.result { broadcast.ordered?.result = result }
            if outcome.aborted, broadcast.ordered != nil, !broadcast.intent.flags.contains(.receiverNoAbort) {
                broadcast.ordered?.aborted = true
                record(.broadcastAbort, outcome.receiverLabel, broadcast.intent.action ?? "-")
                broadcast.nextSerial = broadcast.serial.count
            }
        }
        broadcasts[id] = broadcast
        if broadcast.nextSerial < broadcast.serial.count {
            queue.schedule(at: now, .broadcastSerial(id))
        } else if broadcast.ordered?.finalReceiver != nil {
            queue.schedule(at: now, .broadcastFinal(id))
        } else {
            broadcasts[id] = nil
        }
    }

    /// Runs the sender's final receiver of an ordered broadcast, with the final result.
    func deliverFinal(_ id: BroadcastID) {
        guard let broadcast = broadcasts.removeValue(forKey: id), let ordered = broadcast.ordered,
            let receiver = ordered.finalReceiver
        else { return }
        let package: String
        switch broadcast.sender {
        case .app(let sender):
            guard let app = appsByPackage[sender], app.process != nil else {
                record(.broadcastSkipped, sender, "final receiver gone with its process")
                return
            }
            package = sender
        case .system, .shell:
            package = broadcast.sender.description
        }
        let label = "\(package)/\(type(of: receiver))"
        let context = ReceiverContext(
            device: self, packageName: package, restricted: false, result: ordered.result, receiverLabel: { label })
        record(
            .broadcastFinal, label,
            "\(broadcast.intent.action ?? "-") code=\(ordered.result.code)"
                + (ordered.result.data.map { " data=\(jsonString($0))" } ?? "") + (ordered.aborted ? " aborted" : ""))
        do {
            try receiver.onReceive(context, broadcast.intent)
        } catch {
            if let app = appsByPackage[package] { crash(app, error, in: "\(label).onReceive") }
        }
    }

    private struct DeliveryOutcome {
        let receiverLabel: String
        /// The result after the receiver, if it returned normally.
        let result: BroadcastResult?
        let aborted: Bool
    }

    private func deliver(_ intent: Intent, to registration: RuntimeRegistration, result: BroadcastResult?)
        -> DeliveryOutcome
    {
        let context =
            result == nil
            ? registration.context
            : ReceiverContext(
                device: self, packageName: registration.package, restricted: false, result: result,
                receiverLabel: { registration.label }, app: registration.app)
        return invoke(
            registration.receiver, label: registration.label, app: registration.app, context: context, intent: intent)
    }

    private func deliver(_ intent: Intent, toManifestReceiver index: Int, of package: String, result: BroadcastResult?)
        -> DeliveryOutcome?
    {
        guard let app = appsByPackage[package], index < app.manifest.receivers.count else { return nil }
        let label = app.receiverComponents[index].shortString
        ensureProcess(app, cause: "broadcast \(intent.action ?? "-") to \(label)")
        guard app.process != nil else {
            record(.broadcastSkipped, label, "process crashed while starting")
            return DeliveryOutcome(receiverLabel: label, result: nil, aborted: false)
        }
        let receiver = app.manifest.receivers[index].makeReceiver()  // a fresh instance per delivery
        if receiver is AppWidgetProvider { noteProviderExtendsAppWidgetProvider(app.receiverComponents[index]) }
        let context = ReceiverContext(
            device: self, packageName: package, restricted: true, result: result, receiverLabel: { label }, app: app)
        context.component = app.receiverComponents[index]
        return invoke(receiver, label: label, app: app, context: context, intent: intent)
    }

    private func invoke(
        _ receiver: any BroadcastReceiver,
        label: @autoclosure () -> String,
        app: InstalledApp,
        context: ReceiverContext,
        intent: Intent
    ) -> DeliveryOutcome {
        record(.broadcastDeliver, label(), intent.description)
        do {
            try receiver.onReceive(context, intent)
        } catch {
            crash(app, error, in: "\(label()).onReceive")
            return DeliveryOutcome(receiverLabel: label(), result: nil, aborted: false)
        }
        guard context.isOrderedBroadcast else { return DeliveryOutcome(receiverLabel: "", result: nil, aborted: false) }
        return DeliveryOutcome(receiverLabel: label(), result: context.result, aborted: context.abortRequested)
    }

    /// Records an activity or service start and starts the target app's process (services and activities
    /// are not simulated further).
    func startComponent(_ intent: Intent, kind: TraceKind, from package: String) {
        beginDirectCall()
        let target = intent.component?.packageName ?? intent.package ?? package
        record(kind, intent.component?.shortString ?? target, "\(intent) from \(package)")
        if let app = appsByPackage[target] {
            ensureProcess(app, cause: kind == .activityStart ? "activity" : "service")
        }
    }
}
