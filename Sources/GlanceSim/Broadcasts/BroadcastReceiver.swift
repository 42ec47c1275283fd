/// App code that receives broadcasts: Android's `BroadcastReceiver`.
///
/// A receiver declared in a manifest gets a **new instance for every broadcast** (made by its
/// ``ReceiverDeclaration``'s factory), so it cannot keep state between deliveries. A receiver registered
/// at run time through ``AppContext/registerReceiver(_:_:flags:permission:)`` is one object that lives as
/// long as its registration — and dies with the app's process.
///
/// `onReceive` runs synchronously inside the event that delivers it and takes no virtual time. Throwing
/// from it is an uncaught exception: the app's process crashes.
///
/// ```swift
/// final class TickCounter: BroadcastReceiver {
///     var ticks = 0
///     func onReceive(_ context: ReceiverContext, _ intent: Intent) throws {
///         ticks += 1
///     }
/// }
/// ```
public protocol BroadcastReceiver: AnyObject {
    /// Called with each broadcast this receiver gets.
    /// - Parameters:
    ///   - context: The app's context as Android passes it to receivers; see ``ReceiverContext``.
    ///   - intent: The broadcast intent.
    func onReceive(_ context: ReceiverContext, _ intent: Intent) throws

    /// The name a runtime registration of this receiver has in traces and listings (the Swift type's name by
    /// default).
    var receiverName: String { get }
}

extension BroadcastReceiver {
    public var receiverName: String { String(describing: type(of: self)) }
}

/// A receiver made from a closure, for tests and small apps.
///
/// ```swift
/// let receiver = BlockReceiver { context, intent in print(intent.action ?? "-") }
/// ```
public final class BlockReceiver: BroadcastReceiver {
    private let body: (ReceiverContext, Intent) throws -> Void

    /// Creates a receiver that runs `body` for each broadcast.
    public init(_ body: @escaping (ReceiverContext, Intent) throws -> Void) {
        self.body = body
    }

    public func onReceive(_ context: ReceiverContext, _ intent: Intent) throws {
        try body(context, intent)
    }
}
