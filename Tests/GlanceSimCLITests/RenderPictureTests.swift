import Foundation
import GlanceSim
import GlanceSimCLI
import GlanceSimScenarios
import Testing

/// `glancesim render --svg`: a saved widget's pictures at each size its host shows it at.
@Suite struct RenderPictureTests {
    let root: String
    let state: String

    init() throws {
        root =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "glancesim-render-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            ).path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        state = root + "/st"
        let scenario = ReplayCommandTests.fixtures + "/ticker/pass.scenario"
        #expect(ReplayCommandTests.run(["replay", "--quiet", "--state", state, scenario]).status == .success)
    }

    private func cleanUp() { try? FileManager.default.removeItem(atPath: root) }

    @Test func picturesForEverySizeGoIntoTheFolderNamedByWidgetAndSize() throws {
        defer { cleanUp() }
        let out = root + "/pictures"
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        let light = ReplayCommandTests.run(["render", "--state", state, "t", "--svg", "-o", out])
        let dark = ReplayCommandTests.run(["render", "--state", state, "t", "--svg", "--dark", "-o", out])
        #expect(light.status == .success && dark.status == .success)
        let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
        // The ticker is bound at the launcher's default portrait and landscape sizes for its cells.
        #expect(files.count == 4 && files.allSatisfy { $0.hasPrefix("t-") && $0.hasSuffix(".svg") })
        #expect(files.filter { $0.hasSuffix("-dark.svg") }.count == 2)
        #expect(
            light.stdout.split(separator: "\n").map { ($0 as NSString).lastPathComponent }.sorted()
                == files.filter { !$0.hasSuffix("-dark.svg") })
        let svg = try String(contentsOfFile: out + "/" + files[0], encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") && svg.hasSuffix("</svg>\n"))
    }

    @Test func oneSizeGoesToStandardOutput() throws {
        defer { cleanUp() }
        let result = ReplayCommandTests.run(["render", "--state", state, "t", "--svg", "--size", "200x100"])
        #expect(result.status == .success)
        #expect(result.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"100\""))
        #expect(result.stdout.contains(">03:01<"))  // what the ticker shows at the end of the scenario
    }

    @Test func severalSizesWithoutAFolderIsAUsageError() {
        defer { cleanUp() }
        let result = ReplayCommandTests.run(["render", "--state", state, "t", "--svg"])
        #expect(result.status == .usage && result.stdout.isEmpty)
        #expect(result.stderr.contains("is shown at 2 sizes"))
    }

    @Test func badPictureOptionsAreRefused() {
        defer { cleanUp() }
        #expect(ReplayCommandTests.run(["render", "--state", state, "t", "--dark"]).status == .usage)
        #expect(ReplayCommandTests.run(["render", "--state", state, "t", "--svg", "--json"]).status == .usage)
        for size in ["200", "0x10", "axb", "20000x10"] {
            #expect(
                ReplayCommandTests.run(["render", "--state", state, "t", "--svg", "--size", size]).status == .usage)
        }
        let unwritable = ReplayCommandTests.run(["render", "--state", state, "t", "--svg", "-o", "/dev/null/pictures"])
        #expect(unwritable.status == .cannotCreate && unwritable.stderr.contains("error: cannot create the folder"))
        let made = ReplayCommandTests.run(["render", "--state", state, "t", "--svg", "-o", root + "/new/folder"])
        #expect(made.status == .success && made.stdout.split(separator: "\n").count == 2)
    }
}
