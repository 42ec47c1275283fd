/// A small seeded generator (SplitMix64): the same seed gives the same numbers on every machine, so a fuzz case
/// is named by its seed and index alone.
///
/// ```swift
/// var random = SeededRandom(seed: 1, stream: 42)
/// let die = random.below(6) + 1
/// ```
struct SeededRandom {
    private var state: UInt64

    /// A generator for case `stream` of the campaign seeded with `seed`.
    init(seed: UInt64, stream: UInt64 = 0) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 ^ (stream &+ 1) &* 0xD1B5_4A32_D192_ED03
        _ = next()
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<bound` (`bound` > 0).
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// `true` with probability `numerator / denominator`.
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        below(denominator) < numerator
    }
}
