import GlanceSim
public import GlanceSimFormats
import GlanceSimInterpreter

/// What a scenario run did, step by step: the trace records each step produced and each expectation's verdict.
public struct ScenarioReport: Sendable {
    /// One step's part of the run.
    public struct Entry: Sendable {
        /// The step.
        public var step: ScenarioStep
        /// The trace records the step produced, by number: records are numbered from 0 in the order the device
        /// made them, in every trace mode (``Trace/totalCount`` before and after the step). When the device
        /// keeps its records these are indices into ``Trace/records``.
        public var records: Range<Int>
        /// For an `expect` or `run until work` step: whether it held, and what was found if not.
        public var verdict: Verdict?
    }

    /// Whether an expectation held.
    public struct Verdict: Hashable, Sendable {
        /// Whether it held.
        public var passed: Bool
        /// What was expected and what happened, for a failure.
        public var message: String
    }

    /// The entries, in step order.
    public var entries: [Entry] = []

    /// The verdicts that failed.
    public var failures: [Entry] { entries.filter { $0.verdict?.passed == false } }
    /// How many verdicts passed.
    public var passedCount: Int { entries.filter { $0.verdict?.passed == true }.count }
    /// How many verdicts failed.
    public var failedCount: Int { failures.count }
}
