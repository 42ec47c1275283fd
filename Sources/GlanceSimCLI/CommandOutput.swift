#if canImport(Glibc)
    @preconcurrency import Glibc
#elseif canImport(Darwin)
    @preconcurrency import Darwin
#endif

/// Where a command writes: standard output for results, standard error for diagnostics. Tests capture both.
/// It also carries what a long run needs from its process: whether the user pressed Ctrl-C, and the terminal
/// (if standard error is one) where progress is shown.
///
/// ```swift
/// var printed = ""
/// let output = CommandOutput(stdout: { printed += $0 }, stderr: { printed += $0 })
/// ```
public struct CommandOutput {
    private let emitOut: (String) -> Void
    private let emitError: (String) -> Void
    /// Whether the user asked the command to stop (Ctrl-C).
    let isInterrupted: @Sendable () -> Bool
    /// Standard error when it is a terminal, for progress lines; `nil` for pipes, files and tests.
    let terminal: ProgressTerminal?

    /// Creates an output from two writers (never interrupted, no progress shown).
    public init(stdout: @escaping (String) -> Void, stderr: @escaping (String) -> Void) {
        self.init(stdout: stdout, stderr: stderr, isInterrupted: { false }, terminal: nil)
    }

    /// Creates an output that can be interrupted and shows progress on `terminal`.
    init(
        stdout: @escaping (String) -> Void, stderr: @escaping (String) -> Void,
        isInterrupted: @escaping @Sendable () -> Bool, terminal: ProgressTerminal?
    ) {
        emitOut = stdout
        emitError = stderr
        self.isInterrupted = isInterrupted
        self.terminal = terminal
    }

    /// The process's standard output and standard error; Ctrl-C (once ``CommandLineTool/stopOnInterrupt()``
    /// is installed) interrupts, and progress is shown when standard error is a terminal.
    public static var standardStreams: CommandOutput {
        CommandOutput(
            // fwrite, not fputs: text quoted from an input file may hold a NUL, which fputs would stop at,
            // gluing the rest of the line to the next one.
            stdout: { text in
                _ = text.utf8CString.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count - 1, stdout) }
            },
            stderr: { text in
                _ = text.utf8CString.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count - 1, stderr) }
            },
            isInterrupted: { InterruptSignal.wasReceived }, terminal: .standardError)
    }

    /// This output with everything it prints going to standard error, for the human lines of a command whose
    /// standard output is kept for JSON.
    var standardErrorOnly: CommandOutput {
        CommandOutput(stdout: emitError, stderr: emitError, isInterrupted: isInterrupted, terminal: terminal)
    }

    /// Writes a line to standard output.
    func line(_ text: String = "") { emitOut(text + "\n") }
    /// Writes text to standard output as it is.
    func write(_ text: String) { emitOut(text) }
    /// Writes text to standard error as it is.
    func writeError(_ text: String) { emitError(text) }
    /// Writes a line to standard error.
    func errorLine(_ text: String) { emitError(text + "\n") }
}
