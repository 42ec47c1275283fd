import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios

/// `glancesim compare SCENARIO`: one scenario on an app's Android and iOS sides, step by step (see the DocC
/// article WidgetKitMode.md).
struct CompareCommand {
    static let abstract = "Run one scenario on an app's Android and iOS sides and show where they differ."

    static let options = OptionTable("compare", "<scenario>", options: [])

    static let usage = OptionTable.usage(
        [options],
        description: """
            \(abstract)
            The scenario starts with 'compare'. Steps for both platforms: device zone Z time T, install DIR,
            add widget NAME android PROVIDER ios KIND [FAMILY], remove widget NAME, advance D, tap NAME text "T";
            steps for one: 'android: STEP' and 'ios: STEP' (expectations included).
            After each step it prints what each platform's widgets show and what the step cost there (Android:
            broadcasts delivered, work runs, process starts, redraws; iOS: timelines, budgeted reloads, withheld reloads), and
            marks with ≠ the steps that changed one platform's widgets and not the other's (their designs may word things
            differently; what matters is that one moved and the other did not).
            Expectations print only their verdict.
            Exit status 1 if an expectation failed (differences alone are not failures), 65 for invalid input.
            """,
        options: options)

    var file: String

    static func parse(_ arguments: [String]) throws -> CompareCommand {
        let parsed = try options.parse(arguments, usage: usage)
        guard parsed.positionals.count <= 1 else {
            throw UsageError(message: "give one compare scenario", usage: usage)
        }
        guard let file = parsed.positionals.first else {
            throw UsageError(message: "give a compare scenario", usage: usage)
        }
        return CompareCommand(file: file)
    }

    func run(output: CommandOutput) -> CommandStatus {
        let comparison: PlatformComparison
        do {
            comparison = try PlatformComparison.run(path: file)
        } catch {
            return DiagnosticPrinter.report(error, output: output)
        }
        return Self.print(comparison, file: file, output: output)
    }

    /// Prints a compare run as `compare` (and `replay` of a compare file) shows it: each step, what each
    /// platform's widgets show and cost, the differences, and a summary; exit status 1 if an expectation failed.
    /// With `quiet` (`replay --quiet`), only the failed expectations (after their step) and the summary.
    static func print(_ comparison: PlatformComparison, file: String, quiet: Bool = false, output: CommandOutput)
        -> CommandStatus
    {
        var failed = 0
        var passed = 0
        for step in comparison.steps {
            let failing = [step.android.verdict, step.ios.verdict].contains { $0?.passed == false }
            if !quiet || failing { output.line("\(file):\(step.line): \(step.text)") }
            for (label, side, costs) in [
                ("Android", step.android, Self.androidCost), ("iOS    ", step.ios, Self.iosCost),
            ] {
                if let verdict = side.verdict {
                    if verdict.passed {
                        passed += 1
                        if !quiet { output.line("    ✓ passed") }
                    } else {
                        failed += 1
                        output.line("    ✗ failed: \(verdict.message)")
                    }
                }
                guard !step.isExpectation, !quiet else { continue }
                let widgets = side.widgets.map { "\($0.name): \($0.texts.joined(separator: " | "))" }
                let cost = costs(side.cost)
                output.line(
                    "    \(label)  " + (widgets.isEmpty ? "(no widgets)" : widgets.joined(separator: "; "))
                        + (cost.isEmpty ? "" : "  — \(cost)"))
            }
            if step.differs && !quiet {
                output.line("    ≠ only " + (step.androidChanged ? "Android's" : "iOS's") + " widgets changed")
            }
        }
        let differing = comparison.steps.filter(\.differs).map { String($0.line) }
        func total(_ side: KeyPath<PlatformComparison.Step, PlatformComparison.Side>) -> [String: Int] {
            comparison.steps.reduce(into: [:]) { sums, step in
                for (kind, count) in step[keyPath: side].cost { sums[kind, default: 0] += count }
            }
        }
        if !quiet { output.line("") }
        output.line(
            "\(file): \(comparison.steps.count) steps; "
                + (differing.isEmpty
                    ? "the platforms never diverged"
                    : "they diverged at \(differing.count) (lines \(differing.joined(separator: ", ")))"))
        output.line("    Android: " + (Self.androidCost(total(\.android)).nonEmpty ?? "nothing"))
        output.line("    iOS:     " + (Self.iosCost(total(\.ios)).nonEmpty ?? "nothing"))
        output.line("    \(passed) expectation(s) passed, \(failed) failed")
        return failed > 0 ? .expectationFailed : .success
    }

    static func androidCost(_ cost: [String: Int]) -> String {
        [
            counted(cost["broadcast.deliver"], "broadcast delivered", "broadcasts delivered"),
            counted(cost["work.start"], "work run", "work runs"),
            counted(cost["process.start"], "process start", "process starts"),
            counted(cost["widget.views"], "redraw", "redraws"),
        ].compactMap { $0 }.joined(separator: ", ")
    }

    static func iosCost(_ cost: [String: Int]) -> String {
        [
            counted(cost["wk.provider.timeline"], "timeline", "timelines"),
            counted(cost["wk.budget.debit"], "budgeted reload", "budgeted reloads"),
            counted(cost["wk.reload.withheld"], "reload withheld", "reloads withheld"),
        ].compactMap { $0 }.joined(separator: ", ")
    }

    private static func counted(_ count: Int?, _ one: String, _ many: String) -> String? {
        guard let count, count > 0 else { return nil }
        return "\(count) \(count == 1 ? one : many)"
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
