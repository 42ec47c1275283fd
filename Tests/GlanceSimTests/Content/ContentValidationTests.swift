import GlanceSim
import Testing

@Suite struct ContentValidationTests {
    // LayoutSelection.insertContainerView logs and keeps 10 children; not an exception.
    @Test func elevenChildrenAreTruncatedToTen() {
        let result = validateGlanceContent(Column { for index in 0..<11 { Text("\(index)") } }, sizeCount: 1)
        #expect(result.error == nil)
        #expect(result.warnings == ["Truncated Column container from 11 to 10 elements"])
        #expect(result.displayed.children.count == 10)
        #expect(result.displayed.children.last?.text == "9")
    }

    @Test func tenChildrenAreKeptWithoutWarning() {
        let result = validateGlanceContent(Row { for index in 0..<10 { Text("\(index)") } }, sizeCount: 1)
        #expect(result.warnings.isEmpty)
        #expect(result.displayed.children.count == 10)
    }

    @Test func selectableGroupTruncationNamesTheRadioLayout() {
        let result = validateGlanceContent(
            Row(modifier: .selectableGroup()) { for _ in 0..<12 { Spacer() } },
            sizeCount: 1
        )
        #expect(result.warnings == ["Truncated RadioRow container from 12 to 10 elements"])
    }

    // Truncated children are never translated, so their rule violations never fire.
    @Test func errorsInTruncatedChildrenAreNeverReached() {
        let result = validateGlanceContent(
            Box {
                Box(modifier: .appWidgetBackground())
                for _ in 0..<9 { Spacer() }
                Box(modifier: .appWidgetBackground())
            },
            sizeCount: 1
        )
        #expect(result.error == nil)
        #expect(result.warnings == ["Truncated Box container from 11 to 10 elements"])
    }

    // Composition (Applier) runs before translation, so its error wins even where translation would have thrown
    // first in tree order: a second appWidgetBackground at [1], a tree 51 deep at [2].
    @Test func aCompositionErrorWinsOverAnEarlierTranslationError() {
        let result = validateGlanceContent(
            Column {
                Box(modifier: .appWidgetBackground())
                Box(modifier: .appWidgetBackground())
                nestedBoxes(49)
            },
            sizeCount: 1
        )
        #expect(result.error?.code == .tooDeep)
        #expect(result.warnings.isEmpty)
    }

    // Translation stops at its first exception: a truncation before it is logged, one after it is not.
    @Test func translationLogsNothingAfterItsFirstError() {
        let result = validateGlanceContent(
            Column {
                Row { for _ in 0..<11 { Spacer() } }
                LazyColumn { item { LazyColumn {} } }
                Row { for _ in 0..<12 { Spacer() } }
            },
            sizeCount: 1
        )
        #expect(result.error?.code == .nestedLazyLists)
        #expect(result.warnings == ["Truncated Row container from 11 to 10 elements"])
    }

    // normalizeSizes runs on the whole tree, truncated children included, before translation cuts them.
    @Test func aTruncatedChildStillFillsItsParent() {
        let result = validateGlanceContent(
            Row { for index in 0..<11 { Text("\(index)", modifier: index == 10 ? .fillMaxWidth() : .none) } },
            sizeCount: 1
        )
        #expect(result.displayed.modifier.width == .fill)
        #expect(result.displayed.children.count == 10)
    }

    // A lambda in a child translation cuts is not in what the host shows: the result equals one made from the
    // shown tree.
    @Test func aLambdaInATruncatedChildIsNotShown() {
        let result = validateGlanceContent(
            Column {
                for _ in 0..<10 { Spacer() }
                Button("late", onClick: .lambda {})
            },
            sizeCount: 1
        )
        #expect(result.content.lambdaKeys.isEmpty)
        #expect(result == ValidatedContent(content: result.content, warnings: result.warnings, error: nil))
    }

    // Applier.insertTopDown: RemoteViewsRoot(maxDepth = 50); the root's child is depth 1.
    @Test func depthFiftyIsAllowed() {
        let result = validateGlanceContent(nestedBoxes(49), sizeCount: 1)
        #expect(result.error == nil)
    }

    @Test func depthFiftyOneShowsTheErrorLayout() {
        let result = validateGlanceContent(nestedBoxes(50), sizeCount: 1)
        #expect(result.error?.code == .tooDeep)
        #expect(
            result.error?.message == "Too many embedded views for the current surface. The maximum depth is: 50"
        )
        #expect(result.error?.path == Array(repeating: 0, count: 50))
        #expect(result.displayed == GlanceNode.errorLayout)
    }

    // EmittableLazyList(resetsDepthForChildren = true): items start again from the root's depth budget.
    @Test func lazyListItemsResetTheDepth() {
        // Item at depth 1, then 49 nodes: the Text ends at depth 50.
        let deepInList = nestedBoxes(40, leaf: LazyColumn { item { nestedBoxes(48) } })
        #expect(validateGlanceContent(deepInList, sizeCount: 1).error == nil)
        let tooDeepInList = nestedBoxes(40, leaf: LazyColumn { item { nestedBoxes(49) } })
        #expect(validateGlanceContent(tooDeepInList, sizeCount: 1).error?.code == .tooDeep)
    }

    @Test func nestedLazyListsShowTheErrorLayout() {
        let result = validateGlanceContent(
            LazyColumn { item { LazyColumn { item { Text("inner") } } } },
            sizeCount: 1
        )
        #expect(result.error?.code == .nestedLazyLists)
        #expect(result.error?.message == "Glance does not support nested list views.")
        #expect(result.error?.path == [0, 0])
        #expect(
            result.displayed.snapshot == """
                Box contentAlignment=center width=fill height=fill
                  Text "Glance App Widget Error"
                """
        )
    }

    @Test func gridWithOneOrFiveColumnsIsAllowed() {
        for count in [1, 5] {
            let result = validateGlanceContent(LazyVerticalGrid(gridCells: .fixed(count)) { Text("a") }, sizeCount: 1)
            #expect(result.error == nil)
        }
    }

    @Test(arguments: [0, 6])
    func gridWithZeroOrSixColumnsIsAnError(count: Int) {
        let result = validateGlanceContent(LazyVerticalGrid(gridCells: .fixed(count)) { Text("a") }, sizeCount: 1)
        #expect(result.error?.code == .unsupportedGridCount)
        #expect(result.error?.message == "Only counts from 1 to 5 are supported.")
        #expect(result.error?.exception == "IllegalArgumentException")
    }

    @Test func adaptiveGridIsAllowed() {
        let result = validateGlanceContent(
            LazyVerticalGrid(gridCells: .adaptive(minSize: 80)) { Text("a") }, sizeCount: 1)
        #expect(result.error == nil)
    }

    // RemoteViews(Map<SizeF, RemoteViews>) accepts at most MAX_INIT_VIEW_COUNT = 16 sizes.
    @Test func sixteenSizesAreAllowed() {
        #expect(validateGlanceContent(Text("a"), sizeCount: 16).error == nil)
    }

    @Test func seventeenSizesAreAnError() {
        let result = validateGlanceContent(Text("a"), sizeCount: 17)
        #expect(result.error?.code == .tooManySizes)
        #expect(result.error?.message == "Too many RemoteViews in constructor")
        #expect(result.displayed == GlanceNode.errorLayout)
    }

    @Test func oneAppWidgetBackgroundIsAllowed() {
        let result = validateGlanceContent(Box(modifier: .appWidgetBackground()) { Text("a") }, sizeCount: 1)
        #expect(result.error == nil)
    }

    @Test func twoAppWidgetBackgroundsAreAnError() {
        let result = validateGlanceContent(
            Column(modifier: .appWidgetBackground()) { Box(modifier: .appWidgetBackground()) },
            sizeCount: 1
        )
        #expect(result.error?.code == .multipleAppWidgetBackgrounds)
        #expect(result.error?.message == "At most one view can be set as AppWidgetBackground.")
        #expect(result.error?.path == [0])
    }

    @Test func oneCheckedRadioInASelectableGroupIsAllowed() {
        let result = validateGlanceContent(
            Column(modifier: .selectableGroup()) {
                RadioButton(checked: true, onClick: nil, text: "a")
                RadioButton(checked: false, onClick: nil, text: "b")
            },
            sizeCount: 1
        )
        #expect(result.error == nil)
    }

    @Test func twoCheckedRadiosInASelectableGroupAreAnError() {
        let result = validateGlanceContent(
            Column(modifier: .selectableGroup()) {
                RadioButton(checked: true, onClick: nil, text: "a")
                RadioButton(checked: true, onClick: nil, text: "b")
            },
            sizeCount: 1
        )
        #expect(result.error?.code == .multipleCheckedRadioButtons)
        #expect(
            result.error?.message
                == "When using GlanceModifier.selectableGroup(), no more than one RadioButton may be checked at a time."
        )
    }

    @Test func twoCheckedRadiosOutsideASelectableGroupAreAllowed() {
        let result = validateGlanceContent(
            Column {
                RadioButton(checked: true, onClick: nil, text: "a")
                RadioButton(checked: true, onClick: nil, text: "b")
            },
            sizeCount: 1
        )
        #expect(result.error == nil)
    }

    @Test func reservedLazyItemIdsAreAnError() {
        let reserved: Int64 = -0x4000_0000_0000_0000
        #expect(validateGlanceContent(LazyColumn { item(id: reserved + 1) { Text("a") } }, sizeCount: 1).isValid)
        let result = validateGlanceContent(LazyColumn { item(id: reserved) { Text("a") } }, sizeCount: 1)
        #expect(result.error?.code == .reservedItemId)
    }

    @Test func itemOutsideALazyListIsAnError() {
        let result = validateGlanceContent(Column { item { Text("a") } }, sizeCount: 1)
        #expect(result.error?.code == .itemOutsideLazyList)
    }

    // The first exception wins: composition (depth) runs before translation (backgrounds).
    @Test func depthErrorWinsOverTranslationErrors() {
        let result = validateGlanceContent(
            Column {
                Box(modifier: .appWidgetBackground())
                Box(modifier: .appWidgetBackground())
                nestedBoxes(50)
            },
            sizeCount: 1
        )
        #expect(result.error?.code == .tooDeep)
    }

    // normalizeCompositionTree.coerceToOneChild.
    @Test func severalRootsAreWrappedInABox() {
        let result = validateGlanceContent([Text("a"), Text("b")], sizeCount: 1)
        #expect(result.displayed.snapshot == "Box\n  Text \"a\"\n  Text \"b\"")
    }

    // normalizeSizes: a wrapping parent with a filling child fills too.
    @Test func wrappingParentOfAFillingChildFills() {
        let result = validateGlanceContent(
            Column(modifier: .width(100)) { Row { Text("a", modifier: .fillMaxWidth()) } },
            sizeCount: 1
        )
        #expect(
            result.displayed.snapshot == """
                Column width=100dp
                  Row width=fill
                    Text "a" width=fill
                """
        )
    }

    @Test func warningsBeforeAnErrorAreKept() {
        let result = validateGlanceContent(
            Column {
                Row { for _ in 0..<11 { Spacer() } }
                LazyColumn { item { LazyColumn {} } }
            },
            sizeCount: 1
        )
        #expect(result.warnings == ["Truncated Row container from 11 to 10 elements"])
        #expect(result.error?.code == .nestedLazyLists)
    }
}
