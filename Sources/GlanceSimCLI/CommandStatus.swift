/// The exit statuses of `glancesim`, following sysexits.h.
public enum CommandStatus: Int32, Sendable {
    /// Everything worked.
    case success = 0
    /// The run worked but an expectation failed.
    case expectationFailed = 1
    /// `EX_USAGE`: the command line was wrong.
    case usage = 64
    /// `EX_DATAERR`: an input file was invalid.
    case dataError = 65
    /// `EX_NOINPUT`: an input file was missing or unreadable.
    case noInput = 66
    /// `EX_SOFTWARE`: an internal error.
    case software = 70
    /// `EX_CANTCREAT`: an output file could not be written.
    case cannotCreate = 73
    /// Stopped by Ctrl-C (128 + SIGINT, as shells report it); nothing was saved.
    case interrupted = 130
}
