import GlanceSim
import Testing

/// One row of the action/category table: a filter, an intent and the expected result.
struct FilterCase: Sendable, CustomTestStringConvertible {
    var name: String
    var filter: IntentFilter
    var intent: Intent
    var expected: IntentFilter.MatchResult

    var testDescription: String { name }
}

@Suite struct IntentFilterMatchTests {
    // IntentFilter.match(action, type, scheme, data, categories, …): step 1 (action) and step 3
    // (categories); android.md §3.6 items 1 and 3.
    static let cases: [FilterCase] = [
        FilterCase(
            name: "listed action matches",
            filter: IntentFilter(action: "A"),
            intent: Intent(action: "A"),
            expected: .match(category: .empty)
        ),
        FilterCase(
            name: "unlisted action is NO_MATCH_ACTION",
            filter: IntentFilter(actions: ["A", "B"]),
            intent: Intent(action: "C"),
            expected: .noMatchAction
        ),
        // matchAction → hasAction: a filter without actions rejects every non-null action.
        FilterCase(
            name: "filter without actions rejects any action",
            filter: IntentFilter(),
            intent: Intent(action: "A"),
            expected: .noMatchAction
        ),
        // match() only calls matchAction when the action is non-null (BLOCK_NULL_ACTION_INTENTS is disabled).
        FilterCase(
            name: "null action passes the action test",
            filter: IntentFilter(action: "A"),
            intent: Intent(),
            expected: .match(category: .empty)
        ),
        FilterCase(
            name: "null action passes even a filter without actions",
            filter: IntentFilter(),
            intent: Intent(),
            expected: .match(category: .empty)
        ),
        FilterCase(
            name: "action comparison is case-sensitive",
            filter: IntentFilter(action: "android.intent.action.TIME_TICK"),
            intent: Intent(action: "android.intent.action.time_tick"),
            expected: .noMatchAction
        ),
        // The action is checked before the data.
        FilterCase(
            name: "action failure wins over data failure",
            filter: IntentFilter(action: "A"),
            intent: Intent(action: "B", data: URI("http://x")),
            expected: .noMatchAction
        ),
        // The data is checked before the categories.
        FilterCase(
            name: "data failure wins over category failure",
            filter: IntentFilter(action: "A"),
            intent: Intent(action: "A", data: URI("http://x"), categories: ["C"]),
            expected: .noMatchData
        ),
        // matchCategories: with mCategories == null the first intent category is reported.
        FilterCase(
            name: "filter without categories rejects intent with category",
            filter: IntentFilter(action: "A"),
            intent: Intent(action: "A", categories: [IntentCategory.default]),
            expected: .noMatchCategory
        ),
        FilterCase(
            name: "extra filter categories are fine",
            filter: IntentFilter(actions: ["A"], categories: [IntentCategory.default, IntentCategory.home]),
            intent: Intent(action: "A"),
            expected: .match(category: .empty)
        ),
        FilterCase(
            name: "every intent category must be in the filter",
            filter: IntentFilter(actions: ["A"], categories: ["x"]),
            intent: Intent(action: "A", categories: ["x", "y"]),
            expected: .noMatchCategory
        ),
        FilterCase(
            name: "all intent categories present matches",
            filter: IntentFilter(actions: ["A"], categories: ["x", "y", "z"]),
            intent: Intent(action: "A", categories: ["y", "x"]),
            expected: .match(category: .empty)
        ),
        FilterCase(
            name: "category comparison is case-sensitive",
            filter: IntentFilter(actions: ["A"], categories: ["x"]),
            intent: Intent(action: "A", categories: ["X"]),
            expected: .noMatchCategory
        ),
    ]

    @Test(arguments: cases)
    func actionAndCategoryStepsFollowIntentFilterMatch(_ row: FilterCase) {
        #expect(row.filter.match(row.intent) == row.expected)
    }

    // IntentFilter.matchAction(null) is hasAction(null), which is false; only match() skips the test.
    @Test func matchActionOfNilIsFalse() {
        let filter = IntentFilter(action: "A")
        #expect(!filter.matchAction(nil))
        #expect(filter.matchAction("A"))
        #expect(!filter.matchAction("B"))
    }

    @Test func matchCategoriesOfNoCategoriesIsTrue() {
        #expect(IntentFilter().matchCategories([]))
        #expect(!IntentFilter().matchCategories(["x"]))
    }

    // IntentFilter constants: NO_MATCH_TYPE -1, NO_MATCH_DATA -2, NO_MATCH_ACTION -3, NO_MATCH_CATEGORY -4,
    // MATCH_ADJUSTMENT_NORMAL 0x8000, MATCH_CATEGORY_EMPTY 0x100000 … MATCH_CATEGORY_TYPE 0x600000.
    @Test(arguments: [
        (IntentFilter.MatchResult.noMatchType, Int32(-1)),
        (.noMatchData, -2),
        (.noMatchAction, -3),
        (.noMatchCategory, -4),
        (.match(category: .empty), 0x10_8000),
        (.match(category: .scheme), 0x20_8000),
        (.match(category: .host), 0x30_8000),
        (.match(category: .port), 0x40_8000),
        (.match(category: .path), 0x50_8000),
        (.match(category: .schemeSpecificPart), 0x58_8000),
        (.match(category: .type), 0x60_8000),
    ])
    func resultRawValuesAreAndroidInts(result: IntentFilter.MatchResult, raw: Int32) {
        #expect(result.rawValue == raw)
        #expect(result.isMatch == (raw >= 0))
    }

    // The MATCH_CATEGORY_* values rank matches: EMPTY < SCHEME < HOST < PORT < PATH < SSP < TYPE.
    @Test func matchCategoriesRankFromEmptyToType() {
        let ranked: [IntentFilter.MatchCategory] = [.empty, .scheme, .host, .port, .path, .schemeSpecificPart, .type]
        #expect(IntentFilter.MatchCategory.allCases.sorted() == ranked)
        #expect(
            ranked.map(\.rawValue) == [0x10_0000, 0x20_0000, 0x30_0000, 0x40_0000, 0x50_0000, 0x58_0000, 0x60_0000])
    }

    @Test func convenienceInitializerSetsOneActionAndPriority() {
        let filter = IntentFilter(action: IntentAction.timeTick, priority: 5)
        #expect(filter.actions == [IntentAction.timeTick])
        #expect(filter.priority == 5)
        #expect(filter.categories.isEmpty && filter.dataSchemes.isEmpty && filter.dataTypes.isEmpty)
        #expect(IntentFilter.systemHighPriority == 1000)
        #expect(IntentFilter.systemLowPriority == -1000)
    }
}
