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
    /// The sender's context, which the final receiver runs in (an app's, or the system's or the shell's).
    var senderContext: AppContext? = nil
    var aborted = false
}

extension BroadcastRecord {
    /// A broadcast in flight, saved: its intent and sender, its receivers (registrations by saved number,
    /// manifest receivers by app and index), how far the serial part got, and an ordered broadcast's result.
    struct Snapshot: Codable, Equatable {
        enum Target: Codable, Equatable {
            case manifest(package: String, index: Int)
            case registration(Int)
        }

        struct Ordered: Codable, Equatable {
            var result: BroadcastResult
            var aborted: Bool
        }

        var intent: Intent
        var sender: BroadcastSender
        var parallel: [Int]
        var serial: [Target]
        var nextSerial: Int
        var ordered: Ordered?
    }

    /// - Throws: ``SnapshotError`` for an ordered broadcast whose sender passed a result receiver (app code
    ///   written in Swift).
    func snapshot(_ writer: SnapshotWriter) throws(SnapshotError) -> Snapshot {
        if ordered?.finalReceiver != nil {
            throw SnapshotError(
                "an ordered broadcast of \(intent.action ?? "no action") with a result receiver is in flight: it "
                    + "cannot be saved", appCodeInSwift: true)
        }
        return Snapshot(
            intent: intent, sender: sender, parallel: parallel.map(writer.registrations.number),
            serial: serial.map { target in
                switch target {
                case .manifest(let app, let index): .manifest(package: app.packageName, index: index)
                case .registration(let registration): .registration(writer.registrations.number(registration))
                }
            },
            nextSerial: nextSerial,
            ordered: ordered.map { Snapshot.Ordered(result: $0.result, aborted: $0.aborted) })
    }

    convenience init(restoring saved: Snapshot, _ processTable: ProcessTable, _ reader: SnapshotReader)
        throws(SnapshotError)
    {
        self.init(
            intent: saved.intent, sender: saved.sender,
            parallel: try saved.parallel.map { number throws(SnapshotError) in
                try reader.registrations(number, "registration")
            },
            serial: try saved.serial.map { target throws(SnapshotError) in
                switch target {
                case .manifest(let package, let index):
                    guard let app = processTable.app(package), app.manifest.receivers.indices.contains(index) else {
                        throw SnapshotError(
                            "a broadcast in flight names receiver \(index) of '\(package)', which it lacks")
                    }
                    return .manifest(app, index: index)
                case .registration(let number):
                    return .registration(try reader.registrations(number, "registration"))
                }
            },
            ordered: saved.ordered.map { OrderedDelivery(result: $0.result, finalReceiver: nil, aborted: $0.aborted) })
        try SnapshotError.check(saved.nextSerial, in: 0...serial.count, "a broadcast's next receiver")
        nextSerial = saved.nextSerial
    }
}
