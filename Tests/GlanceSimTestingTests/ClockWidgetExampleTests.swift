import GlanceSim
import GlanceSimTesting
import Testing

// The first example of the GlanceSimTesting article "Writing tests", kept here word for word so it stays true
// (DocExampleTests checks it). It tests two of the sample apps in Manifests/ the way a widget author tests
// their own app.

@Suite struct ClockWidgetExampleTests {
    @Test func showsTheTimeAcrossTheDaylightSavingJump() throws {
        let device = try Device(zone: "Europe/Berlin", localTime: "2026-03-29T01:58", sdk: 34)
        try device.install(appFolder: "../../Manifests/clock")  // relative to this file
        let id = try device.addWidget("ClockReceiver")
        try device.advance(by: .minutes(3))  // ticks at 01:59, 03:00 (02:00 does not exist), 03:01

        expectCalls(device, receiver: "ClockReceiver", ["onEnabled", "onUpdate [1]"])
        expectGlanceState(device, widget: id, stringPreferencesKey("time"), equals: "03:01")
        expectRendered(device, widget: id, contains: "03:01")
        expectSnapshot(ofWidget: id, on: device, named: "after-the-jump")  // __Snapshots__/…/<test>.after-the-jump.txt
    }

    @Test func removingTheLastClockDisablesItAndDeletesItsState() throws {
        let device = try Device(zone: "UTC", localTime: "2026-01-01T08:00")
        try device.install(appFolder: "../../Manifests/clock")
        let id = try device.addWidget("ClockReceiver")
        try device.advance(by: .minutes(1))
        try device.removeWidget(id)
        try device.advance(by: .minutes(1))

        expectCalls(device, receiver: "ClockReceiver", ["onEnabled", "onUpdate", "onDeleted [1]", "onDisabled"])
        expectGlanceState(device, widget: id, stringPreferencesKey("time"), equals: nil)
        expectSnapshot(
            of: device.trace, kinds: [.widgetCallback, .receiverRegister, .receiverUnregister, .clockTick],
            named: "lifecycle")
    }

    @Test func weatherRefreshesEveryHour() throws {
        let device = try Device(zone: "UTC", localTime: "2026-01-01T08:00")
        try device.install(appFolder: "../../Manifests/weather")
        let id = try device.addWidget("WeatherReceiver")
        try device.advance(by: .hours(2) + .minutes(1))  // runs at 08:00, 09:00:02 and 10:00:04 (a run takes 2 s)

        expectWork(device, .uniqueName("weather-refresh"), state: .enqueued, runCount: 3)
        expectRendered(device, widget: id, contains: "14°C")
    }
}
