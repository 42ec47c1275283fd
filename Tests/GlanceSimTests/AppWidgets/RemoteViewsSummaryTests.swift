import Testing

@testable import GlanceSim

/// The one-line summary a `widget.views` record carries: the first three texts in tree order as JSON strings,
/// then the sizes of sized views.
@Suite struct RemoteViewsSummaryTests {
    @Test func theFirstThreeTextsInPreOrderAreQuoted() {
        let views = RemoteViews(
            Column {
                Text("12:34")
                Row {
                    Text("Sun 29 Nov")
                    Text("é ✓")
                }
                Text("fourth")
            })
        #expect(views.summary == #"["12:34", "Sun 29 Nov", "é ✓"]"#)
    }

    @Test func aTextThatNeedsEscapingIsEscapedAsJSON() {
        let views = RemoteViews(
            Column {
                Text("say \"hi\"\\")
                Text("line\nbreak")
            })
        #expect(views.summary == #"["say \"hi\"\\", "line\nbreak"]"#)
    }

    @Test func noTextIsAnEmptyListAndSizedViewsListTheirSizes() {
        let views = RemoteViews(sizes: [
            (DpSize(width: 100, height: 50), Spacer()), (DpSize(width: 200, height: 50), Spacer()),
        ])
        #expect(views.summary == "[] sizes 100x50dp, 200x50dp")
    }
}
