/// A command-line mistake: printed as `error: …` with the command's usage, exit status 64.
struct UsageError: Error {
    var message: String
    /// The usage text of the command that was being parsed.
    var usage: String
}
