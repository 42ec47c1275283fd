/// The `glancesim` command line, runnable in-process: `main.swift` only forwards to ``run(_:output:)``.
///
/// ```swift
/// var printed = ""
/// let status = CommandLineTool.run(
///     ["replay", "Manifests/clock/hour.scenario"],
///     output: CommandOutput(stdout: { printed += $0 }, stderr: { printed += $0 }))
/// ```
public enum CommandLineTool {
    /// The version `--version` prints.
    public static let version = "0.3.0"

    /// Every command with its one-line summary, in the order `--help` lists them.
    static let commands: [(name: String, abstract: String)] = [
        ("replay", ReplayCommand.abstract),
        ("step", StepCommand.abstract),
        ("work", WorkCommand.abstract),
        ("timeline", TimelineCommand.abstract),
        ("alarms", AlarmsCommand.abstract),
        ("widgets", InspectCommand.abstracts[.widgets]!),
        ("state", InspectCommand.abstracts[.state]!),
        ("render", InspectCommand.abstracts[.render]!),
        ("report", ReportCommand.abstract),
        ("explore", ExploreCommand.abstract),
        ("compare", CompareCommand.abstract),
        ("validate", ValidateCommand.abstract),
        ("lint", LintCommand.abstract),
        ("demo", DemoCommand.abstract),
        ("bench", BenchCommand.abstract),
        ("fuzz", FuzzCommand.abstract),
        ("help", helpAbstract),
    ]

    static let helpAbstract = "Show help for glancesim or one of its commands."

    /// `glancesim help --help`.
    static let helpUsage = """
        USAGE: glancesim help [<command>]

        \(helpAbstract)
        Without a command, lists the commands; with one, prints its usage and options (as '<command> --help').

        OPTIONS:
          --help  Show this help.
        """

    static var usage: String {
        let width = commands.map(\.name.count).max()! + 2
        let list = commands.map { "  " + $0.name + String(repeating: " ", count: width - $0.name.count) + $0.abstract }
        return """
            USAGE: glancesim <command> [options]

            COMMANDS:
            \(list.joined(separator: "\n"))

            OPTIONS:
              --help     Show this help.
              --version  Show the version.

            Run 'glancesim help <command>' for a command's options.
            """
    }

    /// Makes Ctrl-C stop a running `replay` or `step` cleanly (exit status 130, the state folder untouched)
    /// instead of killing the process; a second Ctrl-C kills it. `main.swift` calls it once, before ``run(_:output:)``
    /// with ``CommandOutput/standardStreams``.
    ///
    /// ```swift
    /// CommandLineTool.stopOnInterrupt()
    /// exit(CommandLineTool.run(arguments, output: .standardStreams).rawValue)
    /// ```
    public static func stopOnInterrupt() {
        InterruptSignal.install()
    }

    /// Runs one command line (without the program name) and returns its exit status.
    public static func run(_ arguments: [String], output: CommandOutput) -> CommandStatus {
        guard let first = arguments.first else {
            output.line(usage)
            return .success
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch first {
            case "--help", "-h":
                output.line(usage)
                return .success
            case "--version":
                output.line("glancesim \(version)")
                return .success
            case "help":
                return help(rest, output: output)
            default:
                guard let command = try parse(first, rest) else {
                    let hint = EditDistanceHint.text(for: first, among: commands.map(\.name) + ["--help", "--version"])
                    throw UsageError(message: "unknown command '\(first)'\(hint)", usage: usage)
                }
                return command(output)
            }
        } catch is HelpRequest {
            output.line(usage(of: first) ?? usage)
            return .success
        } catch let error as UsageError {
            output.errorLine("error: \(error.message)")
            output.errorLine("")
            output.errorLine(error.usage)
            return .usage
        } catch {
            output.errorLine("error: \(error)")
            return .software
        }
    }

    /// Parses a command's arguments; `nil` for an unknown command.
    static func parse(_ name: String, _ arguments: [String]) throws -> ((CommandOutput) -> CommandStatus)? {
        switch name {
        case "replay": return try ReplayCommand.parse(arguments).run
        case "step": return try StepCommand.parse(arguments).run
        case "work": return try WorkCommand.parse(arguments).run
        case "timeline": return try TimelineCommand.parse(arguments).run
        case "alarms": return try AlarmsCommand.parse(arguments).run
        case "widgets": return try InspectCommand.parse(.widgets, arguments).run
        case "state": return try InspectCommand.parse(.state, arguments).run
        case "render": return try InspectCommand.parse(.render, arguments).run
        case "report": return try ReportCommand.parse(arguments).run
        case "explore": return try ExploreCommand.parse(arguments).run
        case "compare": return try CompareCommand.parse(arguments).run
        case "validate": return try ValidateCommand.parse(arguments).run
        case "lint": return try LintCommand.parse(arguments).run
        case "demo": return try DemoCommand.parse(arguments).run
        case "bench": return try BenchCommand.parse(arguments).run
        case "fuzz": return try FuzzCommand.parse(arguments).run
        default: return nil
        }
    }

    /// A command's usage text.
    static func usage(of name: String) -> String? {
        switch name {
        case "replay": return ReplayCommand.usage
        case "step": return StepCommand.usage
        case "work": return WorkCommand.usage
        case "timeline": return TimelineCommand.usage
        case "alarms": return AlarmsCommand.usage
        case "widgets": return InspectCommand.usage(.widgets)
        case "state": return InspectCommand.usage(.state)
        case "render": return InspectCommand.usage(.render)
        case "report": return ReportCommand.usage
        case "explore": return ExploreCommand.usage
        case "compare": return CompareCommand.usage
        case "validate": return ValidateCommand.usage
        case "lint": return LintCommand.usage
        case "demo": return DemoCommand.usage
        case "bench": return BenchCommand.usage
        case "fuzz": return FuzzCommand.usage
        case "help": return helpUsage
        default: return nil
        }
    }

    private static func help(_ arguments: [String], output: CommandOutput) -> CommandStatus {
        guard let name = arguments.first else {
            output.line(usage)
            return .success
        }
        if name == "--help" || name == "-h" {
            output.line(helpUsage)
            return .success
        }
        guard let text = usage(of: name) else {
            let hint = EditDistanceHint.text(for: name, among: commands.map(\.name))
            output.errorLine("error: no help for unknown command '\(name)'\(hint)")
            return .usage
        }
        output.line(text)
        return .success
    }
}
