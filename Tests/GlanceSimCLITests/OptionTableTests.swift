import Foundation
import Testing

@testable import GlanceSimCLI

/// Each command's options are declared once, in its ``OptionTable``: its usage text, its parsing, "did you mean" and
/// the command-line article's synopsis all come from it, so they cannot disagree.
@Suite struct OptionTableTests {
    static let article = GoldenTraces.packageRoot + "/Sources/GlanceSimCLI/GlanceSimCLI.docc/CommandLine.md"

    @Test func theArticlesSynopsisIsTheOneTheTablesMake() throws {
        let text = try String(contentsOfFile: Self.article, encoding: .utf8)
        let start = try #require(text.range(of: "```\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let shown = String(text[start.upperBound..<end.lowerBound])
        #expect(
            shown == CommandLineTool.synopsis, "replace the article's first block with:\n\(CommandLineTool.synopsis)")
    }

    @Test(arguments: CommandLineTool.commands.filter { $0.parse != nil }.map(\.name))
    func everyOptionOfATableIsInTheUsageAndIsParsed(_ name: String) throws {
        let command = try #require(CommandLineTool.commands.first { $0.name == name })
        for form in command.forms {
            for option in form.options {
                #expect(command.usage.contains("  " + option.shown), "\(name): '\(option.shown)' is not in the usage")
                let words = form.command.split(separator: " ").dropFirst().map(String.init)
                let arguments = words + [option.name] + (option.value == nil ? [] : ["1"])
                do {
                    _ = try command.parse!(arguments)
                } catch let error as UsageError {
                    #expect(!error.message.hasPrefix("unknown option"), "\(name) \(arguments): \(error.message)")
                }
            }
        }
    }

    @Test func anUnknownOptionIsAUsageErrorWithTheNearestName() throws {
        let table = OptionTable("bench", options: [.count("--days", in: 0...10, default: 1, "Days")])
        #expect(throws: (any Error).self) { try table.parse(["--dyas", "3"], usage: "u") }
        do {
            _ = try table.parse(["--dyas", "3"], usage: "u")
        } catch let error as UsageError {
            #expect(error.message == "unknown option '--dyas'; did you mean '--days'?")
        }
    }

    @Test func aCountIsCheckedAgainstItsDeclaredRangeAndDefaults() throws {
        let table = OptionTable("bench", options: [.count("--days", in: 0...10, default: 4, "Days")])
        #expect(try table.parse([], usage: "u").count("--days") == 4)
        #expect(try table.parse(["--days", "10"], usage: "u").count("--days") == 10)
        do {
            _ = try table.parse(["--days", "11"], usage: "u").count("--days")
            Issue.record("11 is out of range")
        } catch let error as UsageError {
            #expect(error.message == "'11' for '--days' must be a count from 0 to 10")
        }
        #expect(table.help.hasPrefix("  --days <n>  Days, 0 to 10 (default 4)\n  --help      Show this help."))
    }

    @Test func theSynopsisBracketsAlternativesAndNestsWhatGoesWithAnOption() {
        let table = OptionTable(
            "replay", "<file>...",
            options: [
                CommandOption("--quiet", "q"), CommandOption("--verbose", "v", synopsis: .alternative),
                CommandOption("--state", value: "<dir>", "s"),
                CommandOption("--full-trace", "f", synopsis: .within("--state")),
                CommandOption("--seeds", value: "<dir>", "r", synopsis: .repeatable),
                CommandOption("--x", "hidden", synopsis: .hidden),
                CommandOption("-o", alias: "--output", value: "<f>", "o", synopsis: .required),
            ])
        #expect(
            table.synopsis
                == "glancesim replay <file>... [--quiet | --verbose] [--state <dir> [--full-trace]] [--seeds <dir>]... "
                + "-o <f>")
    }
}
