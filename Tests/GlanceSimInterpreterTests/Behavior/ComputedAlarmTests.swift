import GlanceSim
import GlanceSimFormats
import GlanceSimTestSupport
import Testing

/// `setAlarm`'s `requestCode`, `in` and `at` computed when the effect runs: PendingIntent.getBroadcast matches an
/// existing PendingIntent by its request code and `Intent.filterEquals` (PendingIntentController, the key is
/// requestCode + intent), so widgets that share one action need `requestCode = appWidgetId` to keep one alarm
/// each; AlarmManager.set takes the trigger time the code computed (Etar's next event boundary).
@Suite struct ComputedAlarmTests {
    static let package = "com.example.agenda"
    static let provider = ComponentName(packageName: package, className: ".AgendaProvider")

    private func install(_ onUpdate: String, receivers: [ComponentDescription] = []) throws -> Device {
        var description = BehaviorTestSupport.app(
            Self.package,
            receivers: [BehaviorTestSupport.widgetReceiver(".AgendaProvider", package: Self.package)] + receivers)
        description.usesPermissions = ["android.permission.USE_EXACT_ALARM"]
        return try BehaviorTestSupport.install(
            description,
            """
            { receivers: { ".AgendaProvider": {
                onUpdate: [\(onUpdate)],
                onReceive: { "com.example.agenda.TICK": [{ log: "tick ${extras.id ?: '-'} at ${now('HH:mm')}" }] },
            } } }
            """)
    }

    /// The same action and a fixed request code: the second widget's `set` replaces the first widget's alarm
    /// (FLAG_UPDATE_CURRENT finds the same PendingIntent); `requestCode: "${widgetId}"` keeps one alarm each.
    @Test(arguments: [("0", 1), ("\"${widgetId}\"", 2)])
    func aRequestCodeFromTheWidgetIdKeepsOneAlarmPerWidget(_ requestCode: String, _ alarms: Int) throws {
        let device = try install(
            "{ setAlarm: \"com.example.agenda.TICK\", receiver: \".AgendaProvider\", in: \"1h\", "
                + "requestCode: \(requestCode) }")
        _ = try device.addWidget(Self.provider)
        _ = try device.addWidget(Self.provider)
        try device.advance(by: .seconds(1))
        #expect(device.alarms(of: Self.package).count == alarms)
        #expect(Set(device.alarms(of: Self.package).map(\.operation.requestCode)).count == alarms)
    }

    /// `at` from data: a whole number is the trigger time itself (RTC: milliseconds since the epoch), a text is
    /// read as a written `at`; `in` from data is milliseconds or a duration. The device starts 2026-01-05 09:00 UTC.
    @Test(arguments: [
        ("at: \"${startOfNextDay() + 8 * 3600000}\"", "tick - at 08:00", 1_767_686_400_000 as Int64),
        ("at: \"${'07:30'}\"", "tick - at 07:30", 1_767_684_600_000),
        ("in: \"${90 * 60000}\"", "tick - at 10:30", 1_767_609_000_000),
        ("in: \"${str(2) + 'h'}\"", "tick - at 11:00", 1_767_610_800_000),
    ])
    func anAlarmTimeComputedFromData(_ time: String, _ log: String, _ trigger: Int64) throws {
        let device = try install("{ setAlarm: \"com.example.agenda.TICK\", receiver: \".AgendaProvider\", \(time) }")
        _ = try device.addWidget(Self.provider)
        try device.advance(by: .seconds(1))
        #expect(device.alarms(of: Self.package).first?.triggerAtMillis == trigger)
        try device.advance(by: .days(1))
        let logs = device.trace.records.filter { $0.kind == .appLog }.map(\.details)
        #expect(logs.contains { $0.hasSuffix(log) }, "\(logs)")
    }

    /// What the app would throw: a request code that is not an `int`, a time that is neither a number nor a time.
    @Test(arguments: [
        "requestCode: \"${'first'}\", in: \"1h\"", "requestCode: \"${3000000000}\", in: \"1h\"", "at: \"${'soon'}\"",
        "in: \"${true}\"",
    ])
    func aComputedValueOfTheWrongKindCrashesTheReceiver(_ fields: String) throws {
        let device = try install("{ setAlarm: \"com.example.agenda.TICK\", receiver: \".AgendaProvider\", \(fields) }")
        _ = try device.addWidget(Self.provider)
        try device.advance(by: .seconds(1))
        #expect(device.alarms(of: Self.package).isEmpty)
        #expect(
            device.trace.records.contains { $0.kind == .appCrash && $0.details.contains("IllegalArgumentException") })
    }

    /// `in` and `at` together are refused at load, computed or not.
    @Test func inAndAtTogetherAreRefusedAtLoad() {
        let message = BehaviorTestSupport.formatError { () throws(FormatError) in
            _ = try BehaviorLoader.parse(
                text: #"{ application: { onCreate: [{ setAlarm: "X", in: "${1000}", at: "07:00" }] } }"#,
                path: "behavior.json5")
        }
        #expect(message == "behavior.json5:1:61: error: 'setAlarm' takes 'in' or 'at', not both")
    }
}
