import GlanceSim
import GlanceSimFormats

/// `glancesim validate APP_DIR...`: loads app folders and reports their problems.
struct ValidateCommand {
    static let abstract = "Load app folders (manifest, res/, behavior.json5) and report their problems."

    static let usage = """
        USAGE: glancesim validate <app-dir>...

        \(abstract)
        A folder with only AndroidManifest.xml and res/xml/ is valid: its components simply do nothing.
        Exit status 65 if any folder has an error, 66 if one is missing.

        OPTIONS:
          --help  Show this help.
        """

    let folders: [String]

    static func parse(_ arguments: [String]) throws -> ValidateCommand {
        var folders: [String] = []
        var cursor = ArgumentCursor(arguments, usage: usage)
        while let argument = cursor.next() {
            if argument == "--help" || argument == "-h" { throw HelpRequest() }
            if argument.hasPrefix("--") { throw cursor.unknownOption(argument, known: ["--help"]) }
            folders.append(argument)
        }
        guard !folders.isEmpty else { throw UsageError(message: "give at least one app folder", usage: usage) }
        return ValidateCommand(folders: folders)
    }

    func run(output: CommandOutput) -> CommandStatus {
        var status = CommandStatus.success
        for folder in folders {
            do {
                let loaded = try AppFolder.loadWithWarnings(folder)
                for warning in loaded.warnings { output.errorLine(warning.description) }
                let manifest = loaded.manifest
                let providers = manifest.receivers.filter(\.isAppWidgetProvider).count
                output.line(
                    "\(folder): ok: \(manifest.packageName), targetSdk \(manifest.targetSdkVersion), "
                        + "\(manifest.receivers.count) receiver(s), \(providers) widget provider(s)"
                        + (loaded.warnings.isEmpty ? "" : ", \(loaded.warnings.count) warning(s)"))
            } catch {
                let folderStatus = DiagnosticPrinter.report(error, output: output)
                if status != .noInput { status = folderStatus }
            }
        }
        return status
    }
}
