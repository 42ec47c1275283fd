import Foundation
import GlanceSimCLI
import GlanceSimScenarios
import Testing

/// `glancesim validate` checks an app folder's iOS side (the `ios` section of its behaviour file) too, and takes a
/// folder that has only an iOS side.
@Suite struct IOSValidateTests {
    let root: String

    init() throws {
        root =
            FileManager.default.temporaryDirectory
            .appendingPathComponent("glancesim-cli-ios-validate-\(UInt32.random(in: 0...UInt32.max))").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func cleanUp() { try? FileManager.default.removeItem(atPath: root) }

    func folder(_ name: String, behavior: String) throws -> String {
        let path = root + "/" + name
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try behavior.write(toFile: path + "/behavior.json5", atomically: true, encoding: .utf8)
        return path
    }

    @Test func aSampleWithBothSidesSummarisesItsIOSSide() {
        let run = ReplayCommandTests.run(["validate", ManifestScenarioTests.manifests + "/todo"])
        #expect(run.status == .success)
        #expect(
            run.stdout.hasSuffix(
                "  iOS com.example.todo: kind TodoWidget (medium, large); App Intents CheckTodoIntent; "
                    + "App Groups group.com.example.todo\n"))
    }

    @Test func aFolderWithOnlyAnIOSSideValidates() throws {
        defer { cleanUp() }
        let path = try folder(
            "ios-only",
            behavior:
                "{ ios: { bundle: 'b', kinds: { K: { timeline: { entries: [{}] }, content: { Text: 'x' } } } } }\n")
        let run = ReplayCommandTests.run(["validate", path])
        #expect(run.status == .success, "\(run.stderr)")
        #expect(run.stdout == "\(path): ok: iOS b: kind K (small, medium, large); App Groups group.b\n")
    }

    @Test func aBrokenIOSSectionIsAnErrorAtItsToken() throws {
        defer { cleanUp() }
        let path = try folder(
            "broken",
            behavior: "{\n  ios: { bundle: 'b', kinds: { K: { families: ['huge'], timeline: { entries: [{}] },\n"
                + "    content: { Text: 'x' } } } },\n}\n")
        let run = ReplayCommandTests.run(["validate", path])
        #expect(run.status == .dataError)
        #expect(
            run.stderr.hasPrefix(
                "\(path)/behavior.json5:2:48: error: unknown family 'huge'; expected 'small', 'medium', 'large'"))
    }
}
