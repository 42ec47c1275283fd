import Foundation
import Testing

@testable import GlanceSimCLI

/// Every sample app under `Manifests/` validates, and every scenario there passes — twice, identically.
@Suite struct ManifestScenarioTests {
    static let manifests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Manifests").path

    /// The sample scenarios, as paths relative to `Manifests/`, sorted.
    static let scenarios: [String] = {
        let all = FileManager.default.subpaths(atPath: manifests) ?? []
        return all.filter { $0.hasSuffix(".scenario") }.sorted()
    }()

    /// The sample app folders (those with a manifest), sorted.
    static let apps: [String] = {
        let all = FileManager.default.subpaths(atPath: manifests) ?? []
        return all.filter { $0.hasSuffix("AndroidManifest.xml") }.map { ($0 as NSString).deletingLastPathComponent }
            .sorted()
    }()

    @Test func thereAreSampleScenarios() {
        #expect(Self.scenarios.count >= 12, "found: \(Self.scenarios)")
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
