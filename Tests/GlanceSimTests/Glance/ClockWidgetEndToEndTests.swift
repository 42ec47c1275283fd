import GlanceSim
import Testing

/// The clock widget of the seeds (seeds.md "Clock"): a GlanceAppWidgetReceiver that registers a TIME_TICK
/// receiver in onEnabled, unregisters it in onDisabled, and on each tick writes the time to the widget's state
/// and updates it.
@Suite struct ClockWidgetEndToEndTests {
    static let package = "com.example.clock"
    static let receiver = ComponentName(packageName: package, className: ".ClockReceiver")
    static let timeKey = stringPreferencesKey("time")

    final class ClockWidget: GlanceAppWidget {
        override func provideGlance(_ context: AppContext, _ id: GlanceId) throws -> GlanceContent {
            provideContent { scope in Text(scope.currentState(ClockWidgetEndToEndTests.timeKey) ?? "--:--") }
        }
    }

    /// Writes the local time into every clock widget's state and updates them.
    final class TickReceiver: BroadcastReceiver {
        func onReceive(_ context: ReceiverContext, _ intent: Intent) throws {
            let local = context.clock.localDateTime
            let time =
                (local.hour < 10 ? "0" : "") + "\(local.hour):" + (local.minute < 10 ? "0" : "") + "\(local.minute)"
            for id in GlanceAppWidgetManager(context: context).getGlanceIds(ClockWidget.self) {
                updateAppWidgetState(context, id) { $0[ClockWidgetEndToEndTests.timeKey] = time }
                try ClockWidget().update(context, id)
            }
        }
    }

    final class ClockReceiver: GlanceAppWidgetReceiver {
        override var glanceAppWidget: GlanceAppWidget { ClockWidget() }

        private func tick(_ context: AppContext) -> TickReceiver {
            context.processMemory.value("tickReceiver") { TickReceiver() }
        }
        override func onEnabled(_ context: ReceiverContext) throws {
            try context.applicationContext.registerReceiver(
                tick(context), IntentFilter(action: IntentAction.timeTick), flags: .notExported)
        }
        override func onDisabled(_ context: ReceiverContext) throws {
            try context.applicationContext.unregisterReceiver(tick(context))
        }
    }

    private func device() throws -> Device {
        let device = Device(
            wallTime: WallTime(year: 2026, month: 3, day: 29, hour: 0, minute: 58, second: 30),
            timeZone: TimeZoneRules(identifier: "Europe/Berlin")!)  // 01:58:30 local, before spring-forward
        var manifest = AppManifest(packageName: Self.package, targetSdkVersion: 34)
        manifest.receivers = [
            ReceiverDeclaration(
                className: ".ClockReceiver", exported: false,
                intentFilters: [IntentFilter(action: IntentAction.appWidgetUpdate)],
                appWidgetProvider: AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
            ) { ClockReceiver() }
        ]
        try device.install(manifest)
        return device
    }

    @Test func widgetShowsTheTimeMinuteByMinuteAcrossTheDstJump() throws {
        let device = try device()
        let id = try device.addWidget(Self.receiver)
        try device.advance(by: .zero)
        #expect(try device.renderWidget(id) == #"Text "--:--""#)
        var shown: [String] = []
        for _ in 0..<4 {
            try device.advance(by: .minutes(1))
            shown.append(try device.renderWidget(id))
        }
        #expect(shown == [#"Text "01:59""#, #"Text "03:00""#, #"Text "03:01""#, #"Text "03:02""#])
    }

    @Test func afterProcessDeathTheWidgetStaysStaleUntilSomethingRegistersAgain() throws {
        let device = try device()
        let id = try device.addWidget(Self.receiver)
        try device.advance(by: .minutes(2))
        #expect(try device.renderWidget(id) == #"Text "03:00""#)
        try device.kill(Self.package)
        try device.advance(by: .minutes(5))
        #expect(try device.renderWidget(id) == #"Text "03:00""#)  // ticks no longer reach the app
        // A second widget brings only onUpdate, not onEnabled: nothing registers the tick receiver again.
        let second = try device.addWidget(Self.receiver)
        try device.advance(by: .minutes(2))
        #expect(try device.renderWidget(id) == #"Text "03:00""#)
        #expect(try device.renderWidget(second) == #"Text "--:--""#)  // its own state was never written
        #expect(device.registeredReceivers(of: Self.package).isEmpty)
        // A reboot sends ENABLED with the widgets: onEnabled registers again and the clock runs.
        device.powerLoss()  // at 03:07:30
        try device.advance(by: .minutes(1))
        #expect(device.registeredReceivers(of: Self.package).count == 1)
        #expect(try device.renderWidget(id) == #"Text "03:08""#)
        #expect(try device.renderWidget(second) == #"Text "03:08""#)
    }

    @Test func removingTheLastWidgetUnregistersTheTickReceiver() throws {
        let device = try device()
        let id = try device.addWidget(Self.receiver)
        try device.advance(by: .zero)
        #expect(device.registeredReceivers(of: Self.package).count == 1)
        try device.removeWidget(id)
        try device.advance(by: .zero)
        #expect(device.registeredReceivers(of: Self.package).isEmpty)
    }
}
