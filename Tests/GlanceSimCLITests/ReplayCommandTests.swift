import Foundation
import GlanceSimCLI
import GlanceSimScenarios
import Testing

/// `replay`, `validate`, `step` and the state-folder commands, run in-process on the fixture app.
@Suite struct ReplayCommandTests {
    /// The fixtures folder, found from this file (so the tests do not depend on the working directory).
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        .path

    struct Run {
        var status: CommandStatus
        var stdout = ""
        var stderr = ""
    }

    /// Runs the tool; fixture paths in the output are shown as `<fixtures>`.
    static func run(_ arguments: [String]) -> Run {
        var out = ""
        var err = ""
        let status = CommandLineTool.run(arguments, output: CommandOutput(stdout: { out += $0 }, stderr: { err += $0 }))
        return Run(
            status: status, stdout: out.replacingOccurrences(of: fixtures, with: "<fixtures>"),
            stderr: err.replacingOccurrences(of: fixtures, with: "<fixtures>"))
    }

    @Test func passingScenarioExitsZeroAndPrintsStepsTraceAndVerdicts() {
        let result = Self.run(["replay", Self.fixtures + "/ticker/pass.scenario"])
        #expect(result.status == .success)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("<fixtures>/ticker/pass.scenario:4: add widget .TickerReceiver as t\n"))
        #expect(result.stdout.contains("    0d 00:00:00.000 #2 widget.bind com.example.ticker/.TickerReceiver - id 1"))
        #expect(result.stdout.hasSuffix("<fixtures>/ticker/pass.scenario: 3 expectation(s) passed, 0 failed\n"))
    }

    @Test func replayIsByteIdenticalTwice() {
        let path = Self.fixtures + "/ticker/pass.scenario"
        #expect(Self.run(["replay", path]).stdout == Self.run(["replay", path]).stdout)
    }

    @Test func severalScriptsRunInParallelButPrintExactlyAsASerialRun() {
        let files = ["pass", "fail", "pass"].map { Self.fixtures + "/ticker/\($0).scenario" }
        let together = Self.run(["replay"] + files)
        let oneByOne = files.map { Self.run(["replay", $0]).stdout }
        #expect(
            together.stdout
                == zip(files, oneByOne).map {
                    "== \($0.0.replacingOccurrences(of: Self.fixtures, with: "<fixtures>"))\n" + $0.1
                }.joined())
        #expect(together.status == .expectationFailed)
    }

    @Test func failedExpectationsExitOneAndQuietShowsOnlyThem() {
        let result = Self.run(["replay", "--quiet", Self.fixtures + "/ticker/fail.scenario"])
        #expect(result.status == .expectationFailed)
        #expect(
            result.stdout == """
                <fixtures>/ticker/fail.scenario:4: expect render t contains "12:34"
                    ✗ failed: expected the widget to show "12:34"; it shows:
                      Text "00:01"
                <fixtures>/ticker/fail.scenario:5: expect process com.example.ticker dead
                    ✗ failed: expected dead, got alive
                <fixtures>/ticker/fail.scenario: 0 expectation(s) passed, 2 failed

                """)
    }

    @Test func invalidScenarioPrintsEveryDiagnosticAndExits65() {
        let result = Self.run(["replay", Self.fixtures + "/ticker/typo.scenario"])
        #expect(result.status == .dataError)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                <fixtures>/ticker/typo.scenario:2:5: error: unknown word 'widgit'; expected 'widget'; did you mean 'widget'?
                <fixtures>/ticker/typo.scenario:3:10: error: missing unit after '5'; expected ms, s, m, h or d

                """)
    }

    @Test func appFolderProblemsPointAtTheAppAndAtTheInstallStep() {
        let broken = Self.run(["replay", Self.fixtures + "/ticker/broken-app.scenario"])
        #expect(broken.status == .dataError)
        #expect(
            broken.stderr.contains(
                "<fixtures>/broken/AndroidManifest.xml:7:84: error: unresolved resource '@xml/missing'"))
        #expect(
            broken.stderr.hasSuffix("<fixtures>/ticker/broken-app.scenario:2:1: note: while installing '../broken'\n"))
        let missing = Self.run(["replay", Self.fixtures + "/ticker/missing-app.scenario"])
        #expect(missing.status == .noInput)
        #expect(
            missing.stderr
                == "<fixtures>/ticker/missing-app.scenario:1:1: error: cannot install '../nowhere': no app folder at '<fixtures>/nowhere'\n"
        )
    }

    @Test func traceJSONHasAHeaderPerScriptAndOneObjectPerRecord() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("glancesim-trace.jsonl").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let result = Self.run(["replay", "--quiet", "--trace-json", file, Self.fixtures + "/ticker/pass.scenario"])
        #expect(result.status == .success)
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.first?.hasPrefix("{\"scenario\":") == true)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("{\"details\":") && $0.hasSuffix("}") })
        #expect(lines.count > 20)
    }

    @Test func missingScenarioExits66() {
        let result = Self.run(["replay", Self.fixtures + "/nowhere.scenario"])
        #expect(result.status == .noInput)
        #expect(result.stderr == "<fixtures>/nowhere.scenario:1:1: error: cannot read '<fixtures>/nowhere.scenario'\n")
    }

    @Test func validateReportsWarningsAndErrorsWithLocations() {
        let ok = Self.run(["validate", Self.fixtures + "/ticker"])
        #expect(ok.status == .success)
        #expect(
            ok.stdout.hasPrefix(
                "<fixtures>/ticker: ok: com.example.ticker, targetSdk 34, 1 receiver(s), 1 widget provider(s)\n"
                    + "  package com.example.ticker from <fixtures>/ticker/AndroidManifest.xml:"))
        let broken = Self.run(["validate", Self.fixtures + "/broken"])
        #expect(broken.status == .dataError)
        #expect(
            broken.stderr == """
                <fixtures>/broken/AndroidManifest.xml:1:1: warning: no target SDK: neither a build file nor '<uses-sdk>' sets one, so Android takes targetSdkVersion = minSdkVersion (1, itself defaulting to 1) and turns off every behaviour change of later API levels, such as Android 8's limit on implicit broadcasts (ParsingPackageUtils.parseUsesSdk). Give the real one with '--target-sdk N' (in a scenario: 'install FOLDER target-sdk N')
                <fixtures>/broken/AndroidManifest.xml:3:44: warning: unknown attribute 'android:exportd' on '<receiver>'; did you mean 'android:exported'? (it is ignored)
                <fixtures>/broken/AndroidManifest.xml:7:84: error: unresolved resource '@xml/missing': no file '<fixtures>/broken/res/xml/missing.xml'

                """)
        #expect(Self.run(["validate", Self.fixtures + "/absent"]).status == .noInput)
    }

    @Test func stateFolderCommandsContinueAndInspectASavedDevice() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("glancesim-cli-state").path
        try? FileManager.default.removeItem(atPath: state)
        defer { try? FileManager.default.removeItem(atPath: state) }
        #expect(
            Self.run(["replay", "--quiet", "--state", state, Self.fixtures + "/ticker/pass.scenario"]).status
                == .success)
        let widgets = Self.run(["widgets", "--state", state])
        #expect(
            widgets.stdout.hasPrefix(
                "widget 1 (t): com.example.ticker/.TickerReceiver in com.android.launcher3 (app bucket ACTIVE)\n"))
        #expect(Self.run(["render", "--state", state, "t"]).stdout == "Text \"03:01\"\n")
        #expect(Self.run(["state", "--state", state, "1"]).stdout == "time = \"03:01\"\n")
        #expect(Self.run(["work", "list", "--state", state]).stdout == "no work\n")
        let step = Self.run(["step", "--state", state, "reboot", "advance 1m", "expect render t contains \"03:04\""])
        #expect(step.status == .success, "\(step.stdout)\(step.stderr)")
        #expect(Self.run(["render", "--state", state, "t"]).stdout == "Text \"03:04\"\n")
        // A step that cannot run leaves the folder as it was.
        let bad = Self.run(["step", "--state", state, "advance 1m", "click t text \"Nope\""])
        #expect(bad.status == .dataError)
        #expect(Self.run(["render", "--state", state, "t"]).stdout == "Text \"03:04\"\n")
        #expect(Self.run(["widgets", "--state", Self.fixtures]).stderr.contains("is not a GlanceSim state folder"))
    }

    @Test func commandsTakeHelpAndRejectUnknownOptions() {
        for command in [
            "replay", "step", "work", "timeline", "widgets", "state", "render", "validate", "lint", "demo", "bench",
            "compare", "report",
        ] {
            let help = Self.run([command, "--help"])
            #expect(help.status == .success, "\(command)")
            #expect(help.stdout.hasPrefix("USAGE: glancesim \(command)"), "\(command)")
        }
        let unknown = Self.run(["replay", "--quite", "x.scenario"])
        #expect(unknown.status == .usage)
        #expect(unknown.stderr.hasPrefix("error: unknown option '--quite'; did you mean '--quiet'?"))
        #expect(
            Self.run(["work", "lst", "--state", "x"]).stderr.hasPrefix(
                "error: unknown work command 'lst'; did you mean 'list'?"))
        #expect(Self.run(["replay", "--state", "s", "a.scenario", "b.scenario"]).status == .usage)
    }
}

/// `glancesim lint` and what `validate` says about modules, run in-process.
@Suite struct LintCommandTests {
    static let formatsFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("GlanceSimFormatsTests/Fixtures").path

    static func run(_ arguments: [String]) -> ReplayCommandTests.Run {
        var run = ReplayCommandTests.run(arguments)
        run.stdout = run.stdout.replacingOccurrences(of: formatsFixtures, with: "<formats>")
        run.stderr = run.stderr.replacingOccurrences(of: formatsFixtures, with: "<formats>")
        return run
    }

    @Test func errorFindingsExitOneAndEachComesWithItsRuleAndHelp() {
        let result = Self.run(["lint", Self.formatsFixtures + "/lint-app"])
        #expect(result.status == .expectationFailed)
        #expect(result.stderr == "11 finding(s): 4 error(s), 7 warning(s)\n")
        #expect(
            result.stdout.hasPrefix(
                "<formats>/lint-app/AndroidManifest.xml:11:39: warning: the manifest receiver "
                    + "'org.example.lint.ClockReceiver' will never receive 'android.intent.action.TIME_TICK': Android "
                    + "delivers it only to receivers registered at run time [registered-only-broadcast]\n  help: "))
    }

    @Test func warningsExitZeroUnlessWarningsAreErrors() {
        let calendar = ReplayCommandTests.fixtures + "/../../../Manifests/calendar"
        #expect(Self.run(["lint", calendar]).status == .success)
        #expect(Self.run(["lint", "--warnings-as-errors", calendar]).status == .expectationFailed)
    }

    @Test func jsonIsOneStableSortedDocument() {
        let first = Self.run(["lint", "--json", Self.formatsFixtures + "/lint-app"])
        #expect(first.stdout == Self.run(["lint", "--json", Self.formatsFixtures + "/lint-app"]).stdout)
        #expect(
            first.stdout.hasPrefix(
                "{\"findings\":[{\"app\":\"<formats>/lint-app\",\"rule\":\"registered-only-broadcast\",\"severity\":"
                    + "\"warning\",\"path\":\"<formats>/lint-app/AndroidManifest.xml\",\"line\":11,\"column\":39,"))
        #expect(first.stdout.hasSuffix("]}\n"))
        #expect(first.stderr.isEmpty)
    }

    @Test func badAndMissingAppsExitSixtyFiveAndSixtySix() {
        #expect(Self.run(["lint", ReplayCommandTests.fixtures + "/broken"]).status == .dataError)
        #expect(Self.run(["lint", ReplayCommandTests.fixtures + "/absent"]).status == .noInput)
        #expect(Self.run(["lint"]).status == .usage)
        #expect(
            Self.run(["lint", "--jsn", "x"]).stderr.hasPrefix("error: unknown option '--jsn'; did you mean '--json'?"))
    }

    @Test func validateSaysWhereEachValueOfAModuleCameFrom() {
        let result = Self.run(["validate", Self.formatsFixtures + "/gradle-project/app"])
        #expect(result.status == .success)
        #expect(
            result.stdout == """
                <formats>/gradle-project/app: ok: org.example.tides.app, targetSdk 34, 12 receiver(s), 1 widget provider(s)
                  package org.example.tides.app from <formats>/gradle-project/app/build.gradle.kts:10:25 (build file 'applicationId')
                  namespace org.example.tides from <formats>/gradle-project/app/build.gradle.kts:6:17 (build file 'namespace')
                  minSdk 26 from <formats>/gradle-project/gradle/libs.versions.toml:3:1 (version catalog 'minSdk'), through <formats>/gradle-project/app/build.gradle.kts:11:9
                  targetSdk 34 from <formats>/gradle-project/gradle/libs.versions.toml:4:1 (version catalog 'targetSdk'), through <formats>/gradle-project/app/build.gradle.kts:12:9
                  compileSdk 35 from <formats>/gradle-project/gradle/libs.versions.toml:5:1 (version catalog 'android.compileSdk'), through <formats>/gradle-project/app/build.gradle.kts:7:5
                  modules <formats>/gradle-project/app, <formats>/gradle-project/widget (merged as the manifest merger does)
                  libraries androidx.glance:glance-appwidget:1.1.1, androidx.glance:glance:1.1.1, androidx.work:work-runtime:2.7.1, androidx.startup:startup-runtime (their manifests merged)
                  receiver org.example.tides.widget.TideWidgetReceiver: widget provider, updatePeriodMillis 0, not exported (<formats>/gradle-project/widget/src/main/AndroidManifest.xml:5:9, module <formats>/gradle-project/widget)
                  receiver androidx.glance.appwidget.action.ActionCallbackBroadcastReceiver: not exported (<formats>/gradle-project/app/build.gradle.kts:25:20, library androidx.glance:glance-appwidget:1.1.1)
                  receiver androidx.glance.appwidget.UnmanagedSessionReceiver: not exported (<formats>/gradle-project/app/build.gradle.kts:25:20, library androidx.glance:glance-appwidget:1.1.1)
                  receiver androidx.glance.appwidget.MyPackageReplacedReceiver: not exported, actions android.intent.action.MY_PACKAGE_REPLACED (<formats>/gradle-project/app/build.gradle.kts:25:20, library androidx.glance:glance-appwidget:1.1.1)
                  receiver androidx.work.impl.utils.ForceStopRunnable$BroadcastReceiver: not exported (<formats>/gradle-project/app/build.gradle.kts:25:20, library androidx.work:work-runtime:2.7.1)
                  receiver androidx.work.impl.background.systemalarm.RescheduleReceiver: disabled, not exported, actions android.intent.action.BOOT_COMPLETED, android.intent.action.TIME_SET, android.intent.action.TIMEZONE_CHANGED (<formats>/gradle-project/app/build.gradle.kts:25:20, library androidx.work:work-runtime:2.7.1)
                  receiver androidx.work.impl.background.systemalarm.ConstraintProxy$BatteryChargingProxy: disabled, not exported, actions android.intent.action.ACTION_POWER_CONNECTED, android.intent.action.ACTION_POWER_DISCONNECTED (<formats>/gradle-project/app/build.gradle.kts:25:20, library androidx.work:work-runtime:2.7.1)
                  receiver androidx.work.impl.background.systemalarm.ConstraintProxy$BatteryNotLowProxy: disabled, not exported, actions android.intent.action.BATTERY_OKAY, android.intent.action.BATTERY_LOW (<formats>/gradle-project/app/build.gradle.kts:25:20, library androidx.work:work-runtime:2.7.1)
                  receiver androidx.work.impl.background.systemalarm.ConstraintProxy$StorageNotLowProxy: disabled, not exported, actions android.intent.action.DEVICE_STORAGE_LOW, android.intent.action.DEVICE_STORAGE_OK (<formats>/gradle-project/app/build.gradle.kts:25:20, library androidx.work:work-runtime:2.7.1)
                  receiver androidx.work.impl.background.systemalarm.ConstraintProxy$NetworkStateProxy: disabled, not exported, actions android.net.conn.CONNECTIVITY_CHANGE (<formats>/gradle-project/app/build.gradle.kts:25:20, library androidx.work:work-runtime:2.7.1)
                  receiver androidx.work.impl.background.systemalarm.ConstraintProxyUpdateReceiver: disabled, not exported, actions androidx.work.impl.background.systemalarm.UpdateProxies (<formats>/gradle-project/app/build.gradle.kts:25:20, library androidx.work:work-runtime:2.7.1)
                  receiver androidx.work.impl.diagnostics.DiagnosticsReceiver: exported, actions androidx.work.diagnostics.REQUEST_DIAGNOSTICS (<formats>/gradle-project/app/build.gradle.kts:25:20, library androidx.work:work-runtime:2.7.1)
                  activity org.example.tides.MainActivity: exported, actions android.intent.action.MAIN (<formats>/gradle-project/app/src/main/AndroidManifest.xml:5:9, module <formats>/gradle-project/app)
                  activity androidx.glance.appwidget.action.ActionTrampolineActivity: not exported (<formats>/gradle-project/app/build.gradle.kts:25:20, library androidx.glance:glance-appwidget:1.1.1)
                  activity androidx.glance.appwidget.action.InvisibleActionTrampolineActivity: not exported (<formats>/gradle-project/app/build.gradle.kts:25:20, library androidx.glance:glance-appwidget:1.1.1)
                  service androidx.glance.appwidget.GlanceRemoteViewsService: exported (<formats>/gradle-project/app/build.gradle.kts:25:20, library androidx.glance:glance-appwidget:1.1.1)
                  service androidx.work.impl.background.systemalarm.SystemAlarmService: disabled, not exported (<formats>/gradle-project/app/build.gradle.kts:25:20, library androidx.work:work-runtime:2.7.1)
                  service androidx.work.impl.background.systemjob.SystemJobService: exported (<formats>/gradle-project/app/build.gradle.kts:25:20, library androidx.work:work-runtime:2.7.1)
                  service androidx.work.impl.foreground.SystemForegroundService: not exported (<formats>/gradle-project/app/build.gradle.kts:25:20, library androidx.work:work-runtime:2.7.1)

                """)
    }

    @Test func validateShowsLintFindingsAsWarnings() {
        let result = Self.run(["validate", Self.formatsFixtures + "/lint-app", "--target-sdk", "30"])
        #expect(result.status == .success)
        #expect(
            result.stderr.contains("warning: the manifest receiver 'org.example.lint.ClockReceiver' will never receive")
        )
        #expect(result.stderr.contains("[registered-only-broadcast]"))
    }
}
