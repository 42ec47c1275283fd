import GlanceSim
import Testing

/// androidx `WorkRequest.Builder.setInitialDelay`: `require(Long.MAX_VALUE - System.currentTimeMillis() >
/// initialDelay)`, in Kotlin's wrapping `Long` arithmetic. With a wall clock before 1970 (which only the Swift API
/// can set: a scenario's clock stays in `DeviceClock.settableRange`) the difference wraps negative and the delay
/// is refused with an IllegalArgumentException — never an arithmetic trap (issue 26's fuzz find). A request
/// without a delay never meets the check (it lives in `setInitialDelay`).
@Suite struct PreEpochClockTests {
    @Test func aDelayedRequestOnAClockBefore1970IsRefusedNotATrap() throws {
        let device = Device(wallTime: WallTime(year: 1, month: 1, day: 1))
        try device.install(AppManifest(packageName: "com.example.old"))
        let request = try OneTimeWorkRequest.Builder(workerClassName: "W").setInitialDelay(.minutes(15)).build()
        #expect(
            throws: AndroidException.illegalArgument("The given initial delay is too large and will cause an overflow!")
        ) {
            try device.workManager(for: "com.example.old").enqueue(request)
        }
        let now = try OneTimeWorkRequest.Builder(workerClassName: "W").build()
        let id = try device.workManager(for: "com.example.old").enqueue(now)
        #expect(try device.workManager(for: "com.example.old").getWorkInfoById(id)?.state == .enqueued)
    }

    @Test func theSettableRangeIsTheKernelsSettimeofdayRange() {
        #expect(DeviceClock.settableRange.lowerBound.description == "1970-01-01T00:00:00.000Z")
        #expect(DeviceClock.settableRange.upperBound.description == "2232-04-18T23:47:16.000Z")
        // KTIME_SEC_MAX (Int64.max / 1e9 s) less TIME_UPTIME_SEC_MAX (30 × 365 days).
        #expect(
            DeviceClock.settableRange.upperBound.millisecondsSinceEpoch == (Int64.max / 1_000_000_000 - 946_080_000)
                * 1_000)
    }
}
