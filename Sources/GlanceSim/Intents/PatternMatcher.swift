/// A path or scheme-specific-part pattern of an intent filter, matching exactly as
/// `android.os.PatternMatcher` does.
///
/// Matching works on UTF-16 code units, like the Java code. The kinds are:
/// - ``Kind/literal`` (`android:path`): the whole string equals the pattern;
/// - ``Kind/prefix`` (`android:pathPrefix`): the string starts with the pattern;
/// - ``Kind/suffix`` (`android:pathSuffix`): the string ends with the pattern;
/// - ``Kind/simpleGlob`` (`android:pathPattern`): `x*` is zero or more `x`, `.` is any character, `.*`
///   is anything, `\` escapes the next character. Like Android's `matchGlobPattern`, `.*` skips forward
///   to the **first** occurrence of the character after it and never backtracks, so `.*a` matches
///   `"Xa"` but not `"aXa"`, and `a*` does not match the empty string;
/// - ``Kind/advancedGlob`` (`android:pathAdvancedPattern`): `.`, sets `[a-z0-9_]` and `[^…]`, escapes,
///   and the modifiers `*`, `+`, `{n}`, `{n,}`, `{n,m}` after a token. Matching is greedy with no
///   backtracking (`matchAdvancedPattern`), so `a*a` never matches. Every construct of Android's
///   parser is supported, including its quirks: a `}` outside a range is dropped and characters inside a
///   set are literal. A pattern Android's `parseAndVerifyAdvancedPattern` rejects (modifier without a
///   token, empty or unterminated set, bad range, trailing `\`) is kept but ``isValid`` is `false` and
///   it matches nothing (on Android the manifest would fail to parse).
///
/// ```swift
/// PatternMatcher("/widgets/.*", kind: .simpleGlob).matches("/widgets/7")        // true
/// PatternMatcher("/w/[0-9]+", kind: .advancedGlob).matches("/w/42")             // true
/// PatternMatcher("/w/[0-9]{2,3}", kind: .advancedGlob).matches("/w/4")          // false
/// ```
public struct PatternMatcher: Hashable, Sendable, CustomStringConvertible {
    /// How the pattern is interpreted; the raw values are Android's `PatternMatcher.PATTERN_*` constants.
    public enum Kind: Int32, Hashable, Sendable, CaseIterable {
        /// `PATTERN_LITERAL` (0): exact equality.
        case literal = 0
        /// `PATTERN_PREFIX` (1): the string starts with the pattern.
        case prefix = 1
        /// `PATTERN_SIMPLE_GLOB` (2): `*`, `.` and `\` as described on ``PatternMatcher``.
        case simpleGlob = 2
        /// `PATTERN_ADVANCED_GLOB` (3): sets, ranges and repetition modifiers.
        case advancedGlob = 3
        /// `PATTERN_SUFFIX` (4): the string ends with the pattern.
        case suffix = 4
    }

    /// The pattern text as written.
    public let pattern: String
    /// How ``pattern`` is interpreted.
    public let kind: Kind
    private let parsedAdvancedPattern: [Int]?

    /// Creates a matcher; an advanced glob is parsed here, as Android's constructor does.
    public init(_ pattern: String, kind: Kind) {
        self.pattern = pattern
        self.kind = kind
        parsedAdvancedPattern = kind == .advancedGlob ? AdvancedGlob.parse(Array(pattern.utf16)) : nil
    }

    /// Whether the pattern is usable: always `true` except for an advanced glob Android would reject.
    public var isValid: Bool { kind != .advancedGlob || parsedAdvancedPattern != nil }

    /// Whether `string` matches the pattern, following `PatternMatcher.matchPattern`.
    public func matches(_ string: String) -> Bool {
        switch kind {
        case .literal:
            return string.utf16.elementsEqual(pattern.utf16)
        case .prefix:
            return string.utf16.starts(with: pattern.utf16)
        case .suffix:
            return string.utf16.reversed().starts(with: pattern.utf16.reversed())
        case .simpleGlob:
            return SimpleGlob.matches(pattern: Array(pattern.utf16), string: Array(string.utf16))
        case .advancedGlob:
            guard let parsedAdvancedPattern else { return false }
            return AdvancedGlob.matches(parsed: parsedAdvancedPattern, string: Array(string.utf16))
        }
    }

    /// Android's `toString` form, such as `PatternMatcher{GLOB: /a.*}`.
    public var description: String {
        let label =
            switch kind {
            case .literal: "LITERAL"
            case .prefix: "PREFIX"
            case .simpleGlob: "GLOB"
            case .advancedGlob: "ADVANCED"
            case .suffix: "SUFFIX"
            }
        return "PatternMatcher{\(label): \(pattern)}"
    }
}

extension PatternMatcher.Kind: Codable {}

extension PatternMatcher: Codable {
    private enum CodingKeys: String, CodingKey { case pattern, kind }

    /// Reads a matcher as its pattern and kind (the parsed form is made again).
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(try values.decode(String.self, forKey: .pattern), kind: try values.decode(Kind.self, forKey: .kind))
    }

    /// Writes the pattern and kind.
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(pattern, forKey: .pattern)
        try values.encode(kind, forKey: .kind)
    }
}
