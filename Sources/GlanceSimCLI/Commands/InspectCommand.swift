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

    static func usage(_ kind: Kind) -> String {
        let synopsis: String
        switch kind {
        case .widgets: synopsis = "glancesim widgets --state <dir>"
        case .state: synopsis = "glancesim state --state <dir> <widget>"
        case .render:
            synopsis =
                "glancesim render --state <dir> <widget> [--json | --svg [--dark] [--size <W>x<H>] [-o <dir>]]"
        }
        return """
            USAGE: \(synopsis)

            \(abstracts[kind]!)
            A widget is named by its alias ('add widget … as NAME') or its id.

            OPTIONS:
              --state <dir>  The state folder
            \(StateArguments.help)
            \(kind == .render ? renderOptions : "")  --help         Show this help.
            """
    }

    static let renderOptions = """
          --json         Print the views as JSON
          --svg          Draw the widget as SVG at each size its host shows it at (DocC: WidgetPictures.md)
          --dark         With --svg: in the dark colour scheme
          --size <W>x<H> With --svg: at this size in dp only (the layout the host picks for it)
          -o <dir>       With --svg: write <widget>-<W>x<H>[-dark].svg files into this folder (made if missing)
                         and print their paths; without it the SVG goes to standard output (one size only)

        """

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
        var rest: [String] = []
        var picture = PictureOptions()
        if kind == .render {
            var cursor = ArgumentCursor(arguments, usage: usage(kind))
            while let argument = cursor.next() {
                switch argument {
                case "--svg": picture.svg = true
                case "--dark": picture.dark = true
                case "--size": picture.size = try parseSize(try cursor.value(for: argument), usage: usage(kind))
                case "-o", "--output": picture.folder = try cursor.value(for: argument)
                default: rest.append(argument)
                }
            }
            if !picture.svg && (picture.dark || picture.size != nil || picture.folder != nil) {
                throw UsageError(message: "'--dark', '--size' and '-o' go with '--svg'", usage: usage(kind))
            }
        } else {
            rest = arguments
        }
        let parsed = try StateArguments.parse(rest, usage: usage(kind), allowJSON: kind == .render)
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

    /// `180x110` as a size in dp.
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
