// The only file of the GlanceSim module that may import Foundation: everything else is pure arithmetic.
// FoundationEssentials alone knows only UTC and fixed offsets on Linux; FoundationInternationalization brings the
// ICU implementation of `TimeZone` and with it the IANA zones.
#if canImport(FoundationEssentials)
    import FoundationEssentials
    import FoundationInternationalization
#else
    import Foundation
#endif

/// The rules of one time zone: its UTC offset at every instant, daylight saving time included.
///
/// The simulator reads local dates and times (midnight, the date widgets show, the hour an alarm set with
/// `Calendar` fires at) through these rules, never through the machine's own time zone: neither the `TZ`
/// environment variable nor the locale changes any result.
///
/// The zone data comes from the tzdata bundled in the Swift toolchain's ICU (`FoundationInternationalization`),
/// not from the operating system, so results depend on the toolchain version and not on the machine. A
/// toolchain with newer tzdata can change past or future offsets where governments changed their rules.
///
/// Every function works at millisecond precision: instants never go through a floating-point `Date` with a
/// fraction of a second (tzdata has whole-second transitions only).
///
/// ```swift
/// let berlin = TimeZoneRules(identifier: "Europe/Berlin")!
/// let midnight = berlin.wallTime(for: LocalDateTime(year: 2026, month: 3, day: 29))
/// print(midnight)                                      // 2026-03-28T23:00:00.000Z
/// print(berlin.startOfNextLocalDay(after: midnight))   // 2026-03-29T22:00:00.000Z (a 23-hour day)
/// print(berlin.nextTransition(after: midnight)!)       // 2026-03-29T01:00:00.000Z
/// ```
public struct TimeZoneRules: Hashable, Sendable, CustomStringConvertible {
    /// The identifier the rules were created with, such as `Europe/Berlin` or `UTC`.
    public let identifier: String

    /// The ICU-backed zone the identifier names.
    private let zone: TimeZone

    /// Creates the rules of the zone `identifier` names, or returns `nil` when ICU does not know it.
    ///
    /// Accepted are the IANA identifiers (`Europe/Berlin`, `America/Sao_Paulo`), their ICU aliases
    /// (`US/Pacific`, `Asia/Calcutta`), `UTC` and `GMT`, and custom offsets in the `GMT+02:00` form that
    /// `java.util.TimeZone.getTimeZone` also accepts. Identifiers are case-sensitive (`utc` is unknown) and the
    /// empty string is rejected.
    ///
    /// ```swift
    /// let rules = TimeZoneRules(identifier: "America/Sao_Paulo")   // non-nil
    /// let none = TimeZoneRules(identifier: "Mars/Olympus_Mons")    // nil
    /// ```
    public init?(identifier: String) {
        guard !identifier.isEmpty, let zone = TimeZone(identifier: identifier) else {
            return nil
        }
        self.identifier = identifier
        self.zone = zone
    }

    /// Coordinated Universal Time: offset zero, no transitions.
    public static let utc = TimeZoneRules(identifier: "UTC")!

    /// The identifier.
    public var description: String { identifier }

    /// Whether both rules were created with the same identifier (`UTC` and `GMT` are different rules that
    /// happen to agree).
    public static func == (lhs: TimeZoneRules, rhs: TimeZoneRules) -> Bool {
        lhs.identifier == rhs.identifier
    }

    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    /// The zone's offset from UTC at `time`, daylight saving time included: local time is `time + offset`.
    ///
    /// Berlin is `+1h` in winter and `+2h` in summer; an offset can also have minutes or, before 1900 or so,
    /// seconds (local mean time).
    ///
    /// ```swift
    /// let berlin = TimeZoneRules(identifier: "Europe/Berlin")!
    /// print(berlin.offset(at: WallTime(year: 2026, month: 7, day: 1)))   // 2h
    /// ```
    public func offset(at time: WallTime) -> SimDuration {
        // Transitions fall on whole seconds, so the second an instant falls in has a single offset; querying its
        // start keeps the Date's Double exact.
        let second = CivilCalendar.floorDiv(time.millisecondsSinceEpoch, 1_000)
        return .seconds(Int64(zone.secondsFromGMT(for: Self.date(atSecond: second))))
    }

    /// The local date and time a clock in this zone shows at `time`.
    ///
    /// ```swift
    /// let berlin = TimeZoneRules(identifier: "Europe/Berlin")!
    /// let local = berlin.localDateTime(at: WallTime(year: 2026, month: 3, day: 29, hour: 1))
    /// print(local)   // 2026-03-29 03:00:00
    /// ```
    public func localDateTime(at time: WallTime) -> LocalDateTime {
        LocalDateTime(localEpochMilliseconds: time.millisecondsSinceEpoch + offset(at: time).milliseconds)
    }

    /// The first instant strictly after `time` whose local date differs from the local date at `time`.
    ///
    /// That is the next local midnight, which makes a local day 23 or 25 hours long on a daylight saving
    /// change. When the zone skips midnight (America/Sao_Paulo on 2018-11-04 went from 00:00 straight to
    /// 01:00), it is the first instant of the new date that exists, 01:00 there; when the zone skips a whole
    /// date (Pacific/Apia skipped 2011-12-30), it is the first instant of the date after.
    ///
    /// ```swift
    /// let berlin = TimeZoneRules(identifier: "Europe/Berlin")!
    /// let now = WallTime(year: 2026, month: 10, day: 24, hour: 22)   // 2026-10-25 00:00 CEST
    /// print(berlin.startOfNextLocalDay(after: now))                  // 2026-10-25T23:00:00.000Z, 25 h later
    /// ```
    public func startOfNextLocalDay(after time: WallTime) -> WallTime {
        let local = localDateTime(at: time)
        let todayStart = LocalDateTime(year: local.year, month: local.month, day: local.day).localEpochMilliseconds
        let tomorrowStart = todayStart + CivilCalendar.millisecondsPerDay
        // Walk the stretches of constant offset from `time` on; in each, local time runs at the speed of UTC.
        var segmentStart = time
        var segmentOffset = offset(at: time).milliseconds
        for _ in 0..<Self.scanLimit {
            let midnight = WallTime(millisecondsSinceEpoch: tomorrowStart - segmentOffset)
            guard let transition = nextTransition(after: segmentStart), transition <= midnight else {
                return midnight
            }
            segmentStart = transition
            segmentOffset = offset(at: transition).milliseconds
            let localAtTransition = transition.millisecondsSinceEpoch + segmentOffset
            if localAtTransition >= tomorrowStart || localAtTransition < todayStart {
                return transition
            }
        }
        return WallTime(millisecondsSinceEpoch: tomorrowStart - segmentOffset)
    }

    /// The instant at which a clock in this zone shows `local`.
    ///
    /// Local times that happen once map to that instant. The others follow `java.time`
    /// (`ZonedDateTime.of(LocalDateTime, ZoneId)`):
    ///
    /// - A local time that does not exist because the clocks jumped forward is moved later by the length of the
    ///   jump: 02:30 on Berlin's spring-forward day 2026-03-29 becomes 03:30 CEST (01:30Z). `java.util.Calendar`
    ///   and Android's `GregorianCalendar` (lenient, the default) do the same.
    /// - A local time that happens twice because the clocks went back resolves to the earlier instant, at the
    ///   summer offset: 02:30 on 2026-10-25 in Berlin is 02:30 CEST (00:30Z). Here `java.util.Calendar` and
    ///   Android's `GregorianCalendar` differ: they pick the later instant, at standard time (01:30Z).
    ///
    /// Fields out of range roll over first, as in a lenient `java.util.Calendar` (hour 24 is the next day's
    /// midnight).
    ///
    /// ```swift
    /// let berlin = TimeZoneRules(identifier: "Europe/Berlin")!
    /// print(berlin.wallTime(for: LocalDateTime(year: 2026, month: 3, day: 29, hour: 2, minute: 30)))
    /// // 2026-03-29T01:30:00.000Z
    /// ```
    public func wallTime(for local: LocalDateTime) -> WallTime {
        let localMilliseconds = local.localEpochMilliseconds
        // Every offset is under a day, so each instant showing `local` lies within a day of it. Walk the
        // stretches of constant offset across that window; the first match is the earliest.
        let windowEnd = WallTime(millisecondsSinceEpoch: localMilliseconds + CivilCalendar.millisecondsPerDay)
        var segmentStart = WallTime(millisecondsSinceEpoch: localMilliseconds - CivilCalendar.millisecondsPerDay)
        var segmentOffset = offset(at: segmentStart).milliseconds
        var shiftedOutOfGap: WallTime?
        for _ in 0..<Self.scanLimit {
            let candidate = WallTime(millisecondsSinceEpoch: localMilliseconds - segmentOffset)
            let transition = nextTransition(after: segmentStart)
            if candidate >= segmentStart, transition.map({ candidate < $0 }) ?? true {
                return candidate
            }
            guard let transition, transition <= windowEnd else {
                break
            }
            let newOffset = offset(at: transition).milliseconds
            let gapStart = transition.millisecondsSinceEpoch + segmentOffset
            let gapEnd = transition.millisecondsSinceEpoch + newOffset
            if gapStart <= localMilliseconds, localMilliseconds < gapEnd {
                // Read with the offset before the jump: the local time moves later by the jump's length.
                shiftedOutOfGap = candidate
            }
            segmentStart = transition
            segmentOffset = newOffset
        }
        // A real zone always gives a match or a gap; should neither come, read `local` with the offset found at
        // the instant of the same digits.
        let fallbackOffset = offset(at: WallTime(millisecondsSinceEpoch: localMilliseconds))
        return shiftedOutOfGap ?? WallTime(millisecondsSinceEpoch: localMilliseconds - fallbackOffset.milliseconds)
    }

    /// The next instant strictly after `time` at which the UTC offset changes, or `nil` when it never changes
    /// again (UTC, or a zone that has given up daylight saving time).
    ///
    /// Changes that keep the total offset (only the zone's name or its split into standard and daylight time
    /// changes, as in London on 1968-10-27) are not transitions here.
    ///
    /// ```swift
    /// let berlin = TimeZoneRules(identifier: "Europe/Berlin")!
    /// print(berlin.nextTransition(after: WallTime(year: 2026, month: 6, day: 1))!)   // 2026-10-25T01:00:00.000Z
    /// ```
    public func nextTransition(after time: WallTime) -> WallTime? {
        var second = CivilCalendar.floorDiv(time.millisecondsSinceEpoch, 1_000)
        for _ in 0..<Self.scanLimit {
            guard let date = zone.nextDaylightSavingTimeTransition(after: Self.date(atSecond: second)) else {
                return nil
            }
            guard let nextSecond = Int64(exactly: date.timeIntervalSince1970.rounded(.up)), nextSecond > second else {
                return nil
            }
            let (milliseconds, overflow) = nextSecond.multipliedReportingOverflow(by: 1_000)
            guard !overflow else {
                return nil
            }
            let transition = WallTime(millisecondsSinceEpoch: milliseconds)
            if transition > time, offset(at: transition - .milliseconds(1)) != offset(at: transition) {
                return transition
            }
            second = nextSecond
        }
        return nil
    }

    /// How many transitions one query walks at most; real zones need a handful.
    private static let scanLimit = 64

    /// The `Date` at the start of a whole second of Unix time, exactly representable as a `Double`.
    private static func date(atSecond second: Int64) -> Date {
        Date(timeIntervalSince1970: Double(second))
    }
}

extension TimeZoneRules: Codable {
    /// Reads rules as the zone identifier they were created with.
    /// - Throws: `DecodingError.dataCorrupted` when ICU does not know the identifier.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let identifier = try container.decode(String.self)
        guard let rules = TimeZoneRules(identifier: identifier) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "unknown time zone '\(identifier)'")
        }
        self = rules
    }

    /// Writes the zone identifier.
    public func encode(to encoder: any Encoder) throws {
        var value = encoder.singleValueContainer()
        try value.encode(identifier)
    }
}
