extension IntentFilter {
    /// How specific a successful data match was; the raw values are Android's `MATCH_CATEGORY_*` constants,
    /// and a higher value is a better match.
    public enum MatchCategory: Int32, Hashable, Sendable, Comparable, CaseIterable {
        /// `MATCH_CATEGORY_EMPTY`: neither filter nor intent has data or a type.
        case empty = 0x10_0000
        /// `MATCH_CATEGORY_SCHEME`: the scheme matched.
        case scheme = 0x20_0000
        /// `MATCH_CATEGORY_HOST`: scheme and host matched.
        case host = 0x30_0000
        /// `MATCH_CATEGORY_PORT`: scheme, host and port matched.
        case port = 0x40_0000
        /// `MATCH_CATEGORY_PATH`: scheme, authority and path matched.
        case path = 0x50_0000
        /// `MATCH_CATEGORY_SCHEME_SPECIFIC_PART`: scheme and scheme-specific part matched.
        case schemeSpecificPart = 0x58_0000
        /// `MATCH_CATEGORY_TYPE`: the MIME type matched.
        case type = 0x60_0000

        /// Orders by Android's value, so a better match compares greater.
        public static func < (lhs: MatchCategory, rhs: MatchCategory) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The outcome of ``IntentFilter/match(_:)`` and ``IntentFilter/matchData(type:scheme:data:)``.
    public enum MatchResult: Hashable, Sendable {
        /// The filter matched; `category` says how specifically the data matched.
        case match(category: MatchCategory)
        /// `NO_MATCH_TYPE` (-1): the MIME types differ.
        case noMatchType
        /// `NO_MATCH_DATA` (-2): the scheme, scheme-specific part, authority or path differ.
        case noMatchData
        /// `NO_MATCH_ACTION` (-3): the intent's action is not in the filter.
        case noMatchAction
        /// `NO_MATCH_CATEGORY` (-4): one of the intent's categories is not in the filter.
        case noMatchCategory

        /// `MATCH_ADJUSTMENT_NORMAL`, added to the category of every successful match.
        public static let adjustmentNormal: Int32 = 0x8000

        /// Android's `int` result: the category plus ``adjustmentNormal`` on success, else -1 … -4.
        public var rawValue: Int32 {
            switch self {
            case .match(let category): category.rawValue + MatchResult.adjustmentNormal
            case .noMatchType: -1
            case .noMatchData: -2
            case .noMatchAction: -3
            case .noMatchCategory: -4
            }
        }

        /// Whether this is a successful match (Android's `result >= 0`).
        public var isMatch: Bool {
            if case .match = self { return true }
            return false
        }
    }
}
