import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter

extension TimelineCollector.StepLane {
    /// Sets the value from `instant` on, replacing a value set at that same instant: the lane shows where a
    /// step's records left it (a reload requested, then debited, at one instant is one change of the budget).
    mutating func settle(_ value: String?, at instant: SimInstant) {
        guard let last = steps.last, last.instant == instant else { return set(value, at: instant) }
        steps.removeLast()
        set(value, at: instant)
    }
}
