import Foundation
import Testing

@testable import GlanceSimCLI
@testable import GlanceSimScenarios

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C for real: a `glancesim` child process gets SIGINT in the middle of a ten-year `advance`.
@Suite struct InterruptSignalTests {
    /// The `glancesim` built next to the test bundle, if there is one.
    static let executable: URL? = {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("glancesim") }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    @Test(.enabled(if: executable != nil, "needs the glancesim executable built next to the tests"))
    func sigintStopsARunningStepWithStatus130AndTheStateFolderUntouched() throws {
        let cli = try StateFolderCommandTests()
        defer { cli.cleanUp() }
        let script = cli.scenario("s.scenario", "advance 3m")
        #expect(StateFolderCommandTests.run(["replay", "--quiet", "--state", cli.state, script]).status == .success)
        let before = cli.files(cli.state)
        // A leftover makes the child print a recovery note on stderr as soon as it has loaded the folder: by then
        // the handler is installed, and the long step is about to run.
        try FileManager.default.createDirectory(
            atPath: cli.state + ".glancesim-new", withIntermediateDirectories: false)

        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["step", "--state", cli.state, "advance 3650d"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        var stderr = Data()
        while !String(decoding: stderr, as: UTF8.self).contains("note: removed") {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            stderr += chunk
        }
        kill(process.processIdentifier, SIGINT)
        // It stops within a moment; if it does not, end it rather than wait for ten simulated years.
        for _ in 0..<300 where process.isRunning { usleep(100_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        stderr += errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        let text = String(decoding: stderr, as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 130)
        // Interrupted while replaying the saved steps or while running the new one: either way nothing is saved.
        #expect(text.contains(":1: error: interrupted at "))
        #expect(text.hasSuffix("note: nothing was saved to '\(cli.state)'\n"))
        #expect(cli.files(cli.state) == before)
    }
}
