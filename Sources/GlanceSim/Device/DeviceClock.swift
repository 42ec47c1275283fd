/// The device's clocks, all derived from the simulation's own timeline (``SimInstant``).
///
/// - `elapsedRealtime`: time since the last boot; restarts from zero at every reboot
///   (`SystemClock.elapsedRealtime()`).
/// - `wallTime`: the wall clock in UTC (`System.currentTimeMillis()`); it moves with the timeline and jumps
///   when set.
/// - `timeZone`: turns wall time into local dates and times; a DST change moves local midnight, not the
///   minute boundaries.
///
/// ```swift
/// let device = Device(wallTime: WallTime(year: 2026, month: 3, day: 29), timeZone: TimeZoneRules(identifier: "Europe/Berlin")!)
/// try device.advance(by: .hours(3))
/// print(device.clock.localDateTime)   // 2026-03-29 05:00:00 (CET→CEST at 02:00)
/// ```
public struct DeviceClock: Sendable {
    /// The wall times an Android device's clock can be set to: from 1970-01-01T00:00:00Z up to (not including)
    /// 2232-04-18T23:47:16Z. Linux's `settimeofday` refuses the rest with `EINVAL` (`timespec64_valid_settod`: no
    /// negative seconds, and none at or past `TIME_SETTOD_SEC_MAX`, `KTIME_SEC_MAX` less 30 years of uptime), so
    /// `AlarmManager.setTime` leaves the clock where it was. Scenarios check their `device … time` and
    /// `set time` steps against it; the Swift API takes any time in ``WallTime/supportedRange``.
    ///
    /// ```swift
    /// DeviceClock.settableRange.contains(WallTime(year: 1969, month: 12, day: 31))   // false
    /// ```
    public static let settableRange =
        WallTime(millisecondsSinceEpoch: 0)..<WallTime(millisecondsSinceEpoch: 8_277_292_036_000)

    /// Now, on the simulation's timeline.
    public internal(set) var now: SimInstant
    /// When the current boot began, on the simulation's timeline.
    public internal(set) var bootInstant: SimInstant
    /// How many times the device has booted (1 for a new device).
    public internal(set) var bootCount: Int
    /// The device's time zone.
    public internal(set) var timeZone: TimeZoneRules
    /// Wall milliseconds at timeline zero; setting the clock changes it.
    var wallAtTimelineZero: Int64

    init(wallTime: WallTime, timeZone: TimeZoneRules) {
        now = .zero
        bootInstant = .zero
        bootCount = 1
        self.timeZone = timeZone
        wallAtTimelineZero = wallTime.millisecondsSinceEpoch
    }

    /// Time since the last boot: `SystemClock.elapsedRealtime()`.
    public var elapsedRealtime: SimDuration { now - bootInstant }
    /// The wall clock: `System.currentTimeMillis()`.
    public var wallTime: WallTime { wallTime(at: now) }
    /// The wall clock as a local date and time in ``timeZone``.
    public var localDateTime: LocalDateTime { timeZone.localDateTime(at: wallTime) }

    /// The local date and time at `instant`, as the device's wall clock and zone are now.
    ///
    /// ```swift
    /// print(device.clock.localDateTime(at: device.now + .hours(1)))   // 2026-06-01 09:00:00
    /// ```
    public func localDateTime(at instant: SimInstant) -> LocalDateTime {
        timeZone.localDateTime(at: wallTime(at: instant))
    }

    /// The wall time the clock will show at `instant` if it is not set in between.
    public func wallTime(at instant: SimInstant) -> WallTime {
        WallTime(millisecondsSinceEpoch: wallAtTimelineZero.clampedAdding(instant.milliseconds))
    }
    /// The instant on the timeline when the wall clock will show `wallTime` if it is not set in between.
    public func instant(atWallTime wallTime: WallTime) -> SimInstant {
        SimInstant(milliseconds: wallTime.millisecondsSinceEpoch.clampedSubtracting(wallAtTimelineZero))
    }
    /// The instant on the timeline when `elapsedRealtime` will read `milliseconds` in the current boot.
    public func instant(atElapsedRealtime milliseconds: Int64) -> SimInstant {
        bootInstant + .milliseconds(milliseconds)
    }
}

extension DeviceClock: Codable {}

extension DeviceClock: Equatable {}
