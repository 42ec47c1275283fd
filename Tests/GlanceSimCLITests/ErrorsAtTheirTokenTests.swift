import Foundation
import GlanceSimCLI
import Testing

/// Errors the fuzzer found at a file's first line and column (1:1) although the file has a token to point at
/// (issue "Nothing lost, third pass"): each now points at the byte or value it is about, as BadInput.md promises.
@Suite struct ErrorsAtTheirTokenTests {
    /// A folder of the test's own (the tests run in parallel).
    private let folder = FileManager.default.temporaryDirectory.appending(
        path: "glancesim-token-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    ).path

    private func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/" + name
        try Data(bytes).write(to: URL(filePath: path))
        return path
    }

    /// Line 2, column 4: the byte 0xFF, which starts no UTF-8 sequence.
    private static let badByteOnLine2 = Array("# ok\nadv".utf8) + [0xFF] + Array("ance 1m\n".utf8)

    @Test func aCompareScriptThatIsNotUTF8IsASyntaxErrorAtTheBadByteNotUnreadable() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try write("both.compare", Array("compare\n".utf8) + Self.badByteOnLine2)
        let run = ReplayCommandTests.run(["compare", path])
        #expect(run.status == .dataError)
        #expect(
            run.stderr.hasPrefix(
                "\(path):3:4: error: the script is not UTF-8 text: this byte does not start a valid UTF-8 sequence"))
    }

    @Test func anInvariantsFileThatIsNotUTF8PointsAtTheBadByte() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try write("bad.invariants", Self.badByteOnLine2)
        let run = ReplayCommandTests.run([
            "explore", ReplayCommandTests.fixtures + "/ticker", "--invariants", path, "--runs", "1", "--span", "1h",
        ])
        #expect(run.status == .dataError)
        #expect(run.stderr.hasPrefix("\(path):2:4: error: the invariants file is not UTF-8 text"))
    }

    /// Foundation's JSONDecoder reads `99999999999999999999` (or `Int64.max + 1`) as a `Double` but refuses it as an
    /// integer, saying only "not valid JSON", with no coding path: the error points at the first integer `Int64`
    /// does not hold.
    @Test(arguments: ["99999999999999999999", "9223372036854775808"])
    func aStateFolderIntegerPast64BitsIsLocatedAtTheNumber(_ number: String) throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let state = folder + "/st"
        let saved = ReplayCommandTests.run([
            "replay", "--quiet", "--state", state, ReplayCommandTests.fixtures + "/ticker/pass.scenario",
        ])
        #expect(saved.status == .success)
        let manifest = state + "/glancesim-state.json"
        var text = try String(contentsOfFile: manifest, encoding: .utf8)
        let range = try #require(text.range(of: #""line" : "#))
        let digits = text[range.upperBound...].prefix { $0.isNumber }
        text.replaceSubrange(range.upperBound..<digits.endIndex, with: number)
        try text.write(toFile: manifest, atomically: true, encoding: .utf8)
        let lineNumber = text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
        let column =
            text[..<range.upperBound].split(separator: "\n", omittingEmptySubsequences: false).last!.utf8
            .count + 1
        let run = ReplayCommandTests.run(["work", "list", "--state", state])
        #expect(run.status == .dataError)
        #expect(run.stderr.hasPrefix("\(manifest):\(lineNumber):\(column): error: the state folder"))
    }

    /// A compare line written differently for a side (`tap NAME text` is Android's `click NAME text`, two columns
    /// longer) has that side's errors moved back into the line (fuzz seed 4242 case 27434: column 13 of a
    /// 10-column line).
    @Test func aCompareStepsErrorPointsIntoItsLineNotPastItsEnd() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = try write("tap.compare", Array("compare\ntap t text\n".utf8))
        let run = ReplayCommandTests.run(["compare", path])
        #expect(run.status == .dataError)
        #expect(run.stderr.hasPrefix("\(path):2:11: error: expected the node's text at the end of the line"))
    }

}
