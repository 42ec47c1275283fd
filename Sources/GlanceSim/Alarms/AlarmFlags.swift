/// What AlarmManagerService lets an alarm do in Doze (`AlarmManager.FLAG_*`, with their AOSP bit values), set from
/// the call that made it and its caller (AlarmManagerService.java `setImpl`, :2840-2991).
///
/// ```swift
/// let flags = device.alarms().first!.flags
/// print(flags.contains(.allowWhileIdleUnrestricted))   // true for a widget's updatePeriodMillis alarm
/// ```
public struct AlarmFlags: OptionSet, Hashable, Sendable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// `FLAG_STANDALONE`: an exact alarm, never batched.
    public static let standalone = AlarmFlags(rawValue: 1 << 0)
    /// `FLAG_WAKE_FROM_IDLE`: an alarm clock (`setAlarmClock`); goes off in Doze and brings Doze's end forward.
    public static let wakeFromIdle = AlarmFlags(rawValue: 1 << 1)
    /// `FLAG_ALLOW_WHILE_IDLE`: `setExactAndAllowWhileIdle` with the exact-alarm permission on API 31+; goes off in
    /// Doze within 72 an hour.
    public static let allowWhileIdle = AlarmFlags(rawValue: 1 << 2)
    /// `FLAG_ALLOW_WHILE_IDLE_UNRESTRICTED`: set by the system itself (a core uid with no work source), as
    /// AppWidgetService's `updatePeriodMillis` alarm is; goes off in Doze with no quota.
    public static let allowWhileIdleUnrestricted = AlarmFlags(rawValue: 1 << 3)
    /// `FLAG_ALLOW_WHILE_IDLE_COMPAT`: `setAndAllowWhileIdle`, and `setExactAndAllowWhileIdle` before API 31; goes
    /// off in Doze within 7 an hour.
    public static let allowWhileIdleCompat = AlarmFlags(rawValue: 1 << 5)

    /// Words for the trace: `alarm-clock`, `while-idle`, `while-idle-compat` (the system's own alarms, all
    /// unrestricted, say nothing: their creator `android` says it).
    var traceWords: String {
        var words: [String] = []
        if contains(.wakeFromIdle) { words.append("alarm-clock") }
        if contains(.allowWhileIdle) { words.append("while-idle") }
        if contains(.allowWhileIdleCompat) { words.append("while-idle-compat") }
        return words.joined(separator: " ")
    }
}

/// Why an alarm that fell due is held, and until when.
public enum AlarmDeferral: Hashable, Sendable {
    /// Deep Doze is IDLE: the alarm goes off when idle ends (`until`, the next maintenance window, if known).
    case doze(until: SimInstant?)
    /// An allow-while-idle alarm over its quota (`perHour` a rolling hour): it goes off at `until`, when the
    /// quota frees a place or idle ends, whichever is first.
    case allowWhileIdleQuota(perHour: Int, until: SimInstant)
    /// Battery saver restricts the app: the alarm goes off when battery saver ends (or Doze's rules then allow).
    case batterySaver
    /// The app's standby bucket has used up its alarm quota (``StandbyBucket/alarmQuota``): the alarm goes off at
    /// `until`, when the quota frees a place (sooner if the bucket changes or charging begins).
    case standbyQuota(bucket: StandbyBucket, until: SimInstant)

    /// When the alarm will now go off, if known.
    public var until: SimInstant? {
        switch self {
        case .doze(let until): until
        case .allowWhileIdleQuota(_, let until): until
        case .batterySaver: nil
        case .standbyQuota(_, let until): until
        }
    }

    /// `doze`, `quota`, `battery-saver`, `standby`: the word `alarms list` uses.
    public var word: String {
        switch self {
        case .doze: "doze"
        case .allowWhileIdleQuota: "quota"
        case .batterySaver: "battery-saver"
        case .standbyQuota: "standby"
        }
    }

    /// The trace's words.
    var traceText: String {
        switch self {
        case .doze(let until): "held by Doze until " + (until.map { "\($0)" } ?? "idle ends")
        case .allowWhileIdleQuota(let perHour, let until):
            "over its allow-while-idle quota (\(perHour) an hour) until \(until)"
        case .batterySaver: "held by battery saver until it ends"
        case .standbyQuota(let bucket, let until):
            "over its standby bucket's alarm quota (\(bucket.rawValue): \(bucket.alarmQuotaText)) until \(until)"
        }
    }
}
