/// One alarm as AlarmManagerService holds it (AOSP `com.android.server.alarm.Alarm`): an object, so a fire
/// moves its trigger time in place, and its queue event refers to it directly.
final class AlarmRecord {
    let id: AlarmID
    let package: String
    let type: AlarmType
    /// The requested trigger time on the type's clock, after Android's clamps; a repeat moves it on.
    var triggerAtMillis: Int64
    /// The window after the trigger time in which Android may deliver; 0 for exact.
    let windowMillis: Int64
    /// The repeat interval; 0 for a one-time alarm.
    let intervalMillis: Int64
    let operation: PendingIntent
    /// The queue event that makes it go off, once scheduled (stale after it ran or was cancelled).
    var event: EventID?
    /// Whether AlarmManagerService still holds it: `false` once it was removed or went off for good.
    var isSet = true
    /// What it may do in Doze.
    var flags: AlarmFlags = []
    /// Why Doze holds it past its time, while it does.
    var deferral: AlarmDeferral?

    init(
        id: AlarmID,
        package: String,
        type: AlarmType,
        triggerAtMillis: Int64,
        windowMillis: Int64,
        intervalMillis: Int64,
        operation: PendingIntent
    ) {
        self.id = id
        self.package = package
        self.type = type
        self.triggerAtMillis = triggerAtMillis
        self.windowMillis = windowMillis
        self.intervalMillis = intervalMillis
        self.operation = operation
    }

    /// A snapshot, with when it goes off next (`nil` when no event is pending for it).
    func info(firesAt: SimInstant?) -> AlarmInfo {
        AlarmInfo(
            id: id, package: package, type: type, triggerAtMillis: triggerAtMillis, windowMillis: windowMillis,
            intervalMillis: intervalMillis, operation: operation, firesAt: firesAt, flags: flags, deferral: deferral)
    }
}

/// A non-wakeup alarm that fell due while the device slept, waiting for the next wake.
enum DeferredAlarm {
    case app(AlarmRecord)
    case clock(SystemClockAlarm)
}

extension AlarmRecord {
    /// An alarm's saved form.
    struct Snapshot: Codable, Equatable {
        var id: Int
        var package: String
        var type: AlarmType
        var triggerAtMillis: Int64
        var windowMillis: Int64
        var intervalMillis: Int64
        var operation: PendingIntent
        var event: EventID?
        var isSet: Bool
        /// Absent in devices saved before Doze was modelled.
        var flags: AlarmFlags?
        /// Why Doze holds it: `[perHour, untilMillis]` for a quota, `[]` for deep idle, `[0]` for battery saver;
        /// absent when not held.
        var deferral: [Int64]?
    }

    var snapshot: Snapshot {
        Snapshot(
            id: id.value, package: package, type: type, triggerAtMillis: triggerAtMillis, windowMillis: windowMillis,
            intervalMillis: intervalMillis, operation: operation, event: event, isSet: isSet,
            flags: flags, deferral: savedDeferral)
    }

    convenience init(restoring saved: Snapshot) throws(SnapshotError) {
        let limit = Int64(SnapshotError.counterLimit)
        try SnapshotError.check(saved.triggerAtMillis, in: -limit...limit, "an alarm's trigger time")
        try SnapshotError.check(saved.windowMillis, in: 0...limit, "an alarm's window")
        try SnapshotError.check(saved.intervalMillis, in: 0...limit, "an alarm's interval")
        self.init(
            id: AlarmID(value: saved.id), package: saved.package, type: saved.type,
            triggerAtMillis: saved.triggerAtMillis, windowMillis: saved.windowMillis,
            intervalMillis: saved.intervalMillis, operation: saved.operation)
        event = saved.event
        isSet = saved.isSet
        flags = saved.flags ?? []
        switch saved.deferral {
        case nil: deferral = nil
        case .some(let numbers) where numbers.isEmpty: deferral = .doze(until: nil)
        case .some(let numbers) where numbers == [0]: deferral = .batterySaver
        case .some(let numbers) where numbers.count == 2 && numbers[0] < 0:
            try SnapshotError.check(-numbers[0], in: 1...Int64(StandbyBucket.allCases.count), "an alarm's bucket")
            try SnapshotError.checkInstant(SimInstant(milliseconds: numbers[1]), "an alarm's held time")
            deferral = .standbyQuota(
                bucket: StandbyBucket.allCases[Int(-numbers[0]) - 1], until: SimInstant(milliseconds: numbers[1]))
        case .some(let numbers) where numbers.count == 2:
            try SnapshotError.check(numbers[0], in: 1...72, "an alarm's quota")
            try SnapshotError.checkInstant(SimInstant(milliseconds: numbers[1]), "an alarm's held time")
            deferral = .allowWhileIdleQuota(perHour: Int(numbers[0]), until: SimInstant(milliseconds: numbers[1]))
        default: throw SnapshotError("an alarm's deferral needs no number or two")
        }
    }

    private var savedDeferral: [Int64]? {
        switch deferral {
        case nil: nil
        case .doze: []
        case .allowWhileIdleQuota(let perHour, let until): [Int64(perHour), until.milliseconds]
        case .batterySaver: [0]
        case .standbyQuota(let bucket, let until):
            [-Int64(StandbyBucket.allCases.firstIndex(of: bucket)! + 1), until.milliseconds]
        }
    }
}
