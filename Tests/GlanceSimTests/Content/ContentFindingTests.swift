import GlanceSim
import Testing

@Suite struct ContentFindingTests {
    let content = Column {
        Text("Count: 3", modifier: .testTag("count"))
        Row {
            Button("Refresh", onClick: .runCallback(Refresh.self))
            Button("Reset", onClick: .runCallback(Refresh.self), modifier: .visibility(.gone))
        }
        Image(resource: "logo", contentDescription: "Company logo")
        LazyColumn {
            items(["milk", "eggs"]) { name in Text(name, modifier: .testTag("row")) }
        }
    }

    @Test func findsByExactTextWithPath() throws {
        let found = try content.findNode(text: "Refresh")
        #expect(found.path == [1, 0])
        #expect(found.pathString == "1.0")
        #expect(found.isShown)
        #expect(found.node.actionForClick() == .runCallback(Refresh.self))
    }

    @Test func findsByTextSubstringTagAndContentDescription() throws {
        #expect(try content.findNode(textContaining: "Count").path == [0])
        #expect(try content.findNode(testTag: "count").node.text == "Count: 3")
        #expect(try content.findNode(contentDescription: "Company logo").path == [2])
        #expect(content.findNodes(.hasContentDescription("logo")).count == 1)
    }

    @Test func lazyListItemsAreSearchable() throws {
        #expect(try content.findNode(text: "eggs").path == [3, 1, 0])
    }

    @Test func noMatchIsReportedDistinctly() {
        #expect(throws: GlanceNodeLookupError.noNode(matcher: #"hasTextEqualTo("Missing")"#)) {
            try content.findNode(text: "Missing")
        }
    }

    @Test func severalMatchesAreReportedWithTheirPaths() {
        #expect(
            throws: GlanceNodeLookupError.multipleNodes(
                matcher: #"hasTestTag("row")"#, paths: [[3, 0, 0], [3, 1, 0]])
        ) {
            try content.findNode(testTag: "row")
        }
        #expect(throws: GlanceNodeLookupError.multipleNodes(matcher: #"hasText("Re")"#, paths: [[1, 0], [1, 1]])) {
            try content.findNode(textContaining: "Re")
        }
        let error = GlanceNodeLookupError.multipleNodes(matcher: "m", paths: [[0], [1, 2]])
        #expect(error.description == "2 nodes match m, expected exactly one: at 0, 1.2")
    }

    @Test func hiddenNodesAreFoundButNotShown() throws {
        let reset = try content.findNode(text: "Reset")
        #expect(!reset.isShown)
        let inGoneParent = try Box(modifier: .visibility(.invisible)) { Text("x") }.findNode(text: "x")
        #expect(!inGoneParent.isShown)
    }

    @Test func findsByPathAndRejectsBadPaths() throws {
        #expect(try content.findNode(path: [1, 1]).node.text == "Reset")
        #expect(try content.findNode(pathString: "3.0.0").node.text == "milk")
        #expect(try content.findNode(pathString: "root").node == content)
        #expect(throws: GlanceNodeLookupError.noNodeAtPath([1, 5])) { try content.findNode(path: [1, 5]) }
        #expect(throws: GlanceNodeLookupError.self) { try content.findNode(pathString: "1.x") }
    }

    @Test func matchersCombine() {
        let buttonsWithAction = content.findNodes(.isKind("Button").and(.hasClickAction))
        #expect(buttonsWithAction.map(\.path) == [[1, 0], [1, 1]])
        #expect(content.findNodes(.hasText("count", ignoreCase: true)).count == 1)
        #expect(content.findNodes(.hasAnyDescendant(.hasTextEqualTo("milk"))).map(\.path) == [[], [3], [3, 0]])
        #expect(content.findNodes(.not(.hasNoClickAction)).count == 2)
    }

    @Test func foundLambdaHasItsPositionalKey() throws {
        let tree = Column {
            Text("a")
            Button("Go") {}
        }
        let found = try tree.findNode(text: "Go")
        #expect(found.node.modifier.clickAction?.lambdaAction?.key == "1")
    }

    @Test func truncatedChildrenAreNotFoundInTheDisplayedTree() {
        let shown = validateGlanceContent(Column { for index in 0..<11 { Text("t\(index)") } }, sizeCount: 1)
        #expect(throws: GlanceNodeLookupError.noNode(matcher: #"hasTextEqualTo("t10")"#)) {
            try shown.displayed.findNode(text: "t10")
        }
    }
}
