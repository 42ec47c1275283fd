/// The system's table of live PendingIntents. It survives process death, not reboot.
struct PendingIntentRegistry {
    struct Key: Hashable {
        let creator: String
        let kind: PendingIntent.Kind
        let requestCode: Int32
        let intent: Intent.FilterKey
    }

    struct Entry {
        let token: PendingIntent
        let key: Key
        var intent: Intent
        let flags: PendingIntent.Flags
    }

    private var numbersByKey: [Key: Int] = [:]
    private var entries: [Int: Entry] = [:]
    private var nextNumber = 1

    func entry(_ token: PendingIntent) -> Entry? { entries[token.number] }

    func existing(_ key: Key) -> Entry? { numbersByKey[key].flatMap { entries[$0] } }

    mutating func create(_ key: Key, intent: Intent, flags: PendingIntent.Flags) -> PendingIntent {
        let token = PendingIntent(
            number: nextNumber, creatorPackage: key.creator, kind: key.kind, requestCode: key.requestCode)
        nextNumber += 1
        entries[token.number] = Entry(token: token, key: key, intent: intent, flags: flags)
        numbersByKey[key] = token.number
        return token
    }

    mutating func replaceExtras(of token: PendingIntent, with extras: AndroidBundle) {
        entries[token.number]?.intent.extras = extras
    }

    @discardableResult
    mutating func remove(_ token: PendingIntent) -> Bool {
        guard let entry = entries.removeValue(forKey: token.number) else { return false }
        numbersByKey[entry.key] = nil
        return true
    }

    mutating func removeAll() {
        entries.removeAll()
        numbersByKey.removeAll()
    }
}

extension Device {
    func pendingIntent(
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
        return pendingIntent(kind, creator: context.packageName, requestCode: requestCode, intent: intent, flags: flags)
    }

    /// The system's own PendingIntents (creator `android`), e.g. the widget update alarm's.
    static let systemCreator = "android"

    /// Finds, updates or creates a PendingIntent as `PendingIntent.get…` does, for any creator.
    func pendingIntent(
        _ kind: PendingIntent.Kind,
        creator: String,
        requestCode: Int32,
        intent: Intent,
        flags: PendingIntent.Flags
    ) -> PendingIntent? {
        let key = PendingIntentRegistry.Key(
            creator: creator, kind: kind, requestCode: requestCode, intent: intent.filterKey)
        if let existing = pendingIntents.existing(key) {
            if flags.contains(.noCreate) { return existing.token }
            if flags.contains(.cancelCurrent) {
                cancel(existing.token)
            } else {
                if flags.contains(.updateCurrent) {
                    pendingIntents.replaceExtras(of: existing.token, with: intent.extras)
                }
                return existing.token
            }
        }
        if flags.contains(.noCreate) { return nil }
        return pendingIntents.create(key, intent: intent, flags: flags)
    }

    /// Sends a PendingIntent with its creator's identity.
    func send(_ token: PendingIntent, fillInExtras: AndroidBundle?, extraAlarmCount: Int32?) throws {
        guard let entry = pendingIntents.entry(token) else {
            throw AndroidException(className: "android.app.PendingIntent$CanceledException", message: "\(token)")
        }
        var intent = entry.intent
        if let fillInExtras, !entry.flags.contains(.immutable) { intent.extras.putAll(fillInExtras) }
        if let extraAlarmCount { intent.extras["android.intent.extra.ALARM_COUNT"] = .int(extraAlarmCount) }
        if entry.flags.contains(.oneShot) { pendingIntents.remove(token) }
        switch token.kind {
        case .broadcast:
            let sender: BroadcastSender =
                token.creatorPackage == Device.systemCreator ? .system : .app(token.creatorPackage)
            try? send(intent, from: sender, receiverPermission: nil, ordered: nil)
        case .activity:
            startComponent(intent, kind: .activityStart, from: token.creatorPackage)
        case .service:
            startComponent(intent, kind: .serviceStart, from: token.creatorPackage)
        }
    }

    /// Cancels a PendingIntent and removes the alarms set with it (AlarmManagerService drops alarms whose
    /// PendingIntent is cancelled).
    func cancel(_ token: PendingIntent) {
        pendingIntents.remove(token)
        for id in alarms.keys.sorted() where alarms[id]?.operation == token {
            removeAlarm(id, reason: "PendingIntent cancelled")
        }
    }
}
