import Foundation
import GlanceSimFormats
import GlanceSimInterpreter

/// Puts a state folder's path back in order after a save that was interrupted (a kill, a power loss). Every
/// command that reads or writes a state folder runs it first; it never removes the only complete copy.
///
/// The rules, for every combination of `PATH`, `PATH.glancesim-new` and `PATH.glancesim-old`, are the table in
/// the DocC article <doc:StateFolders>; ``apply(current:new:old:)`` follows it row by row. A leftover holding
/// names that are not a state folder's own is never removed: recovery refuses instead.
struct StateFolderRecovery: StateFolderSiblings {
    let path: String
    let fileSystem: any StateFileSystem

    /// Applies the rules and returns a note for everything it did.
    /// - Throws: ``FormatError`` when a leftover is not GlanceSim's, when the state folder is damaged, or when
    ///   a file-system call fails.
    func recover() throws(FormatError) -> [Diagnostic] {
        let new = StateFolderCondition.of(staging, in: fileSystem)
        let old = StateFolderCondition.of(previous, in: fileSystem)
        if case .absent = new, case .absent = old { return [] }
        for (leftover, condition) in [(staging, new), (previous, old)] where !Self.isRemovable(condition) {
            throw FormatError(
                .invalidValue, at: .file(leftover),
                "'\(leftover)' is in the way of the state folder '\(path)' and is not a leftover of GlanceSim; "
                    + "move it away")
        }
        do {
            return try apply(current: StateFolderCondition.of(path, in: fileSystem), new: new, old: old)
        } catch let error as FormatError {
            throw error
        } catch {
            throw FormatError(
                .unreadable, at: .file(path), "cannot recover the state folder '\(path)': \(error)")
        }
    }

    private func apply(current: StateFolderCondition, new: StateFolderCondition, old: StateFolderCondition) throws
        -> [Diagnostic]
    {
        var notes: [Diagnostic] = []
        switch current {
        case .complete:
            for (leftover, condition) in [(staging, new), (previous, old)] where !Self.isAbsent(condition) {
                try remove(leftover)
                notes.append(note("removed '\(leftover)', left over from a save that was interrupted"))
            }
        case .absent, .empty:
            if case .complete = new {
                try fileSystem.rename(staging, to: path)
                try fileSystem.syncDirectory(parent)
                notes.append(note("finished a save that was interrupted: moved '\(staging)' to '\(path)'"))
                if !Self.isAbsent(old) { try remove(previous) }
            } else if case .complete = old {
                try fileSystem.rename(previous, to: path)
                try fileSystem.syncDirectory(parent)
                notes.append(
                    note("a save was interrupted before it finished: moved the earlier state back from '\(previous)'"))
                if !Self.isAbsent(new) { try remove(staging) }
            } else if case .incomplete(let error, _) = old {
                throw FormatError(
                    error.diagnostics
                        + [
                            Diagnostic(
                                .note, .damagedState, at: .file(path), "there is no complete state folder at '\(path)'")
                        ])
            } else {
                for (leftover, condition) in [(staging, new), (previous, old)] where !Self.isAbsent(condition) {
                    try remove(leftover)
                    notes.append(
                        note(
                            "removed '\(leftover)', left over from a first save that was interrupted; nothing was saved"
                        ))
                }
            }
        case .incomplete(let error, _):
            var diagnostics = error.diagnostics
            for (leftover, condition) in [(staging, new), (previous, old)] {
                if case .complete = condition {
                    diagnostics.append(
                        Diagnostic(
                            .note, .damagedState, at: .file(leftover),
                            "'\(leftover)' holds a complete state folder; move it to '\(path)' to use it"))
                }
            }
            throw FormatError(diagnostics)
        case .foreign:
            break  // the command that reads or writes `path` refuses it; the leftovers stay as they are.
        }
        return notes
    }

    private func remove(_ folder: String) throws(StateFileSystemError) {
        try StateFolder.removeFolder(folder, in: fileSystem)
    }

    private func note(_ message: String) -> Diagnostic { Diagnostic(.note, .stateRecovered, at: .file(path), message) }

    private static func isAbsent(_ condition: StateFolderCondition) -> Bool {
        if case .absent = condition { return true }
        return false
    }

    /// Whether a leftover may be removed (or moved into place): it holds nothing but a state folder's files.
    private static func isRemovable(_ condition: StateFolderCondition) -> Bool {
        switch condition {
        case .absent, .empty: return true
        case .complete(_, let extras): return extras.isEmpty
        case .incomplete(_, let removable): return removable
        case .foreign: return false
        }
    }
}
