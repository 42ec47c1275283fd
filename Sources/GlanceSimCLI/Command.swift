/// One entry of ``CommandLineTool``'s registry: what `glancesim NAME` is called, says and runs.
///
/// ```swift
/// Command("lint", LintCommand.abstract, LintCommand.usage, forms: [LintCommand.options]) { try LintCommand.parse($0).run }
/// ```
struct Command: Sendable {
    /// The word after `glancesim`.
    let name: String
    /// The one-line summary `--help` lists.
    let abstract: String
    /// What `glancesim NAME --help` prints.
    var usage: String { makeUsage() }
    /// The command's forms (`explore <app> …`, `explore merge …`), whose synopses the command-line article lists.
    var forms: [OptionTable] { makeForms() }
    /// Made when asked for, so that running one command does not build every command's usage text.
    private let makeUsage: @Sendable () -> String
    private let makeForms: @Sendable () -> [OptionTable]
    /// Parses the arguments after the name into the command to run (`nil` for `help`, which the tool answers
    /// itself); throws ``UsageError`` or ``HelpRequest``.
    let parse: (@Sendable ([String]) throws -> (CommandOutput) -> CommandStatus)?

    init(
        _ name: String, _ abstract: String, _ usage: @escaping @autoclosure @Sendable () -> String,
        forms: @escaping @autoclosure @Sendable () -> [OptionTable],
        parse: (@Sendable ([String]) throws -> (CommandOutput) -> CommandStatus)?
    ) {
        self.name = name
        self.abstract = abstract
        makeUsage = usage
        makeForms = forms
        self.parse = parse
    }

    /// One of the inspection commands (`widgets`, `state`, `render`), which share a parser.
    init(inspecting what: InspectCommand.Kind, _ name: String) {
        self.init(
            name, InspectCommand.abstracts[what]!, InspectCommand.usage(what), forms: [InspectCommand.options(what)]
        ) {
            try InspectCommand.parse(what, $0).run
        }
    }
}
