import GlanceSim
import GlanceSimTesting
import Testing

@Suite struct LifecycleExpectationTests {
    @Test func passesForTheExactOrderWithOrWithoutArguments() throws {
        let (device, id) = try tallyDevice()
        try device.removeWidget(id)
        try device.advance(by: .zero)
        #expect(
            widgetCalls(device, receiver: "TallyReceiver") == [
                "onEnabled", "onUpdate [1]", "onDeleted [1]", "onDisabled",
            ])
        expectCalls(device, receiver: "TallyReceiver", ["onEnabled", "onUpdate", "onDeleted", "onDisabled"])
        expectCalls(device, receiver: ".TallyReceiver", ["onEnabled", "onUpdate [1]", "onDeleted [1]", "onDisabled"])
    }

    @Test func theMessageShowsBothListsTheFirstDifferenceAndTheRecords() throws {
        let (device, _) = try tallyDevice()
        let message = """
            expected the widget callbacks of com.example.tally/.TallyReceiver to be, in this order:
                onEnabled
                onDeleted
            but they were:
                onEnabled
                onUpdate [1]
            the first difference is call 2: expected 'onDeleted', got 'onUpdate [1]'
            the trace's widget.callback records of com.example.tally/.TallyReceiver (2):
                0d 00:00:00.000 #5 widget.callback com.example.tally/.TallyReceiver - onEnabled
                0d 00:00:00.000 #6 widget.callback com.example.tally/.TallyReceiver - onUpdate [1]
            """
        #expect(callsMismatch(device, receiver: "TallyReceiver", ["onEnabled", "onDeleted"]) == message)
        expectIssue(message, atLine: #line + 1) {
            expectCalls(device, receiver: "TallyReceiver", ["onEnabled", "onDeleted"])
        }
    }

    @Test func anArgumentMustMatchExactlyAndExtraCallsFail() throws {
        let (device, _) = try tallyDevice()
        #expect(
            callsMismatch(device, receiver: "TallyReceiver", ["onEnabled", "onUpdate [2]"])?.contains(
                "the first difference is call 2: expected 'onUpdate [2]', got 'onUpdate [1]'") == true)
        #expect(
            callsMismatch(device, receiver: "TallyReceiver", ["onEnabled"])?.contains(
                "the first difference is call 2: expected no more calls, got 'onUpdate [1]'") == true)
    }

    @Test func aReceiverWithoutCallbacksNamesTheReceiversThatGotSome() throws {
        let (device, _) = try tallyDevice()
        let message = """
            expected the widget callbacks of ClockReceiver to be, in this order:
                onEnabled
            but it got none; receivers that did: com.example.tally/.TallyReceiver
            """
        expectIssue(message, atLine: #line + 1) {
            expectCalls(device, receiver: "ClockReceiver", ["onEnabled"])
        }
    }
}
