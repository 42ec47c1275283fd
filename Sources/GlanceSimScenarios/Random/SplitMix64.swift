/// The seeded generator GlanceSim draws from — `explore`'s device histories and the fuzzer's mutations: SplitMix64
/// (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014), the seeding generator of
/// Java's `SplittableRandom`. The same seed gives the same numbers on every machine; nothing else in GlanceSim is
/// random.
///
/// Bounded draws (``next(below:)``) are unbiased: Lemire's multiply-shift with rejection, so every number below
/// the bound is equally likely (a plain `next() % bound` favours the small ones).
///
/// ```swift
/// var random = SplitMix64(seed: SplitMix64.seed(42, run: 0))
/// let roll = random.next(below: 6) + 1  // a fair die: 1 to 6
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

    /// A number in `0..<bound` (`bound` > 0), without modulo bias.
    ///
    /// ```swift
    /// var random = SplitMix64(seed: 1)
    /// let side = random.next(below: 2) == 0 ? "heads" : "tails"
    /// ```
    public mutating func next(below bound: Int) -> Int {
        precondition(bound > 0)
        return Int(Self.bounded(UInt64(bound)) { next() })
    }

    /// The seed of run `index` of an exploration (or case `index` of a fuzz campaign) seeded with `seed`:
    /// independent of how runs are spread over threads or machines.
    public static func seed(_ seed: UInt64, run index: Int) -> UInt64 {
        var mixer = SplitMix64(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }

    /// A number in `0..<bound` from `draw`'s uniform words: Lemire's "nearly divisionless" method (Lemire, "Fast
    /// random integer generation in an interval", 2019). The high word of `draw() * bound` is the answer unless
    /// the low word falls in the `2^bits mod bound` values that would favour some answers; those draws are
    /// rejected. The same numbers as the standard library's `next(upperBound:)`, written out so that `explore`'s
    /// histories depend on no toolchain. Generic so that a test can check it on every 8-bit word.
    static func bounded<Word: FixedWidthInteger & UnsignedInteger>(_ bound: Word, draw: () -> Word) -> Word {
        var product = draw().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = draw().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }
}
