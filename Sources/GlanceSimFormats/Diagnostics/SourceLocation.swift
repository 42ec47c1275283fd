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
