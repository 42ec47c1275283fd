/// The objects several owners share, numbered while a device is saved (see ``SnapshotNumbers``); the device
/// saves them after its owners, in number order.
final class SnapshotWriter {
    let broadcasts = SnapshotNumbers<BroadcastRecord>()
    let alarms = SnapshotNumbers<AlarmRecord>()
    let jobs = SnapshotNumbers<JobStatus>()
    let workers = SnapshotNumbers<WorkerWrapper>()
    let rows = SnapshotNumbers<WorkRow>()
    let registrations = SnapshotNumbers<RuntimeRegistration>()
    private let receiverNumbers = SnapshotNumbers<AnyObject>()
    /// The package of each numbered row (a row does not know its app).
    private var rowPackages: [ObjectIdentifier: String] = [:]
    /// The saved receivers, by number.
    private(set) var receivers: [SavedReceiver] = []

    /// The number of one of `package`'s work rows.
    func row(_ row: WorkRow, of package: String) -> Int {
        rowPackages[ObjectIdentifier(row)] = package
        return rows.number(row)
    }

    /// The package a numbered row belongs to.
    func package(of row: WorkRow) -> String { rowPackages[ObjectIdentifier(row)] ?? "" }

    /// The number of a receiver an app registered at run time, named by the app's ``AppRestorer``.
    /// - Throws: ``SnapshotError`` when the app cannot name it (app code written in Swift).
    func receiver(_ receiver: any BroadcastReceiver, of app: InstalledApp) throws(SnapshotError) -> Int {
        let number = receiverNumbers.number(receiver)
        if number == receivers.count {
            guard let name = app.manifest.restorer?.savedName(of: receiver) else {
                throw SnapshotError(
                    "\(app.packageName) registered a \(type(of: receiver)) at run time: only the receivers of apps "
                        + "described by files can be saved", appCodeInSwift: true)
            }
            receivers.append(SavedReceiver(package: app.packageName, name: name))
        }
        return number
    }
}

/// A receiver an app registered at run time, as saved: its app and the name the app's ``AppRestorer`` gave it.
struct SavedReceiver: Codable, Equatable {
    var package: String
    var name: String
}

/// The shared objects made again on restore, by their saved numbers.
final class SnapshotReader {
    var broadcasts = RestoredObjects<BroadcastRecord>()
    var alarms = RestoredObjects<AlarmRecord>()
    var jobs = RestoredObjects<JobStatus>()
    var workers = RestoredObjects<WorkerWrapper>()
    var rows = RestoredObjects<WorkRow>()
    var registrations = RestoredObjects<RuntimeRegistration>()
    var receivers = RestoredObjects<any BroadcastReceiver>()
}
