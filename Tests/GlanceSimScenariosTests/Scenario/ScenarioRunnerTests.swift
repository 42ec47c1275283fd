import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimScenarios
import Testing

/// Scenario steps on a device, with an app written in Swift standing in for an app folder.
@Suite struct ScenarioRunnerTests {
    final class TickWidget: GlanceAppWidget {
        override func provideGlance(_ context: AppContext, _ id: GlanceId) throws -> GlanceContent {
            provideContent { scope in Text("ticks \(scope.currentState(intPreferencesKey("ticks")) ?? 0)") }
        }
    }

    /// Counts TIME_TICKs into every widget's state (registered in onEnabled, as the clock sample does).
    final class TickReceiver: GlanceAppWidgetReceiver {
        override var glanceAppWidget: GlanceAppWidget { TickWidget() }
        override func onEnabled(_ context: ReceiverContext) throws {
            try context.applicationContext.registerReceiver(
                BlockReceiver { context, _ in
                    for id in GlanceAppWidgetManager(context: context).getGlanceIds(TickWidget.self) {
                        updateAppWidgetState(context, id) {
                            $0[intPreferencesKey("ticks")] = ($0[intPreferencesKey("ticks")] ?? 0) + 1
                        }
                        try TickWidget().update(context, id)
                    }
                }, IntentFilter(action: IntentAction.timeTick), flags: .notExported)
        }
    }

    static func loadApp(_ path: String, _ options: ManifestLoader.Options) throws(FormatError) -> AppManifest {
        guard path.hasSuffix("ticker") else { throw FormatError(.unreadable, at: .file(path), "no app at '\(path)'") }
        var manifest = AppManifest(packageName: "com.example.ticker", targetSdkVersion: 34)
        manifest.receivers = [
            ReceiverDeclaration(
                className: ".TickReceiver", exported: false,
                intentFilters: [IntentFilter(action: IntentAction.appWidgetUpdate)],
                appWidgetProvider: AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
            ) { TickReceiver() }
        ]
        return manifest
    }

    private func run(_ text: String) throws(FormatError) -> (ScenarioSession, ScenarioReport) {
        let session = ScenarioSession(loadApp: Self.loadApp)
        let report = try session.run(ScenarioParser.parse(text, path: "t.scenario"), baseDirectory: "apps")
        return (session, report)
    }

    @Test func stepsDriveTheDeviceAndExpectationsGetVerdicts() throws {
        let (session, report) = try run(
            """
            device zone Europe/Berlin time 2026-03-29T01:58:30
            install ticker
            add widget .TickReceiver as t
            advance 3m
            expect render t contains "ticks 3"
            expect state t ticks = 3
            expect calls .TickReceiver onEnabled onUpdate
            expect receivers com.example.ticker 1
            kill com.example.ticker
            advance 2m
            expect render t contains "ticks 5"
            expect process com.example.ticker dead
            expect trace clock.tick = 5
            """)
        #expect(session.device.clock.localDateTime.description == "2026-03-29 03:03:30")
        #expect(report.passedCount == 6)
        #expect(
            report.failures.map(\.verdict!.message) == [
                "expected the widget to show \"ticks 5\"; it shows:\n" + #"Text "ticks 3""#
            ])
    }

    @Test func runtimeErrorsPointAtTheStep() {
        #expect(throws: FormatError.self) { try run("install nowhere") }
        do {
            _ = try run("install ticker\nadd widget .TickReciever as t")
        } catch {
            #expect(
                error.description
                    == "t.scenario:2:1: error: '.TickReciever' is not an installed widget provider; did you mean '.TickReceiver'?"
            )
        }
        do {
            _ = try run("install ticker\nadvance 1m\nadvance to 2026-01-01T00:00Z")
        } catch {
            #expect(
                error.description.hasPrefix(
                    "t.scenario:3:1: error: cannot advance to '2026-01-01T00:00Z': it is before"))
        }
        do {
            _ = try run("install ticker\nadvance 1m\ndevice sdk 33")
        } catch {
            #expect(error.description == "t.scenario:3:1: error: 'device' settings must come before every other step")
        }
    }

    @Test func stateFolderRoundTripsByReplayAndRefusesForeignFolders() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("glancesim-state-\(#line)").path
        try? FileManager.default.removeItem(atPath: root)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/apps/ticker", withIntermediateDirectories: true)
        let session = ScenarioSession(loadApp: Self.loadApp)
        _ = try session.run(
            ScenarioParser.parse("install ticker\nadd widget .TickReceiver as t\nadvance 2m", path: "t.scenario"),
            baseDirectory: root + "/apps")
        let state = root + "/state"
        try StateFolder.save(session, to: state)
        for file in ["glancesim-state.json", "device.json", "widgets.json", "work.json", "storage.json", "trace.jsonl"]
        {
            #expect(FileManager.default.fileExists(atPath: state + "/" + file))
        }
        let restored = try StateFolder.load(state, loadApp: Self.loadApp)
        #expect(restored.device.trace.text == session.device.trace.text)
        _ = try restored.run(text: "advance 1m")
        #expect(try restored.device.renderWidget(1) == #"Text "ticks 3""#)

        // An app folder that changed since the save cannot be replayed faithfully: a clear error.
        _ = FileManager.default.createFile(atPath: root + "/apps/ticker/extra.xml", contents: Data("<x/>".utf8))
        let changed = #expect(throws: FormatError.self) { try StateFolder.load(state, loadApp: Self.loadApp) }
        #expect(changed?.description.contains("changed since the state was saved") == true)
        try FileManager.default.removeItem(atPath: root + "/apps/ticker/extra.xml")

        let foreign = root + "/foreign"
        try FileManager.default.createDirectory(atPath: foreign, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: foreign + "/notes.txt", contents: Data("mine".utf8))
        #expect(throws: FormatError.self) { try StateFolder.save(session, to: foreign) }
        #expect(FileManager.default.contents(atPath: foreign + "/notes.txt") == Data("mine".utf8))
        let notState = #expect(throws: FormatError.self) { try StateFolder.load(foreign, loadApp: Self.loadApp) }
        #expect(notState?.description.contains("is not a GlanceSim state folder") == true)
        _ = FileManager.default.createFile(atPath: state + "/glancesim-state.json", contents: Data("{".utf8))
        let damaged = #expect(throws: FormatError.self) { try StateFolder.load(state, loadApp: Self.loadApp) }
        #expect(damaged?.description.contains("damaged") == true)
    }
}
