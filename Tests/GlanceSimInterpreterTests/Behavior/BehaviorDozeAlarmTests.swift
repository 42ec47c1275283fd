import GlanceSim
import GlanceSimFormats
import GlanceSimTestSupport
import Testing

/// `setAlarm`'s `whileIdle` and `alarmClock` (AlarmManager.setAndAllowWhileIdle, setExactAndAllowWhileIdle,
/// setAlarmClock): what they set, and what Doze does with them (AlarmManagerService.java:2516-2561, 2885-2887,
/// 2918-2981 in israfilbd/ff @ 8e46fa07).
@Suite struct BehaviorDozeAlarmTests {
    static let package = "com.example.night"

    private func device(_ effect: String, permitted: Bool = true) throws -> Device {
        var description = BehaviorTestSupport.app(
            Self.package,
            receivers: [BehaviorTestSupport.plainReceiver(".Alarm", package: Self.package, actions: ["GO", "RING"])])
        if permitted {
            description.usesPermissions = [
                "android.permission.SCHEDULE_EXACT_ALARM", "android.permission.USE_EXACT_ALARM",
            ]
        }
        let behavior = """
            { receivers: { ".Alarm": { onReceive: {
              "GO": [\(effect)],
              "RING": [{ log: "ring" }],
            } } } }
            """
        return try BehaviorTestSupport.install(description, behavior)
    }

    private func go(_ device: Device) throws {
        try device.sendBroadcast(
            Intent(action: "GO", component: ComponentName(packageName: Self.package, className: ".Alarm")))
        try device.advance(by: .seconds(1))
    }

    /// A while-idle alarm in deep IDLE goes off on time; a plain one waits for the maintenance window.
    @Test func aWhileIdleAlarmGoesOffInDeepIdleAndAPlainOneWaits() throws {
        for (whileIdle, rings) in [(true, 1), (false, 0)] {
            let device = try device(
                "{ setAlarm: \"RING\", receiver: \".Alarm\", type: \"ELAPSED_REALTIME_WAKEUP\", in: \"90m\", "
                    + "whileIdle: \(whileIdle) }")
            try go(device)
            #expect(device.alarms().first?.flags.contains(.allowWhileIdleCompat) == whileIdle)
            device.setScreenOn(false)
            try device.advance(by: .minutes(95))  // deep IDLE from 1:00:31 to 2:00:31
            #expect(device.doze.deep == .idle)
            #expect(device.trace.count(of: .appLog) == rings, "whileIdle \(whileIdle)")
        }
    }

    /// `alarmClock: true` sets an RTC_WAKEUP alarm clock (FLAG_WAKE_FROM_IDLE).
    @Test func alarmClockSetsAnAlarmClock() throws {
        let device = try device("{ setAlarm: \"RING\", receiver: \".Alarm\", at: \"07:00\", alarmClock: true }")
        try go(device)
        let alarm = try #require(device.alarms().first)
        #expect(alarm.type == .rtcWakeup && alarm.flags.contains(.wakeFromIdle))
    }

    /// On API 31+ `setAlarmClock` needs SCHEDULE_EXACT_ALARM or USE_EXACT_ALARM, else SecurityException
    /// (AlarmManagerService.java:2956-2965): the app crashes.
    @Test func anAlarmClockWithoutTheExactAlarmPermissionCrashesTheApp() throws {
        let device = try device(
            "{ setAlarm: \"RING\", receiver: \".Alarm\", at: \"07:00\", alarmClock: true }", permitted: false)
        try go(device)
        #expect(device.alarms().isEmpty && device.trace.count(of: .appCrash) == 1)
    }

    @Test(arguments: [
        ("{ setAlarm: \"RING\", in: \"1m\", repeating: \"15m\", whileIdle: true }", "'whileIdle' alarms do not repeat"),
        ("{ setAlarm: \"RING\", in: \"1m\", alarmClock: true, whileIdle: true }", "goes off in Doze anyway"),
        ("{ setAlarm: \"RING\", in: \"1m\", alarmClock: true, type: \"RTC\" }", "'alarmClock' alarms are RTC_WAKEUP"),
    ])
    func badAlarmKindsAreRefused(_ effect: String, _ message: String) {
        let behavior = "{ receivers: { \".Alarm\": { onReceive: { \"GO\": [\(effect)] } } } }"
        #expect {
            _ = try BehaviorLoader.parse(text: behavior, path: "behavior.json5")
        } throws: { error in
            "\(error)".contains(message)
        }
    }
}
