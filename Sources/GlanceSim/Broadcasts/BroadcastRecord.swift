/// One broadcast from send to its last delivery: ActivityManagerService's `BroadcastRecord`. The queue's
/// events reference it, so a delivery reaches its broadcast without a lookup, and the receivers of the
/// ordered part advance in place.
final class BroadcastRecord {
    let intent: Intent
    let sender: BroadcastSender
    /// Runtime receivers of a normal broadcast, delivered together in one event.
    let parallel: [RuntimeRegistration]
    /// Receivers delivered one per event: manifest receivers, or every receiver of an ordered broadcast.
    let serial: [BroadcastTarget]
    /// The next serial receiver.
    var nextSerial = 0
    /// Set for an ordered broadcast.
    var ordered: OrderedDelivery?

    init(
        intent: Intent,
        sender: BroadcastSender,
        parallel: [RuntimeRegistration],
        serial: [BroadcastTarget],
        ordered: OrderedDelivery?
    ) {
        self.intent = intent
        self.sender = sender
        self.parallel = parallel
        self.serial = serial
        self.ordered = ordered
    }
}

/// A receiver a broadcast was resolved to.
enum BroadcastTarget {
    /// A manifest receiver: the app and the receiver's index in its manifest.
    case manifest(InstalledApp, index: Int)
    /// A runtime registration.
    case registration(RuntimeRegistration)
}

/// The state an ordered broadcast carries from receiver to receiver.
struct OrderedDelivery {
    var result: BroadcastResult
    let finalReceiver: (any BroadcastReceiver)?
    var aborted = false
}
