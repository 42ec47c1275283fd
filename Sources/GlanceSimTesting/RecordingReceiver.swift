public import GlanceSim

/// A receiver that records every intent it gets, in order — for asserting what reached a receiver.
///
/// ```swift
/// let recorder = RecordingReceiver()
/// try context.registerReceiver(recorder, IntentFilter(action: IntentAction.timeTick), flags: .notExported)
/// try device.advance(by: .minutes(2))
/// #expect(recorder.actions == [IntentAction.timeTick, IntentAction.timeTick])
/// ```
public final class RecordingReceiver: BroadcastReceiver {
    /// One delivery: when it came and what it carried.
    public struct Delivery: Sendable {
        /// The device's timeline when it was delivered.
        public var instant: SimInstant
        /// The intent delivered.
        public var intent: Intent
    }

    /// Every delivery so far, oldest first.
    public private(set) var deliveries: [Delivery] = []
    private let onReceive: ((ReceiverContext, Intent) throws -> Void)?

    /// Creates a recorder; `then`, if given, runs after each delivery is recorded (and may throw, to model a
    /// crashing receiver).
    public init(then: ((ReceiverContext, Intent) throws -> Void)? = nil) {
        onReceive = then
    }

    public func onReceive(_ context: ReceiverContext, _ intent: Intent) throws {
        deliveries.append(Delivery(instant: context.clock.now, intent: intent))
        try onReceive?(context, intent)
    }

    /// The actions of the deliveries, in order.
    public var actions: [String] { deliveries.map { $0.intent.action ?? "" } }

    /// Returns the deliveries so far and forgets them (like NIO's `readOutbound`).
    public func drain() -> [Delivery] {
        defer { deliveries.removeAll() }
        return deliveries
    }
}
