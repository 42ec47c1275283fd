import Foundation
import GlanceSimCLI
import GlanceSimTesting

/// Where the sample scenarios' golden traces live, when they are recorded, and how a scenario is replayed to
/// compare with them. See `Fixtures/golden-traces/README.md`.
enum GoldenTraces {
    /// The package's root folder, found from this file (so nothing depends on the working directory).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// The golden traces' folder, relative to the package root.
    static let relativeFolder = "Tests/GlanceSimCLITests/Fixtures/golden-traces"

    /// The golden traces' folder.
    static let folder = packageRoot + "/" + relativeFolder

    /// The one command that re-records the goldens that differ or are missing (and deletes those whose
    /// scenario is gone).
    static let recordCommand = "GLANCESIM_RECORD=failed swift test --filter GoldenTraceTests"

    /// When to record, from `GLANCESIM_RECORD` as ``GoldenRecordMode`` reads it — except that unset or empty
    /// means ``GoldenRecordMode/never``: these goldens change only when someone asks.
    static func recordMode() throws(GoldenConfigurationError) -> GoldenRecordMode {
        let value = ProcessInfo.processInfo.environment[GoldenRecordMode.environmentVariable] ?? ""
        return value.isEmpty ? .never : try GoldenRecordMode(environmentValue: value)
    }

    /// The golden files of the scenarios (paths relative to `Manifests/`), relative to the golden folder, sorted.
    static func expectedFiles(for scenarios: [String]) -> [String] {
        scenarios.flatMap { scenario in
            TraceForm.allCases.map { GoldenTraceFile(scenario: scenario, form: $0, folder: folder).relativePath }
        }.sorted()
    }

    /// The golden files present in `folder`, relative to it, sorted: every `.txt` and `.jsonl` below it.
    static func presentFiles(in folder: String) -> [String] {
        let extensions = Set(TraceForm.allCases.map(\.fileExtension))
        let all = FileManager.default.subpaths(atPath: folder) ?? []
        return all.filter { path in
            !(path as NSString).lastPathComponent.hasPrefix(".")
                && extensions.contains((path as NSString).pathExtension)
        }.sorted()
    }

    /// Deletes the golden at `relativePath` in ``folder``, and the folders it leaves empty.
    static func delete(_ relativePath: String) throws {
        var path = folder + "/" + relativePath
        try FileManager.default.removeItem(atPath: path)
        path = (path as NSString).deletingLastPathComponent
        while path.count > folder.count, (try? FileManager.default.contentsOfDirectory(atPath: path))?.isEmpty == true {
            try FileManager.default.removeItem(atPath: path)
            path = (path as NSString).deletingLastPathComponent
        }
    }

    /// What replaying one scenario printed and wrote.
    struct Replay {
        var status: CommandStatus
        /// Standard output: each step, its trace lines and each expectation's verdict.
        var text: String
        /// The `--trace-json` file: a header line, then one JSON object per trace record.
        var json: String
        var stderr: String
    }

    /// Replays `<root>/Manifests/<scenario>` in-process through the command-line entry point, as
    /// `glancesim replay Manifests/<scenario> --trace-json FILE` run in `root` prints it: `<root>/` is cut from
    /// every path in the output, so the result does not depend on where the package is.
    static func replay(_ scenario: String, in root: String = packageRoot) -> Replay {
        let jsonFile = FileManager.default.temporaryDirectory
            .appendingPathComponent("glancesim-golden-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: jsonFile) }
        var out = ""
        var err = ""
        let status = CommandLineTool.run(
            ["replay", root + "/Manifests/" + scenario, "--trace-json", jsonFile],
            output: CommandOutput(stdout: { out += $0 }, stderr: { err += $0 }))
        let json = FileManager.default.contents(atPath: jsonFile).map { String(decoding: $0, as: UTF8.self) } ?? ""
        func relative(_ text: String) -> String { text.replacingOccurrences(of: root + "/", with: "") }
        return Replay(status: status, text: relative(out), json: relative(json), stderr: relative(err))
    }
}
