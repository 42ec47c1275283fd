extension Device {
    /// Sends a normal broadcast from outside the apps — as the system, the shell, or an app.
    ///
    /// Receivers are chosen now; delivery happens in queued events when time moves (`advance(by: .zero)`
    /// delivers what is due now). Runtime receivers get it together in one event, then manifest receivers
    /// one per event, each group by priority (higher first), then registration / installation order.
    ///
    /// ```swift
    /// try device.sendBroadcast(Intent(action: "com.example.REFRESH", package: "com.example.weather"), as: .shell)
    /// try device.advance(by: .zero)
    /// ```
    /// - Throws: `SecurityException` when a non-system sender sends a protected system action.
    public func sendBroadcast(_ intent: Intent, as sender: BroadcastSender = .system, receiverPermission: String? = nil)
        throws(AndroidException)
    {
        try broadcastQueue.send(intent, from: sender, receiverPermission: receiverPermission, ordered: nil)
    }

    /// Sends an ordered broadcast from outside the apps: one receiver at a time by priority (runtime
    /// receivers before manifest receivers of equal priority), each able to change the result or abort;
    /// `resultReceiver` always runs last.
    ///
    /// ```swift
    /// try device.sendOrderedBroadcast(Intent(action: "com.example.ASK"), as: .shell, initialCode: 1)
    /// try device.advance(by: .zero)
    /// ```
    /// - Throws: `SecurityException` when a non-system sender sends a protected system action.
    public func sendOrderedBroadcast(
        _ intent: Intent,
        as sender: BroadcastSender = .system,
        receiverPermission: String? = nil,
        resultReceiver: (any BroadcastReceiver)? = nil,
        initialCode: Int32 = 0,
        initialData: String? = nil,
        initialExtras: AndroidBundle? = nil
    ) throws(AndroidException) {
        let result = BroadcastResult(code: initialCode, data: initialData, extras: initialExtras)
        try broadcastQueue.send(
            intent, from: sender, receiverPermission: receiverPermission,
            ordered: OrderedDelivery(
                result: result, finalReceiver: resultReceiver,
                senderContext: AppContext(device: self, packageName: sender.description)))
    }

    /// The runtime receivers registered now, in registration order.
    ///
    /// ```swift
    /// for receiver in device.registeredReceivers(of: "com.example.clock") { print(receiver) }
    /// ```
    public func registeredReceivers(of packageName: String? = nil) -> [RegisteredReceiverInfo] {
        broadcastQueue.registeredReceivers(of: packageName)
    }
}
