import GlanceSim
import Testing

/// One row of the PatternMatcher table.
struct PatternCase: Sendable, CustomTestStringConvertible {
    var pattern: String
    var kind: PatternMatcher.Kind
    var input: String
    var matches: Bool

    init(_ pattern: String, _ kind: PatternMatcher.Kind, _ input: String, _ matches: Bool) {
        self.pattern = pattern
        self.kind = kind
        self.input = input
        self.matches = matches
    }

    var testDescription: String { "\(kind) \"\(pattern)\" ~ \"\(input)\" → \(matches)" }
}

@Suite struct PatternMatcherTests {
    // PatternMatcher.matchPattern: literal = equals, prefix = startsWith, suffix = endsWith (case-sensitive).
    static let plainCases: [PatternCase] = [
        PatternCase("/a", .literal, "/a", true),
        PatternCase("/a", .literal, "/a/", false),
        PatternCase("/a", .literal, "/A", false),
        PatternCase("/a", .prefix, "/abc", true),
        PatternCase("/a", .prefix, "/", false),
        PatternCase("", .prefix, "anything", true),
        PatternCase(".png", .suffix, "x.png", true),
        PatternCase(".png", .suffix, "x.PNG", false),
        PatternCase(".png", .suffix, "png", false),
    ]

    // PatternMatcher.matchGlobPattern, including its non-backtracking quirks.
    static let simpleGlobCases: [PatternCase] = [
        PatternCase("a*b", .simpleGlob, "aaab", true),
        PatternCase("a*b", .simpleGlob, "b", true),
        PatternCase("a*b", .simpleGlob, "acb", false),
        PatternCase(".*", .simpleGlob, "", true),
        PatternCase(".*", .simpleGlob, "anything", true),
        PatternCase("/a/.*", .simpleGlob, "/a/b/c", true),
        PatternCase("a.c", .simpleGlob, "abc", true),
        PatternCase("a\\.c", .simpleGlob, "abc", false),
        PatternCase("a\\.c", .simpleGlob, "a.c", true),
        PatternCase("a\\*", .simpleGlob, "a*", true),
        PatternCase("a.*", .simpleGlob, "a", true),
        PatternCase(".*a", .simpleGlob, "Xa", true),
        // ".*" stops at the first 'a' and never backtracks to a later one.
        PatternCase(".*a", .simpleGlob, "aXa", false),
        // With an empty input the loop never runs; only a trailing ".*" is forgiven, not "a*".
        PatternCase("a*", .simpleGlob, "", false),
        PatternCase("", .simpleGlob, "", true),
        PatternCase("", .simpleGlob, "a", false),
        PatternCase("/w.*/x", .simpleGlob, "/wabc/x", true),
    ]

    // PatternMatcher.parseAndVerifyAdvancedPattern + matchAdvancedPattern (greedy, no backtracking).
    static let advancedGlobCases: [PatternCase] = [
        PatternCase("[0-9]+", .advancedGlob, "123", true),
        PatternCase("[0-9]+", .advancedGlob, "", false),
        PatternCase("[^a-c]*", .advancedGlob, "xyz", true),
        PatternCase("[^a-c]*", .advancedGlob, "xbz", false),
        PatternCase("a{2}", .advancedGlob, "aa", true),
        PatternCase("a{2}", .advancedGlob, "a", false),
        PatternCase("a{2}", .advancedGlob, "aaa", false),
        PatternCase("a{2,}", .advancedGlob, "aaaa", true),
        PatternCase("a{1,2}b", .advancedGlob, "aab", true),
        PatternCase("a{1,2}b", .advancedGlob, "aaab", false),
        PatternCase(".*", .advancedGlob, "anything", true),
        PatternCase("a*a", .advancedGlob, "aa", false),
        PatternCase("\\.", .advancedGlob, ".", true),
        PatternCase("\\.", .advancedGlob, "x", false),
        PatternCase("[a-]", .advancedGlob, "-", true),
        PatternCase("[.*]", .advancedGlob, "*", true),
        PatternCase("[a-cx]", .advancedGlob, "x", true),
        // A '}' outside a range is dropped by the parser.
        PatternCase("a}b", .advancedGlob, "ab", true),
        PatternCase("/w/[0-9]{2,3}", .advancedGlob, "/w/4", false),
        PatternCase("/w/[0-9]{2,3}", .advancedGlob, "/w/456", true),
    ]

    @Test(arguments: plainCases + simpleGlobCases + advancedGlobCases)
    func matchingFollowsAndroidPatternMatcher(_ row: PatternCase) {
        let matcher = PatternMatcher(row.pattern, kind: row.kind)
        #expect(matcher.isValid)
        #expect(matcher.matches(row.input) == row.matches)
    }

    // parseAndVerifyAdvancedPattern throws for these; such a matcher matches nothing.
    @Test(arguments: ["*a", "a**", "a+{2}", "[]", "[^]", "[abc", "[", "a{2,1}", "a{x}", "a{2", "a\\"])
    func invalidAdvancedPatternMatchesNothing(pattern: String) {
        let matcher = PatternMatcher(pattern, kind: .advancedGlob)
        #expect(!matcher.isValid)
        #expect(!matcher.matches(pattern))
        #expect(!matcher.matches(""))
    }

    @Test func kindRawValuesAreAndroidPatternConstants() {
        #expect(PatternMatcher.Kind.allCases.map(\.rawValue) == [0, 1, 2, 3, 4])
    }

    @Test func descriptionUsesAndroidToStringForm() {
        #expect(PatternMatcher("/a.*", kind: .simpleGlob).description == "PatternMatcher{GLOB: /a.*}")
        #expect(PatternMatcher("/a", kind: .literal).description == "PatternMatcher{LITERAL: /a}")
    }
}
