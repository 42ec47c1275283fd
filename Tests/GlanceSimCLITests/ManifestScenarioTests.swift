import Foundation
import GlanceSimCLI
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import Testing

/// Every sample app under `Manifests/` validates, and every scenario there passes — twice, identically.
@Suite struct ManifestScenarioTests {
    static let manifests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Manifests").path

    /// The sample scenarios, as paths relative to `Manifests/`, sorted.
    static let scenarios: [String] = {
        let all = FileManager.default.subpaths(atPath: manifests) ?? []
        return all.filter { $0.hasSuffix(".scenario") }.sorted()
    }()

    /// The sample apps, sorted: flat app folders (a manifest beside `res/`, not in a module's `src/`) and the
    /// folders with a behaviour file — which in a Gradle project are the app modules (`h2r/app`), not the
    /// library modules they merge or the source sets.
    static let apps: [String] = {
        let all = FileManager.default.subpaths(atPath: manifests) ?? []
        let flat = all.filter { $0.hasSuffix("AndroidManifest.xml") && !$0.contains("src/") }
        let behaviors = all.filter { $0.hasSuffix("behavior.json5") }
        return Set((flat + behaviors).map { ($0 as NSString).deletingLastPathComponent }).sorted()
    }()

    /// The sample scenarios for Android (the others are iOS scenarios: `platform ios`).
    static let androidScenarios: [String] = scenarios.filter { scenario in
        let text = (try? String(contentsOfFile: manifests + "/" + scenario, encoding: .utf8)) ?? ""
        return !IOSScenario.isIOS(text)
    }

    @Test func thereAreSampleScenarios() {
        #expect(Self.scenarios.count >= 12, "found: \(Self.scenarios)")
    }

    @Test func samplesLaidOutAsGradleProjectsAreFound() {
        #expect(Self.apps.contains("h2r/app") && Self.apps.contains("platform-weather/app"), "\(Self.apps)")
        #expect(!Self.apps.contains { $0.contains("src/") || $0.hasSuffix("appwidgets") }, "\(Self.apps)")
        #expect(
            Self.scenarios.contains { $0.hasPrefix("h2r/") }
                && Self.scenarios.contains { $0.hasPrefix("platform-weather/") })
    }

    @Test(arguments: apps)
    func sampleAppValidates(_ app: String) {
        let result = ReplayCommandTests.run(["validate", Self.manifests + "/" + app])
        #expect(result.status == .success, "\(result.stdout)\(result.stderr)")
    }

    @Test(arguments: scenarios)
    func sampleScenarioPasses(_ scenario: String) {
        let path = Self.manifests + "/" + scenario
        let first = ReplayCommandTests.run(["replay", path])
        #expect(first.status == .success, "\(first.stderr)\(first.stdout)")
        let second = ReplayCommandTests.run(["replay", path])
        #expect(first.stdout == second.stdout, "replaying twice gave different output")
    }
}
