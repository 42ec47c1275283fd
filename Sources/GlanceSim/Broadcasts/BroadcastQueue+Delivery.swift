extension BroadcastQueue {
    /// Delivers a normal broadcast to its runtime receivers, in order, within this one event. A receiver
    /// whose registration is gone (unregistered, or its process died) is skipped.
    func deliverParallel(_ broadcast: BroadcastRecord) {
        let intent = broadcast.intent
        for registration in broadcast.parallel {
            guard registration.isRegistered else {
                core.record(
                    .broadcastSkipped,
                    .broadcast(.skipped(.registrationGone(registration.identity, action: intent.action))))
                continue
            }
            _ = invoke(
                registration.receiver, identity: registration.identity, app: registration.app,
                context: registration.context, intent: intent)
        }
    }

    /// Delivers a broadcast to its next serial receiver, then queues the one after, or the final receiver
    /// (`BroadcastQueue.processNextBroadcast`, the ordered part).
    func processNextSerial(_ broadcast: BroadcastRecord) {
        let intent = broadcast.intent
        var delivered = false
        while !delivered && broadcast.nextSerial < broadcast.serial.count {
            let target = broadcast.serial[broadcast.nextSerial]
            broadcast.nextSerial += 1
            let context: ReceiverContext
            let returned: Bool
            switch target {
            case .manifest(let app, let index):
                guard index < app.manifest.receivers.count else { continue }
                let component = app.receiverComponents[index]
                processTable.ensureProcess(app, cause: .broadcast(action: intent.action, receiver: component))
                guard app.process != nil else {
                    core.record(.broadcastSkipped, .broadcast(.skipped(.processCrashedWhileStarting(component))))
                    delivered = true
                    continue
                }
                let receiver = app.manifest.receivers[index].makeReceiver()  // a fresh instance per delivery
                if receiver is AppWidgetProvider { appWidgetService.notifyProviderInheritance(component) }
                context = ReceiverContext(
                    in: app.context, restricted: true, result: broadcast.ordered?.result,
                    receiver: .component(component))
                returned = invoke(
                    receiver, identity: context.receiverIdentity, app: app, context: context, intent: intent)
            case .registration(let registration):
                guard registration.isRegistered else {
                    core.record(
                        .broadcastSkipped,
                        .broadcast(.skipped(.registrationGone(registration.identity, action: intent.action))))
                    continue
                }
                context =
                    broadcast.ordered.map {
                        ReceiverContext(
                            in: registration.context, restricted: false, result: $0.result,
                            receiver: registration.identity)
                    } ?? registration.context
                returned = invoke(
                    registration.receiver, identity: registration.identity, app: registration.app, context: context,
                    intent: intent)
            }
            delivered = true
            guard returned, context.isOrderedBroadcast else { continue }
            broadcast.ordered?.result = context.result
            if context.abortRequested, broadcast.ordered != nil, !intent.flags.contains(.receiverNoAbort) {
                broadcast.ordered?.aborted = true
                core.record(
                    .broadcastAbort, .broadcast(.abort(receiver: context.receiverIdentity, action: intent.action)))
                broadcast.nextSerial = broadcast.serial.count
            }
        }
        if broadcast.nextSerial < broadcast.serial.count {
            core.loop.queue.schedule(at: core.now, .broadcastQueue(.serial(broadcast)))
        } else if broadcast.ordered?.finalReceiver != nil {
            core.loop.queue.schedule(at: core.now, .broadcastQueue(.finalReceiver(broadcast)))
        }
    }

    /// Runs the sender's final receiver of an ordered broadcast, with the final result.
    func deliverFinal(_ broadcast: BroadcastRecord) {
        guard let ordered = broadcast.ordered, let receiver = ordered.finalReceiver,
            let senderContext = ordered.senderContext
        else { return }
        let package: String
        switch broadcast.sender {
        case .app(let sender):
            guard let app = processTable.app(sender), app.process != nil else {
                core.record(.broadcastSkipped, .broadcast(.skipped(.resultReceiverGone(package: sender))))
                return
            }
            package = sender
        case .system, .shell:
            package = broadcast.sender.description
        }
        let identity = ReceiverIdentity.resultReceiver(package: package, typeName: "\(type(of: receiver))")
        let context = ReceiverContext(in: senderContext, restricted: false, result: ordered.result, receiver: identity)
        core.record(
            .broadcastFinal,
            .broadcast(
                .final(
                    receiver: identity, action: broadcast.intent.action, result: ordered.result,
                    aborted: ordered.aborted)))
        do {
            try receiver.onReceive(context, broadcast.intent)
        } catch {
            if let app = processTable.app(package) {
                processTable.crash(app, error, at: .onReceive(identity))
            }
        }
    }

    /// Runs one receiver's `onReceive`; returns `false` if it threw (the app crashed).
    private func invoke(
        _ receiver: any BroadcastReceiver,
        identity: ReceiverIdentity,
        app: InstalledApp,
        context: ReceiverContext,
        intent: Intent
    ) -> Bool {
        core.record(.broadcastDeliver, .broadcast(.deliver(receiver: identity, intent: intent)))
        do {
            try receiver.onReceive(context, intent)
            return true
        } catch {
            processTable.crash(app, error, at: .onReceive(identity))
            return false
        }
    }
}
