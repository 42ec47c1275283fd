import Foundation
import GlanceSimFormats
import GlanceSimInterpreter
import Testing

@testable import GlanceSimCLI
@testable import GlanceSimScenarios

/// What `validate` lists, `validate --json`, and the SDK policy every command that loads an app shares: a
/// build file whose SDK levels GlanceSim cannot read stops the command at the build file, naming the options.
@Suite struct ValidateListingTests {
    static let manifests = ManifestScenarioTests.manifests
    static let formats = LintCommandTests.formatsFixtures

    /// Every receiver and activity of the merged manifest, fully qualified, with the module and line it came
    /// from (the widget receiver lives in a library module).
    @Test func validateListsEveryComponentWithItsModuleAndLine() {
        let run = ReplayCommandTests.run(["validate", Self.manifests + "/platform-weather/app"])
        #expect(run.status == .success)
        let module = Self.manifests + "/platform-weather/samples/user-interface/appwidgets"
        #expect(
            run.stdout.contains(
                "  receiver com.example.platform.ui.appwidgets.glance.weather.WeatherGlanceWidgetReceiver: widget "
                    + "provider, Glance widget 'WeatherGlanceWidget', updatePeriodMillis 86400000, not exported "
                    + "(\(module)/src/main/AndroidManifest.xml:12:9, module \(module))\n"))
        #expect(run.stdout.contains("  activity com.example.platform.app.MainActivity: exported"))
    }

    /// `--json`: standard output is one JSON document, decoded here as the typed listing.
    @Test func validateJsonIsOneDocumentOfTypedListings() throws {
        let run = ReplayCommandTests.run([
            "validate", "--json", Self.manifests + "/platform-weather/app", Self.formats + "/gradle-project/convention",
        ])
        #expect(run.status == .dataError)
        let report = try JSONDecoder().decode(ValidateCommand.Report.self, from: Data(run.stdout.utf8))
        #expect(report.apps.map(\.ok) == [true, false])
        let weather = try #require(report.apps[0].android)
        #expect(weather.packageName == "com.example.platform.app" && weather.targetSdk == 33)
        #expect(weather.components.filter(\.isWidgetProvider).map(\.glanceWidget) == ["WeatherGlanceWidget"])
        #expect(weather.modules.count == 2 && weather.origins["targetSdk"]?.contains("build.gradle.kts:15:21") == true)
        #expect(report.apps[1].errors.count == 2)
        #expect(report.apps[1].errors[0].contains("error: the build file sets no 'minSdk'"))
    }

    /// No command runs an app at an SDK level it could not read: validate, lint and explore stop with the
    /// located error, and each takes the options that supply the levels.
    @Test(arguments: [["validate"], ["lint"], ["explore", "--runs", "1"]])
    func anUnreadableSdkLevelStopsTheCommandNamingTheOptions(_ command: [String]) {
        let module = Self.formats + "/gradle-project/convention"
        let stopped = ReplayCommandTests.run(command + [module])
        #expect(stopped.status == .dataError)
        #expect(stopped.stderr.contains("build.gradle.kts:1:1: error: the build file sets no 'targetSdk'"))
        #expect(stopped.stderr.contains("give it with '--target-sdk N'"))
        if command == ["lint"] {  // never a count that reads as an all-clear for an app that was not linted
            #expect(
                stopped.stderr.hasSuffix(
                    "0 finding(s): 0 error(s), 0 warning(s); 1 of 1 app(s) did not load and were not linted\n"))
        }
        let given = ReplayCommandTests.run(command + [module, "--min-sdk", "26", "--target-sdk", "35"])
        #expect(!given.stderr.contains("sets no"), "\(given.stderr)")
        #expect(!given.stderr.contains("unknown option"))
    }

    /// `replay` takes the same options for every `install` step (the step's own win), but not with `--state`,
    /// whose saved steps must install the app the same way again.
    @Test func replayTakesTheSdkOptionsForEveryInstallStep() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("sdk-policy-\(UUID()).scenario").path
        defer { try? FileManager.default.removeItem(atPath: script) }
        try "install \(Self.formats)/gradle-project/convention\n".write(
            toFile: script, atomically: true, encoding: .utf8)
        let stopped = ReplayCommandTests.run(["replay", script])
        #expect(stopped.status == .dataError && stopped.stderr.contains("'--target-sdk N'"))
        let given = ReplayCommandTests.run(["replay", script, "--min-sdk", "26", "--target-sdk", "35"])
        #expect(given.status == .success, "\(given.stderr)")
        let saved = ReplayCommandTests.run(["replay", script, "--target-sdk", "35", "--state", "x"])
        #expect(saved.status == .usage)
    }
}
