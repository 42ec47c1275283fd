import GlanceSim
import GlanceSimFormats
import GlanceSimScenarios
import Testing

/// `set exact-alarms PACKAGE allow|deny` (the user's Alarms & reminders switch) against an app targeting 34 that
/// declares only SCHEDULE_EXACT_ALARM: denied by default on the API 35 device (SCHEDULE_EXACT_ALARM_DENIED_BY_DEFAULT),
/// so its exact alarm crashes it; allowed, it is set; denied again, it is removed (AlarmManagerService
/// `removeExactAlarmsOnPermissionRevoked`).
@Suite struct ExactAlarmScenarioTests {
    static let package = "com.example.remind"

    static func loadApp(_ path: String, _ options: ManifestLoader.Options) throws(FormatError) -> AppManifest {
        guard path.hasSuffix("remind") else { throw FormatError(.unreadable, at: .file(path), "no app at '\(path)'") }
        var manifest = AppManifest(
            packageName: package, targetSdkVersion: 34, usesPermissions: [ExactAlarmPermission.schedule])
        manifest.receivers = [
            ReceiverDeclaration(
                className: ".Setter", exported: true, intentFilters: [IntentFilter(action: "com.example.remind.SET")]
            ) {
                BlockReceiver { context, _ in
                    let intent = Intent(action: "com.example.remind.FIRE", package: package)
                    guard
                        let operation = try PendingIntent.getBroadcast(
                            context, requestCode: 0, intent: intent, flags: .immutable)
                    else { return }
                    try context.alarmManager.setExact(
                        .rtcWakeup, triggerAtMillis: context.clock.wallTime.millisecondsSinceEpoch + 3_600_000,
                        operation: operation)
                }
            }
        ]
        return manifest
    }

    @Test func theUserAllowsAndDeniesExactAlarms() throws {
        let session = ScenarioSession(loadApp: Self.loadApp)
        let report = try session.run(
            ScenarioParser.parse(
                """
                install remind
                broadcast com.example.remind.SET to com.example.remind
                advance 1s
                expect trace app.crash 1
                expect alarms com.example.remind 0
                set exact-alarms com.example.remind allow
                broadcast com.example.remind.SET to com.example.remind
                advance 1s
                expect alarms com.example.remind 1
                set exact-alarms com.example.remind deny
                expect alarms com.example.remind 0
                """, path: "t.scenario"), baseDirectory: "apps")
        #expect(report.failedCount == 0, "\(report.failures.map(\.verdict!.message))")
    }

    @Test func aBadSwitchWordIsAnErrorAtItsColumn() {
        do {
            _ = try ScenarioParser.parse("set exact-alarms com.example.remind maybe", path: "s.scenario")
            Issue.record("parsed")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    "s.scenario:1:37: error: unknown word 'maybe'; expected 'allow' or 'deny' (one of 'allow', 'deny')"
                ])
        }
    }
}
