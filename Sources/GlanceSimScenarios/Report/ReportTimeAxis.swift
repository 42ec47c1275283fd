import GlanceSimFormats
import GlanceSimInterpreter

/// Where the report's time axis puts its ticks: on round instants of virtual time — whole seconds, minutes,
/// hours or days — with a step chosen from the span in view, so a label reads `0d 01:15:00`, never
/// `0d 01:25:00.833`. The page's script does the same with ``steps`` (embedded in it by ``scriptSteps``), so this
/// pure function is what the report draws.
///
/// ```swift
/// ReportTimeAxis.step(span: 3_600_000, maxTicks: 7)                    // 600_000: every 10 minutes
/// ReportTimeAxis.ticks(from: 90_000, to: 3_600_000, maxTicks: 7)       // 600_000, 1_200_000, … 3_600_000
/// ```
enum ReportTimeAxis {
    private static let second: Int64 = 1000
    private static let minute = 60 * second
    private static let hour = 60 * minute
    private static let day = 24 * hour

    /// The steps a tick may be apart, smallest first (milliseconds).
    static let steps: [Int64] = [
        1, 2, 5, 10, 20, 50, 100, 200, 500,
        second, 2 * second, 5 * second, 10 * second, 15 * second, 30 * second,
        minute, 2 * minute, 5 * minute, 10 * minute, 15 * minute, 30 * minute,
        hour, 2 * hour, 3 * hour, 6 * hour, 12 * hour,
        day, 2 * day, 7 * day, 14 * day, 30 * day, 91 * day, 182 * day, 365 * day,
    ]

    /// The smallest step that puts at most `maxTicks` ticks over `span` (whole years past the longest step).
    static func step(span: Int64, maxTicks: Int) -> Int64 {
        let most = Int64(max(1, maxTicks))
        if let fitting = steps.first(where: { span / $0 <= most }) { return fitting }
        let year = steps.last!
        return year * ((span / year + most - 1) / most)
    }

    /// The ticks over `start...end`: every multiple of ``step(span:maxTicks:)`` in it.
    static func ticks(from start: Int64, to end: Int64, maxTicks: Int) -> [Int64] {
        guard end > start else { return [] }
        let step = step(span: end - start, maxTicks: maxTicks)
        let first = (start + step - 1) / step * step
        return Array(stride(from: first, through: end, by: Int(step)))
    }

    /// ``steps`` as the script's array literal.
    static var scriptSteps: String { "[" + steps.map(String.init).joined(separator: ",") + "]" }
}
