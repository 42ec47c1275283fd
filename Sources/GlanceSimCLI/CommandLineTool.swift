/// The `glancesim` command line, runnable in-process: `main.swift` only forwards to ``run(_:output:)``.
///
/// ```swift
/// var printed = ""
/// let status = CommandLineTool.run(
///     ["demo", "--duration", "3m"],
///     output: CommandOutput(stdout: { printed += $0 }, stderr: { printed += $0 }))
/// ```
public enum CommandLineTool {
    /// The version `--version` prints.
    public static let version = "0.1.0"

    static let commands: [String: String] = [
        "demo": DemoCommand.abstract,
        "help": "Show help for glancesim or one of its commands.",
    ]

    static let usage = """
        USAGE: glancesim <command> [options]

        COMMANDS:
          demo      \(DemoCommand.abstract)
          help      Show help for glancesim or one of its commands.

        OPTIONS:
          --help     Show this help.
          --version  Show the version.

        Run 'glancesim help <command>' for a command's options.
        """

    /// Runs one command line (without the program name) and returns its exit status.
    public static func run(_ arguments: [String], output: CommandOutput) -> ExitStatus {
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
            case "demo":
                do {
                    return try DemoCommand.parse(rest).run(output: output)
                } catch is HelpRequest {
                    output.line(DemoCommand.usage)
                    return .success
                }
            default:
                let hint = EditDistanceHint.text(for: first, among: commands.keys.sorted() + ["--help", "--version"])
                throw UsageError(message: "unknown command '\(first)'\(hint)", usage: usage)
            }
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

    private static func help(_ arguments: [String], output: CommandOutput) -> ExitStatus {
        switch arguments.first {
        case nil:
            output.line(usage)
        case "demo":
            output.line(DemoCommand.usage)
        case let other?:
            let hint = EditDistanceHint.text(for: other, among: commands.keys.sorted())
            output.errorLine("error: no help for unknown command '\(other)'\(hint)")
            return .usage
        }
        return .success
    }
}
