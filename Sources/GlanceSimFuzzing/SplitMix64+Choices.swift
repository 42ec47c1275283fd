import GlanceSimScenarios

/// The fuzzer's choices, drawn from the shared ``SplitMix64`` (so every choice is unbiased).
///
/// ```swift
/// var random = SplitMix64(seed: SplitMix64.seed(1, run: 42))
/// let word = random.pick(["advance", "set", "expect"])
/// ```
extension SplitMix64 {
    /// One element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[next(below: elements.count)]
    }

    /// `true` with probability `numerator / denominator`.
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        next(below: denominator) < numerator
    }
}
