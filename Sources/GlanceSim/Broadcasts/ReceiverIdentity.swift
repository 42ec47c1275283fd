/// Which receiver a broadcast trace record is about: a manifest receiver by its component, a runtime
/// registration, or the sender's result receiver of an ordered broadcast. Its ``description`` is the name
/// traces show; the values are there for tests to read.
///
/// ```swift
/// let clock = ReceiverIdentity.component(ComponentName(packageName: "com.example", className: ".Clock"))
/// print(clock)   // com.example/.Clock
/// print(ReceiverIdentity.registration(package: "com.example", receiverName: "TickCounter", number: 3))
/// // com.example/TickCounter#3
/// ```
public enum ReceiverIdentity: Hashable, Sendable, CustomStringConvertible {
    /// A `<receiver>` of an app's manifest.
    case component(ComponentName)
    /// A runtime registration: the registering package, the receiver's ``BroadcastReceiver/receiverName`` and
    /// the registration's number (counting up from 1 across the device).
    case registration(package: String, receiverName: String, number: Int)
    /// The result receiver an ordered broadcast's sender passed: the sender's package (`android` for the
    /// system, `shell` for the shell) and the receiver's Swift type name.
    case resultReceiver(package: String, typeName: String)

    /// The package the receiver runs in.
    public var packageName: String {
        switch self {
        case .component(let component): return component.packageName
        case .registration(let package, _, _), .resultReceiver(let package, _): return package
        }
    }

    /// The receiver's name as traces show it: `com.example/.Clock`, `com.example/TickCounter#3`,
    /// `com.example/ResultCollector`.
    public var description: String {
        switch self {
        case .component(let component): return component.shortString
        case .registration(let package, let name, let number): return "\(package)/\(name)#\(number)"
        case .resultReceiver(let package, let typeName): return "\(package)/\(typeName)"
        }
    }
}
