import Foundation
import Testing

@testable import GlanceSimCLI

/// `docs/ci/explore-shards.yml`, the CI matrix for `explore --shard k/n` and `explore merge`: every `glancesim`
/// command line in it is one the command line accepts — read line by line (no YAML library), its shell variables
/// given sample values, and parsed by the CLI's own parser, each option checked against the command's usage too.
@Suite struct ExploreShardsWorkflowTests {
    static let workflow = GoldenTraces.packageRoot + "/docs/ci/explore-shards.yml"

    /// The values the workflow's variables take in a sample dispatch.
    static let samples = [
        "APP": "Manifests/weather", "SHARD": "2", "SHARDS": "4", "RUNS": "200", "SEED": "7", "SPAN": "1d",
    ]

    /// Every `glancesim …` command in the workflow's lines (continuation lines joined), cut at the first shell
    /// operator, as words with the quotes taken off.
    static func commands(in text: String) -> [[String]] {
        let joined = text.replacingOccurrences(of: "\\\n", with: " ")
        return joined.split(separator: "\n").compactMap { line -> [String]? in
            // A command line starts with `glancesim` (after `run:` on a one-line step); a step's name or
            // `--product glancesim` is no command.
            let words = line.split(separator: " ").map(String.init)
            let start = words.first == "run:" ? 1 : 0
            guard words.count > start, words[start] == "glancesim" else { return nil }
            let stop = ["||", "&&", "|", ";", ">", ">>", "2>", "2>&1"]
            return Array(words[(start + 1)...].prefix { !stop.contains($0) }).map {
                $0.replacingOccurrences(of: "\"", with: "")
            }
        }
    }

    /// `$NAME` in a word replaced by its sample value; `nil` for a variable without one.
    static func substituted(_ word: String) -> String? {
        var result = ""
        var rest = Substring(word)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let name = rest[rest.index(after: dollar)...].prefix { $0.isUppercase || $0 == "_" }
            guard let value = samples[String(name)] else { return nil }
            result += value
            rest = rest[rest.index(dollar, offsetBy: 1 + name.count)...]
        }
        return result + rest
    }

    @Test func everyGlancesimCommandInTheExploreShardsWorkflowUsesOptionsTheCLIAccepts() throws {
        let text = try String(contentsOfFile: Self.workflow, encoding: .utf8)
        let commands = Self.commands(in: text)
        // The command lines take their values from env variables (`"$SHARD/$SHARDS"`), which this test fills in.
        #expect(!commands.joined().joined().contains("${{"))
        // The shard jobs explore, the last job merges.
        #expect(commands.map { $0.prefix(2).joined(separator: " ") }.contains { $0.hasPrefix("explore ") })
        #expect(commands.contains { $0.prefix(2) == ["explore", "merge"] })
        for command in commands {
            let words = try #require(command.map(Self.substituted) as? [String], "unknown variable in \(command)")
            let name = try #require(words.first)
            let usage = try #require(CommandLineTool.usage(of: name), "no command '\(name)'")
            for option in words.dropFirst() where option.hasPrefix("-") {
                #expect(usage.contains(option + " ") || usage.contains(option + "\n"), "'\(option)' of \(command)")
            }
            do {
                #expect(try CommandLineTool.parse(name, Array(words.dropFirst())) != nil, "\(command)")
            } catch let error as UsageError {
                Issue.record("glancesim \(words.joined(separator: " ")): \(error.message)")
            }
        }
    }

    @Test func aMisspeltOptionWouldBeCaught() throws {
        let commands = Self.commands(in: "  run: glancesim explore \"$APP\" --shrad \"$SHARD/$SHARDS\" -o out || x\n")
        #expect(commands == [["explore", "$APP", "--shrad", "$SHARD/$SHARDS", "-o", "out"]])
        let words = commands[0].compactMap(Self.substituted)
        #expect(words == ["explore", "Manifests/weather", "--shrad", "2/4", "-o", "out"])
        #expect(throws: UsageError.self) { try CommandLineTool.parse("explore", Array(words.dropFirst())) }
    }
}
