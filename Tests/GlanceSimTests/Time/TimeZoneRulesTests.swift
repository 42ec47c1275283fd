import GlanceSim
import Testing

// Expected offsets and transition instants come from tzdata (the `europe`, `southamerica`, `australasia` files);
// the toolchain's ICU bundles it. They are settled history or rules in force, so a newer tzdata keeps them.
struct TimeZoneRulesTests {
    let berlin = TimeZoneRules(identifier: "Europe/Berlin")!
    let saoPaulo = TimeZoneRules(identifier: "America/Sao_Paulo")!

    /// 2026-03-29T01:00Z: Berlin's clocks go from 02:00 CET to 03:00 CEST.
    let springForward = WallTime(year: 2026, month: 3, day: 29, hour: 1)
    /// 2026-10-25T01:00Z: Berlin's clocks go from 03:00 CEST back to 02:00 CET.
    let fallBack = WallTime(year: 2026, month: 10, day: 25, hour: 1)

    // MARK: Identifiers

    @Test func knownIdentifiersAreAcceptedAndKeptAsGiven() throws {
        for identifier in ["Europe/Berlin", "America/Sao_Paulo", "Asia/Kolkata", "UTC", "GMT", "US/Pacific"] {
            let rules = try #require(TimeZoneRules(identifier: identifier))
            #expect(rules.identifier == identifier)
            #expect(rules.description == identifier)
        }
    }

    @Test func customGMTOffsetIdentifiersHaveAFixedOffset() throws {
        // java.util.TimeZone.getTimeZone accepts the same custom "GMT+hh:mm" form.
        let plusTwo = try #require(TimeZoneRules(identifier: "GMT+02:00"))
        #expect(plusTwo.identifier == "GMT+02:00")
        #expect(plusTwo.offset(at: springForward) == .hours(2))
        #expect(plusTwo.nextTransition(after: springForward) == nil)
    }

    @Test(arguments: ["", "Mars/Olympus_Mons", "Europe/Atlantis", "utc", "europe/berlin", "Z", " UTC"])
    func unknownIdentifiersAreRejected(identifier: String) {
        #expect(TimeZoneRules(identifier: identifier) == nil)
    }

    @Test func rulesAreEqualWhenTheirIdentifiersAre() {
        #expect(TimeZoneRules.utc == TimeZoneRules(identifier: "UTC"))
        #expect(TimeZoneRules.utc.identifier == "UTC")
        #expect(TimeZoneRules(identifier: "GMT") != TimeZoneRules.utc)
        #expect(Set([berlin, TimeZoneRules(identifier: "Europe/Berlin")!, saoPaulo]).count == 2)
    }

    // MARK: UTC

    @Test func utcHasNoOffsetAndNoTransitions() {
        for time in [WallTime(millisecondsSinceEpoch: -1), springForward, WallTime(year: 2100, month: 6, day: 1)] {
            #expect(TimeZoneRules.utc.offset(at: time) == .zero)
            #expect(TimeZoneRules.utc.localDateTime(at: time) == time.utc)
            #expect(TimeZoneRules.utc.wallTime(for: time.utc) == time)
            #expect(TimeZoneRules.utc.nextTransition(after: time) == nil)
        }
        let evening = WallTime(year: 2026, month: 12, day: 31, hour: 23, minute: 59, second: 59, millisecond: 999)
        #expect(TimeZoneRules.utc.startOfNextLocalDay(after: evening) == WallTime(year: 2027, month: 1, day: 1))
        #expect(
            TimeZoneRules.utc.startOfNextLocalDay(after: WallTime(year: 2027, month: 1, day: 1))
                == WallTime(year: 2027, month: 1, day: 2)
        )
    }

    // MARK: Berlin, spring forward

    @Test func berlinOffsetChangesFromOneToTwoHoursAtTheSpringForwardMillisecond() {
        #expect(berlin.offset(at: springForward - .milliseconds(1)) == .hours(1))
        #expect(berlin.offset(at: springForward) == .hours(2))
        #expect(berlin.offset(at: WallTime(year: 2026, month: 1, day: 15)) == .hours(1))
        #expect(berlin.offset(at: WallTime(year: 2026, month: 7, day: 15)) == .hours(2))
    }

    @Test func berlinLocalClockSkipsFromTwoToThreeOnSpringForward() {
        let justBefore = berlin.localDateTime(at: springForward - .milliseconds(1))
        #expect(
            justBefore
                == LocalDateTime(year: 2026, month: 3, day: 29, hour: 1, minute: 59, second: 59, millisecond: 999))
        #expect(berlin.localDateTime(at: springForward) == LocalDateTime(year: 2026, month: 3, day: 29, hour: 3))
    }

    @Test func berlinSpringForwardDayIs23HoursLong() {
        let midnight = WallTime(year: 2026, month: 3, day: 28, hour: 23)  // 2026-03-29 00:00 CET
        #expect(berlin.localDateTime(at: midnight) == LocalDateTime(year: 2026, month: 3, day: 29))
        let nextMidnight = berlin.startOfNextLocalDay(after: midnight)
        #expect(nextMidnight == WallTime(year: 2026, month: 3, day: 29, hour: 22))  // 2026-03-30 00:00 CEST
        #expect(nextMidnight - midnight == .hours(23))
        #expect(berlin.startOfNextLocalDay(after: springForward - .milliseconds(1)) == nextMidnight)
        #expect(berlin.startOfNextLocalDay(after: nextMidnight - .milliseconds(1)) == nextMidnight)
        #expect(berlin.startOfNextLocalDay(after: nextMidnight) - nextMidnight == .hours(24))
    }

    @Test func berlinLocalTimeInTheSpringGapMovesLaterByTheGapLength() {
        // java.time.ZonedDateTime.of(LocalDateTime, ZoneId): "the local date-time is adjusted to be later by the
        // length of the gap". Lenient java.util.GregorianCalendar agrees: Android's
        // GregorianCalendar.adjustDstOffsetForInvalidWallClock (libcore ojluni) drops the DST offset when the
        // standard-time reading lands before the transition, so 02:30 is read as 02:30 CET = 03:30 CEST.
        let gap = LocalDateTime(year: 2026, month: 3, day: 29, hour: 2, minute: 30)
        #expect(berlin.wallTime(for: gap) == WallTime(year: 2026, month: 3, day: 29, hour: 1, minute: 30))
        #expect(
            berlin.localDateTime(at: berlin.wallTime(for: gap))
                == LocalDateTime(year: 2026, month: 3, day: 29, hour: 3, minute: 30))
        let gapStart = LocalDateTime(year: 2026, month: 3, day: 29, hour: 2)
        #expect(berlin.wallTime(for: gapStart) == springForward)
        let gapWithMilliseconds = LocalDateTime(
            year: 2026, month: 3, day: 29, hour: 2, minute: 59, second: 59, millisecond: 999)
        #expect(berlin.wallTime(for: gapWithMilliseconds) == springForward + .hours(1) - .milliseconds(1))
    }

    @Test func berlinLocalTimesAroundTheSpringGapMapToTheirOnlyInstant() {
        let beforeGap = LocalDateTime(year: 2026, month: 3, day: 29, hour: 1, minute: 59, second: 59, millisecond: 999)
        #expect(berlin.wallTime(for: beforeGap) == springForward - .milliseconds(1))
        #expect(berlin.wallTime(for: LocalDateTime(year: 2026, month: 3, day: 29, hour: 3)) == springForward)
        #expect(
            berlin.wallTime(for: LocalDateTime(year: 2026, month: 3, day: 29))
                == WallTime(year: 2026, month: 3, day: 28, hour: 23))
    }

    // MARK: Berlin, fall back

    @Test func berlinOffsetChangesFromTwoToOneHourAtTheFallBackMillisecond() {
        #expect(berlin.offset(at: fallBack - .milliseconds(1)) == .hours(2))
        #expect(berlin.offset(at: fallBack) == .hours(1))
    }

    @Test func berlinLocalClockRepeatsTheHourFromTwoToThreeOnFallBack() {
        let justBefore = berlin.localDateTime(at: fallBack - .milliseconds(1))
        #expect(
            justBefore
                == LocalDateTime(year: 2026, month: 10, day: 25, hour: 2, minute: 59, second: 59, millisecond: 999))
        #expect(berlin.localDateTime(at: fallBack) == LocalDateTime(year: 2026, month: 10, day: 25, hour: 2))
        #expect(berlin.localDateTime(at: fallBack - .minutes(30)) == berlin.localDateTime(at: fallBack + .minutes(30)))
    }

    @Test func berlinFallBackDayIs25HoursLong() {
        let midnight = WallTime(year: 2026, month: 10, day: 24, hour: 22)  // 2026-10-25 00:00 CEST
        #expect(berlin.localDateTime(at: midnight) == LocalDateTime(year: 2026, month: 10, day: 25))
        let nextMidnight = berlin.startOfNextLocalDay(after: midnight)
        #expect(nextMidnight == WallTime(year: 2026, month: 10, day: 25, hour: 23))  // 2026-10-26 00:00 CET
        #expect(nextMidnight - midnight == .hours(25))
        #expect(berlin.startOfNextLocalDay(after: fallBack) == nextMidnight)
    }

    @Test func berlinRepeatedLocalTimeResolvesToTheEarlierInstant() {
        // java.time.ZonedDateTime.of(LocalDateTime, ZoneId): "In the case of an overlap … this method uses the
        // earlier offset", i.e. summer time. (java.util.GregorianCalendar picks standard time, the later instant.)
        let repeated = LocalDateTime(year: 2026, month: 10, day: 25, hour: 2, minute: 30)
        #expect(berlin.wallTime(for: repeated) == WallTime(year: 2026, month: 10, day: 25, minute: 30))
        #expect(berlin.wallTime(for: LocalDateTime(year: 2026, month: 10, day: 25, hour: 2)) == fallBack - .hours(1))
        let lastRepeated = LocalDateTime(
            year: 2026, month: 10, day: 25, hour: 2, minute: 59, second: 59, millisecond: 999)
        #expect(berlin.wallTime(for: lastRepeated) == fallBack - .milliseconds(1))
        #expect(berlin.wallTime(for: LocalDateTime(year: 2026, month: 10, day: 25, hour: 3)) == fallBack + .hours(1))
    }

    @Test func berlinLocalTimesRoundTripAtMillisecondPrecisionThroughout2026() {
        var time = WallTime(year: 2026, month: 1, day: 1)
        let step = SimDuration.hours(7) + .minutes(13) + .seconds(17) + .milliseconds(123)
        var mismatches: [WallTime] = []
        while time < WallTime(year: 2027, month: 1, day: 1) {
            // In the repeated hour the later instant maps back to the earlier one.
            let isSecondPass = time >= fallBack && time < fallBack + .hours(1)
            let expected = isSecondPass ? time - .hours(1) : time
            if berlin.wallTime(for: berlin.localDateTime(at: time)) != expected {
                mismatches.append(time)
            }
            time = time + step
        }
        #expect(mismatches.isEmpty)
    }

    @Test func berlinTransitionsAreTheLastSundaysOfMarchAndOctoberAtOneUTC() throws {
        var transitions: [WallTime] = []
        var cursor = WallTime(year: 2020, month: 1, day: 1)
        while let next = berlin.nextTransition(after: cursor), next < WallTime(year: 2031, month: 1, day: 1) {
            transitions.append(next)
            cursor = next
        }
        #expect(transitions.count == 22)
        for transition in transitions {
            let fields = transition.utc
            #expect(fields.weekday == 7 && fields.hour == 1 && fields.minute == 0 && fields.day > 24)
            #expect(fields.month == 3 || fields.month == 10)
        }
    }

    @Test func nextTransitionIsStrictlyAfterTheGivenInstant() {
        #expect(berlin.nextTransition(after: WallTime(year: 2026, month: 1, day: 1)) == springForward)
        #expect(berlin.nextTransition(after: springForward - .milliseconds(1)) == springForward)
        #expect(berlin.nextTransition(after: springForward - .milliseconds(500)) == springForward)
        #expect(berlin.nextTransition(after: springForward) == fallBack)
        #expect(berlin.nextTransition(after: springForward + .milliseconds(1)) == fallBack)
    }

    // MARK: Other zones

    @Test func saoPauloSkippedMidnightMakesTheDayStartAtOne() {
        // Brazil's last DST start (tzdata `Rule Brazil 2018 only - Nov Sun>=1 0:00 1:00 -`): on 2018-11-04 the
        // clocks went from 00:00 -03 straight to 01:00 -02, so that day had no midnight.
        let transition = WallTime(year: 2018, month: 11, day: 4, hour: 3)
        #expect(saoPaulo.nextTransition(after: WallTime(year: 2018, month: 10, day: 1)) == transition)
        #expect(saoPaulo.offset(at: transition - .milliseconds(1)) == .hours(-3))
        #expect(saoPaulo.offset(at: transition) == .hours(-2))
        let noonBefore = WallTime(year: 2018, month: 11, day: 3, hour: 15)  // 12:00 -03
        let dayStart = saoPaulo.startOfNextLocalDay(after: noonBefore)
        #expect(dayStart == transition)
        #expect(saoPaulo.localDateTime(at: dayStart) == LocalDateTime(year: 2018, month: 11, day: 4, hour: 1))
        #expect(saoPaulo.wallTime(for: LocalDateTime(year: 2018, month: 11, day: 4)) == transition)
        let halfPastMidnight = LocalDateTime(year: 2018, month: 11, day: 4, minute: 30)
        #expect(saoPaulo.wallTime(for: halfPastMidnight) == transition + .minutes(30))
        #expect(saoPaulo.startOfNextLocalDay(after: dayStart) - dayStart == .hours(23))
    }

    @Test func saoPauloFallBackAtMidnightRepeatsTheLastHourOfTheDayBefore() {
        // tzdata `Rule Brazil 2019 only - Feb Sun>=15 0:00 0 -`: on 2019-02-17 at 00:00 -02 the clocks went back to
        // 23:00 -03 on the 16th, so the 16th ran 25 hours and midnight came only once, at 00:00 -03.
        let transition = WallTime(year: 2019, month: 2, day: 17, hour: 2)
        #expect(saoPaulo.nextTransition(after: WallTime(year: 2019, month: 1, day: 1)) == transition)
        #expect(saoPaulo.localDateTime(at: transition) == LocalDateTime(year: 2019, month: 2, day: 16, hour: 23))
        let dayStart = WallTime(year: 2019, month: 2, day: 16, hour: 2)  // 2019-02-16 00:00 -02
        let nextDayStart = saoPaulo.startOfNextLocalDay(after: dayStart)
        #expect(nextDayStart == WallTime(year: 2019, month: 2, day: 17, hour: 3))
        #expect(nextDayStart - dayStart == .hours(25))
        #expect(saoPaulo.startOfNextLocalDay(after: transition) == nextDayStart)
    }

    @Test func apiaSkippedDateMakesTheNextDayStartTwoDatesLater() throws {
        // Samoa moved across the date line: 2011-12-29 23:59:59 -10 was followed by 2011-12-31 00:00:00 +14.
        let apia = try #require(TimeZoneRules(identifier: "Pacific/Apia"))
        let transition = WallTime(year: 2011, month: 12, day: 30, hour: 10)
        let noon = WallTime(year: 2011, month: 12, day: 29, hour: 22)  // 2011-12-29 12:00 -10
        #expect(apia.startOfNextLocalDay(after: noon) == transition)
        #expect(apia.localDateTime(at: transition) == LocalDateTime(year: 2011, month: 12, day: 31))
        #expect(apia.offset(at: transition) == .hours(14))
    }

    @Test func changesThatKeepTheTotalOffsetAreNotTransitions() throws {
        // London kept +1 all year from 1968-02-18 to 1971-10-31; ICU reports the 1968-10-27 switch from BST to
        // "British Standard Time" (same +1) as a transition, which must be skipped.
        let london = try #require(TimeZoneRules(identifier: "Europe/London"))
        #expect(
            london.nextTransition(after: WallTime(year: 1968, month: 6, day: 1))
                == WallTime(year: 1971, month: 10, day: 31, hour: 2))
    }

    @Test func standardOffsetChangesAreTransitions() throws {
        // Moscow went from +4 all year back to +3 at 2014-10-26 02:00 local.
        let moscow = try #require(TimeZoneRules(identifier: "Europe/Moscow"))
        let transition = WallTime(year: 2014, month: 10, day: 25, hour: 22)
        #expect(moscow.nextTransition(after: WallTime(year: 2014, month: 1, day: 1)) == transition)
        #expect(moscow.offset(at: transition - .milliseconds(1)) == .hours(4))
        #expect(moscow.offset(at: transition) == .hours(3))
    }

    @Test func zonesWithoutDaylightSavingTimeHaveNoNextTransition() throws {
        let tokyo = try #require(TimeZoneRules(identifier: "Asia/Tokyo"))
        #expect(tokyo.nextTransition(after: WallTime(year: 2026, month: 1, day: 1)) == nil)
        #expect(tokyo.offset(at: WallTime(year: 2026, month: 1, day: 1)) == .hours(9))
    }

    @Test func offsetsCanHaveMinutesAndHalfHourDaylightSaving() throws {
        let kathmandu = try #require(TimeZoneRules(identifier: "Asia/Kathmandu"))
        #expect(kathmandu.offset(at: WallTime(year: 2026, month: 1, day: 1)) == .hours(5) + .minutes(45))
        let lordHowe = try #require(TimeZoneRules(identifier: "Australia/Lord_Howe"))
        #expect(lordHowe.offset(at: WallTime(year: 2026, month: 1, day: 15)) == .hours(11))
        #expect(lordHowe.offset(at: WallTime(year: 2026, month: 7, day: 15)) == .hours(10) + .minutes(30))
    }

    @Test func localTimeBeforeTheEpochUsesHistoricalOffsets() {
        // Europe/Berlin had no daylight saving time from 1950 to 1979 (tzdata: `Rule Germany` ends in 1949).
        #expect(berlin.offset(at: WallTime(year: 1950, month: 7, day: 1)) == .hours(1))
        let local = berlin.localDateTime(at: WallTime(millisecondsSinceEpoch: -1))
        #expect(local == LocalDateTime(year: 1970, month: 1, day: 1, minute: 59, second: 59, millisecond: 999))
        #expect(berlin.wallTime(for: local) == WallTime(millisecondsSinceEpoch: -1))
    }
}
