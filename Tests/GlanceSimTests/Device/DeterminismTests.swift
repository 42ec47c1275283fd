import GlanceSim
import Testing

/// Same inputs, byte-identical traces (DESIGN.md "Determinism").
@Suite struct DeterminismTests {
    /// A busy script: two apps, ticks, alarms, an ordered broadcast, a crash, screen off/on, a reboot.
    private func run() throws -> Trace {
        let device = Device(
            wallTime: WallTime(year: 2026, month: 3, day: 28, hour: 23, minute: 58, second: 12),
            timeZone: TimeZoneRules(identifier: "Europe/Berlin")!)
        for package in ["com.a", "com.b"] {
            var manifest = AppManifest(
                packageName: package, targetSdkVersion: 34,
                usesPermissions: [
                    Device.receiveBootCompleted, "android.permission.SCHEDULE_EXACT_ALARM",
                    "android.permission.USE_EXACT_ALARM",
                ])
            manifest.receivers = [
                ReceiverDeclaration(
                    className: ".Boot", exported: false,
                    intentFilters: [
                        IntentFilter(action: IntentAction.bootCompleted, priority: package == "com.a" ? 1 : 2)
                    ]
                ) {
                    BlockReceiver { context, _ in
                        try context.applicationContext.registerReceiver(
                            BlockReceiver { _, _ in }, IntentFilter(action: IntentAction.timeTick))
                    }
                }
            ]
            try device.install(manifest)
            let context = try device.context(for: package)
            var extras = AndroidBundle()
            extras["z"] = .string("last")
            extras["a"] = .intArray([3, 1])
            extras["m"] = .double(0.1)
            let operation = try #require(
                try PendingIntent.getBroadcast(
                    context, requestCode: 1, intent: Intent(action: "com.x.ALARM", package: package, extras: extras),
                    flags: .immutable))
            context.alarmManager.setInexactRepeating(
                .rtcWakeup, triggerAtMillis: 0, intervalMillis: 900_000, operation: operation)
            try context.registerReceiver(
                BlockReceiver { _, intent in
                    if intent.action == "com.x.ALARM" && package == "com.b" {
                        throw AndroidException.illegalState("boom")
                    }
                },
                IntentFilter(action: "com.x.ALARM"), flags: .exported)
        }
        try device.advance(by: .minutes(20))
        device.setScreenOn(false)
        try device.advance(by: .minutes(7))
        device.setScreenOn(true)
        device.powerLoss()
        try device.advance(by: .hours(3))
        return device.trace
    }

    @Test func sameStepsGiveByteIdenticalTraces() throws {
        let first = try run()
        let second = try run()
        #expect(first.records.count > 200)
        #expect(first.text == second.text)
        #expect(first.jsonLines == second.jsonLines)
    }

    @Test func countingModeKeepsNoRecordsButCountsThem() throws {
        let device = Device(traceMode: .counting)
        try device.advance(by: .days(1))
        #expect(device.trace.records.isEmpty)
        #expect(device.trace.count(of: .clockTick) == 1440)
        #expect(device.trace.count(of: .clockDate) == 1)
    }

    @Test func jsonLineEscapesAndSortsKeys() {
        let record = TraceRecord(
            instant: .zero + .seconds(1), sequence: 3, kind: .appWarning, subject: "a\"b", details: "line\nnext\u{1}")
        #expect(
            record.jsonLine
                == #"{"details":"line\nnext\u0001","instant":1000,"kind":"app.warning","sequence":3,"subject":"a\"b"}"#)
        #expect(record.description == "0d 00:00:01.000 #3 app.warning a\"b - line\nnext\u{1}")
    }
}
