import Foundation

/// Runs the `glancesim` executable as a child process with a time limit, so that a crash (a signal) or a hang
/// is observed from outside instead of taking the fuzzer down.
struct ChildProcess {
    /// How a run ended.
    enum Ending: Equatable {
        /// It exited with this status.
        case exited(Int32)
        /// A signal killed it.
        case signaled(Int32)
        /// It ran past the time limit and was killed.
        case timedOut
    }

    /// The executable to run.
    let executable: String
    /// The time limit in seconds.
    let timeout: Double

    /// Runs `arguments` in `directory`; returns how it ended and what it wrote to standard error.
    func run(_ arguments: [String], in directory: String) -> (ending: Ending, stderr: String) {
        let process = Process()
        process.executableURL = URL(filePath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(filePath: directory)
        let errorPath = directory + "/.stderr"
        _ = FileManager.default.createFile(atPath: errorPath, contents: nil)
        guard let errorFile = FileHandle(forWritingAtPath: errorPath) else {
            return (.exited(-1), "cannot create \(errorPath)")
        }
        defer { try? errorFile.close() }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errorFile
        process.standardInput = FileHandle.nullDevice
        // A launch can fail while the executable is being rebuilt; try a few times before calling it a crash.
        var attempts = 0
        while true {
            do {
                try process.run()
                break
            } catch {
                attempts += 1
                guard attempts < 5 else { return (.exited(-1), "cannot start \(executable): \(error)") }
                usleep(200_000)
            }
        }
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while process.isRunning {
            if Date() > deadline {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(2_000)
        }
        process.waitUntilExit()
        let text = (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        if timedOut { return (.timedOut, text) }
        switch process.terminationReason {
        case .uncaughtSignal: return (.signaled(process.terminationStatus), text)
        default: return (.exited(process.terminationStatus), text)
        }
    }
}
