import GlanceSim
import GlanceSimFormats
import GlanceSimWidgetKit

extension TimelineProviderContext {
    /// The last instant, at or before now, whose local time is a whole number of `step`s after local midnight, as
    /// the device's clock shows it: `1h` is the start of the local hour (08:00 in Asia/Kolkata, at +05:30, not the
    /// 08:30 a count from the UTC epoch gives), `1d` is local midnight — also on a 23- or 25-hour day.
    ///
    /// A time the clock shows twice (after it went back) is taken at its latest showing not after now; a time the
    /// clock skipped is taken where the clock jumped past it (as ``GlanceSim/TimeZoneRules/wallTime(for:)`` does).
    func lastLocalBoundary(every step: SimDuration) -> SimInstant {
        let local = timeZone.localDateTime(at: wallTime)
        let sinceMidnight =
            ((Int64(local.hour) * 60 + Int64(local.minute)) * 60 + Int64(local.second)) * 1_000
            + Int64(local.millisecond)
        let aligned = sinceMidnight - sinceMidnight % step.milliseconds
        let boundary = LocalDateTime(
            year: local.year, month: local.month, day: local.day, hour: Int(aligned / 3_600_000),
            minute: Int(aligned / 60_000 % 60), second: Int(aligned / 1_000 % 60), millisecond: Int(aligned % 1_000))
        // At the offset of now, unless the clock changed in between; then from the zone's rules.
        let atThisOffset = WallTime(millisecondsSinceEpoch: wallTime.millisecondsSinceEpoch - (sinceMidnight - aligned))
        let wall =
            timeZone.localDateTime(at: atThisOffset) == boundary
            ? atThisOffset : min(timeZone.wallTime(for: boundary), wallTime)
        return now - (wallTime - wall)
    }
}
