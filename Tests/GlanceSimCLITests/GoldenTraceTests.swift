import Foundation
import GlanceSimCLI
import GlanceSimScenarios
import GlanceSimTesting
import Testing

/// Every sample scenario's full text and JSON-lines trace, byte for byte as committed under
/// `Fixtures/golden-traces/`: the safety net that keeps behaviour identical while the core is reorganised.
/// Re-record (only for a deliberate behaviour change) with `GLANCESIM_RECORD=failed swift test --filter
/// GoldenTraceTests`; see `Fixtures/golden-traces/README.md`.
@Suite struct GoldenTraceTests {
    @Test(arguments: ManifestScenarioTests.scenarios)
    func sampleScenarioTracesMatchTheirGoldens(_ scenario: String) throws {
        let mode = try GoldenTraces.recordMode()
        let replay = GoldenTraces.replay(scenario)
        #expect(replay.stderr.isEmpty, "Manifests/\(scenario) printed to standard error:\n\(replay.stderr)")
        for (form, output) in [(TraceForm.text, replay.text), (.json, replay.json)] {
            let golden = GoldenTraceFile(scenario: scenario, form: form, folder: GoldenTraces.folder)
            if let problem = golden.check(output, mode: mode) { Issue.record("\(problem)") }
        }
    }

    @Test func everyScenarioHasGoldensAndEveryGoldenAScenario() throws {
        let mode = try GoldenTraces.recordMode()
        let expected = GoldenTraces.expectedFiles(for: ManifestScenarioTests.scenarios)
        let present = GoldenTraces.presentFiles(in: GoldenTraces.folder)
        #expect(!expected.isEmpty)
        // A recording run records the missing ones in the test above (and reports them there).
        let missing = expected.filter { !present.contains($0) }
        if mode == .never && !missing.isEmpty {
            let list = missing.joined(separator: ", ")
            Issue.record(
                "Sample scenarios lack these golden traces in \(GoldenTraces.relativeFolder): \(list). Record them with: \(GoldenTraces.recordCommand)"
            )
        }
        let orphans = present.filter { !expected.contains($0) }
        guard !orphans.isEmpty else { return }
        let list = orphans.joined(separator: ", ")
        if mode == .all || mode == .failed {
            for orphan in orphans { try GoldenTraces.delete(orphan) }
            Issue.record("Deleted golden traces whose scenario is gone: \(list); re-run to verify.")
        } else {
            Issue.record(
                "Golden traces without a scenario under Manifests/: \(list). Delete them, or run: \(GoldenTraces.recordCommand)"
            )
        }
    }

    @Test func aCopyOfASampleElsewhereReplaysToTheSameGoldens() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Manifests", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: GoldenTraces.packageRoot + "/Manifests/clock", toPath: root + "/Manifests/clock")
        let elsewhere = GoldenTraces.replay("clock/screen-off.scenario", in: root)
        let here = GoldenTraces.replay("clock/screen-off.scenario")
        #expect(elsewhere.text == here.text && elsewhere.json == here.json)
        #expect(!(elsewhere.text + elsewhere.json).contains(root))
        #expect(!(here.text + here.json).contains(GoldenTraces.packageRoot))
        for (form, output) in [(TraceForm.text, elsewhere.text), (.json, elsewhere.json)] {
            let golden = GoldenTraceFile(scenario: "clock/screen-off.scenario", form: form, folder: GoldenTraces.folder)
            #expect(golden.check(output, mode: .never) == nil)
        }
    }

    // MARK: - The comparison itself

    @Test func aChangedLineIsReportedWithBothVersionsAndHowToReRecord() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = GoldenTraceFile(scenario: "clock/an-hour.scenario", form: .text, folder: folder)
        try FileManager.default.createDirectory(atPath: folder + "/clock", withIntermediateDirectories: true)
        try Data("one\ntwo\nthree\n".utf8).write(to: URL(fileURLWithPath: golden.path))
        #expect(golden.path == folder + "/clock/an-hour.txt")
        #expect(
            golden.check("one\nTWO\nthree\n", mode: .never) == """
                The text trace of Manifests/clock/an-hour.scenario differs from its golden \(folder)/clock/an-hour.txt; \
                first at line 2:
                  golden: two
                  actual: TWO
                Goldens change only with a deliberate behaviour change. If this is one, re-record with: \
                GLANCESIM_RECORD=failed swift test --filter GoldenTraceTests
                and review it with: git diff Tests/GlanceSimCLITests/Fixtures/golden-traces
                """)
        #expect(try String(contentsOfFile: golden.path, encoding: .utf8) == "one\ntwo\nthree\n")
        #expect(golden.check("one\ntwo\nthree\n", mode: .never) == nil)
    }

    @Test func lineEndsAndTheFinalNewlineAreBytesThatMustMatch() {
        #expect(
            firstDifference(golden: Data("a\nb\n".utf8), actual: Data("a\nb".utf8))
                == "first at line 2:\n  golden: \"b\\n\"\n  actual: \"b\"")
        #expect(
            firstDifference(golden: Data("a\n".utf8), actual: Data("a\r\n".utf8))
                == "first at line 1:\n  golden: \"a\\n\"\n  actual: \"a\\r\\n\"")
        #expect(
            firstDifference(golden: Data("a\n".utf8), actual: Data("a\nextra\n".utf8))
                == "first at line 2:\n  golden: (end of file)\n  actual: extra")
        // Canonically equivalent but different bytes: "é" precomposed and as e + combining accent.
        #expect(
            firstDifference(golden: Data("caf\u{E9}\n".utf8), actual: Data("cafe\u{301}\n".utf8))
                .hasPrefix("first at line 1:"))
        let folder = FileManager.default.temporaryDirectory.path
        let golden = GoldenTraceFile(scenario: "none.scenario", form: .json, folder: folder + "/no-such-folder")
        #expect(
            golden.check("x", mode: .never)?.hasPrefix("No golden JSON-lines trace for Manifests/none.scenario") == true
        )
    }

    @Test func recordModesWriteOnlyWhatTheyAskFor() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = GoldenTraceFile(scenario: "todo/toggling.scenario", form: .json, folder: folder)
        let stored = { try? String(contentsOfFile: golden.path, encoding: .utf8) }

        #expect(golden.check("v1\n", mode: .never)?.hasPrefix("No golden JSON-lines trace") == true)
        #expect(stored() == nil)
        #expect(
            golden.check("v1\n", mode: .missing)
                == "Recorded the JSON-lines trace of Manifests/todo/toggling.scenario at \(folder)/todo/toggling.jsonl; "
                + "re-run to verify.")
        #expect(stored() == "v1\n")
        #expect(golden.check("v2\n", mode: .missing)?.hasPrefix("The JSON-lines trace of") == true)
        #expect(stored() == "v1\n")
        #expect(
            golden.check("v2\n", mode: .failed)
                == "Recorded the JSON-lines trace of Manifests/todo/toggling.scenario at \(folder)/todo/toggling.jsonl "
                + "over a different one; re-run to verify. What changed, first at line 1:\n  golden: v1\n  actual: v2")
        #expect(stored() == "v2\n")
        #expect(golden.check("v2\n", mode: .failed) == nil)
        #expect(golden.check("v2\n", mode: .all)?.hasSuffix("toggling.jsonl (it matched); re-run to verify.") == true)
    }

    private func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(
            "glancesim-golden-\(UUID().uuidString)"
        )
        .path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
