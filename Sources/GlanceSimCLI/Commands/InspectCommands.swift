import GlanceSim
import GlanceSimFormats

/// `glancesim widgets | state | render --state DIR`: what a saved device's widgets are, hold and show.
struct InspectCommand {
    enum Kind: String {
        case widgets, state, render
    }

    static let abstracts: [Kind: String] = [
        .widgets: "List the saved device's widgets, like 'dumpsys appwidget'.",
        .state: "Print a widget's Glance state (its Preferences).",
        .render: "Print what a widget shows.",
    ]

    static func usage(_ kind: Kind) -> String {
        let synopsis: String
        switch kind {
        case .widgets: synopsis = "glancesim widgets --state <dir>"
        case .state: synopsis = "glancesim state --state <dir> <widget>"
        case .render: synopsis = "glancesim render --state <dir> <widget> [--json]"
        }
        return """
            USAGE: \(synopsis)

            \(abstracts[kind]!)
            A widget is named by its alias ('add widget … as NAME') or its id.

            OPTIONS:
              --state <dir>  The state folder
            \(kind == .render ? "  --json         Print the views as JSON\n" : "")  --help         Show this help.
            """
    }

    let kind: Kind
    let arguments: StateArguments

    static func parse(_ kind: Kind, _ arguments: [String]) throws -> InspectCommand {
        let parsed = try StateArguments.parse(arguments, usage: usage(kind), allowJSON: kind == .render)
        let wanted = kind == .widgets ? 0 : 1
        guard parsed.positionals.count == wanted else {
            throw UsageError(
                message: wanted == 0 ? "'widgets' takes no arguments" : "give one widget", usage: usage(kind))
        }
        return InspectCommand(kind: kind, arguments: parsed)
    }

    func run(output: CommandOutput) -> CommandStatus {
        do {
            let session = try arguments.session(
                output: output, display: output.progressDisplay(labels: [arguments.state!]), savable: false)
            let device = session.device
            switch kind {
            case .widgets:
                let ids = device.widgetIDs()
                if ids.isEmpty { output.line("no widgets") }
                let aliases = session.runner.widgetAliases
                for id in ids {
                    guard let info = device.widgetInfo(id) else { continue }
                    let alias = aliases.first { $0.value == id }.map { " (\($0.key))" } ?? ""
                    output.line("widget \(id)\(alias): \(info.provider.shortString) in \(info.host)")
                    output.line("  options: \(info.options)")
                    let shows = try device.renderWidget(id).split(separator: "\n").map { "    " + $0 }
                    output.line("  shows:")
                    for line in shows { output.line(String(line)) }
                }
            case .state:
                let id = try session.runner.widgetID(named: arguments.positionals[0])
                guard let info = device.widgetInfo(id) else {
                    throw SimulationError(.unknownWidget, "no widget has id \(id)")
                }
                let preferences = try device.storage(of: info.provider.packageName).dataStore(named: "appWidget-\(id)")
                    .data
                if preferences.isEmpty { output.line("(no state)") }
                for entry in preferences.entries { output.line("\(entry.name) = \(entry.value)") }
            case .render:
                let id = try session.runner.widgetID(named: arguments.positionals[0])
                if arguments.json {
                    output.line(device.widgetViews(id)?.json ?? "null")
                } else {
                    output.line(try device.renderWidget(id))
                }
            }
            return .success
        } catch let error as FormatError {
            return DiagnosticPrinter.report(error, output: output)
        } catch {
            output.errorLine("error: \((error as? SimulationError)?.message ?? "\(error)")")
            return .dataError
        }
    }
}
