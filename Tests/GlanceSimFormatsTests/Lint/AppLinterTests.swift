import Foundation
import GlanceSimFormats
import Testing

/// One test per lint rule, each named for what Android does, on Fixtures/lint-app (every rule's mistake once) —
/// each fails without its rule — plus the cases a rule must leave alone.
@Suite struct AppLinterTests {
    static func findings(
        _ fixture: String = "lint-app", options: ManifestLoader.Options = .init(collectInstallProblems: true)
    ) throws -> [LintFinding] {
        AppLinter.lint(try AppFolder.loadApp(ManifestFixtures.folder(fixture), options: options))
    }

    /// The finding of `rule`, rendered as `file:line:column: severity: message [rule]` with the fixture root removed.
    static func rendered(_ rule: LintRule, in findings: [LintFinding]) -> [String] {
        findings.filter { $0.rule == rule.id }.map {
            "\($0.location): \($0.severity.rawValue): \($0.message)".replacingOccurrences(
                of: ManifestFixtures.root + "/", with: "")
        }
    }

    /// Intent.ACTION_TIME_TICK javadoc: "You cannot receive this through components declared in manifests".
    @Test func timeTickInAManifestReceiverIsNeverDelivered() throws {
        #expect(
            Self.rendered(.registeredOnlyBroadcast, in: try Self.findings()) == [
                "lint-app/AndroidManifest.xml:11:39: error: the manifest receiver 'org.example.lint.ClockReceiver' will "
                    + "never receive 'android.intent.action.TIME_TICK': Android delivers it only to receivers registered "
                    + "at run time"
            ])
    }

    /// developer.android.com/guide/components/broadcast-exceptions: DATE_CHANGED is not exempt; BOOT_COMPLETED is;
    /// the app's own action is not a system broadcast.
    @Test func implicitBroadcastsAreNotDeliveredToManifestReceiversFromTargetSdk26() throws {
        #expect(
            Self.rendered(.implicitBroadcast, in: try Self.findings()) == [
                "lint-app/AndroidManifest.xml:12:39: warning: the manifest receiver 'org.example.lint.ClockReceiver' "
                    + "will not receive the implicit broadcast 'android.intent.action.DATE_CHANGED' at target SDK 34"
            ])
        let old = try Self.findings(options: .init(targetSdkVersion: 25, collectInstallProblems: true))
        #expect(Self.rendered(.implicitBroadcast, in: old).isEmpty)
    }

    /// ParsingPackageUtils (Android 12): INSTALL_PARSE_FAILED_MANIFEST_MALFORMED without android:exported.
    @Test func aComponentWithFiltersAndNoExportedFailsToInstallOnApi31() throws {
        let found = Self.rendered(.missingExported, in: try Self.findings())
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix(
                "lint-app/AndroidManifest.xml:29:9: error: 'org.example.lint.Settings': Targeting S+") == true)
        let old = try Self.findings(options: .init(targetSdkVersion: 30, collectInstallProblems: true))
        #expect(Self.rendered(.missingExported, in: old).isEmpty)
    }

    /// AppWidgetServiceImpl: period = max(updatePeriodMillis, 30 min).
    @Test func updatePeriodBelowThirtyMinutesIsClamped() throws {
        #expect(
            Self.rendered(.updatePeriodClamped, in: try Self.findings()) == [
                "lint-app/res/xml/day_info.xml:4:33: warning: updatePeriodMillis 600000 (10 min) of "
                    + "'org.example.lint.DayWidget' is raised to 1800000 (30 min)"
            ])
    }

    @Test func updatePeriodAlongsideWorkManagerPeriodicRefreshRunsBoth() throws {
        let found = Self.rendered(.updatePeriodWithWorkManager, in: try Self.findings())
        #expect(found.count == 1)  // WeekWidget has updatePeriodMillis 0
        #expect(
            found.first?.hasPrefix("lint-app/res/xml/day_info.xml:4:33: warning: 'org.example.lint.DayWidget'") == true)
    }

    /// ActivityManagerService.registerReceiverWithFeature (Android 14).
    @Test func runtimeRegistrationWithoutExportFlagThrowsAtTarget34() throws {
        #expect(
            Self.rendered(.receiverExportFlag, in: try Self.findings()) == [
                "lint-app/behavior.json5:7:9: error: registering 'screen' for 'org.example.lint.PING' without 'exported' "
                    + "throws SecurityException at target SDK 34"
            ])
        let old = try Self.findings(options: .init(targetSdkVersion: 33, collectInstallProblems: true))
        #expect(Self.rendered(.receiverExportFlag, in: old).isEmpty)
    }

    /// PeriodicWorkRequest.MIN_PERIODIC_INTERVAL_MILLIS = 15 min.
    @Test func periodicWorkUnderFifteenMinutesIsClamped() throws {
        #expect(
            Self.rendered(.periodicWorkClamped, in: try Self.findings()) == [
                "lint-app/behavior.json5:6:9: warning: periodic work 'refresh' every 10m runs at most every 15 min"
            ])
    }

    /// The shiguangschedule pitfall: unique work names are per app.
    @Test func oneUniqueWorkNameSharedByTwoWidgetTypesLifecycles() throws {
        let found = Self.rendered(.sharedUniqueWork, in: try Self.findings())
        #expect(found.count == 1)
        #expect(
            found.first?.hasPrefix(
                "lint-app/behavior.json5:12:19: warning: '.WeekWidget' onEnabled uses the unique work 'refresh', "
                    + "which '.DayWidget' also uses") == true)
    }

    /// AlarmManagerService: setExact needs SCHEDULE_EXACT_ALARM or USE_EXACT_ALARM from API 31. The fixture's
    /// exact alarm sits in an `if` inside a worker's `onStart`: lint walks effects nested in others.
    @Test func exactAlarmsWithoutThePermissionThrowOnApi31() throws {
        #expect(
            Self.rendered(.exactAlarmPermission, in: try Self.findings()) == [
                "lint-app/behavior.json5:17:53: error: the exact alarm 'org.example.lint.REFRESH' throws "
                    + "SecurityException: the app targets API 34 and declares neither SCHEDULE_EXACT_ALARM nor "
                    + "USE_EXACT_ALARM"
            ])
        let old = try Self.findings(options: .init(targetSdkVersion: 30, collectInstallProblems: true))
        #expect(Self.rendered(.exactAlarmPermission, in: old).isEmpty)
    }

    @Test func findingsAreSortedByLocationAndEveryRuleHasHelpCitingItsSource() throws {
        let findings = try Self.findings()
        #expect(findings.map(\.location) == findings.map(\.location).sorted())
        #expect(Set(findings.map(\.rule)) == Set(LintRule.all.map(\.id)))
        for rule in LintRule.all { #expect(rule.help.contains("("), "\(rule.id) cites no source") }
    }

    @Test func theSampleAppsHaveOnlyTheFindingsTheyModel() throws {
        let clock = AppLinter.lint(try AppFolder.loadApp(ManifestFixtures.root + "/../../../Manifests/clock"))
        #expect(clock.isEmpty)
    }
}
