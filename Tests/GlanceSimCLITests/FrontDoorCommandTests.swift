import Foundation
import GlanceSim
import Testing

@testable import GlanceSimCLI
@testable import GlanceSimScenarios

/// The command line as a new user meets it ("The front door"): JSON on standard output alone, `step --quiet`,
/// folded unreceived broadcasts, "did you mean" in failed expectations, located syntax errors and
/// `alarms list`. Everything runs in-process through ``CommandLineTool/run(_:output:)`` on the samples.
@Suite struct FrontDoorCommandTests {
    struct Run {
        var status: CommandStatus
        var stdout = ""
        var stderr = ""
    }

    static let root = GoldenTraces.packageRoot

    static func run(_ arguments: [String]) -> Run {
        var out = ""
        var err = ""
        let status = CommandLineTool.run(arguments, output: CommandOutput(stdout: { out += $0 }, stderr: { err += $0 }))
        return Run(status: status, stdout: out, stderr: err)
    }

    /// A fresh temporary folder; the caller removes it.
    static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("glancesim-front-door-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `text` as a scenario in `folder` (an app is installed by its absolute path) and returns its path.
    static func scenario(_ text: String, named name: String = "s.scenario", in folder: String) throws -> String {
        let path = folder + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Parses a whole standard output as one JSON document (`JSONSerialization`, fragments refused).
    static func parsesAsJSON(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) != nil
    }

    // MARK: - 1. --json

    @Test func jsonOutputsArePureJSONOnStandardOutputForEveryCommandThatTakesJSON() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let android = folder + "/android"
        let ios = folder + "/ios"
        #expect(
            Self.run(["replay", "--quiet", "--state", android, Self.root + "/Manifests/weather/night-offline.scenario"])
                .status == .success)
        #expect(
            Self.run(["replay", "--quiet", "--state", ios, Self.root + "/Manifests/clock/ios-an-hour.scenario"])
                .status == .success)
        let weather = ["night-offline", "server-errors", "reboot"].map {
            Self.root + "/Manifests/weather/\($0).scenario"
        }
        // As `glancesim replay Manifests/weather/*.scenario --metrics --json` has it: an iOS script among them has
        // its metrics in the array too, each object naming its platform.
        let withIOS = Self.run(
            ["replay"] + weather + [Self.root + "/Manifests/weather/ios-day.scenario", "--metrics", "--json"])
        #expect(withIOS.status == .success)
        #expect(!withIOS.stderr.contains("note:"))
        let objects = try JSONSerialization.jsonObject(with: Data(withIOS.stdout.utf8)) as? [[String: Any]]
        #expect(objects?.compactMap { $0["platform"] as? String } == ["android", "android", "android", "ios"])
        // Every command whose usage offers --json, with the command lines that use it here.
        let runs: [String: [[String]]] = [
            "replay": [
                ["replay", weather[0], "--metrics", "--json"], ["replay"] + weather + ["--metrics", "--json"],
            ],
            "work": [
                ["work", "list", "--state", android, "--json"],
                ["work", "show", "weather-refresh", "--state", android, "--json"],
            ],
            "timeline": [
                ["timeline", "list", "--state", ios, "--json"],
                ["timeline", "show", "clock", "--state", ios, "--json"],
            ],
            "alarms": [
                ["alarms", "list", "--state", android, "--json"], ["alarms", "list", "--state", ios, "--json"],
            ],
            "render": [
                ["render", "--state", android, "weather", "--json"], ["render", "--state", ios, "clock", "--json"],
            ],
            "lint": [["lint", Self.root + "/Manifests/weather", "--json"]],
            "validate": [
                ["validate", Self.root + "/Manifests/weather", Self.root + "/Manifests/hour-glass/app", "--json"]
            ],
            "demo": [["demo", "--json"]],
            "init": [["init", Self.root + "/Manifests/pixelix/app", "--facts", "--json"]],
        ]
        let offering = CommandLineTool.commands.map(\.name).filter {
            CommandLineTool.usage(of: $0)?.contains("--json") == true
        }
        #expect(Set(offering) == Set(runs.keys), "a command takes --json that this test does not run")
        for name in runs.keys.sorted() {
            for arguments in runs[name]! {
                let result = Self.run(arguments)
                #expect(result.status == .success, "\(arguments): \(result.stderr)")
                if name == "demo" {
                    // The demo's trace is JSON lines: each line one JSON object.
                    let lines = result.stdout.split(separator: "\n")
                    #expect(!lines.isEmpty && lines.allSatisfy { Self.parsesAsJSON(String($0)) }, "\(arguments)")
                } else {
                    #expect(Self.parsesAsJSON(result.stdout), "\(arguments) printed:\n\(result.stdout.prefix(400))")
                }
            }
        }
        // The human lines of `replay --metrics --json` went to standard error; several scripts make one array.
        let several = Self.run(["replay"] + weather + ["--metrics", "--json"])
        #expect(several.stderr.contains("night-offline.scenario: "))
        let array = try JSONSerialization.jsonObject(with: Data(several.stdout.utf8)) as? [[String: Any]]
        #expect(array?.compactMap { $0["scenario"] as? String } == weather)
    }

    // MARK: - 2. --perfetto beyond Android

    @Test func replayPerfettoWritesATraceForIOSScenariosAndCompareFiles() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func processes(_ path: String) throws -> [String] {
            let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
            let events = (document as? [String: Any])?["traceEvents"] as? [[String: Any]] ?? []
            return events.filter { $0["name"] as? String == "process_name" }.compactMap {
                ($0["args"] as? [String: Any])?["name"] as? String
            }
        }
        func events(_ path: String, named name: String) throws -> Int {
            let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
            let events = (document as? [String: Any])?["traceEvents"] as? [[String: Any]] ?? []
            return events.filter { $0["name"] as? String == name }.count
        }
        let ios = folder + "/ios.json"
        let iosRun = Self.run(["replay", "--perfetto", ios, Self.root + "/Manifests/clock/ios-an-hour.scenario"])
        #expect(iosRun.status == .success, "\(iosRun.stderr)")
        #expect(try processes(ios) == ["iOS (WidgetKit)"])
        #expect(try events(ios, named: "wk.provider.timeline") == 2)
        #expect(try events(ios, named: "budget widget 1") >= 1)
        let compare = folder + "/compare.json"
        let compareRun = Self.run(["replay", "--perfetto", compare, Self.root + "/Manifests/weather/both.compare"])
        #expect(compareRun.status == .success, "\(compareRun.stderr)")
        #expect(try processes(compare) == ["system", "com.example.weather", "iOS (WidgetKit)"])
        #expect(try events(compare, named: "wk.provider.timeline") > 0)
        // What it prints is what 'glancesim compare' prints.
        #expect(compareRun.stdout == Self.run(["compare", Self.root + "/Manifests/weather/both.compare"]).stdout)
        let quiet = Self.run(["replay", "--quiet", Self.root + "/Manifests/weather/both.compare"])
        #expect(quiet.status == .success)
        #expect(quiet.stdout.hasPrefix(Self.root + "/Manifests/weather/both.compare: 15 steps; "))
        #expect(
            Self.run(["replay", "--metrics", Self.root + "/Manifests/weather/both.compare"]).status == .usage)
    }

    // MARK: - 3. step --quiet

    @Test func stepQuietPrintsOnlyFailedVerdictsAndErrorsWithoutTheTrace() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let state = folder + "/st"
        #expect(
            Self.run(["replay", "--quiet", "--state", state, Self.root + "/Manifests/weather/night-offline.scenario"])
                .status == .success)
        let passing = Self.run([
            "step", "--state", state, "--quiet", "advance 1h", "expect work weather-refresh state ENQUEUED",
        ])
        #expect(passing.status == .success)
        #expect(passing.stdout.isEmpty)
        #expect(passing.stderr.isEmpty)
        let failing = Self.run(["step", "--quiet", "--state", state, "advance 1m", "expect process com.nope alive"])
        #expect(failing.status == .expectationFailed)
        #expect(
            failing.stdout == """
                <step 2>:1: expect process com.nope alive
                    ✗ failed: expected alive, got dead

                """)
        let broken = Self.run(["step", "--quiet", "--state", state, "advance 1x"])
        #expect(broken.status == .dataError)
        #expect(broken.stdout.isEmpty)
        #expect(broken.stderr.hasPrefix("<step 1>:1:"))
        // Without --quiet the trace is printed; both together are refused.
        #expect(Self.run(["step", "--state", state, "advance 1m"]).stdout.contains("<step 1>:1: advance 1m\n"))
        #expect(Self.run(["step", "--quiet", "--verbose", "--state", state, "advance 1m"]).status == .usage)
    }

    // MARK: - 4. Folded broadcasts

    @Test func broadcastsToNoReceiverFoldIntoOneLinePerStepUnlessVerbose() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = Self.root + "/Manifests/weather/night-offline.scenario"
        let json = folder + "/trace.jsonl"
        let folded = Self.run(["replay", script, "--trace-json", json])
        let verbose = Self.run(["replay", script, "--verbose"])
        #expect(folded.status == .success && verbose.status == .success)
        let unreceived = verbose.stdout.split(separator: "\n").filter { $0.hasSuffix(" to 0 receiver(s)") }
        #expect(unreceived.count > 100)
        #expect(!folded.stdout.contains(" to 0 receiver(s)\n"))
        // One line per step stands for them, with their count per action; together they count every one.
        let lines = folded.stdout.split(separator: "\n").filter { $0.contains(" reached no receiver: ") }
        let counted = lines.compactMap { line in Int(line.drop(while: { $0 == " " }).prefix(while: \.isNumber)) }
            .reduce(0, +)
        #expect(counted == unreceived.count)
        #expect(lines.contains { $0.contains("android.intent.action.TIME_TICK ×") })
        let wellFormed = lines.allSatisfy { line in
            line.hasPrefix("    ")
                && (line.hasSuffix("(--verbose lists them)") || line.hasSuffix("(--verbose lists it)"))
        }
        #expect(wellFormed)
        // Every other line is the same, and the JSON trace keeps every record.
        let others = verbose.stdout.split(separator: "\n").filter { !$0.hasSuffix(" to 0 receiver(s)") }
        #expect(folded.stdout.split(separator: "\n").filter { !$0.contains(" reached no receiver: ") } == others)
        let records = try String(contentsOfFile: json, encoding: .utf8).split(separator: "\n")
        #expect(records.filter { $0.contains(" to 0 receiver(s)\"") }.count == unreceived.count)
    }

    @Test func foldedBroadcastsAreSortedByActionAndCounted() {
        var folded = UnreceivedBroadcasts()
        #expect(folded.line == nil)
        for (index, action) in ["b.TICK", "a.SCREEN_ON", "b.TICK"].enumerated() {
            let record = TraceRecord(
                instant: .zero, sequence: UInt64(index),
                event: .broadcast(
                    .send(sender: .system, intent: Intent(action: action), receiverCount: 0, ordered: false)))
            let counted = folded.fold(record)
            #expect(counted)
        }
        #expect(folded.line == "    3 broadcasts reached no receiver: a.SCREEN_ON ×1, b.TICK ×2 (--verbose lists them)")
    }

    // MARK: - 5. Did you mean

    @Test func failedExpectationsNamingUnknownThingsSayDidYouMeanAndListTheCandidates() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = try Self.scenario(
            """
            device zone Europe/Berlin time 2026-06-02T08:00
            install \(Self.root)/Manifests/weather
            add widget .WeatherReceiver as w
            advance 10s
            expect calls .WeatherReciever onEnabled
            expect calls .WeatherReciever onUpdate >= 1
            expect state w temprature = 14
            expect state w temprature >= 1
            expect work weather-refrsh state ENQUEUED
            expect store com.example.weather GlanceAppWidgetManagr x = 1
            expect render x contains "1"

            """, in: folder)
        let result = Self.run(["replay", "--quiet", script])
        #expect(result.status == .dataError)
        let failures = result.stdout.split(separator: "\n").filter { $0.hasPrefix("    ✗ failed: ") }.map {
            String($0.dropFirst("    ✗ failed: ".count))
        }
        let receiver =
            "com.example.weather has no receiver '.WeatherReciever'; did you mean '.WeatherReceiver'?; "
            + "its receivers: '.WeatherReceiver'"
        let key =
            "widget w's state has no key 'temprature'; did you mean 'temperature'?; its keys: 'fetches', "
            + "'temperature', 'updated'"
        #expect(
            failures == [
                "expected onEnabled, got no calls; " + receiver,
                "expected >= 1 'onUpdate' call(s), got 0; " + receiver,
                "expected 14, got absent; " + key,
                "expected a number >= 1, got absent; " + key,
                "no work is named 'weather-refrsh'; did you mean 'weather-refresh'?; unique names: weather-refresh; "
                    + "tags: WeatherWorker, weather; workers: WeatherWorker",
                "expected 1, got absent; com.example.weather has no DataStore 'GlanceAppWidgetManagr'; did you mean "
                    + "'GlanceAppWidgetManager'?; its stores: 'GlanceAppWidgetManager'",
            ])
        #expect(
            result.stderr.hasSuffix(
                "s.scenario:11:1: error: no widget is called 'x'; did you mean 'w'?; widgets: 'w'\n"))
    }

    @Test func failedIOSExpectationsNamingAnUnknownKeyGroupOrWidgetSayDidYouMean() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = try Self.scenario(
            """
            platform ios
            device zone Europe/Berlin time 2026-03-29T01:30:20
            install \(Self.root)/Manifests/todo
            add widget TodoWidget family medium as list
            app write group.com.example.todo items="a,b"
            expect app sees group.com.example.todo itmes "a,b"
            expect app sees group.com.example.tood items "a,b"
            expect render lsit contains "a"

            """, in: folder)
        let result = Self.run(["replay", "--quiet", script])
        #expect(result.status == .dataError)
        #expect(
            result.stdout.contains(
                "; group.com.example.todo has no key 'itmes'; did you mean 'items'?; its keys: items\n"))
        #expect(
            result.stdout.contains(
                "; no App Group 'group.com.example.tood' holds anything; did you mean 'group.com.example.todo'?; "
                    + "groups: group.com.example.todo\n"))
        #expect(result.stderr.hasSuffix(":8:1: error: unknown widget 'lsit'; did you mean 'list'?; widgets: list\n"))
    }

    // MARK: - 6. Located syntax errors

    @Test func aMisplacedCountAndAnUnquotedSpaceAreLocatedSyntaxErrors() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let android = try Self.scenario(
            """
            device zone Europe/Berlin time 2026-06-02T08:00
            install \(Self.root)/Manifests/weather
            expect calls .WeatherReceiver onEnabled onUpdate >= 1

            """, named: "a.scenario", in: folder)
        let count = Self.run(["replay", android])
        #expect(count.status == .dataError)
        let column = "expect calls .WeatherReceiver onEnabled onUpdate ".count + 1
        #expect(
            count.stderr
                == "\(android):3:\(column): error: a count goes right after one callback, as in 'expect calls "
                + ".WeatherReceiver onUpdate >= 1'; several callbacks ('onEnabled onUpdate') are the exact calls in "
                + "order, without a count\n")
        let ios = try Self.scenario(
            """
            platform ios
            device zone Europe/Berlin time 2026-06-02T08:00
            install \(Self.root)/Manifests/weather
            app write group.com.example.weather K=7 min

            """, named: "i.scenario", in: folder)
        let space = Self.run(["replay", ios])
        #expect(space.status == .dataError)
        #expect(
            space.stderr
                == "\(ios):4:\("app write group.com.example.weather K=7 ".count + 1): error: the value of 'K' has a "
                + "space: quote it, as in 'app write group.com.example.weather K=\"7 min\"'\n")
    }

    // MARK: - 7. alarms list

    @Test func alarmsListShowsTheSavedDevicesAlarmsSoonestFirstAndIOSReloads() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let script = try Self.scenario(
            """
            device zone Europe/Berlin time 2026-06-01T09:00
            install \(Self.root)/Manifests/calendar
            add widget .CalendarProvider as first
            advance 5m

            """, in: folder)
        let state = folder + "/st"
        #expect(Self.run(["replay", "--quiet", "--state", state, script]).status == .success)
        let list = Self.run(["alarms", "list", "--state", state])
        #expect(list.status == .success)
        #expect(
            list.stdout == """
                alarm#2 type=RTC due="0d 00:05:05.000" dueMillis=305000 local="2026-06-01 09:05:05" in=5s every=1m \
                window=45s action=com.example.calendar.ACTION_TICK component=com.example.calendar/.CalendarProvider \
                sends=broadcast app=com.example.calendar
                alarm#1 type=ELAPSED_REALTIME_WAKEUP due="0d 00:30:00.000" dueMillis=1800000 \
                local="2026-06-01 09:30:00" in=25m every=30m window=22m30s \
                action=android.appwidget.action.APPWIDGET_UPDATE component=com.example.calendar/.CalendarProvider \
                sends=broadcast app=android

                """)
        let json = Self.run(["alarms", "list", "--state", state, "--json"])
        let alarms = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(alarms?.map { $0["app"] as? String } == ["com.example.calendar", "android"])
        #expect(alarms?.first?["dueMillis"] as? Int == 305_000)
        #expect(Self.run(["alarms", "list", "--state", state]).stdout == list.stdout)
        // An iOS folder: the widgets' next timeline reloads.
        let ios = folder + "/ios"
        #expect(
            Self.run(["replay", "--quiet", "--state", ios, Self.root + "/Manifests/clock/ios-an-hour.scenario"])
                .status == .success)
        #expect(
            Self.run(["alarms", "list", "--state", ios]).stdout
                == "widget 1 alias=clock kind=ClockWidget family=systemSmall reload=\"0d 01:57:40.000\" "
                + "reloadMillis=7060000 local=\"2026-03-29 04:28:00\" in=58m why=policy budget=47\n")
        // In the command list and its help; mistakes are usage errors.
        #expect(Self.run(["--help"]).stdout.contains("  alarms "))
        #expect(Self.run(["help", "alarms"]).stdout.hasPrefix("USAGE: glancesim alarms list --state <dir> [--json]"))
        #expect(
            Self.run(["alarms", "lsit", "--state", state]).stderr.hasPrefix(
                "error: unknown alarms command 'lsit'; did you mean 'list'?"))
        #expect(Self.run(["alarms", "list"]).status == .usage)
    }
}
