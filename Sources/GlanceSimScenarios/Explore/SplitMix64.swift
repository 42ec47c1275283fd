import GlanceSimFormats
import GlanceSimInterpreter

/// The seeded generator `explore` draws device histories from: SplitMix64 (Steele, Lea and Flood, "Fast
/// splittable pseudorandom number generators", 2014), the seeding generator of Java's `SplittableRandom`.
/// The same seed gives the same numbers on every machine; nothing else in GlanceSim is random.
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let roll = random.next(below: 6)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`, without modulo bias.
    public mutating func next(below bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next(upperBound: UInt64(bound)))
    }

    /// The seed of run `index` of an exploration seeded with `seed`: independent of how runs are spread over
    /// threads or machines.
    public static func seed(_ seed: UInt64, run index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }
}
