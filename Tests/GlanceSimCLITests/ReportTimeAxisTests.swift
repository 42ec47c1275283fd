import Testing

@testable import GlanceSimScenarios

/// The report's time axis: ticks on round instants, the step chosen from the span in view.
@Suite struct ReportTimeAxisTests {
    private let minute: Int64 = 60_000
    private var hour: Int64 { 60 * minute }
    private var day: Int64 { 24 * hour }

    @Test func theStepIsTheSmallestRoundOneThatFitsTheSpan() {
        #expect(ReportTimeAxis.step(span: 96_000, maxTicks: 7) == 15_000)
        #expect(ReportTimeAxis.step(span: 5 * minute, maxTicks: 7) == minute)
        #expect(ReportTimeAxis.step(span: 30 * minute, maxTicks: 7) == 5 * minute)
        #expect(ReportTimeAxis.step(span: hour, maxTicks: 7) == 10 * minute)
        #expect(ReportTimeAxis.step(span: 8 * hour + 30 * minute, maxTicks: 7) == 2 * hour)
        #expect(ReportTimeAxis.step(span: 8 * hour + 30 * minute, maxTicks: 10) == hour)
        #expect(ReportTimeAxis.step(span: 2 * day, maxTicks: 7) == 12 * hour)
        #expect(ReportTimeAxis.step(span: 6 * day, maxTicks: 7) == day)
        #expect(ReportTimeAxis.step(span: 365 * day, maxTicks: 7) == 91 * day)
        #expect(ReportTimeAxis.step(span: 10 * 365 * day, maxTicks: 7) == 2 * 365 * day)
        #expect(ReportTimeAxis.step(span: 50, maxTicks: 7) == 10)
    }

    @Test func ticksFallOnMultiplesOfTheStepNeverOnOddInstants() {
        // The span the old axis cut into sixths (0d 01:25:00.833 and the like).
        let ticks = ReportTimeAxis.ticks(from: 0, to: 8 * hour + 30 * minute + 5000, maxTicks: 7)
        #expect(ticks == stride(from: 0, through: 8 * hour, by: Int(2 * hour)).map { $0 })
        let zoomed = ReportTimeAxis.ticks(from: 1 * hour + 25 * minute + 833, to: 2 * hour + 3 * minute, maxTicks: 7)
        #expect(zoomed == [90, 95, 100, 105, 110, 115, 120].map { $0 * minute })
        for span in [Int64(1234), 77_777, 5 * hour + 17, 3 * day + 5, 400 * day] {
            let step = ReportTimeAxis.step(span: span, maxTicks: 8)
            let ticks = ReportTimeAxis.ticks(from: 17, to: 17 + span, maxTicks: 8)
            #expect(ticks.count <= 8 && !ticks.isEmpty, "\(span)")
            #expect(ticks.allSatisfy { $0 % step == 0 && $0 >= 17 && $0 <= 17 + span }, "\(span)")
        }
        #expect(ReportTimeAxis.ticks(from: 5, to: 5, maxTicks: 7).isEmpty)
    }

    @Test func thePageDrawsWithTheSameSteps() {
        let html = TimelineReportPage.html(title: "t", data: "{\"scenarios\":[]}")
        #expect(html.contains("const TICK_STEPS = " + ReportTimeAxis.scriptSteps + ";"))
        #expect(!html.contains("@TICK_STEPS@"))
    }
}
