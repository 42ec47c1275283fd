import GlanceSim
import GlanceSimTesting
import Testing

@Suite struct PreferenceExpectationTests {
    /// The tally device after one click on "Add".
    private func clickedOnce() throws -> (device: Device, id: Int32) {
        let (device, id) = try tallyDevice()
        try device.click(id, on: .text("Add"))
        try device.advance(by: .zero)
        return (device, id)
    }

    @Test func passesForTheValueAndForAnAbsentKey() throws {
        let (device, id) = try clickedOnce()
        expectGlanceState(device, widget: id, TallyWidget.count, equals: 1)
        expectGlanceState(device, widget: id, stringPreferencesKey("missing"), equals: nil)
        expectPreference(
            device, package: "com.example.tally", store: "settings", stringPreferencesKey("last"), equals: "add")
        expectPreference(device, package: "com.example.tally", store: "nothing", intPreferencesKey("x"), equals: nil)
    }

    @Test func aDeletedWidgetHasNoState() throws {
        let (device, id) = try clickedOnce()
        try device.removeWidget(id)
        try device.advance(by: .zero)
        expectGlanceState(device, widget: id, TallyWidget.count, equals: nil)
        #expect(device.glanceState(of: id) == nil)
    }

    @Test func theGlanceStateMessageShowsTheStateAndTheCodeThatRan() throws {
        let (device, id) = try clickedOnce()
        let message = """
            expected the Glance state "count" of widget 1 (com.example.tally/.TallyReceiver) to be 2, but it is 1
            the state (appWidget-1): {count=1}
            the trace's records of com.example.tally that run its code (4):
                0d 00:00:00.000 #5 widget.callback com.example.tally/.TallyReceiver - onEnabled
                0d 00:00:00.000 #6 widget.callback com.example.tally/.TallyReceiver - onUpdate [1]
                0d 00:00:00.000 #7 work.finish com.example.tally 00000000-0000-0000-0000-000000000001 - SUCCESS -> ENQUEUED next=2026-01-01T09:00:00.000Z
                0d 00:00:00.000 #10 glance.action com.example.tally/androidx.glance.appwidget.action.ActionCallbackBroadcastReceiver - TallyAdd.onAction AppWidgetId(1) {}
            """
        #expect(glanceStateMismatch(device, widget: id, TallyWidget.count, equals: 2) == message)
        expectIssue(message, atLine: #line + 1) {
            expectGlanceState(device, widget: id, TallyWidget.count, equals: 2)
        }
    }

    @Test func aValueOfAnotherTypeSaysSo() throws {
        let (device, id) = try clickedOnce()
        let message = try #require(glanceStateMismatch(device, widget: id, stringPreferencesKey("count"), equals: "1"))
        #expect(
            message.hasPrefix(
                "expected the Glance state \"count\" of widget 1 (com.example.tally/.TallyReceiver) to be \"1\", "
                    + "but it is 1 (stored as another type than String)\n"))
    }

    @Test func theDataStoreMessageShowsTheStoreOrWhatExists() throws {
        let (device, _) = try clickedOnce()
        let key = stringPreferencesKey("last")
        let wrong = try #require(
            preferenceMismatch(device, package: "com.example.tally", store: "settings", key, equals: "remove"))
        #expect(
            wrong.hasPrefix(
                """
                expected "last" in the DataStore "settings" of com.example.tally to be "remove", but it is "add"
                the store: {last="add"}
                the trace's records of com.example.tally that run its code (4):
                """))
        let missing = try #require(
            preferenceMismatch(device, package: "com.example.tally", store: "setings", key, equals: "add"))
        #expect(
            missing.hasPrefix(
                """
                expected "last" in the DataStore "setings" of com.example.tally to be "add", but it is absent
                the store does not exist; stores: "GlanceAppWidgetManager", "appWidget-1", "settings"
                """))
        expectIssue(
            """
            expected the DataStore "settings" of com.example.other to hold "last", but 'com.example.other' is not \
            installed; installed: 'com.example.tally'
            """, atLine: #line + 2
        ) {
            expectPreference(device, package: "com.example.other", store: "settings", key, equals: "add")
        }
    }
}
