/// Who sends a broadcast. It decides which receivers the broadcast may reach: the system reaches
/// non-exported receivers and may send protected actions; the shell (`adb shell am broadcast`) and apps may
/// not.
public enum BroadcastSender: Hashable, Sendable, CustomStringConvertible {
    /// The Android system (uid 1000): holds every permission.
    case system
    /// The shell user, as `adb shell am broadcast`: an outsider holding no app permission.
    case shell
    /// An installed app, by package name.
    case app(String)

    public var description: String {
        switch self {
        case .system: return "android"
        case .shell: return "shell"
        case .app(let package): return package
        }
    }
}

/// One broadcast from send to its last delivery.
struct BroadcastRecord {
    let intent: Intent
    let sender: BroadcastSender
    /// Runtime receivers of a normal broadcast, delivered together in one event.
    var parallel: [Int]
    /// Receivers delivered one per event: manifest receivers, or every receiver of an ordered broadcast.
    var serial: [BroadcastTarget]
    var nextSerial = 0
    /// Set for an ordered broadcast.
    var ordered: OrderedDelivery?
}

/// A receiver a broadcast was resolved to.
enum BroadcastTarget {
    /// A manifest receiver: the app and the receiver's index in its manifest.
    case manifest(package: String, index: Int)
    /// A runtime registration, by number.
    case registration(Int)
}

/// The state an ordered broadcast carries from receiver to receiver.
struct OrderedDelivery {
    var result: BroadcastResult
    let finalReceiver: (any BroadcastReceiver)?
    var aborted = false
}
