/// A receiver's `<intent-filter>`: the actions, categories and data it accepts, plus its priority.
///
/// Mirrors `android.content.IntentFilter`. ``match(_:)`` runs Android's `IntentFilter.match` steps in
/// order (action, then data, then categories) and returns the first failure, or on success the data match
/// category used to rank filters. The data rules are spelled out on ``matchData(type:scheme:data:)``.
///
/// Like Android, scheme, type, action and category comparisons are case-sensitive. (Strings compare with
/// Swift's `==`, which agrees with Java's `equals` for the ASCII names Android uses.) Host comparison is
/// the one exception: `AuthorityEntry.match` uses `compareToIgnoreCase`.
///
/// ```swift
/// let filter = IntentFilter(
///     actions: [IntentAction.appWidgetUpdate],
///     dataSchemes: ["glance"],
///     dataAuthorities: [.init(host: "*.example.com")],
///     dataPaths: [PatternMatcher("/widget/", kind: .prefix)]
/// )
/// let intent = Intent(action: IntentAction.appWidgetUpdate, data: URI("glance://w.example.com/widget/3"))
/// print(filter.match(intent))           // match(category: GlanceSim.IntentFilter.MatchCategory.path)
/// print(filter.match(intent).rawValue)  // 5275648 (0x508000)
/// print(filter.match(Intent(action: "other")).rawValue)  // -3 (NO_MATCH_ACTION)
/// ```
public struct IntentFilter: Hashable, Sendable {
    /// `SYSTEM_HIGH_PRIORITY`: apps should stay strictly below this priority.
    public static let systemHighPriority: Int32 = 1000
    /// `SYSTEM_LOW_PRIORITY`: apps should stay strictly above this priority.
    public static let systemLowPriority: Int32 = -1000

    /// The accepted actions; an intent with a non-`nil` action must use one of them.
    public var actions: [String]
    /// The accepted categories; every category of an intent must be listed here.
    public var categories: [String]
    /// The accepted URI schemes (`android:scheme`).
    public var dataSchemes: [String]
    /// The accepted scheme-specific parts (`android:ssp`, `sspPrefix`, …); only used with schemes.
    public var dataSchemeSpecificParts: [PatternMatcher]
    /// The accepted authorities (`android:host` + `android:port`); only used with schemes.
    public var dataAuthorities: [Authority]
    /// The accepted paths (`android:path`, `pathPrefix`, …); only used with schemes and authorities.
    public var dataPaths: [PatternMatcher]
    /// The accepted MIME types as written in the manifest, such as `image/*`, `*/*` or `text/plain`.
    public var dataTypes: [String]
    /// The priority (`android:priority`); higher runs first in ordered broadcasts.
    public var priority: Int32

    /// Creates a filter; every part defaults to empty and the priority to 0.
    public init(
        actions: [String] = [],
        categories: [String] = [],
        dataSchemes: [String] = [],
        dataSchemeSpecificParts: [PatternMatcher] = [],
        dataAuthorities: [Authority] = [],
        dataPaths: [PatternMatcher] = [],
        dataTypes: [String] = [],
        priority: Int32 = 0
    ) {
        self.actions = actions
        self.categories = categories
        self.dataSchemes = dataSchemes
        self.dataSchemeSpecificParts = dataSchemeSpecificParts
        self.dataAuthorities = dataAuthorities
        self.dataPaths = dataPaths
        self.dataTypes = dataTypes
        self.priority = priority
    }

    /// Creates a filter for one action and no data, like `new IntentFilter(action)`.
    public init(action: String, priority: Int32 = 0) {
        self.init(actions: [action], priority: priority)
    }

    /// Matches `intent` as Android's `IntentFilter.match(ContentResolver, Intent, false, tag)` does.
    ///
    /// 1. Action: a non-`nil` action must be in ``actions`` (``MatchResult/noMatchAction``); a `nil`
    ///    action passes.
    /// 2. Data: ``matchData(type:scheme:data:)`` with the intent's type, scheme and data; a failure is
    ///    returned as is.
    /// 3. Categories: ``matchCategories(_:)`` (``MatchResult/noMatchCategory``).
    ///
    /// On success the result carries the data match category.
    public func match(_ intent: Intent) -> MatchResult {
        if let action = intent.action, !matchAction(action) { return .noMatchAction }
        let dataMatch = matchData(type: intent.type, scheme: intent.scheme, data: intent.data)
        guard dataMatch.isMatch else { return dataMatch }
        guard matchCategories(intent.categories) else { return .noMatchCategory }
        return dataMatch
    }

    /// Whether `action` is one of the filter's actions (Android's `matchAction`).
    ///
    /// A `nil` action gives `false` here, as `hasAction(null)` does; it is ``match(_:)`` that lets an
    /// intent without an action through.
    public func matchAction(_ action: String?) -> Bool {
        guard let action else { return false }
        return actions.contains(action)
    }

    /// Whether every one of `categories` is in the filter (Android's `matchCategories` returning `null`).
    ///
    /// Extra filter categories do not matter, so a filter with no categories accepts only intents with
    /// none.
    public func matchCategories(_ categories: [String]) -> Bool {
        categories.allSatisfy(self.categories.contains)
    }
}

extension IntentFilter: Codable {}
