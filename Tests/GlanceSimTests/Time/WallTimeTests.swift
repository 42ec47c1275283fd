import GlanceSim
import Testing

struct WallTimeTests {
    @Test func descriptionIsISO8601InUTCWithMilliseconds() {
        #expect(WallTime(year: 2026, month: 3, day: 29, hour: 12).description == "2026-03-29T12:00:00.000Z")
        #expect(WallTime(millisecondsSinceEpoch: 0).description == "1970-01-01T00:00:00.000Z")
        #expect(WallTime(millisecondsSinceEpoch: 1_774_746_000_250).description == "2026-03-29T01:00:00.250Z")
        #expect(WallTime(millisecondsSinceEpoch: -1).description == "1969-12-31T23:59:59.999Z")
    }

    @Test func utcFieldsKeepTheMillisecond() {
        let time = WallTime(year: 2026, month: 3, day: 29, hour: 1, minute: 2, second: 3, millisecond: 4)
        #expect(time.millisecondsSinceEpoch == 1_774_746_123_004)
        #expect(
            time.utc == LocalDateTime(year: 2026, month: 3, day: 29, hour: 1, minute: 2, second: 3, millisecond: 4)
        )
    }

    // AlarmManagerService's ClockReceiver.scheduleTimeTickEvent: TIME_TICK fires at 60000·(⌊t/60000⌋+1).
    @Test(arguments: [
        (Int64(0), Int64(60_000)),  // exactly on a boundary: the next one, never the same instant
        (1, 60_000),
        (59_999, 60_000),
        (60_000, 120_000),
        (1_774_746_000_000, 1_774_746_060_000),
        (1_774_746_059_999, 1_774_746_060_000),
        (-1, 0),
        (-59_999, 0),
        (-60_000, 0),
        (-60_001, -60_000),
        (-120_000, -60_000),
    ])
    func nextMinuteBoundaryIsTheNextWholeMinuteStrictlyAfter(milliseconds: Int64, boundary: Int64) {
        let next = WallTime(millisecondsSinceEpoch: milliseconds).nextMinuteBoundary
        #expect(next.millisecondsSinceEpoch == boundary)
    }
}
