/// Where a command writes: standard output for results, standard error for diagnostics. Tests capture both.
public struct CommandOutput {
    private let emitOut: (String) -> Void
    private let emitError: (String) -> Void

    /// Creates an output from two writers.
    public init(stdout: @escaping (String) -> Void, stderr: @escaping (String) -> Void) {
        emitOut = stdout
        emitError = stderr
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
