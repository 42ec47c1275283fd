/// The context a receiver's `onReceive` gets, together with the broadcast's result state.
///
/// For a manifest receiver it is Android's `ReceiverRestrictedContext`: registering a receiver through it
/// throws `ReceiverCallNotAllowedException`; use ``AppContext/applicationContext`` instead (as real apps
/// do). A runtime-registered receiver gets an unrestricted context.
///
/// In an ordered broadcast the receiver can read and change the result (code, data, extras) that passes
/// to the next receiver, or abort the broadcast. In a normal broadcast those calls are ignored and Android
/// logs "BroadcastReceiver trying to return result during a non-ordered broadcast"; the trace records it.
///
/// ```swift
/// BlockReceiver { context, intent in
///     if context.isOrderedBroadcast {
///         context.resultCode = 1
///         context.abortBroadcast()
///     }
/// }
/// ```
public final class ReceiverContext: AppContext {
    /// Whether this is a manifest receiver's restricted context.
    public let isRestricted: Bool
    /// Whether the broadcast being delivered is ordered.
    public let isOrderedBroadcast: Bool
    /// The manifest component being delivered to, or `nil` for a runtime or final receiver.
    public let component: ComponentName?
    var result: BroadcastResult
    var abortRequested = false
    /// The receiver being delivered to, as trace records name it.
    let receiverIdentity: ReceiverIdentity

    /// A receiver's context in the app (or sender) whose context `base` is.
    init(in base: AppContext, restricted: Bool, result: BroadcastResult?, receiver: ReceiverIdentity) {
        isRestricted = restricted
        isOrderedBroadcast = result != nil
        self.result = result ?? BroadcastResult(code: 0, data: nil, extras: nil)
        receiverIdentity = receiver
        if case .component(let component) = receiver { self.component = component } else { component = nil }
        super.init(device: base.device, packageName: base.packageName, app: base.installedApp)
    }

    override public func registerReceiver(
        _ receiver: any BroadcastReceiver,
        _ filter: IntentFilter,
        flags: ReceiverExportFlags = [],
        permission: String? = nil
    ) throws {
        if isRestricted {
            throw AndroidException.receiverCallNotAllowed(
                "BroadcastReceiver components are not allowed to register to receive intents")
        }
        try super.registerReceiver(receiver, filter, flags: flags, permission: permission)
    }

    /// The current result code (`getResultCode` / `setResultCode`).
    public var resultCode: Int32 {
        get { result.code }
        set { if checkOrdered() { result.code = newValue } }
    }

    /// The current result data (`getResultData` / `setResultData`).
    public var resultData: String? {
        get { result.data }
        set { if checkOrdered() { result.data = newValue } }
    }

    /// The current result extras (`getResultExtras` / `setResultExtras`).
    public var resultExtras: AndroidBundle? {
        get { result.extras }
        set { if checkOrdered() { result.extras = newValue } }
    }

    /// Stops the ordered broadcast here: no lower-priority receiver gets it; the sender's final receiver
    /// still runs.
    public func abortBroadcast() {
        if checkOrdered() { abortRequested = true }
    }

    /// The receiver's name in traces: its component (`com.example/.Provider`) or registration.
    var receiverName: String { receiverIdentity.description }

    /// Whether ``abortBroadcast()`` was called in this delivery.
    public var abortRequestedInThisDelivery: Bool { abortRequested }

    /// Undoes ``abortBroadcast()`` within the same delivery.
    public func clearAbortBroadcast() { abortRequested = false }

    private func checkOrdered() -> Bool {
        if !isOrderedBroadcast {
            device.record(
                .appWarning,
                .process(
                    .warning(
                        package: packageName, source: receiverName,
                        message: "BroadcastReceiver trying to return result during a non-ordered broadcast")))
        }
        return isOrderedBroadcast
    }
}

/// The result that travels along an ordered broadcast.
public struct BroadcastResult: Hashable, Sendable {
    /// Creates a result.
    public init(code: Int32, data: String? = nil, extras: AndroidBundle? = nil) {
        self.code = code
        self.data = data
        self.extras = extras
    }

    /// The result code.
    public var code: Int32
    /// The result data.
    public var data: String?
    /// The result extras.
    public var extras: AndroidBundle?
}

extension BroadcastResult: Codable {}
