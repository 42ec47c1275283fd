import Foundation
import GlanceSimCLI
import Testing

/// The README is a front door: short, and every command of its tour and walkthrough runs as written, from the
/// package root, with the exit status the README gives it (0 unless its comment says `exit status N`).
@Suite(.serialized) struct ReadmeTourTests {
    /// The package root, found from this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Where the README's commands write (`/tmp/glancesim-tour/…`); the test writes to a folder of its own instead.
    static let tourOutput = "/tmp/glancesim-tour"

    static func file(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appending(path: path)), as: UTF8.self)
    }

    /// A command line of the README: where it is, its arguments after `glancesim`, and the exit status it says.
    struct Command: CustomStringConvertible {
        var line: Int
        var arguments: [String]
        var status: Int32
        var description: String { "README.md:\(line): glancesim \(arguments.joined(separator: " "))" }
    }

    /// The lines of the README's sections whose heading is one of `headings` (up to the next `## ` heading).
    static func sections(_ headings: [String], of text: String) -> [(line: Int, text: Substring)] {
        var inside = false
        var lines: [(line: Int, text: Substring)] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("## ") { inside = headings.contains(String(line.dropFirst(3))) }
            if inside { lines.append((index + 1, line)) }
        }
        return lines
    }

    /// The code blocks among `lines`: their language (after the fence) and their lines.
    static func codeBlocks(_ lines: [(line: Int, text: Substring)]) -> [(language: String, lines: [(Int, Substring)])] {
        var blocks: [(language: String, lines: [(Int, Substring)])] = []
        var current: (language: String, lines: [(Int, Substring)])?
        for (number, line) in lines {
            if line.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else if current != nil {
                current?.lines.append((number, line))
            }
        }
        return blocks
    }

    /// Splits a command line as a POSIX shell would, for the subset the README may use: words, single and double
    /// quotes, and a `#` comment. Anything else a shell would expand or redirect is refused, so the README cannot
    /// print a command this test does not run as written.
    static func shellWords(_ line: Substring) throws -> (words: [String], comment: String) {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            index = line.index(after: index)
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else if character == "#" && !inWord {
                return (words, String(line[index...]))
            } else if "|&;<>()$`\\*?[]{}~".contains(character) {
                throw ReadmeCommandError(message: "shell syntax '\(character)' the tour test does not run: \(line)")
            } else {
                word.append(character)
                inWord = true
            }
        }
        if quote != nil { throw ReadmeCommandError(message: "an unclosed quote: \(line)") }
        if inWord { words.append(word) }
        return (words, "")
    }

    struct ReadmeCommandError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Every `glancesim …` (or `swift run glancesim …`, or either after a `$ ` prompt) line of the tour's and
    /// the walkthrough's code blocks.
    static func commands() throws -> [Command] {
        let lines = sections(["A short tour", "Your own widget"], of: try file("README.md"))
        var commands: [Command] = []
        for block in codeBlocks(lines) where block.language.isEmpty || block.language == "sh" {
            for (number, raw) in block.lines {
                var line = raw.drop { $0 == " " }
                if line.hasPrefix("$ ") { line = line.dropFirst(2) }
                guard line.hasPrefix("glancesim ") || line.hasPrefix("swift run glancesim ") else { continue }
                let (words, comment) = try shellWords(line)
                let arguments = Array(words.drop { $0 != "glancesim" }.dropFirst())
                var status: Int32 = 0
                if let match = comment.firstMatch(of: #/exit status (\d+)/#) { status = Int32(match.1)! }
                commands.append(Command(line: number, arguments: arguments, status: status))
            }
        }
        return commands
    }

    @Test func theReadmeIsAFrontDoorOfAtMost300LinesAnd2500Words() throws {
        let text = try Self.file("README.md")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).count
        #expect(lines <= 300, "README.md has \(lines) lines")
        #expect(words <= 2500, "README.md has \(words) words")
    }

    @Test func theTourAndTheWalkthroughHaveTheirCommands() throws {
        let commands = try Self.commands()
        let names = Set(commands.compactMap(\.arguments.first))
        #expect(commands.count >= 12, "\(commands)")
        for name in ["validate", "replay", "step", "work", "render", "report", "explore", "compare"] {
            #expect(names.contains(name), "the README's tour has no 'glancesim \(name)'")
        }
        #expect(commands.contains { $0.arguments.first == "explore" && $0.status == 1 })
    }

    /// Runs every command in order (later ones read the state folders earlier ones saved) from the package root.
    @Test func everyCommandOfTheTourAndTheWalkthroughRunsAsWritten() throws {
        let output = FileManager.default.temporaryDirectory.appending(path: "readme-tour-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        if FileManager.default.currentDirectoryPath != Self.root.path {
            // Every other test names its files by absolute path; the README's are relative to the package root.
            #expect(FileManager.default.changeCurrentDirectoryPath(Self.root.path))
        }
        for command in try Self.commands() {
            let arguments = command.arguments.map {
                $0.replacingOccurrences(of: Self.tourOutput, with: output.path)
            }
            var stdout = ""
            var stderr = ""
            let status = CommandLineTool.run(
                arguments, output: CommandOutput(stdout: { stdout += $0 }, stderr: { stderr += $0 }))
            #expect(
                status.rawValue == command.status,
                "\(command) exited \(status.rawValue), not \(command.status):\n\(stdout.suffix(2000))\(stderr)")
        }
    }

    /// The walkthrough prints its app's files and its Swift test; they are the files that run.
    @Test func theWalkthroughPrintsTheFilesThatRun() throws {
        let blocks = Self.codeBlocks(Self.sections(["Your own widget"], of: try Self.file("README.md")))
        func text(_ language: String, containing marker: String) -> String? {
            blocks.first { $0.language == language && $0.lines.contains { $0.1.contains(marker) } }
                .map { $0.lines.map { String($0.1) }.joined(separator: "\n") + "\n" }
        }
        // The walkthrough's behaviour file is what `init` drafts from its Kotlin, and the README shows that draft
        // shortened: its lines, in order, without an annotation `// (…)` at a line's end.
        var draft = ""
        let status = CommandLineTool.run(
            ["init", Self.root.path + "/docs/walkthrough", "-o", "-"],
            output: CommandOutput(stdout: { draft += $0 }, stderr: { _ in }))
        #expect(status == .success)
        #expect(draft == (try Self.file("docs/walkthrough/behavior.json5")))
        let shown = try #require(text("json5", containing: "WaterReceiver"))
        var remaining = draft.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }[...]
        for line in shown.split(separator: "\n") {
            let wanted = String(line.split(separator: "  // (").first ?? line).trimmingCharacters(in: .whitespaces)
            guard let found = remaining.firstIndex(of: wanted) else {
                Issue.record("the README's draft line '\(wanted)' is not in init's draft (in order)")
                break
            }
            remaining = remaining[(found + 1)...]
        }
        let scenario = try #require(text("", containing: "add widget .WaterReceiver"))
        #expect(scenario == (try Self.file("docs/walkthrough/first.scenario")))
        let test = try #require(text("swift", containing: "@Test"))
        #expect(try Self.file("Tests/GlanceSimTestingTests/WalkthroughTests.swift").hasSuffix("\n\n" + test))
    }
}
