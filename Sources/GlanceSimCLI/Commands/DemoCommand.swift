import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios

/// `glancesim demo`: a clock app on a real device model — TIME_TICK across a DST change, then process
/// death — printed as a trace. It shows the simulator working before any manifest is written.
struct DemoCommand {
    static let abstract = "Run a built-in clock app through minute ticks, a DST change and process death."

    static let options = OptionTable(
        "demo",
        options: [
            CommandOption("--zone", value: "<id>", "IANA time zone (default Europe/Berlin)"),
            CommandOption(
                "--start", value: "<time>",
                "ISO 8601 start, local to the zone unless it has an offset (default 2026-03-29T01:57, just before "
                    + "Berlin's spring-forward)"),
            CommandOption("--duration", value: "<d>", "How long to simulate, e.g. 90s, 15m, 2h, 1d (default 6m)"),
            CommandOption(
                "--kill-after", value: "<d>", "When to kill the app's process (default 4m; 0 keeps it alive)"),
            CommandOption("--json", "Print the trace as JSON lines instead of text"),
        ])

    static let usage = OptionTable.usage(
        [options],
        description: """
            \(abstract)
            The app registers a TIME_TICK receiver when its process starts and stores the local time at each
            tick. After --kill-after its process is killed: ticks go on, but nothing receives them any more.
            """,
        options: options)

    var zone = TimeZoneRules(identifier: "Europe/Berlin")!
    var startText = "2026-03-29T01:57"
    var duration = SimDuration.minutes(6)
    var killAfter = SimDuration.minutes(4)
    var json = false

    static func parse(_ arguments: [String]) throws -> DemoCommand {
        let parsed = try options.parse(arguments, usage: usage)
        if let extra = parsed.positionals.first {
            throw UsageError(message: "'demo' takes no file or word, found '\(extra)'", usage: usage)
        }
        var command = DemoCommand()
        if let id = parsed.string("--zone") {
            guard let zone = TimeZoneRules(identifier: id) else {
                throw UsageError(message: "unknown time zone '\(id)'", usage: usage)
            }
            command.zone = zone
        }
        command.startText = parsed.string("--start") ?? command.startText
        let horizon = SimDuration.days(36_525)
        command.duration = try parsed.duration("--duration", in: .zero...horizon, default: command.duration)
        command.killAfter = try parsed.duration("--kill-after", in: .zero...horizon, default: command.killAfter)
        command.json = parsed.flag("--json")
        return command
    }

    func run(output: CommandOutput) -> CommandStatus {
        let start: WallTime
        do {
            start = try InstantSyntax.parseWallTime(startText[...], zone: zone)
        } catch {
            output.errorLine("error: invalid value '\(startText)' for '--start': \(error.message)")
            output.errorLine("")
            output.errorLine(Self.usage)
            return .usage
        }
        let device = Device(wallTime: start, timeZone: zone)
        let package = "com.example.clock"
        let timeKey = stringPreferencesKey("time")
        var manifest = AppManifest(packageName: package, targetSdkVersion: 34)
        manifest.onCreate = { context in
            let writer = BlockReceiver { context, _ in
                let local = context.clock.localDateTime
                let text = "\(local.hour < 10 ? "0" : "")\(local.hour):\(local.minute < 10 ? "0" : "")\(local.minute)"
                context.storage.dataStore(named: "clock").edit { $0[timeKey] = text }
            }
            try context.registerReceiver(writer, IntentFilter(action: IntentAction.timeTick), flags: .notExported)
        }
        do {
            try device.install(manifest)
            try device.startProcess(package)
            if killAfter > .zero && killAfter < duration {
                try device.advance(by: killAfter)
                try device.kill(package)
                try device.advance(by: duration - killAfter)
            } else {
                try device.advance(by: duration)
            }
        } catch {
            output.errorLine("error: \(error.message)")
            return .software
        }
        output.write(json ? device.trace.jsonLines : device.trace.text)
        guard !json else { return .success }
        let stored = (try? device.storage(of: package))?.dataStore(named: "clock").data[timeKey] ?? "nothing"
        output.line()
        output.line("local time now:           \(device.clock.localDateTime) \(zone.identifier)")
        output.line("time the app stored last: \(stored)")
        output.line(
            "ticks sent: \(device.trace.count(of: .clockTick)), delivered: \(device.trace.count(of: .broadcastDeliver))"
        )
        return .success
    }
}

/// `--help` inside a command: prints that command's usage.
struct HelpRequest: Error {}
