import Foundation
public import GlanceSim
public import GlanceSimFormats
import GlanceSimInterpreter

/// Explores random but plausible device histories of one app and hands back, for each invariant broken, the
/// shortest scenario that still breaks it: property-based testing for a widget's life.
///
/// Each run's history comes from its own seed (``SplitMix64/seed(_:run:)``), so run `i` of seed `s` is the same
/// history wherever it runs. Invariants are checked after every step that lets time pass. The first run to
/// break an invariant is shrunk: steps are removed while the same invariant still breaks (delta debugging), then
/// each wait is cut to the shortest that still breaks (bisection, then a bounded scan below it). The result is an
/// ordinary scenario that `glancesim replay` runs.
///
/// ```swift
/// var exploration = Exploration(app: "Manifests/clock", invariants: [.maxContentAge(.minutes(2))])
/// exploration.runs = 100
/// for failure in try exploration.run() { print(failure.scenarioText) }
/// ```
public struct Exploration: Sendable {
    /// The app folder.
    public var app: String
    /// What must hold; the built-in invariants are added unless ``includeBuiltIn`` is false.
    public var invariants: [Invariant]
    /// Whether ``Invariant/builtIn`` are checked too.
    public var includeBuiltIn = true
    /// How many histories.
    public var runs = 200
    /// How much virtual time each history covers.
    public var span = SimDuration.days(1)
    /// The seed of the whole exploration.
    public var seed: UInt64 = 1
    /// The first steps of every history: the device's zone and time.
    public var deviceLine = "device zone Europe/Berlin time 2026-06-01T08:00"
    /// What stands in for the app's build file (namespace, SDK levels it does not give readably), as
    /// `--target-sdk` does; shrunk scenarios install the app with the same options.
    public var appOptions = ManifestLoader.Options()
    /// The app's next version: a folder of the same package that the history's package-update move installs over
    /// the app (a package replacement, as `install FOLDER` of an installed package is), so that what changes
    /// across an update can break an invariant. `nil` (the default): the update move installs the app's own folder
    /// again.
    public var updateTo: String?

    /// An exploration of the app in `app` against `invariants`.
    public init(app: String, invariants: [Invariant] = []) {
        self.app = app
        self.invariants = invariants
    }

    /// Every invariant checked.
    public var checked: [Invariant] { (includeBuiltIn ? Invariant.builtIn : []) + invariants }

    /// Runs the histories and returns, per invariant broken, the first run that broke it, shrunk on its own (the
    /// shrunk scenario breaks that invariant and is checked for no other); in the order of the runs that broke
    /// them, and within a run in the order they broke. `range` limits the runs (one part of a split exploration):
    /// ``merge(_:)`` of the parts' results is what one run over all of them returns.
    ///
    /// `afterEachRun`, when given, is told each run's index and the invariant it broke (if any) as it ends;
    /// returning false stops the exploration there (with what it found so far).
    /// - Throws: ``FormatError`` when the app folder does not load.
    public func run(
        runsIn range: Range<Int>? = nil, afterEachRun: (@Sendable (_ run: Int, _ broke: String?) -> Bool)? = nil
    ) throws(FormatError) -> [ExploreFailure] {
        let app = try ExploredApp(folder: self.app, deviceLine: deviceLine, options: appOptions, updateTo: updateTo)
        var failures: [ExploreFailure] = []
        var broken: Set<String> = []
        let parsed = ParsedSteps()
        for index in range ?? 0..<runs {
            let runSeed = SplitMix64.seed(seed, run: index)
            let (history, found) = app.explore(seed: runSeed, span: span, checking: checked, parsed: parsed)
            if let afterEachRun, !afterEachRun(index, found.first?.invariant) { break }
            for breach in found where !broken.contains(breach.invariant) {
                broken.insert(breach.invariant)
                let invariant = checked.first { $0.name == breach.invariant }!
                let shrunk = ExploreShrinker.shrink(
                    history, breaking: invariant, app: app, parsed: parsed)
                let final = app.replay(shrunk.steps, checking: [invariant], parsed: parsed) ?? breach
                failures.append(
                    ExploreFailure(
                        run: index, seed: seed, invariant: breach.invariant, message: final.message,
                        steps: app.header + shrunk.steps, originalStepCount: history.count,
                        invariantStep: invariant.phrase.map { "invariant " + $0 },
                        unsureWaits: shrunk.unsureWaits.map { $0 + app.header.count }))
            }
        }
        return failures
    }
}

extension Exploration {
    /// Combines the failures of explorations over disjoint run ranges into what one exploration over all of them
    /// reports: per invariant, the failure of the lowest run, in run order.
    public static func merge(_ parts: [[ExploreFailure]]) -> [ExploreFailure] {
        var first: [String: ExploreFailure] = [:]
        for failure in parts.joined() where first[failure.invariant].map({ failure.run < $0.run }) ?? true {
            first[failure.invariant] = failure
        }
        return first.values.sorted { ($0.run, $0.invariant) < ($1.run, $1.invariant) }
    }
}

/// One invariant broken by an explored history.
public struct ExploreFailure: Hashable, Sendable {
    /// The run that broke it first, and the exploration's seed: `explore --seed S --runs R+1` reproduces it.
    public var run: Int
    public var seed: UInt64
    /// Its name and what was wrong at the shrunk scenario's last step.
    public var invariant: String
    public var message: String
    /// The shrunk scenario's steps, header included.
    public var steps: [String]
    /// How many steps the history had before shrinking.
    public var originalStepCount: Int
    /// The scenario step that declares the invariant (`invariant max content age 2m`), so that replaying the
    /// scenario fails where the history broke it; `nil` for an invariant only Swift can say.
    public var invariantStep: String?
    /// The indices in ``steps`` of the waits the shrinker could not show to be the shortest that break (its scan
    /// below the bisected wait had to be coarser than a minute, or ran out of replays); in step order.
    public var unsureWaits: [Int]

    /// A failure as an exploration reports it.
    public init(
        run: Int, seed: UInt64, invariant: String, message: String, steps: [String], originalStepCount: Int,
        invariantStep: String? = nil, unsureWaits: [Int] = []
    ) {
        self.run = run
        self.seed = seed
        self.invariant = invariant
        self.message = message
        self.steps = steps
        self.originalStepCount = originalStepCount
        self.invariantStep = invariantStep
        self.unsureWaits = unsureWaits
    }

    /// The shrunk scenario as a `.scenario` file in the current directory: see ``scenarioText(relativeTo:)``.
    public var scenarioText: String { scenarioText(relativeTo: FileManager.default.currentDirectoryPath) }

    /// The shrunk scenario as a `.scenario` file written in `directory`: the device and install steps, the
    /// invariant, the shrunk steps, with the app's folder relative to `directory` (as `install` reads it; an
    /// update's folder too). `glancesim replay` of it fails at the step that breaks the invariant. A wait the
    /// shrinker could not show to be the shortest is named in the header.
    ///
    /// ```swift
    /// try failure.scenarioText(relativeTo: "out").write(toFile: "out/explore-1.scenario", atomically: true, encoding: .utf8)
    /// ```
    public func scenarioText(relativeTo directory: String) -> String {
        let lines = steps.map { RelativePath.installLine($0, relativeTo: directory) }
        let header = lines.prefix(2) + (invariantStep.map { [$0] } ?? [])
        let cut =
            steps.contains("power loss")
            ? "# the history cuts the power ('power loss': no shutdown, as a pulled battery or a crash does)\n" : ""
        let unsure = unsureWaits.filter(steps.indices.contains).map { index in
            "# '\(steps[index])' (step \(index - 1)) may not be the shortest wait that breaks: its search gave up "
                + "(a scan coarser than a minute, or out of replays)\n"
        }.joined()
        return "# explore: seed \(seed), run \(run): invariant '\(invariant)' broken\n# \(message)\n"
            + "# shrunk from \(originalStepCount) generated steps to \(steps.count - 2)\n" + cut + unsure
            + (header + lines.dropFirst(2)).joined(separator: "\n") + "\n"
    }
}
