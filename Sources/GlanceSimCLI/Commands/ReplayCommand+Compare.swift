import Dispatch
import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimWidgetKit
import Synchronization

extension ReplayCommand {
    /// Replays a compare file (its first step is `compare`) as `glancesim compare` prints it; with `--perfetto`,
    /// both platforms' runs go into the one Perfetto trace (the Android processes, then `iOS (WidgetKit)`).
    func compare(_ file: String, output: CommandOutput) -> FileOutcome {
        var outcome = FileOutcome()
        let unsupported = [
            ("--metrics", metrics), ("--record", record), ("--state", state != nil),
            ("--trace-json", traceJSON != nil), ("--report", report != nil),
        ].first { $0.1 }
        if let (option, _) = unsupported {
            output.errorLine(
                "\(file): error: '\(option)' is not for compare files; 'glancesim report \(file)' draws both platforms")
            outcome.status = .usage
            return outcome
        }
        if files.count > 1 && !quiet { output.line("== \(file)") }
        var writer: PerfettoTraceWriter?
        do {
            if let perfetto { writer = try PerfettoTraceWriter(path: perfetto) }
        } catch {
            output.errorLine(error.description)
            outcome.status = .cannotCreate
            return outcome
        }
        do {
            let session = try ScenarioSession(traceMode: writer.map { .streaming($0) } ?? .counting, savable: false)
            let runner = IOSScenarioRunner(baseDirectory: ".")
            let comparison = try PlatformComparison.run(path: file, android: session, ios: runner)
            outcome.status = CompareCommand.print(comparison, file: file, quiet: quiet, output: output)
            if let writer {
                let end = max(session.device.now, runner.device.now)
                writer.add(runner.device.trace.records, end: end)
                try writer.finish(at: end)
            }
        } catch let error as PerfettoTraceWriter.WriteError {
            output.errorLine(error.description)
            outcome.status = .cannotCreate
        } catch let error as FormatError {
            outcome.status = DiagnosticPrinter.report(error, output: output)
        } catch {
            output.errorLine("\(file): error: \(error)")
            outcome.status = .software
        }
        return outcome
    }
}
