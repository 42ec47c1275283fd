import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios

/// `glancesim widgets | state | render --state DIR`: what a saved device's widgets are, hold and show.
struct InspectCommand {
    enum Kind: String {
        case widgets, state, render
    }

    static let abstracts: [Kind: String] = [
        .widgets: "List the saved device's widgets, like 'dumpsys appwidget'.",
        .state: "Print a widget's Glance state (its Preferences); on iOS, its configuration and the stores.",
        .render: "Print what a widget shows.",
    ]

    /// Each command's options.
    static func options(_ kind: Kind) -> OptionTable {
        let state = [StateArguments.stateOption, StateArguments.verifyOption]
        switch kind {
        case .widgets: return OptionTable("widgets", options: state)
        case .state: return OptionTable("state", "<widget>", options: state)
        case .render:
            return OptionTable(
                "render", "<widget>",
                options: state + [
                    CommandOption("--json", "Print the views as JSON"),
                    CommandOption(
                        "--svg", "Draw the widget as SVG at each size its host shows it at (DocC: WidgetPictures.md)",
                        synopsis: .alternative),
                    CommandOption("--dark", "With --svg: in the dark colour scheme", synopsis: .within("--svg")),
                    CommandOption(
                        "--size", value: "<W>x<H>",
                        "With --svg: at this size in dp only (the layout the host picks for it)",
                        synopsis: .within("--svg")),
                    CommandOption(
                        "-o", alias: "--output", value: "<dir>",
                        "With --svg: write <widget>-<W>x<H>[-dark].svg files into this folder (made if missing) and "
                            + "print their paths; without it the SVG goes to standard output (one size only)",
                        synopsis: .within("--svg")),
                ])
        }
    }

    static func usage(_ kind: Kind) -> String {
        OptionTable.usage(
            [options(kind)],
            description: "\(abstracts[kind]!)\nA widget is named by its alias ('add widget … as NAME') or its id.",
            options: options(kind))
    }

    /// `render --svg`'s options.
    struct PictureOptions {
        var svg = false
        var dark = false
        var size: DpSize?
        var folder: String?
    }

    let kind: Kind
    let arguments: StateArguments
    var picture = PictureOptions()

    static func parse(_ kind: Kind, _ arguments: [String]) throws -> InspectCommand {
        let given = try options(kind).parse(arguments, usage: usage(kind))
        var picture = PictureOptions()
        if kind == .render {
            picture.svg = given.flag("--svg")
            picture.dark = given.flag("--dark")
            picture.size = try given.string("--size").map { try parseSize($0, usage: usage(kind)) }
            picture.folder = given.string("-o")
            if !picture.svg && (picture.dark || picture.size != nil || picture.folder != nil) {
                throw UsageError(message: "'--dark', '--size' and '-o' go with '--svg'", usage: usage(kind))
            }
        }
        let parsed = try StateArguments(given)
        if picture.svg && parsed.json {
            throw UsageError(message: "give '--json' or '--svg', not both", usage: usage(kind))
        }
        let wanted = kind == .widgets ? 0 : 1
        guard parsed.positionals.count == wanted else {
            throw UsageError(
                message: wanted == 0 ? "'widgets' takes no arguments" : "give one widget", usage: usage(kind))
        }
        return InspectCommand(kind: kind, arguments: parsed, picture: picture)
    }

    private static func parseSize(_ text: String, usage: String) throws -> DpSize {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            (1...10_000).contains(width), (1...10_000).contains(height)
        else {
            throw UsageError(message: "'\(text)' is not a size like 180x110 (dp, 1 to 10000)", usage: usage)
        }
        return DpSize(width: width, height: height)
    }

    func run(output: CommandOutput) -> CommandStatus {
        do {
            let saved = try arguments.device(
                output: output, display: output.progressDisplay(labels: [arguments.state!]), savable: false)
            let session: ScenarioSession
            switch saved {
            case .android(let android): session = android
            case .ios(let ios): return try runIOS(ios, output: output)
            }
            let device = session.device
            switch kind {
            case .widgets:
                let ids = device.widgetIDs()
                if ids.isEmpty { output.line("no widgets") }
                let aliases = session.runner.widgetAliases
                for id in ids {
                    guard let info = device.widgetInfo(id) else { continue }
                    let alias = aliases.first { $0.value == id }.map { " (\($0.key))" } ?? ""
                    let bucket = device.standbyBucket(of: info.provider.packageName)
                    output.line(
                        "widget \(id)\(alias): \(info.provider.shortString) in \(info.host) (app bucket \(bucket.rawValue))"
                    )
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
                if picture.svg {
                    return try renderPictures(of: id, named: arguments.positionals[0], device: device, output: output)
                } else if arguments.json {
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

    /// `render --svg`: the widget's pictures to standard output or into `-o`'s folder.
    private func renderPictures(of id: Int32, named name: String, device: Device, output: CommandOutput) throws
        -> CommandStatus
    {
        let scheme: WidgetColorScheme = picture.dark ? .dark : .light
        var pictures = try device.widgetPictures(id, scheme: scheme)
        if let size = picture.size {
            guard let views = device.widgetViews(id) else {
                throw SimulationError(.unknownWidget, "widget \(id) shows its initial layout: nothing to draw yet")
            }
            pictures = [(size, WidgetPicture.svg(of: views, size: size, scheme: scheme))]
        }
        return writePictures(pictures.map { ($0.size, $0.svg) }, named: name, output: output)
    }

    /// Writes pictures to standard output (one only) or into `-o`'s folder as `<widget>-<W>x<H>[-dark].svg`.
    func writePictures(_ pictures: [(size: DpSize, svg: String)], named name: String, output: CommandOutput)
        -> CommandStatus
    {
        guard let folder = picture.folder else {
            guard pictures.count == 1 else {
                let sizes = pictures.map { "\($0.size)" }.joined(separator: ", ")
                output.errorLine(
                    "error: widget \(name) is shown at \(pictures.count) sizes (\(sizes)): give '-o <dir>' for all, "
                        + "or '--size <W>x<H>' for one")
                return .usage
            }
            output.write(pictures[0].svg)
            return .success
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            output.errorLine("\(folder): error: cannot create the folder: \(error.localizedDescription)")
            return .cannotCreate
        }
        let safeName = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
        for (size, svg) in pictures {
            let file =
                "\(safeName)-\(SVGFileName.number(size.width))x\(SVGFileName.number(size.height))"
                + (picture.dark ? "-dark" : "") + ".svg"
            let path = (folder as NSString).appendingPathComponent(file)
            do {
                try svg.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                output.errorLine("\(path): error: cannot write the picture: \(error.localizedDescription)")
                return .cannotCreate
            }
            output.line(path)
        }
        return .success
    }
}

/// Numbers in picture file names: whole dp without a fraction.
enum SVGFileName {
    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int64(value)) : String(value)
    }
}
