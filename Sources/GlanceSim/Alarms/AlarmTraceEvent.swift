/// What AlarmManagerService records: the typed payload of `alarm.*` trace records.
///
/// Each app alarm is carried as an ``AlarmInfo`` snapshot taken when the record was made: its trigger time is
/// the one AlarmManagerService holds after its clamps (for a repeating alarm that fired, the next one), and its
/// ``AlarmInfo/firesAt`` says when it goes off next (`nil` once it is gone or while it waits for a wake).
///
/// ```swift
/// let fired = device.trace.records.compactMap { record -> (AlarmID, Int64)? in
///     guard case .alarm(.fire(let alarm, let count)) = record.event else { return nil }
///     return (alarm.id, count)
/// }
/// ```
public enum AlarmTraceEvent: TracePayload {
    /// An app (or the system) set an alarm (`alarm.set`); ``AlarmInfo/firesAt`` is when it will go off.
    case set(AlarmInfo)
    /// An alarm was removed before it went off for good (`alarm.cancel`).
    case cancel(AlarmInfo, reason: AlarmRemovalReason)
    /// An alarm went off and sent its PendingIntent with `EXTRA_ALARM_COUNT` = `count` (`alarm.fire`).
    case fire(AlarmInfo, count: Int64)
    /// A non-wakeup app alarm fell due while the device slept and waits for the next wake (`alarm.deferred`).
    case deferred(AlarmInfo)
    /// One of the system's own clock alarms fell due while the device slept (`alarm.deferred`).
    case clockAlarmDeferred(SystemClockAlarm)
    /// An app alarm fell due in deep Doze and is held (`alarm.deferred`): ``AlarmInfo/firesAt`` is when it will
    /// now go off, the deferral says why.
    case heldByDoze(AlarmInfo, AlarmDeferral)

    public var kind: TraceKind {
        switch self {
        case .set: return .alarmSet
        case .cancel: return .alarmCancel
        case .fire: return .alarmFire
        case .deferred, .clockAlarmDeferred, .heldByDoze: return .alarmDeferred
        }
    }

    public var subject: String {
        switch self {
        case .set(let alarm), .cancel(let alarm, _), .fire(let alarm, _), .deferred(let alarm),
            .heldByDoze(let alarm, _):
            return alarm.package
        case .clockAlarmDeferred: return Device.systemCreator
        }
    }

    public var details: String {
        switch self {
        case .set(let alarm): return "\(alarm.traceSummary) fires at \(alarm.firesAt.map { "\($0)" } ?? "-")"
        case .cancel(let alarm, let reason): return "\(alarm.traceSummary) \(reason)"
        case .fire(let alarm, let count): return "\(alarm.traceSummary) count \(count)"
        case .deferred(let alarm): return "\(alarm.traceSummary) waits for the device to wake"
        case .clockAlarmDeferred(let alarm): return "\(alarm) waits for the device to wake"
        case .heldByDoze(let alarm, let deferral): return "\(alarm.traceSummary) \(deferral.traceText)"
        }
    }

    /// The app that set the alarm; `nil` for the system's own alarms (TIME_TICK, DATE_CHANGED, the widget
    /// update alarm), whose creator is `android`.
    public var packageName: String? {
        switch self {
        case .set(let alarm), .cancel(let alarm, _), .fire(let alarm, _), .deferred(let alarm),
            .heldByDoze(let alarm, _):
            return alarm.package == Device.systemCreator ? nil : alarm.package
        case .clockAlarmDeferred: return nil
        }
    }
}

/// Why an alarm left AlarmManagerService before it went off for good.
public enum AlarmRemovalReason: Hashable, Sendable, CustomStringConvertible {
    /// A new alarm with an equal PendingIntent replaced it (`setImplLocked` removes the old one first).
    case replaced
    /// The app called `AlarmManager.cancel` with an equal PendingIntent.
    case cancelled
    /// Its PendingIntent was cancelled, or could not be sent when it fired (the `CancelListener`).
    case pendingIntentCancelled
    /// The user turned the app's exact-alarm permission off (`REMOVE_REASON_EXACT_PERMISSION_REVOKED`).
    case exactPermissionRevoked

    /// As the trace shows it, e.g. `replaced by an alarm with an equal PendingIntent`.
    public var description: String {
        switch self {
        case .replaced: return "replaced by an alarm with an equal PendingIntent"
        case .cancelled: return "cancelled"
        case .pendingIntentCancelled: return "PendingIntent cancelled"
        case .exactPermissionRevoked: return "exact-alarm permission revoked"
        }
    }
}

/// The alarms AlarmManagerService sets for itself (its `ClockReceiver`): both non-wakeup.
public enum SystemClockAlarm: Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The minute-boundary alarm that sends `TIME_TICK`.
    case timeTick
    /// The local-midnight alarm that sends `DATE_CHANGED`.
    case dateChanged

    /// The broadcast's short name: `TIME_TICK` or `DATE_CHANGED`.
    public var description: String {
        switch self {
        case .timeTick: return "TIME_TICK"
        case .dateChanged: return "DATE_CHANGED"
        }
    }
}

extension AlarmInfo {
    /// `alarm#3 RTC trigger 1774742400000 window 15m every 20m PendingIntent#2(…)`: the alarm as `alarm.*`
    /// records show it.
    var traceSummary: String {
        "\(id) \(type) trigger \(triggerAtMillis)" + (flags.traceWords.isEmpty ? "" : " \(flags.traceWords)")
            + (windowMillis > 0 ? " window \(SimDuration.milliseconds(windowMillis))" : " exact")
            + (intervalMillis > 0 ? " every \(SimDuration.milliseconds(intervalMillis))" : "")
            + " \(operation)"
    }
}

extension SystemClockAlarm: Codable {}
