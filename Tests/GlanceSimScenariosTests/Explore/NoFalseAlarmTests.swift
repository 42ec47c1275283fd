import Foundation
import GlanceSimFormats
import GlanceSimScenarios
import GlanceSimTestSupport
import Testing

/// A default `explore` — the built-in invariants, 200 day-long histories, seed 1, plus the invariants file in the
/// app's folder — over every sample app and every bug fixture: it reports exactly what a phone would make of each
/// app. A correct app gets nothing (a false alarm is a bug), each planted bug is found, and no finding hides
/// another.
@Suite struct NoFalseAlarmTests {
    static let fixtures = ManifestFixtures.folder("explore-bugs")

    /// What a default exploration of each sample must report. Every sample is silent but h2r, whose real
    /// `TimeWidgetProvider` registers a TIME_TICK receiver in every `onUpdate` and unregisters only one, so
    /// receivers outlive the last widget (Manifests/h2r/README.md).
    static let samples: [String: [String]] = [
        "weather": [], "clock": [], "todo": [], "calendar": [], "wallet": [], "shiguangschedule/app": [],
        "platform-weather/app": [], "h2r/app": ["no-receivers-without-widgets"],
        // The real-app gauntlet (issue "Real apps say everything").
        "pixelix/app": [], "snaptick/app": [], "hour-glass/app": [],
        // Issue 42's gauntlet. Todo Agenda never cancels its alarms or unregisters its receivers when the last
        // widget goes (Manifests/todoagenda/README.md).
        "motivateme/app": [], "antennapod/app": [], "mihon/app": [],
        "todoagenda/app": ["no-alarms-without-widgets", "no-receivers-without-widgets"],
    ]

    /// The bug fixtures' folders (six apps with one planted bug each, two clean twins).
    static let bugFixtures: [String] = (try? FileManager.default.contentsOfDirectory(atPath: fixtures))?.sorted() ?? []

    /// A fixture's `expected.json`: the invariants a default exploration breaks.
    struct Expected: Decodable {
        var broken: [String]
    }

    static func explore(_ folder: String) throws -> [String] {
        try failures(folder).map(\.invariant).sorted()
    }

    static func failures(_ folder: String) throws -> [ExploreFailure] {
        var exploration = Exploration(app: folder)
        if let file = InvariantFile.besideApp(folder) {
            let invariants = try InvariantFile.load(file)
            exploration.invariants = invariants.invariants
            exploration.includeBuiltIn = invariants.includeBuiltIn
        }
        return try exploration.run()
    }

    @Test(arguments: samples.keys.sorted())
    func aDefaultExplorationOfASampleReportsOnlyItsRealBugs(_ sample: String) throws {
        #expect(try Self.explore(ExploreTests.manifests + "/" + sample) == Self.samples[sample]!.sorted())
    }

    @Test func thereAreSixBugFixturesAndTwoCleanTwins() throws {
        let expected = try Self.bugFixtures.map { folder in
            try JSONDecoder().decode(
                Expected.self,
                from: Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/" + folder + "/expected.json")))
        }
        #expect(expected.filter { $0.broken.count == 1 }.count >= 6)
        #expect(expected.filter(\.broken.isEmpty).count >= 2)
    }

    @Test(arguments: bugFixtures)
    func aDefaultExplorationFindsEachPlantedBugAndNothingElse(_ fixture: String) throws {
        let folder = Self.fixtures + "/" + fixture
        let expected = try JSONDecoder().decode(
            Expected.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/expected.json")))
        let failures = try Self.failures(folder)
        #expect(failures.map(\.invariant).sorted() == expected.broken.sorted())
        // Doze does not make the bug (issue "Doze"): each shrunk scenario still breaks when replayed under the
        // Doze-off parameters (`device … doze off`, AOSP's config_enableAutoPowerModes=false), so what explore
        // finds is the app's bug, not a night's staleness.
        for failure in failures {
            let text = failure.scenarioText(relativeTo: ".").split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("device ") ? $0 + " doze off" : String($0) }.joined(separator: "\n")
            #expect(text.contains(" doze off"))
            let report = try ScenarioSession().run(
                try ScenarioParser.parse(text, path: "shrunk.scenario"), baseDirectory: ".")
            #expect(report.failedCount > 0, "\(fixture): \(failure.invariant) does not break with Doze off:\n\(text)")
        }
    }
}
