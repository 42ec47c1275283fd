/// The flags of `Context.registerReceiver` that say who may send to a runtime receiver (Android 13+).
public struct ReceiverExportFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// `Context.RECEIVER_EXPORTED` (0x2): other apps' broadcasts reach it.
    public static let exported = ReceiverExportFlags(rawValue: 0x2)
    /// `Context.RECEIVER_NOT_EXPORTED` (0x4): only the system's and its own app's broadcasts reach it.
    public static let notExported = ReceiverExportFlags(rawValue: 0x4)
}

/// A receiver registered at run time, alive while its app's process is. A class, so the per-broadcast lists
/// of receivers share it rather than copy it.
final class RuntimeRegistration {
    /// Orders registrations: earlier registrations of equal priority are delivered first.
    let number: Int
    let package: String
    /// The registering app (apps are never uninstalled, so the reference stays valid).
    let app: InstalledApp
    /// The context normal broadcasts are delivered with: Android hands a registered receiver the context it
    /// was registered with, so one object serves every delivery (ordered ones get their own, for the result).
    let context: ReceiverContext
    let receiver: any BroadcastReceiver
    let filter: IntentFilter
    /// Whether other apps may reach it.
    let exported: Bool
    /// A permission a sender must hold.
    let permission: String?

    init(
        number: Int,
        package: String,
        app: InstalledApp,
        context: ReceiverContext,
        receiver: any BroadcastReceiver,
        filter: IntentFilter,
        exported: Bool,
        permission: String?
    ) {
        self.number = number
        self.package = package
        self.app = app
        self.context = context
        self.receiver = receiver
        self.filter = filter
        self.exported = exported
        self.permission = permission
        let actionsOnly =
            filter.categories.isEmpty && filter.dataSchemes.isEmpty && filter.dataTypes.isEmpty
            && filter.dataAuthorities.isEmpty && filter.dataPaths.isEmpty && filter.dataSchemeSpecificParts.isEmpty
        actions = actionsOnly ? filter.actions : nil
    }

    /// The filter's actions when it has nothing else (no categories, no data): such a filter matches an
    /// intent without categories or data exactly when it lists the intent's action, which is cheaper to test.
    private let actions: [String]?

    /// Whether the filter matches the intent (IntentFilter.match, with a fast path for action-only filters).
    func matches(_ intent: Intent) -> Bool {
        if let actions, intent.categories.isEmpty, intent.data == nil, intent.type == nil {
            guard let action = intent.action else { return true }
            return actions.contains(action)
        }
        return filter.match(intent).isMatch
    }

    /// A stable name for traces: the package, the receiver's Swift type and the registration number.
    var label: String { "\(package)/\(receiver.receiverName)#\(number)" }
}
