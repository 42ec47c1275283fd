import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios

/// `glancesim lint APP...`: what Android will do to each app, for people and for CI.
struct LintCommand {
    static let abstract = "Report what Android will do to apps: broadcasts never delivered, clamps, failing calls."

    static let options = OptionTable(
        "lint", "<app>...",
        options: [
            CommandOption("--json", "One JSON document on standard output: {\"findings\": [...]}, sorted"),
            CommandOption("--warnings-as-errors", "Exit 1 for warnings too"),
        ] + AppOptions.options)

    static var usage: String {
        let width = LintRule.all.map(\.id.count).max()! + 2
        let rules = LintRule.all.map {
            "  " + $0.id + String(repeating: " ", count: width - $0.id.count) + "\($0.severity.rawValue): \($0.summary)"
        }
        return OptionTable.usage(
            [options],
            description: """
                \(abstract)
                Each finding is at its manifest, provider or behaviour-file line, with a rule id and help citing the
                Android source. Exit status 0 when there is no error finding, 1 when there is one (or any finding
                with --warnings-as-errors), 65 if an app does not load, 66 if one is missing.

                RULES:
                \(rules.joined(separator: "\n"))
                """,
            options: options)
    }

    let folders: [String]
    var options = ManifestLoader.Options()
    var json = false
    var warningsAsErrors = false

    static func parse(_ arguments: [String]) throws -> LintCommand {
        let parsed = try options.parse(arguments, usage: usage)
        guard !parsed.positionals.isEmpty else {
            throw UsageError(message: "give at least one app folder", usage: usage)
        }
        var loaderOptions = try AppOptions.loaderOptions(parsed)
        loaderOptions.collectInstallProblems = true
        return LintCommand(
            folders: parsed.positionals, options: loaderOptions, json: parsed.flag("--json"),
            warningsAsErrors: parsed.flag("--warnings-as-errors"))
    }

    func run(output: CommandOutput) -> CommandStatus {
        var findings: [(app: String, finding: LintFinding)] = []
        var loadStatus: CommandStatus?
        var unloaded = 0
        for folder in folders {
            do {
                let app = try AppFolder.loadApp(folder, options: options)
                findings += AppLinter.lint(app).map { (folder, $0) }
                findings += ModelDrift.findings(app, module: folder).map { (folder, $0) }
            } catch {
                unloaded += 1
                let status = DiagnosticPrinter.report(error, output: output)
                if loadStatus != .noInput { loadStatus = status }
            }
        }
        if json {
            output.line(Self.json(findings))
        } else {
            for (_, finding) in findings { output.line(finding.description) }
            let errors = findings.filter { $0.finding.severity == .error }.count
            // An app that did not load was not linted: the count must not read as an all-clear for it.
            let notLinted =
                unloaded == 0 ? "" : "; \(unloaded) of \(folders.count) app(s) did not load and were not linted"
            output.errorLine(
                "\(findings.count) finding(s): \(errors) error(s), \(findings.count - errors) warning(s)" + notLinted)
        }
        if let loadStatus { return loadStatus }
        let failing = findings.contains { $0.finding.severity == .error || warningsAsErrors }
        return failing ? .expectationFailed : .success
    }

    /// `{"findings":[{"app":…,"rule":…,"severity":…,"path":…,"line":…,"column":…,"message":…,"help":…}]}`, keys in
    /// that order, findings in app order then by location.
    static func json(_ findings: [(app: String, finding: LintFinding)]) -> String {
        let items = findings.map { app, finding in
            "{\"app\":\(jsonString(app)),\"rule\":\(jsonString(finding.rule)),\"severity\":\(jsonString(finding.severity.rawValue)),"
                + "\"path\":\(jsonString(finding.location.path)),\"line\":\(finding.location.line),"
                + "\"column\":\(finding.location.column),\"message\":\(jsonString(finding.message)),"
                + "\"help\":\(jsonString(finding.help))}"
        }
        return "{\"findings\":[" + items.joined(separator: ",") + "]}"
    }
}
