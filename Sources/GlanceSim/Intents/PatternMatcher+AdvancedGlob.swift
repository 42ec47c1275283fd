/// Port of `PatternMatcher.parseAndVerifyAdvancedPattern` and `matchAdvancedPattern`
/// (`PATTERN_ADVANCED_GLOB`) over UTF-16 code units.
///
/// The parsed form is Android's: an `Int` array in which non-negative values are characters (or range
/// bounds) and the negative values below are tokens. Sets are stored as pairs of inclusive bounds.
enum AdvancedGlob {
    private static let setStart = -1
    private static let inverseSetStart = -2
    private static let setStop = -3
    private static let anyCharacter = -4
    private static let rangeStart = -5
    private static let rangeStop = -6
    private static let zeroOrMore = -7
    private static let oneOrMore = -8
    /// `MAX_PATTERN_STORAGE`: longer parsed patterns are rejected.
    private static let maxPatternStorage = 2048

    private enum TokenType {
        case literal
        case any
        case set
        case inverseSet
    }

    private static func isModifier(_ token: Int?) -> Bool {
        token == oneOrMore || token == zeroOrMore || token == rangeStop || token == rangeStart
    }

    /// The parsed pattern, or `nil` where Android throws (`IllegalArgumentException`, or the
    /// `StringIndexOutOfBoundsException` of a trailing `[`).
    static func parse(_ pattern: [UInt16]) -> [Int]? {
        var parsed: [Int] = []
        var ip = 0
        var inSet = false
        var inRange = false
        var inCharClass = false
        func char(_ value: Character) -> Int { Int(value.asciiValue!) }

        while ip < pattern.count {
            if parsed.count > maxPatternStorage - 3 { return nil }
            var current = Int(pattern[ip])
            var addToParsedPattern = false

            switch current {
            case char("["):
                if inSet {
                    addToParsedPattern = true
                } else {
                    guard ip + 1 < pattern.count else { return nil }
                    if Int(pattern[ip + 1]) == char("^") {
                        parsed.append(inverseSetStart)
                        ip += 1
                    } else {
                        parsed.append(setStart)
                    }
                    ip += 1
                    inSet = true
                    continue
                }
            case char("]"):
                if !inSet {
                    addToParsedPattern = true
                } else {
                    if parsed.last == setStart || parsed.last == inverseSetStart { return nil }
                    parsed.append(setStop)
                    inSet = false
                    inCharClass = false
                }
            case char("{"):
                if !inSet {
                    if parsed.isEmpty || isModifier(parsed.last) { return nil }
                    parsed.append(rangeStart)
                    ip += 1
                    inRange = true
                }
            case char("}"):
                if inRange {
                    parsed.append(rangeStop)
                    inRange = false
                }
            case char("*"), char("+"):
                if !inSet {
                    if parsed.isEmpty || isModifier(parsed.last) { return nil }
                    parsed.append(current == char("*") ? zeroOrMore : oneOrMore)
                }
            case char("."):
                if !inSet { parsed.append(anyCharacter) }
            case char("\\"):
                guard ip + 1 < pattern.count else { return nil }
                ip += 1
                current = Int(pattern[ip])
                addToParsedPattern = true
            default:
                addToParsedPattern = true
            }

            if inSet {
                if inCharClass {
                    parsed.append(current)
                    inCharClass = false
                } else if ip + 2 < pattern.count && Int(pattern[ip + 1]) == char("-")
                    && Int(pattern[ip + 2]) != char("]")
                {
                    // The lower bound of a range such as a-z; the upper bound comes next.
                    inCharClass = true
                    parsed.append(current)
                    ip += 1
                } else {
                    parsed.append(current)
                    parsed.append(current)
                }
            } else if inRange {
                guard let end = pattern[ip...].firstIndex(of: UInt16(UInt8(ascii: "}"))),
                    let bounds = parseRange(pattern[ip..<end])
                else { return nil }
                parsed.append(bounds.minimum)
                parsed.append(bounds.maximum)
                ip = end
                continue
            } else if addToParsedPattern {
                parsed.append(current)
            }
            ip += 1
        }
        return inSet ? nil : parsed
    }

    /// `{n}`, `{n,}` or `{n,m}` contents, parsed with `Integer.parseInt` rules for ASCII input.
    private static func parseRange(_ text: ArraySlice<UInt16>) -> (minimum: Int, maximum: Int)? {
        let string = String(decoding: text, as: UTF16.self)
        let minimum: Int32
        let maximum: Int32
        if let comma = string.firstIndex(of: ",") {
            guard let lower = Int32(string[..<comma]) else { return nil }
            minimum = lower
            let upperText = string[string.index(after: comma)...]
            if upperText.isEmpty {
                maximum = Int32.max
            } else {
                guard let upper = Int32(upperText) else { return nil }
                maximum = upper
            }
        } else {
            guard let exact = Int32(string) else { return nil }
            minimum = exact
            maximum = exact
        }
        return minimum > maximum ? nil : (Int(minimum), Int(maximum))
    }

    /// Greedy, non-backtracking match of a parsed pattern against the whole string.
    static func matches(parsed: [Int], string match: [UInt16]) -> Bool {
        var ip = 0
        var im = 0
        while ip < parsed.count {
            let tokenType: TokenType
            var tokenStart = 0
            var tokenEnd = 0
            switch parsed[ip] {
            case anyCharacter:
                tokenType = .any
                ip += 1
            case setStart, inverseSetStart:
                tokenType = parsed[ip] == setStart ? .set : .inverseSet
                tokenStart = ip + 1
                ip += 1
                while ip < parsed.count && parsed[ip] != setStop { ip += 1 }
                tokenEnd = ip - 1
                ip += 1
            default:
                tokenStart = ip
                tokenType = .literal
                ip += 1
            }

            var minimum = 1
            var maximum = 1
            if ip < parsed.count {
                switch parsed[ip] {
                case zeroOrMore:
                    (minimum, maximum) = (0, Int(Int32.max))
                    ip += 1
                case oneOrMore:
                    (minimum, maximum) = (1, Int(Int32.max))
                    ip += 1
                case rangeStart:
                    (minimum, maximum) = (parsed[ip + 1], parsed[ip + 2])
                    ip += 4  // over the bounds and rangeStop, on to the next token
                default:
                    break
                }
            }
            if minimum > maximum { return false }

            var matched = 0
            while matched < maximum
                && matchChar(match, im + matched, tokenType, parsed, tokenStart, tokenEnd)
            {
                matched += 1
            }
            if matched < minimum { return false }
            im += matched
        }
        return im >= match.count
    }

    private static func matchChar(
        _ match: [UInt16],
        _ index: Int,
        _ tokenType: TokenType,
        _ parsed: [Int],
        _ tokenStart: Int,
        _ tokenEnd: Int
    ) -> Bool {
        guard index < match.count else { return false }
        let character = Int(match[index])
        switch tokenType {
        case .any:
            return true
        case .literal:
            return character == parsed[tokenStart]
        case .set, .inverseSet:
            let inSet = stride(from: tokenStart, to: tokenEnd, by: 2).contains { bound in
                character >= parsed[bound] && character <= parsed[bound + 1]
            }
            return tokenType == .set ? inSet : !inSet
        }
    }
}
