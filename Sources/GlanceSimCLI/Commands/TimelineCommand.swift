import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimWidgetKit

/// `glancesim timeline list | show W --state DIR`: the saved iOS device's widgets as WidgetKit schedules them —
/// the counterpart of `work list` for a state folder saved from a `platform ios` scenario.
struct TimelineCommand {
    static let abstract = "List or show the saved iOS device's widget timelines, next reloads and budgets."

    static let options = OptionTable(
        "timeline", "list|show",
        options: [StateArguments.stateOption, StateArguments.verifyOption, StateArguments.jsonOption])
    static let forms = [
        OptionTable("timeline list", options: [StateArguments.stateOption, StateArguments.jsonOption]),
        OptionTable("timeline show", "<widget>", options: [StateArguments.stateOption, StateArguments.jsonOption]),
    ]

    static let usage = OptionTable.usage(
        forms,
        description: """
            \(abstract)
            For a state folder saved by 'replay --state' from a 'platform ios' scenario. Each widget: its current
            timeline (entries and reload policy), the entry on screen, the next reload and why (policy, withheld for
            budget, latency), the budget left and its provider calls. 'show' adds every entry with its fields.
            A widget is named by its alias ('add widget … as NAME') or its id. Times are the phone's local time.
            """,
        options: options)

    let subcommand: String
    let arguments: StateArguments

    static func parse(_ arguments: [String]) throws -> TimelineCommand {
        let first = try parseSubcommand(of: arguments, among: ["list", "show"], command: "timeline", usage: usage)
        let parsed = try StateArguments(options.parse(Array(arguments.dropFirst()), usage: usage))
        let needsTarget = first == "show"
        guard parsed.positionals.count == (needsTarget ? 1 : 0) else {
            throw UsageError(
                message: needsTarget ? "give one widget" : "'timeline list' takes no arguments", usage: usage)
        }
        return TimelineCommand(subcommand: first, arguments: parsed)
    }

    func run(output: CommandOutput) -> CommandStatus {
        let display = output.progressDisplay(labels: [arguments.state!])
        defer { display?.clear() }
        do {
            guard case .ios(let session) = try arguments.device(output: output, display: display, savable: false)
            else {
                throw FormatError(
                    .invalidValue, at: .file(arguments.state! + "/" + StateFolder.manifestName),
                    "'\(arguments.state!)' holds an Android device: it has no WidgetKit timelines; "
                        + "'glancesim work list --state \(arguments.state!)' lists its scheduled work")
            }
            let device = session.device
            let rows = try device.widgets.map { info throws in
                TimelineRow(
                    device: device, status: try device.status(of: info.id), alias: session.runner.alias(of: info.id))
            }
            if subcommand == "list" {
                if arguments.json {
                    output.line("[" + rows.map { $0.json(entries: false) }.joined(separator: ",\n") + "]")
                } else if rows.isEmpty {
                    output.line("no widgets")
                } else {
                    for row in rows { output.line(row.text) }
                }
                return .success
            }
            let id = try session.runner.widgetID(named: arguments.positionals[0])
            guard let row = rows.first(where: { $0.status.id == id }) else {
                throw FormatError(.unknownName, at: .file(arguments.state!), "no widget \(id)")
            }
            if arguments.json {
                output.line(row.json(entries: true))
            } else {
                output.line(row.text)
                for line in row.entryLines { output.line(line) }
            }
            return .success
        } catch let error as FormatError {
            return DiagnosticPrinter.report(error, output: output)
        } catch {
            output.errorLine("error: \(error)")
            return .dataError
        }
    }
}
