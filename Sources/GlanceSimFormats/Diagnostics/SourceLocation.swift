/// A place in an input file: 1-based line and column, the column counting UTF-8 bytes as GCC, clang and
/// swiftc do.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path as the user gave it (relative paths stay relative, so messages and goldens carry no
    /// machine paths).
    public var path: String
    /// The line, from 1.
    public var line: Int
    /// The column in UTF-8 bytes, from 1.
    public var column: Int

    /// Creates a location.
    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// The start of a file (for problems with the file as a whole).
    public static func file(_ path: String) -> SourceLocation { SourceLocation(path: path, line: 1, column: 1) }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.path, lhs.line, lhs.column) < (rhs.path, rhs.line, rhs.column)
    }

    /// `path:line:column`.
    public var description: String { "\(path):\(line):\(column)" }
}

extension SourceLocation {
    /// Where the first byte that does not start a valid UTF-8 sequence is in `bytes` (the file at `path`), or
    /// `nil` if all of it is UTF-8.
    ///
    /// ```swift
    /// SourceLocation.firstInvalidUTF8(in: Array("ab\ncd".utf8) + [0xFF], path: "f")   // f:2:3
    /// ```
    package static func firstInvalidUTF8(in bytes: [UInt8], path: String) -> SourceLocation? {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length =
                byte < 0x80
                ? 1
                : byte >= 0xC2 && byte <= 0xDF
                    ? 2
                    : byte >= 0xE0 && byte <= 0xEF
                        ? 3
                        : byte >= 0xF0 && byte <= 0xF4 ? 4 : 0
            guard length > 0, index + length <= bytes.count,
                String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil
            else {
                return SourceLocation(path: path, line: line, column: index - lineStart + 1)
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += length
        }
        return nil
    }
}
