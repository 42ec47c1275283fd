import Foundation
import GlanceSimCLI
import GlanceSimScenarios
import Testing

/// The command line, run in-process with captured output.
@Suite struct CommandLineToolTests {
    private struct Run {
        var status: CommandStatus
        var stdout = ""
        var stderr = ""
    }

    private func run(_ arguments: String...) -> Run {
        var out = ""
        var err = ""
        let status = CommandLineTool.run(
            arguments, output: CommandOutput(stdout: { out += $0 }, stderr: { err += $0 }))
        return Run(status: status, stdout: out, stderr: err)
    }

    @Test func versionPrintsTheVersion() {
        let result = run("--version")
        #expect(result.status == .success)
        #expect(result.stdout == "glancesim \(CommandLineTool.version)\n")
    }

    /// `--version` is the newest release CHANGELOG.md names, and the README's toolchain is Package.swift's.
    @Test func versionAgreesWithTheChangelogAndToolsVersionWithTheReadme() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        // Keep a Changelog: changes not yet released gather under "Unreleased" above the newest release.
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        #expect(newest?.hasPrefix("## [\(CommandLineTool.version)]") == true)
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let tools = manifest.split(separator: "\n").first.map { String($0.split(separator: ":").last ?? "") }
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let version = try #require(tools?.trimmingCharacters(in: .whitespaces))
        #expect(readme.contains("Swift \(version)"))
    }

    @Test func helpListsTheCommands() {
        let result = run("--help")
        #expect(result.status == .success)
        #expect(result.stdout.contains("USAGE: glancesim <command>"))
        #expect(result.stdout.contains("demo"))
        #expect(run("help", "demo").stdout.contains("--kill-after"))
        #expect(run("demo", "--help").stdout.contains("--kill-after"))
    }

    @Test func helpHelpExitsZeroAndPrintsHelpsOwnUsage() {
        for arguments in [["help", "--help"], ["help", "-h"], ["help", "help"]] {
            var out = ""
            var err = ""
            let status = CommandLineTool.run(
                arguments, output: CommandOutput(stdout: { out += $0 }, stderr: { err += $0 }))
            #expect(status == .success, "\(arguments)")
            #expect(out.hasPrefix("USAGE: glancesim help [<command>]\n"), "\(arguments)")
            #expect(err.isEmpty)
        }
    }

    @Test func unknownCommandSuggestsTheClosestAndExitsWithUsageStatus() {
        let result = run("dmeo")
        #expect(result.status == .usage)
        #expect(result.stderr.hasPrefix("error: unknown command 'dmeo'; did you mean 'demo'?\n"))
        #expect(result.stdout.isEmpty)
    }

    @Test func unknownOptionAndBadValuesAreUsageErrors() {
        let option = run("demo", "--durration", "5m")
        #expect(option.status == .usage)
        #expect(option.stderr.hasPrefix("error: unknown option '--durration'; did you mean '--duration'?"))
        let value = run("demo", "--duration", "5x")
        #expect(value.status == .usage)
        #expect(
            value.stderr.hasPrefix(
                "error: '5x' for '--duration' must be a duration from 0ms to 36525d, like 90s, 6h or 1d"))
        let zone = run("demo", "--zone", "Mars/Olympus")
        #expect(zone.stderr.hasPrefix("error: unknown time zone 'Mars/Olympus'"))
        let missing = run("demo", "--zone")
        #expect(missing.stderr.hasPrefix("error: option '--zone' needs a value"))
    }

    @Test func demoShowsTicksAcrossTheDstChangeAndStaleTimeAfterProcessDeath() {
        let result = run("demo")
        #expect(result.status == .success)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.contains("clock.tick android - 01:59"))
        #expect(result.stdout.contains("clock.tick android - 03:00"))  // 02:00 CET became 03:00 CEST
        #expect(result.stdout.contains("process.death com.example.clock - pid 1000 killed, 1 runtime receiver(s) gone"))
        #expect(result.stdout.contains("time the app stored last: 03:01"))
        #expect(result.stdout.contains("ticks sent: 6, delivered: 4"))
    }

    @Test func demoRunsAreByteIdentical() {
        #expect(run("demo", "--json").stdout == run("demo", "--json").stdout)
        #expect(run("demo", "--json").stdout.hasPrefix("{\"details\":"))
    }
}
