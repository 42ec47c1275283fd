import GlanceSim
import GlanceSimFormats
import GlanceSimScenarios
import Testing

/// Doze in the scenario language: `device doze`, the `doze` steps, `set motion`, `peek`, `expect doze` and
/// `expect alarm`, each mistake at its column, and runs of small scenarios.
@Suite struct DozeScenarioTests {
    // MARK: Parsing

    private func actions(_ text: String) throws(FormatError) -> [ScenarioAction] {
        try ScenarioParser.parse(text, path: "s.scenario").steps.map(\.action)
    }

    private func diagnostics(_ text: String) -> [String] {
        do {
            _ = try ScenarioParser.parse(text, path: "s.scenario")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func theDeviceHeaderNamesADozeParameterSet() throws {
        let parsed = try actions("device zone UTC doze off\ndevice doze aosp sdk 34")
        guard case .device(let zone, _, _, _, let doze) = parsed[0],
            case .device(_, _, let sdk, _, let other) = parsed[1]
        else {
            Issue.record("not device steps: \(parsed)")
            return
        }
        #expect(zone == "UTC")
        #expect(doze == "off")
        #expect(other == "aosp")
        #expect(sdk == 34)
        guard case .device(_, _, _, _, nil) = try actions("device zone UTC")[0] else {
            Issue.record("a device step without 'doze' names no set")
            return
        }
    }

    @Test func dozeStepsDefaultToDeep() throws {
        let parsed = try actions(
            """
            doze force-idle
            doze force-idle deep
            doze force-idle light
            doze step
            doze step deep
            doze step light
            doze unforce
            doze allowlist +com.example.weather
            doze allowlist -com.example.weather
            set motion on
            set motion off
            set battery-saver on
            peek
            """)
        let commands = parsed.compactMap { action -> ScenarioAction.DozeCommand? in
            if case .doze(let command) = action { return command }
            return nil
        }
        #expect(
            commands == [
                .forceIdle(deep: true), .forceIdle(deep: true), .forceIdle(deep: false), .step(deep: true),
                .step(deep: true), .step(deep: false), .unforce,
                .allowlist(package: "com.example.weather", on: true),
                .allowlist(package: "com.example.weather", on: false),
            ])
        let changes = parsed.compactMap { action -> ConditionChange? in
            if case .setCondition(let change) = action { return change }
            return nil
        }
        #expect(changes == [.moving(true), .moving(false), .batterySaver(true)])
        guard case .peek = try #require(parsed.last) else {
            Issue.record("not a peek: \(parsed.last!)")
            return
        }
    }

    @Test func dozeStatesAreDumpsysNamesInAnyCase() throws {
        let parsed = try actions(
            """
            expect doze IDLE
            expect doze idle_maintenance
            expect doze deep Idle_Pending
            expect doze light OVERRIDE
            expect doze light waiting_for_network
            """)
        var deep: [DeepDozeState] = []
        var light: [LightDozeState] = []
        for action in parsed {
            switch action {
            case .expect(.doze(let state)): deep.append(state)
            case .expect(.lightDoze(let state)): light.append(state)
            default: Issue.record("not a Doze expectation: \(action)")
            }
        }
        #expect(deep == [.idle, .idleMaintenance, .idlePending])
        #expect(light == [.override, .waitingForNetwork])
    }

    @Test func alarmExpectationsTakeAnActionAReceiverAndATimeOrDeferred() throws {
        let parsed = try actions(
            """
            expect alarm com.example.TICK at 2026-01-01T01:10
            expect alarm com.example.TICK on .TickReceiver at 2026-01-01T01:10:30Z
            expect alarm com.example.TICK deferred
            expect alarm com.example.TICK on com.example/.TickReceiver deferred
            """)
        guard case .expect(.alarmAt("com.example.TICK", nil, "2026-01-01T01:10")) = parsed[0],
            case .expect(.alarmAt("com.example.TICK", ".TickReceiver", "2026-01-01T01:10:30Z")) = parsed[1],
            case .expect(.alarmDeferred("com.example.TICK", nil)) = parsed[2],
            case .expect(.alarmDeferred("com.example.TICK", "com.example/.TickReceiver")) = parsed[3]
        else {
            Issue.record("unexpected parse: \(parsed)")
            return
        }
    }

    @Test func everyBadWordIsAnErrorAtItsColumn() {
        let cases: [(String, String)] = [
            (
                "device doze aosb",
                "1:13: error: unknown word 'aosb'; expected a Doze parameter set; did you mean 'aosp'?"
            ),
            ("device doze", "1:12: error: expected a Doze parameter set at the end of the line"),
            (
                "device dose off",
                "1:8: error: unknown word 'dose'; expected 'zone', 'time', 'sdk', 'debuggable' or 'doze'; did you mean 'doze'?"
            ),
            (
                "doze forse-idle",
                "1:6: error: unknown word 'forse-idle'; expected 'force-idle', 'step', 'unforce' or 'allowlist'; did you mean 'force-idle'?"
            ),
            ("doze", "1:5: error: expected 'force-idle', 'step', 'unforce' or 'allowlist' at the end of the line"),
            (
                "doze allowlist com.example.app",
                "1:16: error: expected '+PACKAGE' (add to the allowlist) or '-PACKAGE' (remove), found 'com.example.app'"
            ),
            ("doze allowlist", "1:15: error: expected '+PACKAGE' or '-PACKAGE' at the end of the line"),
            ("doze allowlist +a.b c", "1:21: error: unexpected 'c' at the end of the step"),
            ("doze step deeep", "1:11: error: unknown word 'deeep'; expected 'deep' or 'light'; did you mean 'deep'?"),
            (
                "doze force-idle medium",
                "1:17: error: unknown word 'medium'; expected 'deep' or 'light' (one of 'deep', 'light')"
            ),
            ("doze unforce deep", "1:14: error: unexpected 'deep' at the end of the step"),
            ("doze step deep now", "1:16: error: unexpected 'now' at the end of the step"),
            ("dose step", "1:1: error: unknown word 'dose'; expected a step; did you mean 'doze'?"),
            ("set motoin on", "1:5: error: unknown word 'motoin'; expected what to set; did you mean 'motion'?"),
            ("set motion yes", "1:12: error: unknown word 'yes'; expected 'on' or 'off' (one of 'on', 'off')"),
            (
                "set battery-saver maybe",
                "1:19: error: unknown word 'maybe'; expected 'on' or 'off' (one of 'on', 'off')"
            ),
            ("peek now", "1:6: error: unexpected 'now' at the end of the step"),
            ("expect doze IDEL", "1:13: error: unknown deep Doze state 'IDEL'; did you mean 'IDLE'?"),
            ("expect doze light overide", "1:19: error: unknown light Doze state 'overide'; did you mean 'OVERRIDE'?"),
            (
                "expect doze light SENSING",
                "1:19: error: unknown light Doze state 'SENSING'; expected one of 'ACTIVE', 'INACTIVE', 'IDLE', 'WAITING_FOR_NETWORK', 'IDLE_MAINTENANCE', 'OVERRIDE'"
            ),
            ("expect doze", "1:12: error: expected a deep Doze state like IDLE at the end of the line"),
            ("expect doze light", "1:18: error: expected a light Doze state like IDLE at the end of the line"),
            ("expect doze IDLE now", "1:18: error: unexpected 'now' at the end of the step"),
            ("expect dose IDLE", "1:8: error: unknown word 'dose'; expected what to expect; did you mean 'doze'?"),
            ("expect alarm", "1:13: error: expected an intent action like com.example.TICK at the end of the line"),
            (
                "expect alarm com.example.TICK",
                "1:30: error: expected 'on RECEIVER', 'at TIME' or 'deferred' at the end of the line"
            ),
            (
                "expect alarm com.example.TICK deferd",
                "1:31: error: unknown word 'deferd'; expected 'on RECEIVER', 'at TIME' or 'deferred'; did you mean 'deferred'?"
            ),
            (
                "expect alarm com.example.TICK on",
                "1:33: error: expected a receiver like .TickReceiver at the end of the line"
            ),
            (
                "expect alarm com.example.TICK on .R on .S at 2026-01-01T00:00",
                "1:37: error: unknown word 'on'; expected 'at TIME' or 'deferred'; did you mean 'at'?"
            ),
            (
                "expect alarm com.example.TICK at",
                "1:33: error: expected a time like 2026-03-29T08:00 at the end of the line"
            ),
            ("expect alarm com.example.TICK deferred now", "1:40: error: unexpected 'now' at the end of the step"),
        ]
        for (line, expected) in cases {
            #expect(diagnostics(line) == ["s.scenario:" + expected], "\(line)")
        }
        // A malformed time is an error inside the word, where `advance to` reports it.
        let time = diagnostics("expect alarm com.example.TICK at 2026-13-01T00:00")
        let advance = diagnostics("advance to 2026-13-01T00:00")
        #expect(time.count == 1)
        let offset = "expect alarm com.example.TICK at ".utf8.count - "advance to ".utf8.count
        let column = { (text: String) in Int(text.split(separator: ":")[2])! }
        #expect(time.first.map(column) == advance.first.map { column($0) + offset })
        #expect(
            time.first?.split(separator: ":", maxSplits: 3).last
                == advance.first?.split(separator: ":", maxSplits: 3).last)
    }

    // MARK: Running

    static let package = "com.example.doze"
    static let setAction = "com.example.doze.SET"
    static let alarmAction = "com.example.doze.ALARM"
    /// 2026-01-01T01:10Z, in milliseconds since the epoch.
    static let alarmWallMillis: Int64 = 1_767_229_800_000

    /// An app whose exported `.Setter` sets an exact RTC_WAKEUP alarm for 2026-01-01T01:10Z that sends
    /// `com.example.doze.ALARM` to its `.Alarm` receiver.
    static func loadApp(_ path: String, _ options: ManifestLoader.Options) throws(FormatError) -> AppManifest {
        guard path.hasSuffix("doze") else { throw FormatError(.unreadable, at: .file(path), "no app at '\(path)'") }
        var manifest = AppManifest(
            packageName: package, targetSdkVersion: 34,
            usesPermissions: ["android.permission.SCHEDULE_EXACT_ALARM", "android.permission.USE_EXACT_ALARM"])
        manifest.receivers = [
            ReceiverDeclaration(
                className: ".Setter", exported: true, intentFilters: [IntentFilter(action: setAction)]
            ) {
                BlockReceiver { context, _ in
                    let intent = Intent(
                        component: ComponentName(packageName: package, className: ".Alarm"), action: alarmAction)
                    guard
                        let operation = try PendingIntent.getBroadcast(
                            context, requestCode: 0, intent: intent, flags: .immutable)
                    else { return }
                    try context.alarmManager.setExact(
                        .rtcWakeup, triggerAtMillis: alarmWallMillis, operation: operation)
                }
            },
            ReceiverDeclaration(
                className: ".Alarm", exported: false, intentFilters: [IntentFilter(action: alarmAction)]
            ) { BlockReceiver { _, _ in } },
        ]
        return manifest
    }

    private func run(_ text: String) throws(FormatError) -> (ScenarioSession, ScenarioReport) {
        let session = ScenarioSession(loadApp: Self.loadApp)
        let report = try session.run(ScenarioParser.parse(text, path: "t.scenario"), baseDirectory: "apps")
        return (session, report)
    }

    @Test func theScreenOffDozesAPeekKeepsItAndUnlockingEndsIt() throws {
        let (session, report) = try run(
            """
            device zone UTC time 2026-01-01T00:00
            set screen off
            advance 2h
            expect doze IDLE
            expect doze light OVERRIDE
            peek
            expect doze IDLE
            set screen on
            expect doze ACTIVE
            expect doze light active
            expect trace doze.parameters 1
            """)
        #expect(report.failedCount == 0, "\(report.failures.map(\.verdict!.message))")
        #expect(report.passedCount == 6)
        #expect(session.device.doze.deep == .active)
    }

    @Test func aFailedDozeExpectationSaysWhereDozeIs() throws {
        let (_, report) = try run(
            """
            device zone UTC time 2026-01-01T00:00
            set screen off
            advance 2h
            expect doze ACTIVE
            expect doze light IDLE
            doze force-idle
            expect doze IDLE_MAINTENANCE
            """)
        #expect(
            report.failures.map(\.verdict!.message) == [
                "expected deep Doze ACTIVE, got deep Doze IDLE (light OVERRIDE)",
                "expected light Doze IDLE, got deep Doze IDLE (light OVERRIDE)",
                "expected deep Doze IDLE_MAINTENANCE, got deep Doze IDLE (light OVERRIDE, forced)",
            ])
    }

    @Test func dozeOffNeverDozesButForceIdleStillWorks() throws {
        let (session, report) = try run(
            """
            device zone UTC time 2026-01-01T00:00 doze off
            set screen off
            advance 6h
            expect doze ACTIVE
            expect doze light ACTIVE
            doze force-idle
            expect doze IDLE
            doze unforce
            expect doze IDLE
            set screen on
            expect doze ACTIVE
            set screen off
            advance 6h
            expect doze ACTIVE
            expect trace doze.parameters 1
            """)
        #expect(report.failedCount == 0, "\(report.failures.map(\.verdict!.message))")
        #expect(session.device.dozeParameters == .off)
        #expect(session.device.trace.records.filter { $0.kind == .dozeParameters }.count == 1)
    }

    @Test func everyRunNamesItsParameterSetOnceBeforeItsFirstStep() throws {
        for (text, name) in [
            ("advance 1m", "aosp"), ("device doze off\ndevice zone UTC\nadvance 1m\nadvance 1m", "off"),
            ("device doze off\ndevice doze aosp\ninstall doze", "aosp"),
        ] {
            let (session, report) = try run(text)
            let all = session.device.trace.records
            #expect(all.filter { $0.kind == .dozeParameters }.count == 1, "\(text)")
            let number = try #require(all.firstIndex { $0.kind == .dozeParameters })
            #expect(session.device.dozeParameters.name == name, "\(text)")
            // The record belongs to the first step that is not a `device` step.
            let first = try #require(
                report.entries.first { entry in
                    if case .device = entry.step.action { return false }
                    return true
                })
            #expect(first.records.contains(number), "\(text)")
        }
    }

    @Test func dozeStepsAndMotionDriveTheMachines() throws {
        let (_, report) = try run(
            """
            device zone UTC time 2026-01-01T00:00
            set screen off
            expect doze INACTIVE
            doze step
            expect doze IDLE_PENDING
            doze step deep
            expect doze LOCATING
            set motion on
            expect doze INACTIVE
            set motion off
            doze step light
            expect doze light IDLE
            doze force-idle light
            expect doze light IDLE
            doze unforce
            set screen on
            expect doze ACTIVE
            expect doze light ACTIVE
            """)
        #expect(report.failedCount == 0, "\(report.failures.map(\.verdict!.message))")
    }

    @Test func anAlarmIsFoundByItsActionAndReceiver() throws {
        let (_, report) = try run(
            """
            device zone UTC time 2026-01-01T00:00
            install doze
            broadcast com.example.doze.SET to com.example.doze
            advance 1s
            expect alarm com.example.doze.ALARM at 2026-01-01T01:10
            expect alarm com.example.doze.ALARM on .Alarm at 2026-01-01T01:10
            expect alarm com.example.doze.ALARM on com.example.doze/.Alarm at 2026-01-01T01:10Z
            expect alarm com.example.doze.ALARM on com.example.doze.Alarm at 2026-01-01T02:10+01:00
            expect alarm com.example.doze.ALARM at 2026-01-01T01:11
            expect alarm com.example.doze.ALARM deferred
            expect alarm com.example.doze.ALRAM at 2026-01-01T01:10
            expect alarm com.example.doze.ALARM on .Alram at 2026-01-01T01:10
            """)
        #expect(report.passedCount == 4)
        let messages = report.failures.map(\.verdict!.message)
        #expect(messages.count == 4)
        #expect(
            messages.first
                == "expected an alarm 'com.example.doze.ALARM' going off at 2026-01-01 01:11:00, got going off at "
                + "2026-01-01 01:10:00 (not held)")
        #expect(
            messages.dropFirst().first
                == "expected an alarm 'com.example.doze.ALARM' held (deferred), got going off at 2026-01-01 01:10:00 "
                + "(not held)")
        #expect(
            messages.dropFirst(2).first?.hasPrefix(
                "expected an alarm 'com.example.doze.ALRAM' going off at 2026-01-01 01:10:00, got none; no alarm has "
                    + "that action; did you mean 'com.example.doze.ALARM'?; the alarms' actions: ") == true)
        #expect(messages.dropFirst(2).first?.contains("'com.example.doze.ALARM'") == true)
        #expect(
            messages.last
                == "expected an alarm 'com.example.doze.ALARM' on '.Alram' going off at 2026-01-01 01:10:00, got none; "
                + "its alarms go to 'com.example.doze/.Alarm'; did you mean '.Alarm'?")
    }

    @Test func anAlarmDozeHoldsIsDeferredToTheMaintenanceWindow() throws {
        let (_, report) = try run(
            """
            device zone UTC time 2026-01-01T00:00
            install doze
            broadcast com.example.doze.SET to com.example.doze
            set screen off
            advance 1h15m
            expect doze IDLE
            expect alarm com.example.doze.ALARM deferred
            expect alarm com.example.doze.ALARM on .Alarm deferred
            expect alarm com.example.doze.ALARM at 2026-01-01T02:00:30
            expect alarm com.example.doze.ALARM at 2026-01-01T01:10
            """)
        #expect(report.passedCount == 4, "\(report.failures.map(\.verdict!.message))")
        #expect(
            report.failures.map(\.verdict!.message) == [
                "expected an alarm 'com.example.doze.ALARM' going off at 2026-01-01 01:10:00, got going off at "
                    + "2026-01-01 02:00:30 (held: doze)"
            ])
    }

    @Test func anAlarmExpectationWithNoAlarmsSaysSo() throws {
        let (_, report) = try run(
            """
            device zone UTC time 2026-01-01T00:00
            expect alarm com.example.doze.ALARM deferred
            """)
        let message = try #require(report.failures.first?.verdict?.message)
        #expect(message.hasPrefix("expected an alarm 'com.example.doze.ALARM' held (deferred), got none; "))
    }
}
