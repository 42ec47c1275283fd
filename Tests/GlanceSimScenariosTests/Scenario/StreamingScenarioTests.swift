import Foundation
import GlanceSim
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimScenarios

/// A scenario run whose device keeps no trace records: what the runner keeps instead (counts per kind, widget
/// callbacks run-length encoded) does not grow with simulated time, and every expectation reads the same
/// verdict and message as on a device that keeps every record.
@Suite struct StreamingScenarioTests {
    /// A provider with `android:updatePeriodMillis` of 30 minutes and a TIME_TICK receiver registered in
    /// onEnabled: a long run makes a `widget.callback onUpdate` every 30 minutes and many records a minute.
    final class PeriodicProvider: AppWidgetProvider {
        override func onEnabled(_ context: ReceiverContext) throws {
            try context.applicationContext.registerReceiver(
                BlockReceiver { _, _ in }, IntentFilter(action: IntentAction.timeTick), flags: .notExported)
        }
    }

    static func loadApp(_ path: String, _ options: ManifestLoader.Options) throws(FormatError) -> AppManifest {
        var manifest = AppManifest(packageName: "com.example.periodic", targetSdkVersion: 34)
        var info = AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
        // AppWidgetServiceImpl clamps updatePeriodMillis to at least 30 minutes (MIN_UPDATE_PERIOD).
        info.updatePeriodMillis = 1_800_000
        manifest.receivers = [
            ReceiverDeclaration(
                className: ".Periodic", exported: false,
                intentFilters: [IntentFilter(action: IntentAction.appWidgetUpdate)], appWidgetProvider: info
            ) { PeriodicProvider() }
        ]
        return manifest
    }

    /// Records handed to a streaming trace, kept for the test to compare.
    final class Collector: TraceSink {
        var records: [TraceRecord] = []
        func receive(_ record: TraceRecord) { records.append(record) }
    }

    private func run(_ text: String, mode: Trace.Mode) throws -> (ScenarioRunner, ScenarioReport) {
        let runner = ScenarioRunner(baseDirectory: ".", traceMode: mode, loadApp: Self.loadApp)
        let report = try runner.run(ScenarioParser.parse(text, path: "s.scenario"))
        return (runner, report)
    }

    private func script(days: Int, expectations: String = "") -> String {
        """
        install periodic
        add widget .Periodic as w
        advance \(days)d
        \(expectations)
        """
    }

    /// What a streaming runner keeps, measured in things that could grow: records, kinds, callback runs.
    private func keptSizes(_ runner: ScenarioRunner) -> [String: Int] {
        [
            "records": runner.device.trace.records.count,
            "kinds": runner.device.trace.counts.count,
            "callbackRuns": runner.log?.callbacks.runCount ?? -1,
        ]
    }

    @Test func aThirtyDayStreamingRunKeepsNoRecordsAndNoMoreThanATenDayOne() throws {
        let (ten, _) = try run(script(days: 10), mode: .counting)
        let (thirty, report) = try run(script(days: 30), mode: .counting)
        #expect(thirty.device.trace.records.isEmpty)
        #expect(thirty.device.trace.totalCount > 3 * 30 * 24 * 60)  // ticks and their deliveries, every minute
        #expect(keptSizes(thirty) == keptSizes(ten))
        #expect(keptSizes(thirty)["callbackRuns"] == 2)  // onEnabled ×1, onUpdate ×N
        #expect(thirty.device.trace.count(of: .clockTick) == 30 * 24 * 60)
        // The report grows with the steps, not with time: its record numbers cover the whole run.
        #expect(report.entries.count == 3)
        #expect(report.entries.last?.records.upperBound == thirty.device.trace.totalCount)
    }

    @Test func streamingHandsTheSinkExactlyTheRecordsAFullTraceKeeps() throws {
        let collector = Collector()
        let (streamed, streamedReport) = try run(script(days: 1), mode: .streaming(collector))
        let (full, fullReport) = try run(script(days: 1), mode: .full)
        #expect(collector.records == full.device.trace.records)
        #expect(streamed.device.trace.records.isEmpty)
        #expect(streamedReport.entries.map(\.records) == fullReport.entries.map(\.records))
        #expect(streamed.device.trace.counts.map(\.count) == full.device.trace.counts.map(\.count))
    }

    @Test func expectCallsAndTraceGiveTheSameVerdictsAndMessagesWhetherRecordsAreKeptOrNot() throws {
        let expectations = """
            expect calls .Periodic onEnabled onUpdate onUpdate
            expect calls .Periodic onUpdate 49
            expect calls .Periodic onUpdate >= 50
            expect calls .Periodic onDeleted 0
            expect calls com.example.periodic/.Periodic onEnabled
            expect trace clock.tick 1440
            expect trace clock.tick 1..2
            """
        let (_, full) = try run(script(days: 1, expectations: expectations), mode: .full)
        let (_, counted) = try run(script(days: 1, expectations: expectations), mode: .counting)
        let verdicts = full.entries.compactMap(\.verdict)
        #expect(verdicts == counted.entries.compactMap(\.verdict))
        #expect(verdicts.map(\.passed) == [false, true, false, true, false, true, false])
        let onUpdates = Array(repeating: "onUpdate", count: 49).joined(separator: " ")
        #expect(verdicts[0].message == "expected onEnabled onUpdate onUpdate, got onEnabled \(onUpdates)")
        #expect(verdicts[2].message == "expected >= 50 'onUpdate' call(s), got 49")
    }

    @Test func aFailedExpectCallsPastAThousandCallsWritesEachRunOnceWithItsCount() throws {
        // 30 days: onEnabled, then 1 + 30 × 48 onUpdates.
        let (_, report) = try run(script(days: 30, expectations: "expect calls .Periodic onEnabled"), mode: .counting)
        let verdict = try #require(report.entries.last?.verdict)
        #expect(!verdict.passed)
        #expect(verdict.message == "expected onEnabled, got onEnabled onUpdate ×1441")
    }

    @Test func aDeviceStepStartsTheKeptCallbacksAfresh() throws {
        let runner = ScenarioRunner(baseDirectory: ".", traceMode: .counting, loadApp: Self.loadApp)
        var report = ScenarioReport()
        for step in try ScenarioParser.parse("device zone UTC\ninstall periodic", path: "s.scenario").steps {
            try runner.run(step, into: &report)
        }
        // The install's records follow the run's `doze.parameters` record, made before its first step that is not
        // a `device` step.
        #expect(report.entries.map(\.records) == [0..<0, 0..<2])
        #expect(runner.log?.callbacks == WidgetCallbackRuns())
    }
}

/// ``WidgetCallbackRuns``: the run-length encoding `expect calls` reads.
@Suite struct WidgetCallbackRunsTests {
    @Test func repeatedCallsExtendTheLastRunAndOtherCallbacksStartANewOne() {
        var runs = WidgetCallbackRuns()
        for call in ["onEnabled", "onUpdate", "onUpdate", "onAppWidgetOptionsChanged", "onUpdate"] {
            runs.note("com.example/.W", call: call)
        }
        runs.note("com.example/.Other", call: "onUpdate")
        #expect(
            runs.calls(of: "com.example/.W").map { "\($0.name)×\($0.count)" } == [
                "onEnabled×1", "onUpdate×2", "onAppWidgetOptionsChanged×1", "onUpdate×1",
            ])
        #expect(runs.calls(of: "com.example/.Other").map(\.count) == [1])
        #expect(runs.calls(of: "com.example/.None").isEmpty)
        #expect(runs.runCount == 5)
        #expect(
            runs.calls(of: "com.example/.W").equals([
                "onEnabled", "onUpdate", "onUpdate", "onAppWidgetOptionsChanged", "onUpdate",
            ]))
        #expect(
            !runs.calls(of: "com.example/.W").equals([
                "onEnabled", "onUpdate", "onAppWidgetOptionsChanged", "onUpdate", "onUpdate",
            ]))
        #expect(
            runs.calls(of: "com.example/.W").listed == "onEnabled onUpdate onUpdate onAppWidgetOptionsChanged onUpdate")
    }
}
