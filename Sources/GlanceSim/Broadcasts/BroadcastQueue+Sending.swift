extension BroadcastQueue {
    /// A broadcast the system sends (boot, clock, conditions); it can never be refused.
    func sendSystemBroadcast(_ intent: Intent, receiverPermission: String? = nil, ordered: Bool = false) {
        let delivery = ordered ? OrderedDelivery(result: BroadcastResult(code: 0), finalReceiver: nil) : nil
        try? send(intent, from: .system, receiverPermission: receiverPermission, ordered: delivery)
    }

    /// Resolves a broadcast's receivers and queues its deliveries (ActivityManagerService
    /// `broadcastIntentLocked`): runtime receivers of a normal broadcast together in one event, then the
    /// serial receivers one per event; an ordered broadcast's receivers all serially, then its result receiver.
    /// A system send carries the flags the platform's sender of its action sets (``BroadcastPolicy/asSystemSends(_:)``).
    /// - Throws: `SecurityException` when a non-system sender sends a protected system action.
    func send(_ intent: Intent, from sender: BroadcastSender, receiverPermission: String?, ordered: OrderedDelivery?)
        throws(AndroidException)
    {
        var intent = intent
        if sender == .system {
            if let action = intent.action { intent.flags.formUnion(systemSendFlags(action: action, data: intent.data)) }
        } else if let action = intent.action, BroadcastPolicy.systemOnlyActions.contains(action) {
            throw AndroidException.security(
                "Permission Denial: not allowed to send broadcast \(action) from \(sender)")
        }
        _ = core.beginDirectCall()
        let resolved = resolver.resolve(intent, from: sender, receiverPermission: receiverPermission)
        let receiverCount = resolved.registered.count + resolved.manifest.count
        core.record(
            .broadcastSend,
            .broadcast(.send(sender: sender, intent: intent, receiverCount: receiverCount, ordered: ordered != nil)))
        for blocked in resolved.blocked {
            core.record(
                .broadcastBlocked,
                .broadcast(.blocked(receiver: blocked.receiver, reason: blocked.reason, intent: intent)))
        }
        guard receiverCount > 0 || ordered?.finalReceiver != nil else { return }
        let now = core.now
        if ordered != nil {
            let broadcast = BroadcastRecord(
                intent: intent, sender: sender, parallel: [], serial: resolved.orderedTargets, ordered: ordered)
            let event: Event = broadcast.serial.isEmpty ? .finalReceiver(broadcast) : .serial(broadcast)
            core.loop.queue.schedule(at: now, .broadcastQueue(event))
            return
        }
        let broadcast = BroadcastRecord(
            intent: intent, sender: sender, parallel: resolved.registered, serial: resolved.manifestTargets,
            ordered: nil)
        if !broadcast.parallel.isEmpty { core.loop.queue.schedule(at: now, .broadcastQueue(.parallel(broadcast))) }
        if !broadcast.serial.isEmpty { core.loop.queue.schedule(at: now, .broadcastQueue(.serial(broadcast))) }
    }
}

extension BroadcastQueue {
    /// ``BroadcastPolicy/asSystemSends(_:)``'s flags for a system send, remembered for the action sent last: the
    /// system sends the same action (TIME_TICK) every minute, and the flags of all but one action depend on the
    /// action alone.
    fileprivate func systemSendFlags(action: String, data: URI?) -> IntentFlags {
        if let last = lastSystemSend, last.action == action { return last.flags }
        let flags = BroadcastPolicy.systemSendFlags(action: action, data: data)
        lastSystemSend = BroadcastPolicy.systemSendFlagsReadData(action) ? nil : (action, flags)
        return flags
    }
}
