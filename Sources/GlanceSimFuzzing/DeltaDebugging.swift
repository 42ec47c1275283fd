/// Zeller's delta debugging (ddmin), first over lines, then over bytes: removes the largest chunks it can while
/// the input still fails, within a budget of test runs.
///
/// ```swift
/// let small = DeltaDebugging.minimise(Array("a\nb\nboom\n".utf8), budget: 50) { $0.count >= 4 && … }
/// ```
enum DeltaDebugging {
    static func minimise(_ input: [UInt8], budget: Int, fails: ([UInt8]) -> Bool) -> [UInt8] {
        var remaining = budget
        let lines = splitLines(input)
        let fewerLines = ddmin(lines, remaining: &remaining) { fails(Array($0.joined())) }
        let bytes = Array(fewerLines.joined())
        guard bytes.count <= 4_096 else { return bytes }
        return Array(ddmin(bytes.map { [$0] }, remaining: &remaining) { fails(Array($0.joined())) }.joined())
    }

    /// Lines with their line feeds, so joining them gives the input back.
    private static func splitLines(_ input: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        for byte in input {
            current.append(byte)
            if byte == UInt8(ascii: "\n") {
                lines.append(current)
                current = []
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private static func ddmin(_ units: [[UInt8]], remaining: inout Int, fails: ([[UInt8]]) -> Bool) -> [[UInt8]] {
        var current = units
        var granularity = 2
        while current.count >= 2, remaining > 0 {
            let size = (current.count + granularity - 1) / granularity
            var reduced = false
            var start = 0
            while start < current.count, remaining > 0 {
                var candidate = current
                candidate.removeSubrange(start..<min(start + size, current.count))
                remaining -= 1
                if !candidate.isEmpty, fails(candidate) {
                    current = candidate
                    granularity = max(granularity - 1, 2)
                    reduced = true
                    break
                }
                start += size
            }
            if !reduced {
                guard granularity < current.count else { break }
                granularity = min(granularity * 2, current.count)
            }
        }
        return current
    }
}
