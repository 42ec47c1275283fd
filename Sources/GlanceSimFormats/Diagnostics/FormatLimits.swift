import GlanceSim

/// The ranges GlanceSim accepts for numbers and nesting in its input files, in one place. A value outside its
/// range is an error at the value's token that names the range, never a crash or a silently clamped value.
///
/// | What | Range | Why |
/// | --- | --- | --- |
/// | durations | `0` … `36525d` | the simulation horizon (``SimInstant/horizon``) |
/// | widget sizes in dp (`size WxH`, `responsive` sizes, provider dimensions) | `0` … `100000` | no screen comes near it |
/// | other dp values of a behaviour file (modifiers, `bySize`, `adaptive`) | `-100000` … `100000` | |
/// | `updatePeriodMillis`, intent-filter `priority` | a Java `int` | Android reads them with `getInt` |
/// | cell areas (`cells CxR`, `targetCellWidth`) | `1` … `100` | ``WidgetCells/maximumCount`` |
/// | API levels (`device sdk`, `minSdkVersion`) | `1` … `10000` | |
/// | event bounds (`run until idle max N`) | `1` … `10000000` | a bound larger than ~10⁷ events is a hang, not a bound |
/// | counts in expectations | `0` … `2147483647` | Java `int` |
/// | XML element nesting | ``xmlDepth`` | real manifests nest under 10 deep |
/// | JSON5 array/object nesting | ``json5Depth`` | Foundation's JSON5 decoder stops at 512 |
/// | Kotlin and Java brackets and string templates (`init`, `lint`) | ``kotlinDepth`` | real code nests under 30 deep |
/// | widget content nesting | `GlanceContentLimits.maxDepth` (50) | Glance's own limit |
/// | behaviour-file expressions | ``expressionTokens`` tokens, nesting ``expressionDepth`` | one-liners |
///
/// ```swift
/// FormatLimits.dpSizes.contains(120)   // true
/// ```
public enum FormatLimits {
    /// Widget sizes in dp.
    public static let dpSizes: ClosedRange<Double> = 0...100_000
    /// Columns or rows of a cell area.
    public static let cellCounts: ClosedRange<Int> = 1...WidgetCells.maximumCount
    /// Android API levels.
    public static let apiLevels: ClosedRange<Int> = 1...10_000
    /// The event bound of `run until idle max N`.
    public static let eventBounds: ClosedRange<Int> = 1...10_000_000
    /// Counts in expectations.
    public static let counts: ClosedRange<Int> = 0...Int(Int32.max)
    /// How deep XML elements may nest.
    public static let xmlDepth = 256
    /// How deep JSON5 arrays and objects may nest.
    public static let json5Depth = 256
    /// How deep brackets (`(`, `[`, `{`) and string templates (`${`) may nest, together, in a Kotlin or Java file
    /// that `init` and `lint` read; a file past it is a located TODO of its own, never a crash.
    public static let kotlinDepth = 256
    /// How many tokens one behaviour-file expression may have.
    public static let expressionTokens = 1_000
    /// How deep parentheses, brackets, conditionals and prefix operators may nest in an expression.
    public static let expressionDepth = 64

    /// `from 1 to 100` for messages; whole numbers without a fraction.
    static func describe<Bound: Comparable & CustomStringConvertible>(_ range: ClosedRange<Bound>) -> String {
        func text(_ bound: Bound) -> String {
            let plain = bound.description
            return plain.hasSuffix(".0") ? String(plain.dropLast(2)) : plain
        }
        return "from \(text(range.lowerBound)) to \(text(range.upperBound))"
    }
}
