import Foundation
import GlanceSimScenarios

/// A minimised fuzz failure kept as a test fixture: the case's folder (`app/` or `st/`) plus `fuzz-case.txt`,
/// which names the format, the mutated file and what the case did when it was found. Absolute paths of the
/// repository inside a saved state folder are written as `@ROOT@`, so the fixture replays from any checkout.
///
/// ```swift
/// let outcome = try RegressionFixture.replay("Tests/GlanceSimCLITests/Fixtures/fuzz-regressions/state-…",
///                                            root: ".", executable: ".build/debug/glancesim", scratch: "/tmp/x")
/// ```
enum RegressionFixture {
    static let descriptionFile = "fuzz-case.txt"
    static let rootPlaceholder = "@ROOT@"

    /// Finishes a fixture folder written by ``FuzzCase/prepare(format:seed:bytes:directory:states:)``.
    static func write(_ fuzzCase: FuzzCase, outcome: FuzzOutcome, root: String) throws {
        let directory = fuzzCase.directory
        try? FileManager.default.removeItem(atPath: directory + "/.stderr")
        if fuzzCase.format.isStateFolder {
            try substitute(in: directory + "/st", replacing: root, with: rootPlaceholder)
        }
        let text = """
            format: \(fuzzCase.format.rawValue)
            file: \(fuzzCase.file)
            module: \(fuzzCase.seed.module ?? "")
            found: \(outcome.rawValue)
            seed: \(fuzzCase.seed.folder.replacingOccurrences(of: root, with: rootPlaceholder))/\(fuzzCase.seed.file)

            """
        try Data(text.utf8).write(to: URL(filePath: directory + "/" + descriptionFile))
    }

    /// Copies a fixture into `scratch`, puts the repository `root` back in, runs it and classifies it.
    static func replay(_ fixture: String, root: String, executable: String, scratch: String) throws -> FuzzVerdict {
        let manager = FileManager.default
        let text = try String(contentsOfFile: fixture + "/" + descriptionFile, encoding: .utf8)
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon])] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        guard let format = fields["format"].flatMap(FuzzFormat.init(rawValue:)), let file = fields["file"] else {
            throw FuzzError("\(fixture)/\(descriptionFile) names no format and file")
        }
        try? manager.removeItem(atPath: scratch)
        try manager.copyItem(atPath: fixture, toPath: scratch)
        if format.isStateFolder {
            let changed = try substitute(in: scratch + "/st", replacing: rootPlaceholder, with: root)
            // The repository's path changed a snapshot's bytes: vouch for them again, as the case did.
            if format == .snapshot {
                for name in changed where name != StateFolder.manifestName {
                    try StateFolder.vouch(for: name, in: scratch + "/st")
                }
            }
        }
        let seed = FuzzCorpus.Seed(folder: root, file: "", module: fields["module"].flatMap { $0.isEmpty ? nil : $0 })
        let fuzzCase = FuzzCase(format: format, seed: seed, directory: scratch, file: file)
        return fuzzCase.run(ChildProcess(executable: executable, timeout: 20))
    }

    /// Replaces text in every file of a folder; returns the names of the files it changed, sorted.
    @discardableResult
    private static func substitute(in folder: String, replacing old: String, with new: String) throws -> [String] {
        var changed: [String] = []
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted() {
            let path = folder + "/" + name
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains(old) else { continue }
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: URL(filePath: path))
            changed.append(name)
        }
        return changed
    }
}
