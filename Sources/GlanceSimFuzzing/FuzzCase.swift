import Foundation
import GlanceSimScenarios

/// One fuzz case: a mutated copy of a seed in a folder of its own, and the commands that read it.
struct FuzzCase {
    let format: FuzzFormat
    let seed: FuzzCorpus.Seed
    /// The case's folder: `app/` holds the app folder copy, `st/` a state folder copy.
    let directory: String
    /// The mutated file, relative to `directory`.
    let file: String

    /// Lays out the case: copies the seed's app folder (or, for a state case, the seed's saved state folder
    /// from `states`) into `directory` and writes `bytes` over the mutated file.
    static func prepare(
        format: FuzzFormat, seed: FuzzCorpus.Seed, bytes: [UInt8], directory: String, states: String
    ) throws -> FuzzCase {
        let manager = FileManager.default
        try? manager.removeItem(atPath: directory)
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let file: String
        if format.isStateFolder {
            try manager.copyItem(atPath: FuzzCampaign.statePath(for: seed, in: states), toPath: directory + "/st")
            file = format == .state ? "st/glancesim-state.json" : "st/snapshot.json"
        } else {
            try manager.copyItem(atPath: seed.folder, toPath: directory + "/app")
            file = "app/" + seed.file
        }
        try Data(bytes).write(to: URL(filePath: directory + "/" + file))
        if format == .snapshot { try StateFolder.vouch(for: "snapshot.json", in: directory + "/st") }
        return FuzzCase(format: format, seed: seed, directory: directory, file: file)
    }

    /// Runs the case's commands and classifies the worst outcome.
    func run(_ child: ChildProcess) -> FuzzVerdict {
        switch format {
        case .scenario, .ios:
            return runOne(child, ["replay", "--quiet", file])
        case .compare:
            return runOne(child, ["compare", file])
        case .invariants:
            return runOne(
                child, ["explore", "app", "--invariants", file, "--runs", "2", "--span", "2h", "--jobs", "1"])
        case .manifest, .provider, .values, .behavior:
            return runApp(child)
        case .build:
            return runOne(child, ["validate", "app/" + (seed.module ?? "")])
        case .kotlin:
            return runKotlin(child)
        case .state, .snapshot:
            return runState(child)
        }
    }

    /// Validates and lints the app folder; if it loads, replays its first Android scenario and its first iOS one
    /// (which reads the behaviour file's `ios` section).
    private func runApp(_ child: ChildProcess) -> FuzzVerdict {
        let checked = runOne(child, ["validate", "app"])
        guard checked.outcome == .ok else { return checked }
        let linted = runOne(child, ["lint", "app"])
        guard linted.outcome == .ok else { return linted }
        let scenarios = FuzzCorpus.files(in: directory + "/app", suffix: ".scenario")
        let ios = scenarios.filter { FuzzCorpus.isIOSScript(directory + "/app/" + $0) }
        let android = scenarios.filter { !ios.contains($0) }
        for scenario in [android.first, ios.first].compactMap(\.self) {
            let replayed = runOne(child, ["replay", "--quiet", "app/" + scenario])
            guard replayed.outcome == .ok else { return replayed }
        }
        return linted
    }

    /// Reads the module's code three ways: its facts (`init --facts --json`), its draft (`init -o -`, to standard
    /// output, so nothing is written into the module) and `lint`, whose drift rule compares the two; the first
    /// failure, else the last outcome.
    private func runKotlin(_ child: ChildProcess) -> FuzzVerdict {
        let module = "app/" + (seed.module ?? "")
        let app = "app/" + (seed.appModule ?? seed.module ?? "")
        var last = FuzzVerdict(outcome: .ok, detail: "")
        for command in [["init", "--facts", "--json", module], ["init", app, "-o", "-"], ["lint", app]] {
            last = runOne(child, command)
            guard !last.outcome.isFailure else { return last }
        }
        return last
    }

    /// Loads the state folder; if it loads, continues it and checks it still loads afterwards.
    private func runState(_ child: ChildProcess) -> FuzzVerdict {
        let loaded = runOne(child, ["work", "list", "--state", "st"])
        guard loaded.outcome == .ok else { return loaded }
        for command in [
            ["step", "--state", "st", "advance 3s", "advance 1m"],
            ["step", "--state", "st", "advance 9223372036854775807ms"],
            ["work", "cancel", "nothing-by-this-name", "--state", "st"],
        ] {
            let continued = runOne(child, command)
            guard !continued.outcome.isFailure else { return continued }
            let after = runOne(child, ["work", "list", "--state", "st"])
            guard after.outcome == .ok else {
                return FuzzVerdict(
                    outcome: .damagedState, detail: "after '\(command.joined(separator: " "))': \(after.detail)")
            }
        }
        return FuzzVerdict(outcome: .ok, detail: "")
    }

    private func runOne(_ child: ChildProcess, _ arguments: [String]) -> FuzzVerdict {
        let (ending, stderr) = child.run(arguments, in: directory)
        let outcome = FuzzClassifier.classify(ending, stderr: stderr, directory: directory)
        let firstError = stderr.split(separator: "\n").first { $0.contains("error") }.map(String.init) ?? ""
        let position = FuzzClassifier.firstErrorPosition(stderr)
        return FuzzVerdict(
            outcome: outcome, detail: "glancesim \(arguments.joined(separator: " ")): \(ending) \(firstError)",
            atFileStart: outcome == .located && position?.line == 1 && position?.column == 1)
    }
}

/// What one case did: its outcome, the command and first error line behind it, and whether a located error
/// sits at the very start of its file (1:1), which the summary counts so such errors can be looked at.
struct FuzzVerdict: Sendable {
    var outcome: FuzzOutcome
    var detail: String
    var atFileStart = false
}
