/// A problem in a duration or a date-time written in the scenario language, and where it is.
///
/// The message is lower-case, quotes the user's own text in single quotes and ends without a period, so that
/// callers can prefix a file name and a line: `unknown duration unit 'hr'; expected ms, s, m, h or d`.
///
/// ```swift
/// do {
///     _ = try DurationSyntax.parse("90hr")
/// } catch {
///     print(error.message)   // unknown duration unit 'hr'; expected ms, s, m, h or d
///     print(error.offset)    // 2
/// }
/// ```
public struct TimeSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, e.g. `month '13' is out of range; expected 01 to 12`.
    public var message: String
    /// The 0-based UTF-8 offset of the problem in the parsed text (the `Substring` given to the parser, not
    /// the string it is a slice of); the text's length when something is missing at its end.
    public var offset: Int

    /// Creates an error with `message` at UTF-8 `offset` of the parsed text.
    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }

    /// The message followed by the offset, e.g. `month '13' is out of range; expected 01 to 12 (at offset 5)`.
    public var description: String { "\(message) (at offset \(offset))" }
}

/// A cursor over the UTF-8 bytes of the text a time parser reads, with helpers to describe what it found.
struct TimeSyntaxScanner {
    /// The text being parsed.
    let text: Substring
    /// Its UTF-8 bytes.
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var position = 0

    /// Creates a scanner at the start of `text`.
    init(_ text: Substring) {
        self.text = text
        self.bytes = Array(text.utf8)
    }

    /// Whether every byte has been read.
    var isAtEnd: Bool { position >= bytes.count }

    /// The next byte, or `nil` at the end.
    var current: UInt8? { isAtEnd ? nil : bytes[position] }

    /// Whether the next byte is `byte`.
    func sees(_ byte: UInt8) -> Bool { current == byte }

    /// Reads the run of ASCII digits at the current position, at most `limit` of them, and returns its offset
    /// and value; `nil` for the value when the run is empty or does not fit an `Int64`.
    mutating func readDigits(limit: Int = .max) -> (start: Int, count: Int, value: Int64?) {
        let start = position
        var value: Int64? = 0
        while position - start < limit, let byte = current, Self.isDigit(byte) {
            if let accumulated = value {
                let (times10, overflow1) = accumulated.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times10.addingReportingOverflow(Int64(byte - UInt8(ascii: "0")))
                value = overflow1 || overflow2 ? nil : sum
            }
            position += 1
        }
        return (start, position - start, position == start ? nil : value)
    }

    /// The text between two offsets.
    func slice(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// What the text holds at `offset`, for a message: the run of ASCII letters and digits there in quotes,
    /// else the single character there in quotes, else `end of text`.
    func found(at offset: Int) -> String {
        guard offset < bytes.count else {
            return "end of text"
        }
        var end = offset
        while end < bytes.count, Self.isAlphanumeric(bytes[end]) {
            end += 1
        }
        if end > offset {
            return "'\(slice(offset, end))'"
        }
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return "'\(text[index...].first.map(String.init) ?? "")'"
    }

    /// An error at `offset`.
    func error(_ message: String, at offset: Int) -> TimeSyntaxError {
        TimeSyntaxError(message: message, offset: offset)
    }

    /// Whether `byte` is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether `byte` is an ASCII letter.
    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// Whether `byte` is an ASCII letter or digit.
    static func isAlphanumeric(_ byte: UInt8) -> Bool {
        isDigit(byte) || isLetter(byte)
    }
}
