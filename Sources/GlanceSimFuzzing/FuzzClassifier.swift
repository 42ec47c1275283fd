import Foundation

/// Decides what a child run's ending means: an exit of 0 or 1 is fine; 64–66 must come with an error line
/// `path:line:column: error: …` whose position is inside the file it names (line ≥ 1, and not past the
/// file's end), else the error is unlocated; a signal or exit 70 is a crash. A step given on the command line
/// is the pseudo-file `<step N>`, located when its line and column are at least 1.
///
/// The error line is the contract every GlanceSim diagnostic follows (see the DocC article BadInput.md), so reading
/// it here checks exactly what a user's editor would read.
enum FuzzClassifier {
    static func classify(_ ending: ChildProcess.Ending, stderr: String, directory: String) -> FuzzOutcome {
        switch ending {
        case .timedOut: return .hang
        case .signaled: return .crash
        case .exited(0), .exited(1): return .ok
        case .exited(64), .exited(65), .exited(66):
            return isLocated(stderr, directory: directory) ? .located : .unlocated
        case .exited: return .crash
        }
    }

    /// Whether the first error line points into an existing file.
    static func isLocated(_ stderr: String, directory: String) -> Bool {
        guard let position = firstErrorPosition(stderr) else { return false }
        if position.path.hasPrefix("<") && position.path.hasSuffix(">") {  // a step given as an argument
            return position.line >= 1 && position.column >= 1
        }
        let path = position.path.hasPrefix("/") ? position.path : directory + "/" + position.path
        guard position.line >= 1, position.column >= 1,
            let data = FileManager.default.contents(atPath: path)
        else { return false }
        // Scenario scripts end lines at LF only; XML and JSON5 also at CR and CRLF: either way counts.
        return [lineLengths(Array(data), carriageReturns: false), lineLengths(Array(data), carriageReturns: true)]
            .contains { lengths in
                position.line <= lengths.count && position.column <= lengths[position.line - 1] + 1
            }
    }

    /// The length in bytes of each line, lines ending at LF (and, with `carriageReturns`, at CR and CRLF).
    static func lineLengths(_ bytes: [UInt8], carriageReturns: Bool) -> [Int] {
        var lengths: [Int] = []
        var length = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || (carriageReturns && byte == 0x0D) {
                lengths.append(length)
                length = 0
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                length += 1
            }
            index += 1
        }
        lengths.append(length)
        return lengths
    }

    /// The `path`, `line` and `column` of the first `path:line:column: error:` line.
    static func firstErrorPosition(_ stderr: String) -> (path: String, line: Int, column: Int)? {
        for line in stderr.split(separator: "\n") {
            // The position ends at the first ": " of the line, and "error: " must follow it at once (a warning's
            // message may quote text that holds ": error: ").
            guard let marker = line.range(of: ": "), line[marker.upperBound...].hasPrefix("error: ") else { continue }
            let place = line[..<marker.lowerBound]
            let parts = place.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]),
                let column = Int(parts[parts.count - 1])
            else { return nil }
            return (parts.dropLast(2).joined(separator: ":"), lineNumber, column)
        }
        return nil
    }
}
