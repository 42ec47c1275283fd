/// Port of `PatternMatcher.matchGlobPattern` (`PATTERN_SIMPLE_GLOB`) over UTF-16 code units.
///
/// Kept structurally identical to the Java code, including the `0` sentinel for "past the end of the
/// pattern", so that its non-backtracking quirks are reproduced exactly.
enum SimpleGlob {
    private static let dot = UInt16(UInt8(ascii: "."))
    private static let star = UInt16(UInt8(ascii: "*"))
    private static let backslash = UInt16(UInt8(ascii: "\\"))

    static func matches(pattern: [UInt16], string match: [UInt16]) -> Bool {
        let patternLength = pattern.count
        if patternLength <= 0 { return match.isEmpty }
        let matchLength = match.count
        var ip = 0
        var im = 0
        var nextChar = pattern[0]
        func charAt(_ index: Int) -> UInt16 { index < patternLength ? pattern[index] : 0 }

        while ip < patternLength && im < matchLength {
            var current = nextChar
            ip += 1
            nextChar = charAt(ip)
            let escaped = current == backslash
            if escaped {
                current = nextChar
                ip += 1
                nextChar = charAt(ip)
            }
            if nextChar == star {
                if !escaped && current == dot {
                    if ip >= patternLength - 1 {
                        // ".*" ends the pattern: everything left matches.
                        return true
                    }
                    ip += 1
                    nextChar = pattern[ip]
                    if nextChar == backslash {
                        ip += 1
                        nextChar = charAt(ip)
                    }
                    // Skip to the first occurrence of the character after ".*".
                    repeat {
                        if match[im] == nextChar { break }
                        im += 1
                    } while im < matchLength
                    if im == matchLength { return false }
                    ip += 1
                    nextChar = charAt(ip)
                    im += 1
                } else {
                    // "x*": consume every leading copy of x.
                    repeat {
                        if match[im] != current { break }
                        im += 1
                    } while im < matchLength
                    ip += 1
                    nextChar = charAt(ip)
                }
            } else {
                let mustMatchLiterally = current != dot || escaped
                if mustMatchLiterally && match[im] != current { return false }
                im += 1
            }
        }

        if ip >= patternLength && im >= matchLength { return true }
        // The string ran out but the pattern still ends with ".*".
        return ip == patternLength - 2 && pattern[ip] == dot && pattern[ip + 1] == star
    }
}
