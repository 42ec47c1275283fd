import GlanceSimScenarios

/// Mutates the bytes of a seed file: blind byte edits, and edits that know what a token is — numbers made huge,
/// negative or fractional, nesting made deep, lines duplicated, removed or swapped, text truncated, and
/// Unicode that parsers trip on. Every choice comes from the case's ``SplitMix64``.
///
/// ```swift
/// var random = SplitMix64(seed: SplitMix64.seed(1, run: 7))
/// let mutated = FuzzMutator.mutate(Array("advance 3s\n".utf8), format: .scenario, random: &random)
/// ```
enum FuzzMutator {
    /// Numbers at the edges of what the formats and the simulator hold. They avoid values that make a valid but
    /// long simulation (`advance 36525h` is four years of ticks: minutes of work, which the timeout would call a
    /// hang); the horizon's edge is probed in milliseconds (`3155760000000` is 36525 days, one more is past it).
    /// Durations take ``durationNumbers`` instead.
    static let interestingNumbers = [
        "0", "-1", "1", "-0", "2147483647", "2147483648", "-2147483649", "4294967296", "9223372036854775807",
        "9223372036854775808", "-9223372036854775809", "99999999999999999999", "3155760000001", "106751991167",
        "1e308", "1e400", "0.5", "1.5e3", "NaN", "0x7fffffff", "00", "",
    ]

    /// Numbers for a duration (digits followed by a unit letter): each is tiny, malformed or past the horizon
    /// in every unit, never a valid but long simulation (`2147483648s` is 68 years of ticks).
    static let durationNumbers = [
        "0", "1", "00", "", "-1", "9223372036854775807", "9223372036854775808", "99999999999999999999",
        "3155760000001", "1e3",
    ]

    /// Text that parsers and columns trip on: multi-byte characters, separators, controls, invalid UTF-8.
    static let strangeText: [[UInt8]] = [
        Array("é".utf8), Array("😀".utf8), Array("\u{00A0}".utf8), Array("\u{2028}".utf8), Array("\u{FEFF}".utf8),
        Array("e\u{0301}".utf8), Array("\u{202E}".utf8), [0x00], [0x09], [0x0D], [0xFF], [0xC3], [0xE2, 0x80],
        Array("\"".utf8), Array("'".utf8), Array("\\".utf8), Array("<".utf8), Array("&".utf8), Array("{{".utf8),
        Array("#".utf8), Array("]]>".utf8), Array("/*".utf8),
    ]

    /// Applies one to three mutations.
    static func mutate(_ bytes: [UInt8], format: FuzzFormat, random: inout SplitMix64) -> [UInt8] {
        var result = bytes
        for _ in 0...random.next(below: 3) {
            result = mutateOnce(result, format: format, random: &random)
        }
        return result
    }

    private static func mutateOnce(_ bytes: [UInt8], format: FuzzFormat, random: inout SplitMix64) -> [UInt8] {
        switch random.next(below: 10) {
        case 0: return flipByte(bytes, random: &random)
        case 1, 2, 3: return replaceNumber(bytes, random: &random)
        case 4: return nest(bytes, format: format, random: &random)
        case 5: return editLines(bytes, random: &random)
        case 6: return Array(bytes.prefix(random.next(below: bytes.count + 1)))
        case 7: return insert(random.pick(strangeText), into: bytes, random: &random)
        case 8: return spliceWord(bytes, random: &random)
        default: return replaceNumber(editLines(bytes, random: &random), random: &random)
        }
    }

    private static func flipByte(_ bytes: [UInt8], random: inout SplitMix64) -> [UInt8] {
        guard !bytes.isEmpty else { return [UInt8(random.next(below: 256))] }
        var result = bytes
        let index = random.next(below: result.count)
        result[index] ^= UInt8(1 << random.next(below: 8))
        return result
    }

    /// Replaces one run of ASCII digits with an interesting number.
    private static func replaceNumber(_ bytes: [UInt8], random: inout SplitMix64) -> [UInt8] {
        var runs: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard isDigit(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            runs.append(start..<index)
        }
        guard !runs.isEmpty else {
            return insert(Array(random.pick(interestingNumbers).utf8), into: bytes, random: &random)
        }
        let run = random.pick(runs)
        let isDuration = run.upperBound < bytes.count && "smhd".utf8.contains(bytes[run.upperBound])
        var result = bytes
        result.replaceSubrange(run, with: Array(random.pick(isDuration ? durationNumbers : interestingNumbers).utf8))
        return result
    }

    /// Inserts deep nesting in the format's own syntax at a random place after an opening token.
    private static func nest(_ bytes: [UInt8], format: FuzzFormat, random: inout SplitMix64) -> [UInt8] {
        let depth = random.pick([60, 300, 5_000, 100_000])
        let open: String
        let close: String
        switch format {
        case .manifest, .provider, .values:
            (open, close) = ("<x>", "</x>")
        case .behavior:
            (open, close) = random.chance(1, in: 2) ? ("[", "]") : ("{ Column: [", "] }")
        case .state, .snapshot:
            (open, close) = ("[", "]")
        case .scenario, .ios, .compare, .invariants:
            (open, close) = ("\"", "\"")
        case .build:
            (open, close) = random.chance(1, in: 2) ? ("(", ")") : ("{", "}")
        case .kotlin:
            (open, close) = random.pick([("(", ")"), ("{", "}"), ("\"${", "}\""), ("class A {\n", "}\n")])
        }
        let anchors: [UInt8] =
            format == .behavior || format.isStateFolder
            ? [UInt8(ascii: ":"), UInt8(ascii: "[")] : [UInt8(ascii: ">"), UInt8(ascii: " ")]
        let candidates = bytes.indices.filter { anchors.contains(bytes[$0]) }
        let at = candidates.isEmpty ? 0 : random.pick(candidates) + 1
        var nested = Array(String(repeating: open, count: depth).utf8)
        if format == .behavior && open.hasPrefix("{") { nested += Array("{ Spacer: {} }".utf8) }
        nested += Array(String(repeating: close, count: depth).utf8)
        if format == .behavior || format.isStateFolder { nested += Array(",".utf8) }
        var result = bytes
        result.insert(contentsOf: nested, at: min(at, result.count))
        return result
    }

    /// Duplicates, removes or swaps lines.
    private static func editLines(_ bytes: [UInt8], random: inout SplitMix64) -> [UInt8] {
        var lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        guard !lines.isEmpty else { return bytes }
        let index = random.next(below: lines.count)
        switch random.next(below: 3) {
        case 0: lines.insert(lines[index], at: random.next(below: lines.count + 1))
        case 1: lines.remove(at: index)
        default: lines.swapAt(index, random.next(below: lines.count))
        }
        return Array(lines.joined(separator: [UInt8(ascii: "\n")]))
    }

    /// Copies a word of the file over another place in it.
    private static func spliceWord(_ bytes: [UInt8], random: inout SplitMix64) -> [UInt8] {
        guard bytes.count > 2 else { return bytes }
        let start = random.next(below: bytes.count)
        let length = min(1 + random.next(below: 12), bytes.count - start)
        return insert(Array(bytes[start..<(start + length)]), into: bytes, random: &random)
    }

    private static func insert(_ piece: [UInt8], into bytes: [UInt8], random: inout SplitMix64) -> [UInt8] {
        var result = bytes
        result.insert(contentsOf: piece, at: random.next(below: bytes.count + 1))
        return result
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
