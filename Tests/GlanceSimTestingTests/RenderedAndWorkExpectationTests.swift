import GlanceSim
import GlanceSimTesting
import Testing

@Suite struct RenderedExpectationTests {
    @Test func passesForContainedAbsentAndEqualContent() throws {
        let (device, id) = try tallyDevice()
        expectRendered(device, widget: id, contains: "Tally: 0")
        expectRendered(device, widget: id, doesNotContain: "Tally: 1")
        expectRendered(
            device, widget: id,
            equals: """
                Column
                  Text "Tally: 0"
                  Button "Add" onClick=runCallback(TallyAdd)
                """)
    }

    @Test func theContainsMessageShowsTheRenderingAndTheViewsPushed() throws {
        let (device, id) = try tallyDevice()
        let message = """
            expected widget 1 (com.example.tally/.TallyReceiver) to show "Tally: 2", but it shows:
                Column
                  Text "Tally: 0"
                  Button "Add" onClick=runCallback(TallyAdd)
            the trace's views of widget 1 and problems of com.example.tally (1):
                0d 00:00:00.000 #6 widget.views com.example.tally/.TallyReceiver - id 1 ["Tally: 0"]
            """
        #expect(renderedMismatch(device, widget: id, contains: "Tally: 2") == message)
        expectIssue(message, atLine: #line + 1) {
            expectRendered(device, widget: id, contains: "Tally: 2")
        }
        #expect(
            renderedMismatch(device, widget: id, doesNotContain: "Tally: 0")?.hasPrefix(
                "expected widget 1 (com.example.tally/.TallyReceiver) not to show \"Tally: 0\", but it shows:\n")
                == true)
    }

    @Test func theEqualsMessageIsALineDiff() throws {
        let (device, id) = try tallyDevice()
        let message = """
            expected widget 1 (com.example.tally/.TallyReceiver) to render as expected, but it differs:
            --- expected
            +++ actual
             Column
            -  Text "Tally: 1"
            +  Text "Tally: 0"
               Button "Add" onClick=runCallback(TallyAdd)
            the trace's views of widget 1 and problems of com.example.tally (1):
                0d 00:00:00.000 #6 widget.views com.example.tally/.TallyReceiver - id 1 ["Tally: 0"]
            """
        expectIssue(message, atLine: #line + 1) {
            expectRendered(
                device, widget: id,
                equals: "Column\r\n  Text \"Tally: 1\"\r\n  Button \"Add\" onClick=runCallback(TallyAdd)\r\n")
        }
    }

    @Test func anUnknownWidgetSaysWhichExist() throws {
        let (device, _) = try tallyDevice()
        #expect(
            renderedMismatch(device, widget: 7, contains: "x")
                == "expected widget 7 to show \"x\", but there is no widget 7; widgets: 1")
    }
}

@Suite struct WorkExpectationTests {
    @Test func passesForStateAttemptsNextRunAndCounts() throws {
        let (device, _) = try tallyDevice()
        try device.advance(by: .minutes(90))
        expectWork(
            device, .uniqueName("tally-sync"), state: .enqueued, attempts: 0,
            nextRun: WallTime(year: 2026, month: 1, day: 1, hour: 10), nextRunIn: .minutes(30), runCount: 2,
            periodCount: 2)
        expectWork(device, .tag("sync"), runCount: 2)
        let id = try #require(try device.workManager(for: "com.example.tally").allWorkInfos.first?.id)
        expectWork(device, .id(id), state: .enqueued)
    }

    @Test func theMessageListsEachDifferenceTheInfoAndTheRecords() throws {
        let (device, _) = try tallyDevice()
        try device.advance(by: .minutes(61))
        let message = """
            work named "tally-sync" (TallySync in com.example.tally) is not as expected:
                state: expected RUNNING, got ENQUEUED
                next run in: expected 5m, got 59m
                run count: expected 3, got 2
            it is: 00000000-0000-0000-0000-000000000001 ENQUEUED attempts=0 next=2026-01-01T10:00:00.000Z every=1h \
            periods=2 name=tally-sync runs=2, now 2026-01-01T09:01:00.000Z
            the trace's records of 00000000-0000-0000-0000-000000000001 (5):
                0d 00:00:00.000 #5 work.enqueue com.example.tally 00000000-0000-0000-0000-000000000001 - TallySync ENQUEUED next=2026-01-01T08:00:00.000Z name=tally-sync
                0d 00:00:00.000 #7 work.start com.example.tally 00000000-0000-0000-0000-000000000001 - TallySync attempt 0
                0d 00:00:00.000 #7 work.finish com.example.tally 00000000-0000-0000-0000-000000000001 - SUCCESS -> ENQUEUED next=2026-01-01T09:00:00.000Z
                0d 01:00:00.000 #68 work.start com.example.tally 00000000-0000-0000-0000-000000000001 - TallySync attempt 0
                0d 01:00:00.000 #68 work.finish com.example.tally 00000000-0000-0000-0000-000000000001 - SUCCESS -> ENQUEUED next=2026-01-01T10:00:00.000Z
            """
        expectIssue(message, atLine: #line + 1) {
            expectWork(
                device, .uniqueName("tally-sync"), state: .running, attempts: 0, nextRunIn: .minutes(5), runCount: 3)
        }
    }

    @Test func noOrSeveralMatchingWorkSaysWhatThereIs() throws {
        let (device, _) = try tallyDevice()
        #expect(
            workMismatch(device, .tag("nope")) == """
                expected work tagged "nope", but there is none; the work on the device:
                    com.example.tally 00000000-0000-0000-0000-000000000001 ENQUEUED attempts=0 \
                next=2026-01-01T09:00:00.000Z every=1h periods=1 name=tally-sync
                """)
        let request = try WorkRequestBuilder<OneTimeWorkRequest>(workerClassName: "TallySync").addTag("sync").build()
        try device.workManager(for: "com.example.tally").enqueue(request)
        let several = try #require(workMismatch(device, .tag("sync")))
        #expect(several.hasPrefix("expected one work tagged \"sync\", but there are 2; select one by id:\n"))
        #expect(
            workMismatch(Device(), .uniqueName("x"))
                == "expected work named \"x\", but there is none; no app has any work")
    }
}
