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

    /// The one registry of commands: each command's name, one-line summary, usage and parser, in the order
    /// `--help` lists them. Adding a command is adding a line here.
    static let commands: [Command] = [
        Command("replay", ReplayCommand.abstract, ReplayCommand.usage, forms: [ReplayCommand.options]) {
            try ReplayCommand.parse($0).run
        },
        Command("step", StepCommand.abstract, StepCommand.usage, forms: [StepCommand.options]) {
            try StepCommand.parse($0).run
        },
        Command("work", WorkCommand.abstract, WorkCommand.usage, forms: WorkCommand.forms) {
            try WorkCommand.parse($0).run
        },
        Command("timeline", TimelineCommand.abstract, TimelineCommand.usage, forms: TimelineCommand.forms) {
            try TimelineCommand.parse($0).run
        },
        Command("alarms", AlarmsCommand.abstract, AlarmsCommand.usage, forms: [AlarmsCommand.options]) {
            try AlarmsCommand.parse($0).run
        },
        Command(inspecting: .widgets, "widgets"),
        Command(inspecting: .state, "state"),
        Command(inspecting: .render, "render"),
        Command("report", ReportCommand.abstract, ReportCommand.usage, forms: [ReportCommand.options]) {
            try ReportCommand.parse($0).run
        },
        Command(
            "explore", ExploreCommand.abstract, ExploreCommand.usage,
            forms: [ExploreCommand.options, ExploreCommand.mergeOptions]
        ) { try ExploreCommand.parse($0).run },
        Command("compare", CompareCommand.abstract, CompareCommand.usage, forms: [CompareCommand.options]) {
            try CompareCommand.parse($0).run
        },
        Command("validate", ValidateCommand.abstract, ValidateCommand.usage, forms: [ValidateCommand.options]) {
            try ValidateCommand.parse($0).run
        },
        Command("lint", LintCommand.abstract, LintCommand.usage, forms: [LintCommand.options]) {
            try LintCommand.parse($0).run
        },
        Command("init", InitCommand.abstract, InitCommand.usage, forms: [InitCommand.options, InitCommand.factsForm]) {
            try InitCommand.parse($0).run
        },
        Command("demo", DemoCommand.abstract, DemoCommand.usage, forms: [DemoCommand.options]) {
            try DemoCommand.parse($0).run
        },
        Command("bench", BenchCommand.abstract, BenchCommand.usage, forms: [BenchCommand.options]) {
            try BenchCommand.parse($0).run
        },
        Command("fuzz", FuzzCommand.abstract, FuzzCommand.usage, forms: [FuzzCommand.options]) {
            try FuzzCommand.parse($0).run
        },
        Command("help", helpAbstract, helpUsage, forms: [], parse: nil),
    ]

    /// Every command's synopsis, one form a line (wrapped), as the command-line article shows them: made from
    /// the commands' option tables, so the article cannot drift from what the commands take.
    static var synopsis: String {
        (commands.flatMap { $0.forms.map(\.synopsis) } + ["glancesim help [<command>] | --help | --version"])
            .joined(separator: "\n")
    }

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
        guard let parse = commands.first(where: { $0.name == name })?.parse else { return nil }
        return try parse(arguments)
    }

    /// A command's usage text.
    static func usage(of name: String) -> String? {
        commands.first { $0.name == name }?.usage
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
