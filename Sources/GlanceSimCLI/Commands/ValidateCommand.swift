import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimWidgetKit

/// `glancesim validate APP...`: loads apps (module or flat folders) and reports their problems, where each value
/// came from, and the lint findings as warnings.
struct ValidateCommand {
    static let abstract = "Load apps (Android modules or flat folders) and report their problems."

    static let options = OptionTable(
        "validate", "<app>...",
        options: AppOptions.options + [
            CommandOption(
                "--json",
                "Print one JSON object ({\"apps\": [...]}) on standard output instead; diagnostics still go to "
                    + "standard error (and into each app's \"errors\" and \"warnings\")")
        ])

    static let usage = OptionTable.usage(
        [options],
        description: """
            \(abstract)
            An app is an Android module (build.gradle(.kts), src/main/AndroidManifest.xml, src/main/res/, and
            the library modules it depends on) or a flat folder (AndroidManifest.xml, res/). For each, prints
            the package and SDK levels with where each came from, every receiver, activity and service of the
            merged manifest (fully qualified, with the module and line it came from), and lint findings as warnings.
            A build file whose minSdk or targetSdk GlanceSim cannot read is an error: give the level with the
            options below.
            A folder with only a manifest and res/xml/ is valid: its components simply do nothing.
            The iOS side (the 'ios' section of behavior.json5) is checked too and summed up in one line; a folder
            with only an iOS side is valid.
            Exit status 65 if any app has an error, 66 if one is missing.
            """,
        options: options)

    let folders: [String]
    var options = ManifestLoader.Options()
    var json = false

    /// `validate --json`'s output: one entry per folder, in the order given.
    struct Report: Codable {
        struct Entry: Codable {
            var folder: String
            var ok: Bool
            /// The Android side, when it loaded.
            var android: AppListing?
            /// The iOS side in a line, when the folder has one.
            var ios: String?
            /// The errors that stopped the folder from loading, as `path:line:column: error: message`.
            var errors: [String]
        }
        var apps: [Entry]
    }

    static func parse(_ arguments: [String]) throws -> ValidateCommand {
        let parsed = try options.parse(arguments, usage: usage)
        guard !parsed.positionals.isEmpty else {
            throw UsageError(message: "give at least one app folder", usage: usage)
        }
        return ValidateCommand(
            folders: parsed.positionals, options: try AppOptions.loaderOptions(parsed), json: parsed.flag("--json"))
    }

    func run(output: CommandOutput) -> CommandStatus {
        var status = CommandStatus.success
        var report = Report(apps: [])
        // Text goes to standard output only without --json; with it, the JSON is all standard output holds.
        func line(_ text: String) { if !json { output.line(text) } }
        for folder in folders {
            var entry = Report.Entry(folder: folder, ok: false, errors: [])
            defer { report.apps.append(entry) }
            // The iOS side first: a folder may have only an iOS side (a behaviour file with an `ios` section).
            let iosApp: WidgetKitApp?
            do {
                iosApp = try WidgetKitApp.load(folder: folder)
            } catch {
                entry.errors = error.diagnostics.map(\.description)
                status = DiagnosticPrinter.report(error, output: output)
                continue
            }
            entry.ios = iosApp.map(Self.summary(of:))
            if let iosApp, !Self.hasAndroidSide(folder) {
                entry.ok = true
                line("\(folder): ok: " + Self.summary(of: iosApp))
                continue
            }
            do {
                var lenient = options
                lenient.collectInstallProblems = false
                let app = try AppFolder.loadApp(folder, options: lenient)
                let findings = AppLinter.lint(app).map(\.diagnostic)
                for warning in app.warnings + findings { output.errorLine(warning.description) }
                let listing = AppListing(app, folder: folder, findings: findings)
                entry.ok = true
                entry.android = listing
                let manifest = app.manifest
                let providers = manifest.receivers.filter(\.isAppWidgetProvider).count
                let warnings = app.warnings.count + findings.count
                line(
                    "\(folder): ok: \(manifest.packageName), targetSdk \(manifest.targetSdkVersion), "
                        + "\(manifest.receivers.count) receiver(s), \(providers) widget provider(s)"
                        + (warnings == 0 ? "" : ", \(warnings) warning(s)"))
                for text in Self.sources(of: app.description) + Self.components(of: listing)
                    + listing.unmergedLibraries.map({ "not merged: " + $0 })
                {
                    line("  " + text)
                }
                if let iosApp { line("  " + Self.summary(of: iosApp)) }
            } catch {
                entry.errors = error.diagnostics.map(\.description)
                let folderStatus = DiagnosticPrinter.report(error, output: output)
                if status != .noInput { status = folderStatus }
            }
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            if let data = try? encoder.encode(report) { output.line(String(decoding: data, as: UTF8.self)) }
        }
        return status
    }

    /// One line per component of the merged manifest: `receiver org.example.ClockReceiver: widget provider,
    /// Glance widget 'Clock', updatePeriodMillis 0 (app/src/main/AndroidManifest.xml:14:9)`.
    static func components(of listing: AppListing) -> [String] {
        listing.components.map { component in
            var facts: [String] = []
            if component.isWidgetProvider { facts.append("widget provider") }
            if let widget = component.glanceWidget { facts.append("Glance widget '\(widget)'") }
            if let period = component.updatePeriodMillis { facts.append("updatePeriodMillis \(period)") }
            if !component.enabled { facts.append("disabled") }
            if let exported = component.exported { facts.append(exported ? "exported" : "not exported") }
            if !component.isWidgetProvider, !component.actions.isEmpty {
                facts.append("actions " + component.actions.joined(separator: ", "))
            }
            let module =
                component.library.map { ", library \($0)" }
                ?? (listing.modules.count > 1 ? ", module \(component.module)" : "")
            return "\(component.kind) \(component.className)"
                + (facts.isEmpty ? "" : ": " + facts.joined(separator: ", ")) + " (\(component.location)\(module))"
        }
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
        if !description.libraries.isEmpty {
            lines.append("libraries \(description.libraries.joined(separator: ", ")) (their manifests merged)")
        }
        return lines
    }
}
