package import GlanceSimFormats

/// What running one file with report recorders on it gave: the part that ran, and how the run ended.
///
/// ```swift
/// let run = ComparisonReport.record("Manifests/weather/compare.scenario")
/// if let error = run.error { print(error) } else if run.expectationFailed { print("an expectation failed") }
/// ```
package struct RecordedRun {
    /// What ran, for the report; `nil` when the file could not start at all.
    package var reported: ReportedScenario?
    /// Why the run stopped early, if it did.
    package var error: FormatError?
    /// Whether an expectation failed (the run itself finished).
    package var expectationFailed = false

    package init(reported: ReportedScenario?, error: FormatError? = nil, expectationFailed: Bool = false) {
        self.reported = reported
        self.error = error
        self.expectationFailed = expectationFailed
    }
}
