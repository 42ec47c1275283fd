import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimTestSupport
import GlanceSimWidgetKit
import Testing

/// Steps an iOS scenario cannot run are errors at their line, and leave nothing half-applied.
@Suite struct IOSScenarioRunnerTests {
    static let manifests = ManifestFixtures.root + "/../../../Manifests"

    /// Runs `script` (after `platform ios`); the error it stopped with, or its failed expectations, if any.
    static func run(_ script: String, on runner: IOSScenarioRunner) -> String? {
        do {
            let report = try runner.run(try IOSScenarioParser.parse("platform ios\n" + script, path: "s"))
            let failures = report.failures.map { "\($0.step.text): \($0.verdict?.message ?? "")" }
            return failures.isEmpty ? nil : failures.joined(separator: "\n")
        } catch {
            return error.description
        }
    }

    /// A folder whose behaviour file has only this `ios` section (removed by the caller).
    static func appFolder(_ ios: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glancesim-ios-runner-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "{ ios: \(ios) }".write(toFile: folder + "/behavior.json5", atomically: true, encoding: .utf8)
        return folder
    }

    /// widgetkit reference §12 (A-WC: the app, its extension or its App Intents call `WidgetCenter`): an app that
    /// was stopped — or never started — calls nothing, so `app reload` is an error at its line, and no reload is
    /// requested or charged.
    @Test(arguments: ["app background\napp stop\napp reload all", "app reload kind WeatherWidget"])
    func aReloadFromAnAppThatIsNotRunningIsAnErrorAndChargesNothing(_ steps: String) throws {
        let runner = IOSScenarioRunner(baseDirectory: ".")
        let script = """
            device zone Europe/Berlin time 2026-06-01T08:00
            install \(Self.manifests)/weather
            add widget WeatherWidget family small as w
            \(steps)

            """
        let line = 4 + steps.split(separator: "\n").count
        #expect(
            Self.run(script, on: runner)
                == "s:\(line):1: error: the app is not running, so it cannot call WidgetCenter: nothing was reloaded or "
                + "charged; start it first with 'app foreground' (or 'app background', 'app audio')")
        #expect(try runner.device.budgetRemaining(1) == 48 && runner.device.providerCalls(1, .timeline) == 1)
        #expect(runner.device.trace.filter { $0.event.kind == "wk.reload.request" }.count == 1)
    }

    /// widgetkit reference §4 (F-650318: tight reload loops are seen under the debugger) and §15 rule 10: a
    /// one-entry `atEnd` timeline reloads at the same instant without end under the `debugger` preset; the run
    /// stops at its `advance` with an error naming the widget and the instant — no hang. Under the `device` preset
    /// the 5-minute minimum interval spaces the same reloads. (No `.timeLimit`: Swift Testing counts the time a
    /// started test waits for a thread of the shared pool, so on a busy 2-core CI machine a 60 ms test timed out;
    /// the guard's 1,000-event count in the message is what proves the loop stopped.)
    @Test
    func aReloadLoopAtOneInstantIsAnErrorAtItsAdvanceStep() throws {
        let folder = try Self.appFolder(
            "{ bundle: 'com.example.loop', kinds: { Loop: { timeline: { entries: [{}], policy: 'atEnd' }, "
                + "content: { Text: 'x' } } } }")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = """
            device zone Europe/Berlin time 2026-06-01T08:00 preset %@
            install \(folder)
            add widget Loop family small as w
            advance 1h
            expect calls w timeline 13

            """
        #expect(
            Self.run(script.replacingOccurrences(of: "%@", with: "debugger"), on: IOSScenarioRunner(baseDirectory: "."))
                == "s:5:1: error: 1000 events of widget 1 (Loop) ran at '0d 00:00:00.000' without time moving; its "
                + "timeline's reload policy (atEnd) is due again at once and nothing spaces its reloads (minimum "
                + "policy interval 0ms, budget unlimited)")
        let device = IOSScenarioRunner(baseDirectory: ".")
        #expect(Self.run(script.replacingOccurrences(of: "%@", with: "device"), on: device) == nil)
        #expect(try device.device.providerCalls(1, .timeline) == 13)
    }

    /// widgetkit reference §8 (S001: `perform()` toggles `items[index]` read from the store, and guards the index):
    /// a list missing from the App Group reads as empty in the Swift code, so nothing is toggled or written — and
    /// the trace says so, as it does for an index past the list's end.
    @Test func toggleOfAnItemOfAMissingOrShorterListWarnsAndWritesNothing() throws {
        let runner = IOSScenarioRunner(baseDirectory: ".")
        let script = """
            device zone Europe/Berlin time 2026-06-01T09:00
            install \(Self.manifests)/todo
            add widget TodoWidget family medium as list
            tap list text "Call the plumber"
            app foreground
            app write group.com.example.todo items="Buy milk"
            tap list text "Call the plumber"
            expect trace wk.intent.warning 2
            expect trace wk.store.write 1

            """
        #expect(Self.run(script, on: runner) == nil)
        let warnings = runner.device.trace.compactMap { record -> String? in
            guard case .intentWarning(1, "CheckTodoIntent", let message) = record.event else { return nil }
            return message
        }
        #expect(
            warnings == [
                "the list 'items' is not in group.com.example.todo, so it is empty: item 1 is not toggled and 'done' "
                    + "is not written",
                "item 1 is not in the list 'items' (1 item(s)): nothing is toggled and 'done' is not written",
            ])
        #expect(runner.device.readGroup("group.com.example.todo", key: "done") == nil)
    }
}

/// Ctrl-C on the iOS side as on Android: both runners move a long `advance` in `ScenarioRunner.monitorSlice`s
/// through one function and ask between slices.
@Suite struct IOSInterruptTests {
    @Test func aLongAdvanceStopsBetweenSlicesAtItsLine() throws {
        let runner = IOSScenarioRunner(baseDirectory: ".")
        var asked = 0
        runner.shouldStop = {
            asked += 1
            return asked == 3
        }
        let script = """
            device zone Europe/Berlin time 2026-06-01T08:00
            install \(IOSScenarioRunnerTests.manifests)/weather
            add widget WeatherWidget family small as w
            advance 1d

            """
        #expect(
            IOSScenarioRunnerTests.run(script, on: runner)
                == "s:5:1: error: interrupted at 0d 00:30:00.000 during this step")
        #expect(runner.device.now == .zero + .minutes(30))
    }
}

/// A scenario's clock stays where an Android clock can be set (`DeviceClock.settableRange`, the kernel's
/// settimeofday range): a time outside is an error at its step, before anything runs — issue 26's fuzz find
/// (`set time 0001-01-01T00:00Z` then a widget whose onEnabled enqueues periodic work trapped in WorkManager).
@Suite struct WallClockRangeTests {
    static func firstError(_ text: String) -> String? {
        let runner = ScenarioRunner(baseDirectory: IOSScenarioRunnerTests.manifests + "/shiguangschedule/app")
        do {
            _ = try runner.run(try ScenarioParser.parse(text, path: "s"))
            return nil
        } catch {
            return error.description
        }
    }

    @Test func theFuzzersPreEpochClockIsALocatedErrorNotACrash() {
        let error = Self.firstError(
            "install .\nset time 0001-01-01T00:00Z\nadd widget .widget.compact.TodayScheduleWidgetReceiver as c\n"
                + "advance 1ms\n")
        #expect(
            error
                == "s:2:1: error: '0001-01-01T00:00Z' is outside the wall times an Android clock can be set to "
                + "(1970-01-01T00:00:00.000Z up to 2232-04-18T23:47:16.000Z): the kernel's settimeofday refuses it")
    }

    @Test(arguments: ["device time 1969-12-31T23:59Z", "set time 2232-04-19T00:00Z"])
    func timesOutsideTheKernelsRangeAreRefusedAtTheirStep(_ step: String) {
        #expect(Self.firstError(step + "\n")?.hasPrefix("s:1:1: error: '") == true)
    }

    @Test func theEdgesOfTheRangeAreAccepted() {
        #expect(Self.firstError("device time 1970-01-01T00:00Z\nset time 2232-04-18T23:47:15Z\nadvance 1m\n") == nil)
    }
}
