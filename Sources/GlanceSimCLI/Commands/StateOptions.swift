import GlanceSimFormats

/// The arguments shared by the commands that work on a state folder: `--state DIR`, `--json`, positionals.
struct StateArguments {
    var state: String?
    var json = false
    var positionals: [String] = []

    static func parse(_ arguments: [String], usage: String, allowJSON: Bool) throws -> StateArguments {
        var parsed = StateArguments()
        var cursor = ArgumentCursor(arguments, usage: usage)
        let known = ["--state", "--help"] + (allowJSON ? ["--json"] : [])
        while let argument = cursor.next() {
            switch argument {
            case "--state": parsed.state = try cursor.value(for: argument)
            case "--json" where allowJSON: parsed.json = true
            case "--help", "-h": throw HelpRequest()
            default:
                if argument.hasPrefix("--") { throw cursor.unknownOption(argument, known: known) }
                parsed.positionals.append(argument)
            }
        }
        guard parsed.state != nil else { throw UsageError(message: "'--state <dir>' is required", usage: usage) }
        return parsed
    }

    /// Loads the state folder, replaying its steps.
    func session() throws(FormatError) -> ScenarioSession {
        try StateFolder.load(state!)
    }
}
