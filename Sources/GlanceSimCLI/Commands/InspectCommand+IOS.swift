import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimWidgetKit

extension InspectCommand {
    /// `widgets`, `state` and `render` on a state folder saved from a `platform ios` scenario.
    func runIOS(_ session: IOSSession, output: CommandOutput) throws -> CommandStatus {
        let device = session.device
        switch kind {
        case .widgets:
            let widgets = device.widgets
            if widgets.isEmpty { output.line("no widgets") }
            for info in widgets {
                let status = try device.status(of: info.id)
                let alias = session.runner.alias(of: info.id).map { " (\($0))" } ?? ""
                output.line("widget \(info.id)\(alias): \(info.kind) \(info.family) \(status.displaySize)")
                if !info.configuration.isEmpty { output.line("  configuration: \(pairs(info.configuration))") }
                output.line("  shows: \(TimelineRow.shown(status))")
                for line in try device.render(info.id).snapshot.split(separator: "\n") { output.line("    " + line) }
            }
        case .state:
            // WidgetKit keeps no state per widget: a widget's data is its configuration and the stores it reads.
            let id = try session.runner.widgetID(named: arguments.positionals[0])
            let info = try device.status(of: id)
            output.line("configuration: " + (info.configuration.isEmpty ? "(none)" : pairs(info.configuration)))
            let values = device.storedValues
            if values.isEmpty { output.line("(the stores are empty)") }
            for value in values { output.line("\(value.store): \(value.key) = \(value.value)") }
        case .render:
            let id = try session.runner.widgetID(named: arguments.positionals[0])
            if picture.svg {
                let scheme: WidgetColorScheme = picture.dark ? .dark : .light
                if let size = picture.size {
                    let svg = WidgetPicture.svg(of: try device.render(id), size: size, scheme: scheme)
                    return writePictures([(size, svg)], named: arguments.positionals[0], output: output)
                }
                let points = try device.status(of: id).displaySize
                let size = DpSize(width: Double(points.width), height: Double(points.height))
                let svg = try device.widgetPicture(id, scheme: scheme)
                return writePictures([(size, svg)], named: arguments.positionals[0], output: output)
            } else if arguments.json {
                output.line(try device.render(id).json)
            } else {
                output.line(try device.render(id).snapshot)
            }
        }
        return .success
    }

    private func pairs(_ values: [String: String]) -> String {
        values.keys.sorted().map { "\($0)=\(values[$0]!)" }.joined(separator: " ")
    }
}
