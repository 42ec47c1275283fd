import GlanceSim
import Testing

@Suite struct ContentBuilderTests {
    @Test func ifElseOptionalsAndLoopsContributeNodes() {
        func content(showRefresh: Bool, error: String?, items: [String]) -> GlanceNode {
            Column(modifier: .padding(8)) {
                Text("Hi")
                if showRefresh {
                    Button("Refresh", onClick: .runCallback(Refresh.self))
                }
                if let error {
                    Text(error)
                } else {
                    Spacer()
                }
                for item in items {
                    Text(item)
                }
            }
        }
        #expect(
            content(showRefresh: true, error: nil, items: ["a", "b"]).snapshot == """
                Column padding=8
                  Text "Hi"
                  Button "Refresh" onClick=runCallback(Refresh)
                  Spacer
                  Text "a"
                  Text "b"
                """
        )
        #expect(
            content(showRefresh: false, error: "Offline", items: []).snapshot == """
                Column padding=8
                  Text "Hi"
                  Text "Offline"
                """
        )
    }

    @Test func switchStatementsPickOneBranch() {
        func content(_ mode: Int) -> GlanceNode {
            Box {
                switch mode {
                case 0: Text("zero")
                case 1: Text("one")
                default: CircularProgressIndicator()
                }
            }
        }
        #expect(content(1).children.map(\.text) == ["one"])
        #expect(content(7).children.map(\.kind) == [.circularProgressIndicator])
    }

    @Test func lazyColumnTakesItemsAndWrapsBareNodes() {
        struct Row: Hashable {
            var id: Int64
            var title: String
        }
        let rows = [Row(id: 10, title: "a"), Row(id: 11, title: "b")]
        let list = LazyColumn {
            item { Text("Header") }
            items(rows, id: { $0.id }) { row in Text(row.title) }
            Text("Footer")
        }
        #expect(
            list.snapshot == """
                LazyColumn
                  Item
                    Text "Header"
                  Item id=10
                    Text "a"
                  Item id=11
                    Text "b"
                  Item
                    Text "Footer"
                """
        )
    }

    @Test func itemsByCountAndIndexedUseTheIndex() {
        let list = LazyVerticalGrid(gridCells: .fixed(2)) {
            items(count: 2) { index in Text("n\(index)") }
            itemsIndexed(["x", "y"], id: { index, _ in Int64(index) }) { index, value in Text("\(index)\(value)") }
        }
        #expect(list.children.map { $0.children.first?.text } == ["n0", "n1", "0x", "1y"])
        #expect(
            list.children.map(\.kind) == [.lazyItem(id: nil), .lazyItem(id: nil), .lazyItem(id: 0), .lazyItem(id: 1)])
    }

    @Test func glanceContentWrapsSeveralTopLevelNodesInABox() {
        let root = glanceContent {
            Text("Title")
            Text("Body")
        }
        #expect(root.snapshot == "Box\n  Text \"Title\"\n  Text \"Body\"")
        #expect(glanceContent { Text("Only") } == Text("Only"))
        #expect(glanceContent {}.kind == .box(contentAlignment: .topStart))
    }

    // Glance keeps the last size/background/click modifier and adds paddings up.
    @Test func laterModifiersReplaceEarlierOnesAndPaddingsAddUp() {
        let modifier = GlanceModifier.width(10).width(.fill).padding(4).padding(horizontal: 2)
            .background(color: "#ff0000").background(color: "widget_background")
            .clickable(.runCallback(Refresh.self)).clickable(.runCallback(ToggleDone.self))
        #expect(modifier.width == .fill)
        #expect(modifier.padding == Padding(start: 6, top: 4, end: 6, bottom: 4))
        #expect(modifier.background == .colorResource("widget_background"))
        #expect(modifier.clickAction == .runCallback(ToggleDone.self))
    }

    @Test func disabledButtonsAndRadiosHaveNoAction() {
        #expect(Button("Go", onClick: .runCallback(Refresh.self), enabled: false).modifier.clickAction == nil)
        #expect(
            RadioButton(checked: false, onClick: .runCallback(Refresh.self), enabled: false).actionForClick() == nil)
        #expect(Button("Go", onClick: .runCallback(Refresh.self)).actionForClick() == .runCallback(Refresh.self))
    }

    @Test func buttonActionReplacesAClickableModifier() {
        let button = Button(
            "Go", onClick: .runCallback(Refresh.self), modifier: .clickable(.runCallback(ToggleDone.self)))
        #expect(button.modifier.clickAction == .runCallback(Refresh.self))
    }

    @Test func dpSizeDescriptionDropsWholeNumberFractions() {
        #expect(DpSize(width: 200, height: 120).description == "200x120dp")
        #expect(DpSize(width: 100.5, height: 40).description == "100.5x40dp")
        #expect(DpSize(width: 100, height: 200) < DpSize(width: 120, height: 50))
    }
}
