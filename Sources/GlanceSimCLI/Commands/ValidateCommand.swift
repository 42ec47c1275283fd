import GlanceSim
import GlanceSimFormats

/// `glancesim validate APP_DIR...`: loads app folders and reports their problems.
struct ValidateCommand {
    static let abstract = "Load app folders (manifest, res/, behavior.json5) and report their problems."

    static let usage = """
        USAGE: glancesim validate <app-dir>... [--namespace <package>] [--min-sdk <n>] [--target-sdk <n>] [--flat]

        \(abstract)
        A folder with only AndroidManifest.xml and res/xml/ is valid: its components simply do nothing.
        Exit status 65 if any folder has an error, 66 if one is missing.

        OPTIONS:
          --namespace <package>  The package a build file would give a manifest without 'package'
          --min-sdk <n>          minSdkVersion as a build file would override it
          --target-sdk <n>       targetSdkVersion as a build file would override it
          --flat                 Provider files are beside the manifest, not in res/xml/
          --help                 Show this help.
        """

    let folders: [String]
    var options = ManifestLoader.Options()

    static func parse(_ arguments: [String]) throws -> ValidateCommand {
        var folders: [String] = []
        var options = ManifestLoader.Options()
        var cursor = ArgumentCursor(arguments, usage: usage)
        func level(_ option: String) throws -> Int {
            let text = try cursor.value(for: option)
            guard let value = Int(text), FormatLimits.apiLevels.contains(value) else {
                throw UsageError(
                    message: "'\(text)' is not an API level for '\(option)' (from \(FormatLimits.apiLevels.lowerBound) "
                        + "to \(FormatLimits.apiLevels.upperBound))", usage: usage)
            }
            return value
        }
        while let argument = cursor.next() {
            switch argument {
            case "--help", "-h": throw HelpRequest()
            case "--namespace": options.namespace = try cursor.value(for: argument)
            case "--min-sdk": options.minSdkVersion = try level(argument)
            case "--target-sdk": options.targetSdkVersion = try level(argument)
            case "--flat": options.flatResources = true
            default:
                if argument.hasPrefix("--") {
                    throw cursor.unknownOption(
                        argument, known: ["--namespace", "--min-sdk", "--target-sdk", "--flat", "--help"])
                }
                folders.append(argument)
            }
        }
        guard !folders.isEmpty else { throw UsageError(message: "give at least one app folder", usage: usage) }
        return ValidateCommand(folders: folders, options: options)
    }

    func run(output: CommandOutput) -> CommandStatus {
        var status = CommandStatus.success
        for folder in folders {
            do {
                let loaded = try AppFolder.loadWithWarnings(folder, options: options)
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
