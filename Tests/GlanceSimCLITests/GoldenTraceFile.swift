import Foundation
import GlanceSimTesting

/// A form of a scenario's trace kept as a golden file: what `replay` prints, or its `--trace-json` lines.
enum TraceForm: String, CaseIterable, Sendable {
    case text = "txt"
    case json = "jsonl"

    /// The file extension of the golden.
    var fileExtension: String { rawValue }

    /// How messages name it.
    var name: String {
        switch self {
        case .text: return "text trace"
        case .json: return "JSON-lines trace"
        }
    }
}

/// The golden file of one form of one sample scenario's trace, compared byte for byte.
///
/// The golden of `Manifests/clock/an-hour.scenario` in text form is `<folder>/clock/an-hour.txt`; its JSON
/// lines are `<folder>/clock/an-hour.jsonl`. See `Fixtures/golden-traces/README.md`.
///
/// ```swift
/// let golden = GoldenTraceFile(scenario: "clock/an-hour.scenario", form: .text, folder: GoldenTraces.folder)
/// if let problem = golden.check(replayOutput, mode: .never) { Issue.record(Comment(rawValue: problem)) }
/// ```
struct GoldenTraceFile: Sendable {
    /// The scenario, relative to `Manifests/`: `clock/an-hour.scenario`.
    var scenario: String
    var form: TraceForm
    /// The folder that holds every golden trace.
    var folder: String

    /// The golden's path relative to ``folder``: the scenario's path with the form's extension.
    var relativePath: String {
        let base = scenario.hasSuffix(".scenario") ? String(scenario.dropLast(".scenario".count)) : scenario
        return base + "." + form.fileExtension
    }

    var path: String { folder + "/" + relativePath }

    /// Compares `actual` with the golden, byte for byte, and records it as `mode` says (``GoldenRecordMode``'s
    /// meanings). Returns the problem to report, or `nil` when the golden matched and nothing was recorded.
    /// A run that records always returns a problem, so it never passes.
    func check(_ actual: String, mode: GoldenRecordMode) -> String? {
        let expected = FileManager.default.contents(atPath: path)
        let bytes = Data(actual.utf8)
        if expected == bytes && mode != .all { return nil }
        let difference = expected.flatMap { $0 == bytes ? nil : firstDifference(golden: $0, actual: bytes) }
        let record: Bool
        switch mode {
        case .all, .failed: record = true
        case .missing: record = expected == nil
        case .never: record = false
        }
        if record {
            if let failure = write(bytes) { return failure }
            let recorded = "Recorded the \(form.name) of Manifests/\(scenario) at \(path)"
            if let difference {
                return recorded + " over a different one; re-run to verify. What changed, \(difference)"
            }
            return recorded + (expected == nil ? "" : " (it matched)") + "; re-run to verify."
        }
        guard let difference else {
            return "No golden \(form.name) for Manifests/\(scenario) at \(path). "
                + "Record it with: \(GoldenTraces.recordCommand)"
        }
        return "The \(form.name) of Manifests/\(scenario) differs from its golden \(path); \(difference)\n"
            + "Goldens change only with a deliberate behaviour change. If this is one, re-record with: "
            + "\(GoldenTraces.recordCommand)\nand review it with: git diff \(GoldenTraces.relativeFolder)"
    }

    private func write(_ bytes: Data) -> String? {
        let url = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: url, options: .atomic)
            return nil
        } catch {
            return "cannot write the golden \(form.name) to \(path): \(error)"
        }
    }
}

/// Where two texts first differ, by line, byte for byte (a line ends after its `\n`, so a stray `\r` or a
/// missing final newline is a difference): "first at line 12:\n  golden: …\n  actual: …". A line that is only
/// in one text shows the other as "(end of file)"; lines that differ only in invisible characters are shown
/// escaped, with their line ends.
func firstDifference(golden: Data, actual: Data) -> String {
    let goldenLines = lines(of: golden)
    let actualLines = lines(of: actual)
    var index = 0
    while index < goldenLines.count && index < actualLines.count && goldenLines[index] == actualLines[index] {
        index += 1
    }
    let goldenLine = index < goldenLines.count ? String(decoding: goldenLines[index], as: UTF8.self) : nil
    let actualLine = index < actualLines.count ? String(decoding: actualLines[index], as: UTF8.self) : nil
    let looksTheSame =
        goldenLine?.trimmingCharacters(in: .whitespacesAndNewlines)
        == actualLine?.trimmingCharacters(in: .whitespacesAndNewlines)
    func shown(_ line: String?) -> String {
        guard let line else { return "(end of file)" }
        if looksTheSame { return line.debugDescription }
        return line.hasSuffix("\n") ? String(line.dropLast()) : line
    }
    return "first at line \(index + 1):\n  golden: \(shown(goldenLine))\n  actual: \(shown(actualLine))"
}

/// The lines of `text`, each with its `\n` (the last one may have none).
private func lines(of text: Data) -> [Data] {
    var lines: [Data] = []
    var start = text.startIndex
    while start < text.endIndex {
        let end = text[start...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? text.endIndex
        lines.append(text[start..<end])
        start = end
    }
    return lines
}
