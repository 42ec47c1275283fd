import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimWidgetKit

/// `glancesim validate APP...`: loads apps (module or flat folders) and reports their problems, where each value
/// came from, and the lint findings as warnings.
struct ValidateCommand {
    static let abstract = "Load apps (Android modules or flat folders) and report their problems."

    static let usage = """
        USAGE: glancesim validate <app>... [--namespace <package>] [--min-sdk <n>] [--target-sdk <n>] [--flat]

        \(abstract)
        An app is an Android module (build.gradle(.kts), src/main/AndroidManifest.xml, src/main/res/, and
        the library modules it depends on) or a flat folder (AndroidManifest.xml, res/). For each, prints
        the package and SDK levels with where each came from, and lint findings as warnings.
        A folder with only a manifest and res/xml/ is valid: its components simply do nothing.
        The iOS side (the 'ios' section of behavior.json5) is checked too and summed up in one line; a folder
        with only an iOS side is valid.
        Exit status 65 if any app has an error, 66 if one is missing.

        OPTIONS:
        \(AppOptions.help)
          --help                 Show this help.
        """

    let folders: [String]
    var options = ManifestLoader.Options()

    static func parse(_ arguments: [String]) throws -> ValidateCommand {
        var folders: [String] = []
        var appOptions = AppOptions()
        var cursor = ArgumentCursor(arguments, usage: usage)
        while let argument = cursor.next() {
            if argument == "--help" || argument == "-h" { throw HelpRequest() }
            if try appOptions.parse(argument, &cursor, usage: usage) { continue }
            if argument.hasPrefix("--") { throw cursor.unknownOption(argument, known: AppOptions.names + ["--help"]) }
            folders.append(argument)
        }
        guard !folders.isEmpty else { throw UsageError(message: "give at least one app folder", usage: usage) }
        return ValidateCommand(folders: folders, options: appOptions.options)
    }

    func run(output: CommandOutput) -> CommandStatus {
        var status = CommandStatus.success
        for folder in folders {
            // The iOS side first: a folder may have only an iOS side (a behaviour file with an `ios` section).
            let iosApp: WidgetKitApp?
            do {
                iosApp = try WidgetKitApp.load(folder: folder)
            } catch {
                status = DiagnosticPrinter.report(error, output: output)
                continue
            }
            if let iosApp, !Self.hasAndroidSide(folder) {
                output.line("\(folder): ok: " + Self.summary(of: iosApp))
                continue
            }
            do {
                var lenient = options
                lenient.collectInstallProblems = false
                let app = try AppFolder.loadApp(folder, options: lenient)
                let findings = AppLinter.lint(app).map(\.diagnostic)
                for warning in app.warnings + findings { output.errorLine(warning.description) }
                let manifest = app.manifest
                let providers = manifest.receivers.filter(\.isAppWidgetProvider).count
                let warnings = app.warnings.count + findings.count
                output.line(
                    "\(folder): ok: \(manifest.packageName), targetSdk \(manifest.targetSdkVersion), "
                        + "\(manifest.receivers.count) receiver(s), \(providers) widget provider(s)"
                        + (warnings == 0 ? "" : ", \(warnings) warning(s)"))
                for line in Self.sources(of: app.description) { output.line("  " + line) }
                if let iosApp { output.line("  " + Self.summary(of: iosApp)) }
            } catch {
                let folderStatus = DiagnosticPrinter.report(error, output: output)
                if status != .noInput { status = folderStatus }
            }
        }
        return status
    }

    /// The iOS side in a line: `iOS com.example.todo: kind TodoWidget (medium, large); App Intents
    /// CheckTodoIntent; App Group group.com.example.todo`.
    static func summary(of app: WidgetKitApp) -> String {
        let kinds = app.kinds.map { kind in
            "\(kind.name) (\(kind.supportedFamilies.map(\.shortName).joined(separator: ", ")))"
        }
        var parts = ["kind\(kinds.count == 1 ? "" : "s") " + kinds.joined(separator: ", ")]
        if !app.intents.isEmpty { parts.append("App Intents " + app.intents.map(\.name).joined(separator: ", ")) }
        let groups = Array(Set(app.appGroups + app.extensionGroups)).sorted()
        if !groups.isEmpty { parts.append("App Groups " + groups.joined(separator: ", ")) }
        return "iOS \(app.bundleIdentifier): " + parts.joined(separator: "; ")
    }

    /// Whether the folder has an Android side: a manifest where an app folder or module keeps one, or a Gradle
    /// build file.
    static func hasAndroidSide(_ folder: String) -> Bool {
        [
            "AndroidManifest.xml", "src/main/AndroidManifest.xml", "src/androidMain/AndroidManifest.xml",
            "settings.gradle", "settings.gradle.kts", "build.gradle", "build.gradle.kts",
        ].contains { FileManager.default.fileExists(atPath: folder + "/" + $0) }
    }

    /// One line per value with its origin, then the modules merged.
    static func sources(of description: AppDescription) -> [String] {
        let origins = description.origins
        var lines = [
            "package \(description.packageName) from \(origins.packageName)",
            "namespace \(description.namespace) from \(origins.namespace)",
            "minSdk \(description.minSdkVersion) from \(origins.minSdkVersion)",
            "targetSdk \(description.targetSdkVersion) from \(origins.targetSdkVersion)",
        ]
        if let compile = description.compileSdkVersion, let origin = origins.compileSdkVersion {
            lines.append("compileSdk \(compile) from \(origin)")
        }
        if description.modules.count > 1 {
            lines.append("modules \(description.modules.joined(separator: ", ")) (merged as the manifest merger does)")
        }
        return lines
    }
}
