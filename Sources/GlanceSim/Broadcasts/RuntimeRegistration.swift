/// A receiver registered at run time, alive while its app's process is: ActivityManagerService's
/// `BroadcastFilter` (with its `ReceiverList`). A class, so the resolved-receiver lists and pending broadcasts
/// share it rather than copy it; a pending delivery checks ``isRegistered`` instead of looking it up.
final class RuntimeRegistration {
    /// Orders registrations: earlier registrations of equal priority are delivered first.
    let number: Int
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
    /// Its name in trace records, made once.
    let identity: ReceiverIdentity
    /// `false` once it is unregistered or its process died. Only the ``ReceiverResolver`` sets it, by assignment;
    /// read at every delivery, so it skips the runtime's exclusivity check (no access to it can overlap another).
    @exclusivity(unchecked) var isRegistered = true

    init(
        number: Int,
        app: InstalledApp,
        receiver: any BroadcastReceiver,
        filter: IntentFilter,
        exported: Bool,
        permission: String?
    ) {
        self.number = number
        self.app = app
        self.receiver = receiver
        self.filter = filter
        self.exported = exported
        self.permission = permission
        let identity = ReceiverIdentity.registration(
            package: app.packageName, receiverName: receiver.receiverName, number: number)
        self.identity = identity
        context = ReceiverContext(in: app.context, restricted: false, result: nil, receiver: identity)
        let actionsOnly =
            filter.categories.isEmpty && filter.dataSchemes.isEmpty && filter.dataTypes.isEmpty
            && filter.dataAuthorities.isEmpty && filter.dataPaths.isEmpty && filter.dataSchemeSpecificParts.isEmpty
        actions = actionsOnly ? filter.actions : nil
    }

    /// The registering app's package.
    var package: String { app.packageName }

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
}

extension RuntimeRegistration {
    /// A registration's saved form (its context and name are made again from these).
    struct Snapshot: Codable, Equatable {
        var number: Int
        var package: String
        var receiver: Int
        var filter: IntentFilter
        var exported: Bool
        var permission: String?
        var isRegistered: Bool
    }

    func snapshot(_ writer: SnapshotWriter) throws(SnapshotError) -> Snapshot {
        Snapshot(
            number: number, package: package, receiver: try writer.receiver(receiver, of: app), filter: filter,
            exported: exported, permission: permission, isRegistered: isRegistered)
    }

    convenience init(restoring saved: Snapshot, _ processTable: ProcessTable, _ reader: SnapshotReader)
        throws(SnapshotError)
    {
        guard let app = processTable.app(saved.package) else {
            throw SnapshotError("a registration names '\(saved.package)', which is not installed")
        }
        self.init(
            number: saved.number, app: app, receiver: try reader.receivers(saved.receiver, "receiver"),
            filter: saved.filter, exported: saved.exported, permission: saved.permission)
        isRegistered = saved.isRegistered
    }
}
