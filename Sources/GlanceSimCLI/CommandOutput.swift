/// Where a command writes: standard output for results, standard error for diagnostics. Tests capture both.
public struct CommandOutput {
    let writeOut: (String) -> Void
    let writeError: (String) -> Void

    /// Creates an output from two writers.
    public init(stdout: @escaping (String) -> Void, stderr: @escaping (String) -> Void) {
        writeOut = stdout
        writeError = stderr
    }

    /// Writes a line to standard output.
    func line(_ text: String = "") { writeOut(text + "\n") }
    /// Writes text to standard output as it is.
    func write(_ text: String) { writeOut(text) }
    /// Writes a line to standard error.
    func errorLine(_ text: String) { writeError(text + "\n") }
}
