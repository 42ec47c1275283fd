/// The system's table of live PendingIntents: Android's `PendingIntentController`, which belongs to
/// ActivityManagerService (`getIntentSender`, `PendingIntentRecord.sendInner`, `cancelIntentSender`). It
/// survives process death, not reboot. Cancelling a PendingIntent tells ``AlarmManagerService`` so the alarms
/// set with it go, as its `CancelListener` does on Android.
///
/// ```swift
/// let token = device.pendingIntentController.getIntentSender(
///     .broadcast, creator: "com.example", requestCode: 0, intent: intent, flags: .immutable)!
/// try device.pendingIntentController.send(token, fillInExtras: nil, extraAlarmCount: nil)
/// ```
final class PendingIntentController {
    /// What makes two requests the same PendingIntent (`PendingIntentRecord.Key`): extras do not count.
    private struct Key: Hashable {
        let creator: String
        let kind: PendingIntent.Kind
        let requestCode: Int32
        let intent: Intent.FilterKey
    }

    /// One live PendingIntent (`PendingIntentRecord`).
    private struct Entry {
        let token: PendingIntent
        let key: Key
        var intent: Intent
        let flags: PendingIntent.Flags
    }

    private var numbersByKey: [Key: Int] = [:]
    private var entries: [Int: Entry] = [:]
    /// Numbers count up across boots, so a token from before a reboot never names a new PendingIntent.
    private var nextNumber = 1

    /// What every owner shares, and the peers this one calls (set once by `connect`). The device owns them all and
    /// outlives them, so the references skip the reference-count check (see "How the device is built").
    unowned(unsafe) let core: DeviceCore
    private(set) unowned(unsafe) var alarmManagerService: AlarmManagerService!
    private(set) unowned(unsafe) var broadcastQueue: BroadcastQueue!
    private(set) unowned(unsafe) var processTable: ProcessTable!

    init(core: DeviceCore) {
        self.core = core
    }

    /// Hands it the peers it calls (`Device`, once, after making every owner).
    func connect(alarmManagerService: AlarmManagerService, broadcastQueue: BroadcastQueue, processTable: ProcessTable) {
        self.alarmManagerService = alarmManagerService
        self.broadcastQueue = broadcastQueue
        self.processTable = processTable
    }

    /// The intent a live PendingIntent sends now (extras may have been replaced by `FLAG_UPDATE_CURRENT`).
    func intent(of token: PendingIntent) -> Intent? { entries[token.number]?.intent }

    /// `PendingIntent.get…` from an app: checks the flags as Android 12 does, then ``getIntentSender(_:creator:requestCode:intent:flags:)``.
    func getIntentSender(
        _ kind: PendingIntent.Kind,
        context: AppContext,
        requestCode: Int32,
        intent: Intent,
        flags: PendingIntent.Flags
    ) throws -> PendingIntent? {
        if context.targetSdkVersion >= 31 && flags.contains(.immutable) == flags.contains(.mutable) {
            // PendingIntent.checkFlags, Android 12.
            throw AndroidException.illegalArgument(
                "\(context.packageName): Targeting S+ (version 31 and above) requires that one of FLAG_IMMUTABLE "
                    + "or FLAG_MUTABLE be specified when creating a PendingIntent.")
        }
        return getIntentSender(
            kind, creator: context.packageName, requestCode: requestCode, intent: intent, flags: flags)
    }

    /// Finds, updates or creates a PendingIntent as `PendingIntentController.getIntentSender` does, for any
    /// creator (the system's own have creator `android`).
    func getIntentSender(
        _ kind: PendingIntent.Kind,
        creator: String,
        requestCode: Int32,
        intent: Intent,
        flags: PendingIntent.Flags
    ) -> PendingIntent? {
        let key = Key(creator: creator, kind: kind, requestCode: requestCode, intent: intent.filterKey)
        if let number = numbersByKey[key], let existing = entries[number] {
            if flags.contains(.noCreate) { return existing.token }
            if flags.contains(.cancelCurrent) {
                cancel(existing.token)
            } else {
                if flags.contains(.updateCurrent) { entries[number]?.intent.extras = intent.extras }
                return existing.token
            }
        }
        if flags.contains(.noCreate) { return nil }
        let token = PendingIntent(
            number: nextNumber, creatorPackage: creator, kind: kind, requestCode: requestCode,
            targetPackage: intent.component?.packageName ?? intent.package)
        nextNumber += 1
        entries[token.number] = Entry(token: token, key: key, intent: intent, flags: flags)
        numbersByKey[key] = token.number
        return token
    }

    /// Sends a PendingIntent with its creator's identity (`PendingIntentRecord.sendInner`): a mutable one
    /// merges `fillInExtras`; an alarm adds `EXTRA_ALARM_COUNT`; a one-shot one is cancelled by sending.
    /// - Throws: `PendingIntent.CanceledException` if it is no longer live.
    func send(_ token: PendingIntent, fillInExtras: AndroidBundle?, extraAlarmCount: Int32?) throws {
        guard let entry = entries[token.number] else {
            throw AndroidException(className: "android.app.PendingIntent$CanceledException", message: "\(token)")
        }
        var intent = entry.intent
        if let fillInExtras, !entry.flags.contains(.immutable) { intent.extras.putAll(fillInExtras) }
        if let extraAlarmCount { intent.extras["android.intent.extra.ALARM_COUNT"] = .int(extraAlarmCount) }
        if entry.flags.contains(.oneShot) { remove(entry) }
        switch token.kind {
        case .broadcast:
            let sender: BroadcastSender =
                token.creatorPackage == Device.systemCreator ? .system : .app(token.creatorPackage)
            try? broadcastQueue.send(intent, from: sender, receiverPermission: nil, ordered: nil)
        case .activity:
            processTable.startComponent(.activity, intent, from: token.creatorPackage)
        case .service:
            processTable.startComponent(.service, intent, from: token.creatorPackage)
        }
    }

    /// Cancels a PendingIntent (`cancelIntentSender`): it can no longer be sent, and the alarm service drops
    /// the alarms set with it.
    func cancel(_ token: PendingIntent) {
        if let entry = entries[token.number] { remove(entry) }
        alarmManagerService.pendingIntentCancelled(token)
    }

    /// A reboot loses every PendingIntent, silently: the alarms that held them are gone too.
    func deviceRebooted() {
        entries.removeAll()
        numbersByKey.removeAll()
    }

    private func remove(_ entry: Entry) {
        entries[entry.token.number] = nil
        numbersByKey[entry.key] = nil
    }
}

extension PendingIntentController {
    /// The controller's saved form: every live PendingIntent with the intent it sends and its flags, by number,
    /// and the next number.
    struct Snapshot: Codable, Equatable {
        struct Entry: Codable, Equatable {
            var token: PendingIntent
            var intent: Intent
            var flags: PendingIntent.Flags
        }

        var entries: [Entry]
        var nextNumber: Int
    }

    var snapshot: Snapshot {
        Snapshot(
            entries: entries.keys.sorted().map {
                let entry = entries[$0]!
                return Snapshot.Entry(token: entry.token, intent: entry.intent, flags: entry.flags)
            },
            nextNumber: nextNumber)
    }

    func restore(_ saved: Snapshot) throws(SnapshotError) {
        try SnapshotError.checkCounter(saved.nextNumber, "the next PendingIntent number", at: ["nextNumber"])
        entries = [:]
        numbersByKey = [:]
        for (index, entry) in saved.entries.enumerated() {
            let token = entry.token
            let key = Key(
                creator: token.creatorPackage, kind: token.kind, requestCode: token.requestCode,
                intent: entry.intent.filterKey)
            // PendingIntents are numbered from `nextNumber` on: one saved at or past it would be replaced by the
            // next one made; two of one number, or two for one key, would be one.
            guard token.number >= 1, token.number < saved.nextNumber else {
                throw SnapshotError(
                    "PendingIntent number \(token.number) was never given: the next number ('nextNumber') is "
                        + "\(saved.nextNumber)", at: ["entries", String(index), "token", "number"])
            }
            guard entries[token.number] == nil else {
                throw SnapshotError(
                    "two PendingIntents have the number \(token.number)",
                    at: ["entries", String(index), "token", "number"])
            }
            guard numbersByKey[key] == nil else {
                throw SnapshotError(
                    "PendingIntents \(numbersByKey[key]!) and \(token.number) are one (same creator, kind, request "
                        + "code and intent)", at: ["entries", String(index)])
            }
            entries[token.number] = Entry(token: token, key: key, intent: entry.intent, flags: entry.flags)
            numbersByKey[key] = token.number
        }
        nextNumber = saved.nextNumber
    }
}
