import GlanceSim
import GlanceSimTesting
import Testing

/// `withExhaustiveTrace`: a whole test in which every record of the named kinds must be asserted or skipped.
@Suite struct ExhaustiveTraceTests {
    private func weatherDevice() throws -> Device {
        let device = try Device(zone: "UTC", localTime: "2026-01-01T08:00")
        try device.install(appFolder: "../../Manifests/weather")
        return device
    }

    @Test func aTestThatAccountsForEveryRecordPasses() throws {
        let device = try Device(zone: "UTC", localTime: "2026-01-01T08:00")
        try device.install(appFolder: "../../Manifests/weather")
        try withExhaustiveTrace(of: device, [.workStart, .widgetCallback]) { trace in
            _ = try device.addWidget("WeatherReceiver")
            try device.advance(by: .hours(1) + .minutes(1))
            trace.expect(.workStart, count: 2)
            expectCalls(device, receiver: "WeatherReceiver", ["onEnabled", "onUpdate [1]"])
            trace.markAsserted(.widgetCallback)
        }
    }

    @Test func recordsNobodyAccountedForFailTheTestAtTheCallListingThem() throws {
        let device = try weatherDevice()
        let line = #line + 2
        try withKnownIssue {
            try withExhaustiveTrace(of: device, [.workStart, .widgetCallback]) { trace in
                _ = try device.addWidget("WeatherReceiver")
                try device.advance(by: .hours(1) + .minutes(1))
                trace.markAsserted(.widgetCallback)
            }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("exhaustive trace: expected the device to be settled")
                && text.contains("2 records went unasserted") && text.contains("work.start: 2")
                && issue.sourceLocation?.line == line
        }
    }

    @Test func aWrongCountIsReportedAtTheExpectationOnce() throws {
        let device = try weatherDevice()
        _ = try device.addWidget("WeatherReceiver")
        try withExhaustiveTrace(of: device, [.workStart]) { trace in
            try device.advance(by: .hours(1) + .minutes(1))
            expectIssue("expected 3 new work.start records, but the trace made 2", atLine: #line + 1) {
                trace.expect(.workStart, count: 3)
            }
        }
    }

    @Test func skippedRecordsAreAccountedForButLaterOnesAreNot() throws {
        let device = try weatherDevice()
        _ = try device.addWidget("WeatherReceiver")
        try device.advance(by: .zero)
        try withKnownIssue {
            try withExhaustiveTrace(of: device, [.workStart]) { trace in
                try device.advance(by: .minutes(1))
                trace.skip(.workStart)
                try device.advance(by: .hours(1))
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("1 record went unasserted")
        }
    }

    @Test func recordsBeforeTheBodyAndKindsNotNamedAreNotChecked() throws {
        let device = try weatherDevice()
        _ = try device.addWidget("WeatherReceiver")
        try device.advance(by: .hours(1) + .minutes(1))  // two runs, before the body
        try withExhaustiveTrace(of: device, [.workStart]) { _ in
            try device.advance(by: .minutes(30))  // ticks, alarms, no work
        }
    }

    @Test func anUnsettledDeviceFailsTheTestToo() throws {
        let device = try weatherDevice()
        try withKnownIssue {
            try withExhaustiveTrace(of: device, [.workStart]) { _ in
                _ = try device.addWidget("WeatherReceiver")  // queues broadcasts nothing runs
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("still pending now")
        }
    }

    @Test func aBodyThatThrowsIsNotCheckedAndItsErrorPassesThrough() throws {
        let device = try weatherDevice()
        #expect(throws: SimulationError.self) {
            try withExhaustiveTrace(of: device, [.workStart]) { _ in
                _ = try device.addWidget("WeatherReceiver")
                try device.advance(by: .hours(-1))
            }
        }
    }

    @Test func aCheckInTheMiddleStartsOverFromThere() throws {
        let device = try weatherDevice()
        _ = try device.addWidget("WeatherReceiver")
        try device.advance(by: .zero)
        try withExhaustiveTrace(of: device, [.workStart]) { trace in
            try device.advance(by: .hours(1) + .minutes(1))  // one more run, not accounted for
            withKnownIssue { trace.expectSettled() }
            try device.advance(by: .minutes(10))  // no new run
        }
    }
}
