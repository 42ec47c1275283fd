import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimTestSupport
import Testing

/// `install FOLDER target-sdk N min-sdk N namespace P`: the scenario's way to give what a build file would, or
/// what GlanceSim could not read from it.
@Suite struct InstallOptionsTests {
    @Test func installTakesSdkLevelsAndANamespace() throws {
        let scenario = try ScenarioParser.parse(
            "install app target-sdk 34 min-sdk 26 namespace org.example.app\ninstall other", path: "s.scenario")
        guard case .install(let folder, let options) = scenario.steps[0].action else {
            Issue.record("not an install step")
            return
        }
        #expect(folder == "app")
        #expect(
            options == ManifestLoader.Options(namespace: "org.example.app", minSdkVersion: 26, targetSdkVersion: 34))
        guard case .install(_, let none) = scenario.steps[1].action else { return }
        #expect(none == ManifestLoader.Options())
    }

    @Test(arguments: [
        ("install app target-sdk", "s.scenario:1:23: error: expected an API level such as 34 at the end of the line"),
        ("install app target-sdk x", "s.scenario:1:24: error: 'x' is not an API level such as 34"),
        (
            "install app targetsdk 3",
            "s.scenario:1:13: error: unknown word 'targetsdk'; expected 'target-sdk N', "
                + "'min-sdk N', 'namespace PACKAGE' or 'flat'; did you mean 'target-sdk'?"
        ),
    ])
    func badInstallOptionsAreErrorsAtTheirToken(_ text: String, _ expected: String) {
        #expect(throws: FormatError.self) { try ScenarioParser.parse(text, path: "s.scenario") }
        do {
            _ = try ScenarioParser.parse(text, path: "s.scenario")
        } catch {
            #expect(error.diagnostics.map(\.description) == [expected])
        }
    }

    /// A module whose target SDK comes from buildSrc runs with the scenario's target SDK, not Android's default.
    @Test func theInstalledAppGetsTheScenariosTargetSdk() throws {
        final class Seen: @unchecked Sendable { var targets: [Int?] = [] }
        let seen = Seen()
        let session = ScenarioSession(loadApp: { path, options throws(FormatError) in
            seen.targets.append(options.targetSdkVersion)
            return try AppFolder.load(path, options: options)
        })
        _ = try session.run(
            ScenarioParser.parse("install buildsrc target-sdk 33", path: "s.scenario"),
            baseDirectory: ManifestFixtures.folder("gradle-project"))
        #expect(seen.targets == [33])
        #expect(session.device.installedPackages == ["org.example.buildsrc"])
        let manifest = try AppFolder.load(
            ManifestFixtures.folder("gradle-project/buildsrc"), options: .init(targetSdkVersion: 33))
        #expect(manifest.targetSdkVersion == 33)
    }
}
