import Foundation
import GlanceSim
import GlanceSimTesting
import Testing

/// Golden files, always in a temporary folder with an explicit record mode, so these tests never write into
/// the repository and do not depend on GLANCESIM_RECORD.
@Suite struct GoldenTests {
    private func configuration(_ mode: GoldenRecordMode, _ folder: String) -> GoldenConfiguration {
        GoldenConfiguration(
            record: mode, snapshotDirectory: folder + "/snapshots", artifactsDirectory: folder + "/artifacts")
    }

    @Test func aMissingGoldenIsRecordedAndFailsThenMatches() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/snapshots/GoldenTests/aMissingGoldenIsRecordedAndFailsThenMatches.widget.txt"
        withGoldenConfiguration(configuration(.missing, folder)) {
            expectIssue(
                "Recorded a new golden 'widget' at \(path) (record mode 'missing'); re-run to verify",
                atLine: #line + 1
            ) { expectSnapshot(of: "Column\n  Text \"hi\"", named: "widget") }
            #expect(contents(of: path) == "Column\n  Text \"hi\"\n")
            expectSnapshot(of: "Column\n  Text \"hi\"", named: "widget")  // the second run passes
        }
    }

    @Test func aMismatchShowsALineDiffAndWritesTheActualOutput() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = GoldenFile(
            testFilePath: "/x/MyTests.swift", testName: "shows()", label: "lines",
            configuration: configuration(.missing, folder))
        try write("one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\n", to: golden.path)
        let message = golden.verify("one\ntwo\nthree\nfour\nfive\nsix\nSEVEN\neight\nnine", mode: .missing)
        #expect(
            message == """
                Golden 'lines' does not match \(folder)/snapshots/MyTests/shows.lines.txt:
                --- expected
                +++ actual
                 …
                 four
                 five
                 six
                -seven
                +SEVEN
                 eight
                 nine
                The actual output is at \(folder)/artifacts/MyTests/shows.lines.txt; accept it with \
                cp '\(folder)/artifacts/MyTests/shows.lines.txt' '\(folder)/snapshots/MyTests/shows.lines.txt' \
                or re-run with GLANCESIM_RECORD=failed
                """)
        #expect(contents(of: golden.artifactPath) == "one\ntwo\nthree\nfour\nfive\nsix\nSEVEN\neight\nnine\n")
        #expect(contents(of: golden.path) == "one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\n")
    }

    @Test func neverRecordsAndAMissingGoldenFails() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = GoldenFile(
            testFilePath: "/x/MyTests.swift", testName: "t", label: "a", configuration: configuration(.never, folder))
        #expect(
            golden.verify("text", mode: .never) == """
                No golden 'a' at \(golden.path), and record mode 'never' does not record it. The actual output is \
                at \(golden.artifactPath); record it with GLANCESIM_RECORD=missing
                """)
        #expect(contents(of: golden.path) == nil)
        #expect(contents(of: golden.artifactPath) == "text\n")
    }

    @Test func failedRecordsAMismatchAndAllRecordsEvenAMatch() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = GoldenFile(
            testFilePath: "/x/MyTests.swift", testName: "t", label: "a", configuration: configuration(.failed, folder))
        try write("old\n", to: golden.path)
        #expect(
            golden.verify("new", mode: .failed) == """
                Recorded golden 'a' at \(golden.path) over a different one (record mode 'failed'); re-run to verify. \
                What changed:
                --- expected
                +++ actual
                -old
                +new
                """)
        #expect(contents(of: golden.path) == "new\n")
        #expect(golden.verify("new", mode: .failed) == nil)
        #expect(
            golden.verify("new\r\n", mode: .all)
                == "Recorded golden 'a' at \(golden.path) (record mode 'all', it matched); re-run to verify")
    }

    @Test func lineEndingsAndTheFinalNewlineDoNotMatter() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let golden = GoldenFile(
            testFilePath: "/x/MyTests.swift", testName: "t", label: "a", configuration: configuration(.never, folder))
        try write("a\r\nb\r\n\r\n", to: golden.path)
        #expect(golden.verify("a\nb", mode: .never) == nil)
    }

    @Test func namesKeepOnlyLettersDigitsUnderscoresAndDashes() {
        let golden = GoldenFile(
            testFilePath: "/p/Tests/T/My Tests.swift", testName: "golden(arg:)", label: "after click!",
            configuration: GoldenConfiguration(artifactsDirectory: "/a"))
        #expect(golden.path == "/p/Tests/T/__Snapshots__/MyTests/goldenarg.afterclick.txt")
        #expect(golden.artifactPath == "/a/MyTests/goldenarg.afterclick.txt")
        #expect(
            snapshotMismatch(of: "x", named: "!!", testName: "t", testFilePath: "/x/T.swift")
                == "the golden label '!!' has no letters, digits, '_' or '-' to name a file with")
    }

    @Test func theRecordModeComesFromItsEnvironmentValue() throws {
        #expect(try GoldenRecordMode(environmentValue: nil) == .missing)
        #expect(try GoldenRecordMode(environmentValue: "") == .missing)
        #expect(try GoldenRecordMode(environmentValue: "NEVER") == .never)
        #expect(
            throws: GoldenConfigurationError(
                message: "GLANCESIM_RECORD='yes' is not one of missing, all, failed, never")
        ) {
            try GoldenRecordMode(environmentValue: "yes")
        }
    }

    @Test func widgetAndTraceSnapshotsUseTheSwiftTestingTestName() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (device, id) = try tallyDevice()
        let goldens = folder + "/snapshots/GoldenTests/widgetAndTraceSnapshotsUseTheSwiftTestingTestName"
        try write(
            "Column\n  Text \"Tally: 0\"\n  Button \"Add\" onClick=runCallback(TallyAdd)\n", to: goldens + ".tally.txt")
        try write(
            """
            0d 00:00:00.000 #5 widget.callback com.example.tally/.TallyReceiver - onEnabled
            0d 00:00:00.000 #6 widget.callback com.example.tally/.TallyReceiver - onUpdate [1]

            """, to: goldens + ".callbacks.txt")
        withGoldenConfiguration(configuration(.never, folder)) {
            expectSnapshot(ofWidget: id, on: device, named: "tally")
            expectSnapshot(of: device.trace, kinds: [.widgetCallback], named: "callbacks")
            expectIssue("cannot snapshot widget 9: no widget has id 9; widgets: 1", atLine: #line + 1) {
                expectSnapshot(ofWidget: 9, on: device, named: "nine")
            }
        }
    }
}
