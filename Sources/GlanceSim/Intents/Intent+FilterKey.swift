extension Intent {
    /// The parts of an intent that Android's `Intent.filterEquals` compares, usable as a dictionary key
    /// (for example by a PendingIntent registry, as `Intent.FilterComparison` is on Android).
    ///
    /// Extras and flags are deliberately absent: two intents that differ only there are the same intent
    /// for PendingIntent lookup and for `FLAG_RECEIVER_REPLACE_PENDING`.
    public struct FilterKey: Hashable, Sendable {
        /// The action.
        public let action: String?
        /// The data URI (compared by its string, as `Uri.equals` does).
        public let data: URI?
        /// The MIME type.
        public let type: String?
        /// The identifier.
        public let identifier: String?
        /// The package.
        public let package: String?
        /// The component.
        public let component: ComponentName?
        /// The categories, sorted.
        public let categories: [String]
    }

    /// This intent's ``FilterKey``.
    public var filterKey: FilterKey {
        FilterKey(
            action: action,
            data: data,
            type: type,
            identifier: identifier,
            package: package,
            component: component,
            categories: categories
        )
    }

    /// Whether the two intents are the same for intent resolution: equal action, data, type, identifier,
    /// package, component and categories; extras and flags are ignored (Android's `Intent.filterEquals`).
    public func filterEquals(_ other: Intent) -> Bool {
        filterKey == other.filterKey
    }
}
