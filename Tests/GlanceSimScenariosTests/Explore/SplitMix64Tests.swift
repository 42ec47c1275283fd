import Testing

@testable import GlanceSimScenarios

/// The one seeded generator (explore and the fuzzer): its sequence is pinned, and its bounded draw is unbiased.
@Suite struct SplitMix64Tests {
    /// `explore`'s histories are pinned by golden files, so the bounded draws must never change.
    @Test func boundedDrawsArePinned() {
        var random = SplitMix64(seed: SplitMix64.seed(1, run: 0))
        let draws = [6, 2, 181, 1_000_000, 3, 17, 5, 2].map { random.next(below: $0) }
        #expect(draws == [2, 1, 8, 777_436, 0, 13, 3, 0])
    }

    /// The same numbers as the standard library's `next(upperBound:)`, which explore drew from before, for small
    /// bounds and for huge ones (where rejections are frequent).
    @Test func boundedDrawsMatchTheStandardLibrary() {
        var ours = SplitMix64(seed: 99)
        var theirs = SplitMix64(seed: 99)
        let bounds = [1, 2, 3, 6, 7, 181, 1 << 40 + 1, 1 << 62 + 1, Int.max]  // 1 << 62 + 1 rejects a quarter
        for _ in 0..<200 {
            for bound in bounds {
                #expect(UInt64(ours.next(below: bound)) == theirs.next(upperBound: UInt64(bound)))
            }
        }
    }

    /// Exact, on a small state space: for every bound of an 8-bit word, each of the 256 words drawn first is
    /// either rejected or accepted, and every answer is given by the same number of accepted words — so with
    /// uniform words every answer is equally likely. The same count shows the bias of `word % bound`.
    @Test func boundedDrawIsExactlyUniformOnEightBitWords() {
        for bound in UInt8(1)...UInt8.max {
            var accepted = [Int](repeating: 0, count: Int(bound))
            var modulo = [Int](repeating: 0, count: Int(bound))
            for first in UInt8.min...UInt8.max {
                var draws = 0
                let answer = SplitMix64.bounded(bound) {
                    draws += 1
                    return draws == 1 ? first : UInt8(truncatingIfNeeded: draws)
                }
                if draws == 1 { accepted[Int(answer)] += 1 }
                modulo[Int(first % bound)] += 1
            }
            #expect(Set(accepted).count == 1, "bound \(bound): \(accepted)")
            #expect(accepted[0] == 256 / Int(bound), "bound \(bound) keeps the most words it can")
            if 256 % Int(bound) != 0 { #expect(Set(modulo).count == 2, "bound \(bound): modulo is biased") }
        }
    }

    /// A statistical check on the real generator, fixed seed and wide tolerance: a die thrown 60,000 times.
    @Test func aDieIsFair() {
        var random = SplitMix64(seed: 2024)
        var faces = [Int](repeating: 0, count: 6)
        for _ in 0..<60_000 { faces[random.next(below: 6)] += 1 }
        #expect(faces.allSatisfy { abs($0 - 10_000) < 400 }, "\(faces)")
    }
}
