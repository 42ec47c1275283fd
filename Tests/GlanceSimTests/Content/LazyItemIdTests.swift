import GlanceSim
import Testing

/// Lazy list item ids as Glance assigns them: androidx glance-appwidget `lazy/LazyList.kt` (`applyListScope`:
/// `itemId.takeIf { it != UnspecifiedItemId } ?: (ReservedItemIdRangeEnd - index)`, `ReservedItemIdRangeEnd =
/// -0x4_000_000_000_000_000L`), `lazy/LazyVerticalGrid.kt` (the same for grids) and the list translators
/// (`previous || (itemId > ReservedItemIdRangeEnd)` → `setHasStableIds`).
@Suite struct LazyItemIdTests {
    @Test func reservedItemIdRangeEndIsMinusTwoToTheSixtySecond() {
        #expect(GlanceNode.reservedItemIdRangeEnd == -4_611_686_018_427_387_904)
        #expect(GlanceNode.unspecifiedItemId == Int64.min)
    }

    /// Items without an id get `ReservedItemIdRangeEnd - index`: the position counts every item, so an item
    /// with an explicit id still uses up its index.
    @Test func itemsWithoutIdsGetReservedItemIdRangeEndMinusTheirPosition() {
        let end = GlanceNode.reservedItemIdRangeEnd
        let list = LazyColumn {
            item { Text("header") }
            item(id: 42) { Text("answer") }
            items(["x", "y"]) { Text($0) }
        }
        #expect(list.lazyItemIds == [end, 42, end - 2, end - 3])
        #expect(list.hasStableIds)
    }

    /// `UnspecifiedItemId` passed explicitly is the same as no id; a list where no item has an id of its own is
    /// not stable.
    @Test func aListWithOnlyImplicitIdsHasNoStableIds() {
        let end = GlanceNode.reservedItemIdRangeEnd
        let grid = LazyVerticalGrid(gridCells: .fixed(2)) {
            item(id: GlanceNode.unspecifiedItemId) { Text("a") }
            Text("b")  // placed directly: an item of its own
        }
        #expect(grid.lazyItemIds == [end, end - 1])
        #expect(grid.hasStableIds == false)
        #expect(validateGlanceContent(grid, sizeCount: 1).isValid)
        #expect(Text("not a list").lazyItemIds == nil)
    }

    /// `require(itemId == UnspecifiedItemId || itemId > ReservedItemIdRangeEnd)`: the range end itself and
    /// everything below it (but `Long.MIN_VALUE`) is refused with Glance's message.
    @Test func explicitIdsInTheReservedRangeAreRefused() {
        let end = GlanceNode.reservedItemIdRangeEnd
        let refused = validateGlanceContent(LazyColumn { item(id: end - 5) { Text("a") } }, sizeCount: 1)
        #expect(refused.error?.code == .reservedItemId)
        #expect(
            refused.error?.message
                == "You may not specify item ids less than -4611686018427387904 in a Glance widget. These are reserved."
        )
        #expect(validateGlanceContent(LazyColumn { item(id: end + 1) { Text("a") } }, sizeCount: 1).isValid)
    }
}
