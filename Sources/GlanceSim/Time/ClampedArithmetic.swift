/// Millisecond arithmetic that clamps at the ends of `Int64` instead of trapping.
///
/// Deadlines come from users (a scenario's duration, an app's alarm time), and a sum past `Int64.max` must not
/// crash the simulator. AlarmManagerService clamps the same way (`addClampPositive`: a sum of two non-negative
/// values that overflows becomes `Long.MAX_VALUE`), so an instant that far away simply never comes: the
/// ``SimInstant/horizon`` keeps time from reaching it.
///
/// ```swift
/// Int64.max.clampedAdding(1)             // Int64.max
/// Int64(86_400_000).clampedMultiplied(by: .max)  // Int64.max
/// ```
extension Int64 {
    /// `self + other`, or the nearest end of `Int64` when the sum does not fit.
    @inlinable
    package func clampedAdding(_ other: Int64) -> Int64 {
        let (sum, overflow) = addingReportingOverflow(other)
        guard overflow else { return sum }
        return other > 0 ? .max : .min
    }

    /// `self − other`, or the nearest end of `Int64` when the difference does not fit.
    @inlinable
    package func clampedSubtracting(_ other: Int64) -> Int64 {
        let (difference, overflow) = subtractingReportingOverflow(other)
        guard overflow else { return difference }
        return other < 0 ? .max : .min
    }

    /// `self × other`, or the nearest end of `Int64` when the product does not fit.
    @inlinable
    package func clampedMultiplied(by other: Int64) -> Int64 {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        guard overflow else { return product }
        return (self < 0) == (other < 0) ? .max : .min
    }
}
