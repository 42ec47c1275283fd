/// The ids Glance gives lazy list items (androidx glance-appwidget `lazy/LazyList.kt` `applyListScope`,
/// `lazy/LazyVerticalGrid.kt` `applyVerticalGridScope`, and the translators' `setHasStableIds`).
extension GlanceNode {
    /// Glance's `ReservedItemIdRangeEnd`, −2^62: ids from −2^63 up to it are reserved for items whose id
    /// the app did not give, and an explicit id in that range throws "You may not specify item ids less than
    /// -4611686018427387904 in a Glance widget. These are reserved."
    public static let reservedItemIdRangeEnd: Int64 = -0x4000_0000_0000_0000

    /// `LazyListScope.UnspecifiedItemId` (`Long.MIN_VALUE`): what an item without an id carries; `nil` in
    /// ``item(id:content:)`` means the same.
    public static let unspecifiedItemId = Int64.min

    /// For a `LazyColumn` or `LazyVerticalGrid`, the id Glance gives each item, in order: the app's id, or
    /// for an item without one ``reservedItemIdRangeEnd`` minus the item's position in the list
    /// (`ReservedItemIdRangeEnd - index`: the first item gets −2^62, the second −2^62 − 1, …, counting every
    /// item, with or without an id). `nil` for any other node.
    ///
    /// ```swift
    /// let list = LazyColumn { item { Text("a") }; item(id: 7) { Text("b") }; item { Text("c") } }
    /// list.lazyItemIds   // [-4611686018427387904, 7, -4611686018427387906]
    /// ```
    public var lazyItemIds: [Int64]? {
        guard kind.isLazyList else { return nil }
        return children.enumerated().map { index, child in
            guard case .lazyItem(let id?) = child.kind, id != Self.unspecifiedItemId else {
                return Self.reservedItemIdRangeEnd &- Int64(index)
            }
            return id
        }
    }

    /// For a lazy list, whether Glance marks its adapter as having stable ids (`setHasStableIds`): true as soon
    /// as one item's id is above ``reservedItemIdRangeEnd``, i.e. the app gave one. Stable ids keep the scroll
    /// position across updates on Android 12+. `false` for any other node.
    public var hasStableIds: Bool {
        lazyItemIds?.contains { $0 > Self.reservedItemIdRangeEnd } ?? false
    }
}
