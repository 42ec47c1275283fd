package import GlanceSim

/// A `setAlarm` / `cancelAlarm` effect.
package struct AlarmSpec {
    package var intent: IntentSpec
    package var type: AlarmType
    /// `in`: from now, on the alarm type's clock.
    package var delay: SimDuration?
    /// `at`: the next local `HH:mm`.
    package var timeOfDay: (hour: Int, minute: Int)?
    /// `at: "nextMinute"` (or `nextHour`, `nextDay`): the next whole minute, hour or local midnight.
    package var boundary: AlarmBoundary? = nil
    /// `at: "… + DURATION"`: added to the time `at` names.
    package var offset: SimDuration = .zero
    package var repeating: SimDuration?
    package var exact: Bool
    package var inexact: Bool
    /// `whileIdle: true`: `setExactAndAllowWhileIdle` (with `exact`) or `setAndAllowWhileIdle`.
    package var whileIdle = false
    /// `alarmClock: true`: `setAlarmClock`.
    package var alarmClock = false
    package var requestCode: Int32
}

/// A whole unit of local time an alarm can start at, as `Calendar` code rounds up to it.
package enum AlarmBoundary: String, CaseIterable {
    case nextMinute, nextHour, nextDay
}
