import Dispatch
import Foundation
import GlanceSim
import GlanceSimFormats
import Synchronization

/// `glancesim explore APP`: random device histories checked against invariants; each broken one is shrunk to a
/// short scenario (see README, "Explore").
struct ExploreCommand {
    static let abstract = "Run random device histories of an app and shrink each broken invariant to a short scenario."

    static let usage = """
        USAGE: glancesim explore <app> [--invariants <file>] [--runs <n>] [--span <duration>] [--seed <n>]
                                 [--no-builtin] [--jobs <n>] [-o <dir>]

        \(abstract)
        Each history adds and removes widgets, kills the process, reboots, changes the network, screen, charging,
        idle and time zone, and lets time pass, from a seeded generator: the same seed gives the same histories.
        Built-in invariants: \(builtInNames).
        Exit status 1 if an invariant broke, 0 if none did, 65 for an invalid app or invariants file.

        OPTIONS:
          --invariants <file>  More invariants, one per line: 'max content age <duration>',
                               'work <unique name> while widgets', or 'no builtin'
          --runs <n>           How many histories (default 200)
          --span <duration>    Virtual time per history (default 1d)
          --seed <n>           The seed (default 1)
          --no-builtin         Check only the given invariants
          --jobs <n>           Run on this many cores (default: all); the result does not depend on it
          -o <dir>             Write each shrunk scenario as <dir>/explore-<n>.scenario
          --help               Show this help.
        """

    static let builtInNames = Invariant.builtIn.map { $0.name }.joined(separator: ", ")

    var exploration: Exploration
    var invariantsFile: String?
    var folder: String?
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    static func parse(_ arguments: [String]) throws -> ExploreCommand {
        var cursor = ArgumentCursor(arguments, usage: usage)
        var app: String?
        var runs = 200
        var span = SimDuration.days(1)
        var seed: UInt64 = 1
        var builtIn = true
        var invariants: String?
        var folder: String?
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        while let argument = cursor.next() {
            switch argument {
            case "--invariants": invariants = try cursor.value(for: argument)
            case "--runs":
                let text = try cursor.value(for: argument)
                guard let value = Int(text), (1...1_000_000).contains(value) else {
                    throw UsageError(message: "'--runs' takes a number from 1 to 1000000, not '\(text)'", usage: usage)
                }
                runs = value
            case "--span":
                let text = try cursor.value(for: argument)
                guard let value = try? DurationSyntax.parse(text[...]), value > .zero, value <= .days(3650) else {
                    throw UsageError(message: "'--span' takes a duration like 1d or 6h, not '\(text)'", usage: usage)
                }
                span = value
            case "--seed":
                let text = try cursor.value(for: argument)
                guard let value = UInt64(text) else {
                    throw UsageError(message: "'--seed' takes a whole number, not '\(text)'", usage: usage)
                }
                seed = value
            case "--no-builtin": builtIn = false
            case "--jobs":
                let text = try cursor.value(for: argument)
                guard let value = Int(text), (1...256).contains(value) else {
                    throw UsageError(message: "'--jobs' takes a number from 1 to 256, not '\(text)'", usage: usage)
                }
                jobs = value
            case "-o", "--output": folder = try cursor.value(for: argument)
            case "--help", "-h": throw HelpRequest()
            default:
                if argument.hasPrefix("-") {
                    throw cursor.unknownOption(
                        argument,
                        known: [
                            "--invariants", "--runs", "--span", "--seed", "--no-builtin", "--jobs", "--output",
                            "--help",
                        ])
                }
                guard app == nil else { throw UsageError(message: "give one app folder", usage: usage) }
                app = argument
            }
        }
        guard let app else { throw UsageError(message: "give an app folder", usage: usage) }
        var exploration = Exploration(app: app)
        exploration.runs = runs
        exploration.span = span
        exploration.seed = seed
        exploration.includeBuiltIn = builtIn
        return ExploreCommand(exploration: exploration, invariantsFile: invariants, folder: folder, jobs: jobs)
    }

    func run(output: CommandOutput) -> CommandStatus {
        var exploration = self.exploration
        do throws(FormatError) {
            if let invariantsFile {
                let file = try InvariantFile.load(invariantsFile)
                exploration.invariants += file.invariants
                if !file.includeBuiltIn { exploration.includeBuiltIn = false }
            }
            let failures = try Self.run(exploration, jobs: jobs)
            output.line(
                "explored \(exploration.runs) histories of \(exploration.span) (seed \(exploration.seed)), "
                    + "\(exploration.checked.count) invariant(s): \(failures.isEmpty ? "none broken" : "\(failures.count) broken")"
            )
            for (index, failure) in failures.enumerated() {
                output.line("")
                output.write(failure.scenarioText)
                if let folder {
                    let path = (folder as NSString).appendingPathComponent("explore-\(index + 1).scenario")
                    do {
                        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                        try failure.scenarioText.write(toFile: path, atomically: true, encoding: .utf8)
                    } catch {
                        output.errorLine("\(path): error: cannot write the scenario: \(error.localizedDescription)")
                        return .cannotCreate
                    }
                    output.line("(written to \(path))")
                }
            }
            return failures.isEmpty ? .success : .expectationFailed
        } catch {
            return DiagnosticPrinter.report(error, output: output)
        }
    }

    /// Runs the exploration's histories in `jobs` contiguous parts at once and merges them: the same failures
    /// as one serial run, since each run's history depends only on the seed and its index.
    static func run(_ exploration: Exploration, jobs: Int) throws(FormatError) -> [ExploreFailure] {
        let parts = max(1, min(jobs, exploration.runs))
        guard parts > 1 else { return try exploration.run() }
        let results = Mutex([Result<[ExploreFailure], FormatError>?](repeating: nil, count: parts))
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let lower = exploration.runs * part / parts
            let upper = exploration.runs * (part + 1) / parts
            let result = Result { () throws(FormatError) in try exploration.run(runsIn: lower..<upper) }
            results.withLock { $0[part] = result }
        }
        var found: [[ExploreFailure]] = []
        for result in results.withLock({ $0 }) {
            switch result {
            case .success(let failures): found.append(failures)
            case .failure(let error): throw error
            case nil: break
            }
        }
        return Exploration.merge(found)
    }
}
