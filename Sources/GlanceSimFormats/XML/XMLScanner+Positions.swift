extension XMLScanner {
    /// The offsets at which each line starts (`\n`, `\r\n` and `\r` end a line).
    static func lineStarts(of bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        while index < bytes.count {
            if bytes[index] == .lineFeed {
                starts.append(index + 1)
            } else if bytes[index] == .carriageReturn {
                if index + 1 < bytes.count && bytes[index + 1] == .lineFeed { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    /// The 1-based line and UTF-8 column of a byte offset.
    func location(_ offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(path: path, line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// A syntax error at a byte offset.
    func failure(
        _ offset: Int,
        _ message: String,
        notes: [(location: SourceLocation, message: String)] = []
    ) -> FormatError {
        FormatError(Diagnostic(.error, .syntax, at: location(offset), message, notes: notes))
    }

    /// The offset of the first byte that is not valid UTF-8, if any.
    static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

extension UInt8 {
    static let lineFeed = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let tab = UInt8(ascii: "\t")
    static let space = UInt8(ascii: " ")
    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let ampersand = UInt8(ascii: "&")
    static let semicolon = UInt8(ascii: ";")
    static let colon = UInt8(ascii: ":")
    static let slash = UInt8(ascii: "/")
    static let equals = UInt8(ascii: "=")
    static let doubleQuote = UInt8(ascii: "\"")
    static let singleQuote = UInt8(ascii: "'")
    static let hash = UInt8(ascii: "#")

    var isXMLWhitespace: Bool { self == .space || self == .tab || self == .lineFeed || self == .carriageReturn }

    /// A byte that may start an XML name (ASCII letters, `_`, `:`, or any non-ASCII byte).
    var isNameStart: Bool {
        (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) || self == UInt8(ascii: "_")
            || self == .colon || self >= 0x80
    }

    /// A byte that may continue an XML name (also digits, `-` and `.`).
    var isNameByte: Bool {
        isNameStart || (self >= 0x30 && self <= 0x39) || self == UInt8(ascii: "-") || self == UInt8(ascii: ".")
    }
}
