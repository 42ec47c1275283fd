import Testing

@testable import GlanceSim

/// Widget pictures: Glance's layout rules as PictureLayout models them, and the SVG WidgetPicture writes.
@Suite struct WidgetPictureTests {
    /// Whole bytes for a small tree: wallpaper, the app-widget background with the launcher's 16 dp corners
    /// (`system_app_widget_background_radius`), padded text in the scheme's onSurface colour.
    @Test func smallTreeDrawsToExactBytes() {
        let content = Column(modifier: GlanceModifier().fillMaxSize().padding(8).appWidgetBackground()) {
            Text("Hi & bye")
        }
        let svg = WidgetPicture.svg(of: content, size: DpSize(width: 100, height: 50))
        #expect(
            svg == """
                <svg xmlns="http://www.w3.org/2000/svg" width="100" height="50" viewBox="0 0 100 50" \
                font-family="Roboto, 'Noto Sans', sans-serif">
                <defs><clipPath id="widget"><rect width="100" height="50"/></clipPath></defs>
                <rect x="0" y="0" width="100" height="50" fill="#C9D3DC"/>
                <g clip-path="url(#widget)">
                <rect x="0" y="0" width="100" height="50" rx="16" fill="#FFFBFE"/>
                <text x="8" y="23" font-size="14" fill="#1C1B1F">Hi &amp; bye</text>
                </g>
                </svg>

                """)
    }

    @Test func darkSchemeUsesMaterial3DarkBaselineColours() {
        let content = Box(modifier: GlanceModifier().fillMaxSize().appWidgetBackground()) { Text("x") }
        let svg = WidgetPicture.svg(of: content, size: DpSize(width: 40, height: 40), scheme: .dark)
        #expect(svg.contains("fill=\"#1C1B1F\"") && svg.contains("fill=\"#E6E1E5\">x</text>"))
        #expect(svg == WidgetPicture.svg(of: content, size: DpSize(width: 40, height: 40), scheme: .dark))
    }

    /// LinearLayout measures wrap-content children in order and gives `defaultWeight()` children the space
    /// left (Glance translates Row/Column to LinearLayout, weights to layout_weight: LayoutGenerator.kt).
    @Test func weightedChildrenShareTheSpaceLeftInAColumn() throws {
        let column = Column(modifier: GlanceModifier().fillMaxSize()) {
            Text("top")
            Spacer(modifier: GlanceModifier().height(.expand))  // Glance: defaultWeight()
            Text("bottom")
        }
        let svg = WidgetPicture.svg(of: column, size: DpSize(width: 100, height: 100))
        // "top" at line 0 (baseline 15); "bottom" pushed to the end: 100 − 20 + 15 = 95.
        #expect(svg.contains("<text x=\"0\" y=\"15\" font-size=\"14\" fill=\"#1C1B1F\">top</text>"))
        #expect(svg.contains("<text x=\"0\" y=\"95\" font-size=\"14\" fill=\"#1C1B1F\">bottom</text>"))
    }

    @Test func wrapContentTakesItsContentAndFillTakesTheParent() {
        let text = Text("abcd")  // 4 glyphs × 0.55 × 14 sp = 30.8 dp wide, one 20 dp line
        let size = PictureLayout.measure(text, maxWidth: 200, maxHeight: 200)
        #expect(abs(size.width - 30.8) < 1e-9 && size.height == 20)
        let filled = Text("abcd", modifier: GlanceModifier().fillMaxWidth().padding(4))
        #expect(PictureLayout.measure(filled, maxWidth: 200, maxHeight: 200) == DpSize(width: 200, height: 28))
        let fixed = Box(modifier: GlanceModifier().size(width: 50, height: 60)) { Text("abcdefghij") }
        #expect(PictureLayout.measure(fixed, maxWidth: 200, maxHeight: 200) == DpSize(width: 50, height: 60))
    }

    /// TextView's maxLines with ellipsize end: the last kept line ends in "…".
    @Test func maxLinesCutsTextWithAnEllipsis() {
        let lines = PictureLayout.lines("one two three four five six", width: 40, maxLines: 2)
        // 40 dp holds 5 glyphs: "one", "two", … cut after two lines, the second ending in "…".
        #expect(lines == ["one", "two…"])
        #expect(PictureLayout.lines("one two", width: 200, maxLines: nil) == ["one two"])
    }

    @Test func centredAlignmentPlacesTheGroupInTheMiddle() {
        let column = Column(
            modifier: GlanceModifier().fillMaxSize(), verticalAlignment: .centerVertically,
            horizontalAlignment: .centerHorizontally
        ) { Text("ab") }
        let svg = WidgetPicture.svg(of: column, size: DpSize(width: 100, height: 100))
        // 2 glyphs = 15.4 dp wide: x = (100 − 15.4) / 2 = 42.3; the line's top (100 − 20) / 2 = 40, baseline 55.
        #expect(svg.contains("<text x=\"42.3\" y=\"55\""))
    }

    /// A launcher shows a lazy list inside its bounds: items past the edge are not drawn.
    @Test func lazyColumnItemsPastItsEdgeAreNotDrawn() {
        let list = LazyColumn(modifier: GlanceModifier().fillMaxSize()) {
            for index in 0..<20 { item { Text("row \(index)") } }
        }
        let svg = WidgetPicture.svg(of: list, size: DpSize(width: 100, height: 50))
        #expect(svg.contains(">row 0<") && svg.contains(">row 2<") && !svg.contains(">row 3<"))
        #expect(svg.contains("<clipPath id=\"clip1\">"))
    }

    /// `ListView` measures its items `UNSPECIFIED`, so an item that fills its height (`match_parent`) is as tall
    /// as its content: a centred spinner in a fillMaxSize Box inside a LazyColumn (pixelix's loading state) is
    /// drawn, not a crash on an infinite size.
    @Test func aLazyColumnItemThatFillsItsHeightIsAsTallAsItsContent() {
        let list = LazyColumn(modifier: GlanceModifier().fillMaxSize()) {
            item {
                Box(modifier: GlanceModifier().fillMaxSize(), contentAlignment: .center) { CircularProgressIndicator() }
            }
        }
        let svg = WidgetPicture.svg(of: list, size: DpSize(width: 100, height: 80))
        #expect(svg.contains("<circle cx=\"50\" cy=\"16\""))
    }

    @Test func invalidContentIsDrawnAsGlancesErrorLayout() {
        let deep = (0..<60).reduce(Text("leaf")) { inner, _ in Box { inner } }
        let shown = validateGlanceContent(deep, sizeCount: 1).displayed
        let svg = WidgetPicture.svg(of: shown, size: DpSize(width: 200, height: 100))
        #expect(svg == WidgetPicture.svg(of: GlanceNode.errorLayout, size: DpSize(width: 200, height: 100)))
        #expect(!svg.contains(">leaf<"))
    }

    @Test func numbersAreShortAndStable() {
        #expect(SVGDrawing.number(0) == "0" && SVGDrawing.number(12) == "12" && SVGDrawing.number(42.3) == "42.3")
        #expect(
            SVGDrawing.number(0.05) == "0.05" && SVGDrawing.number(-1.5) == "-1.5" && SVGDrawing.number(1.004) == "1")
    }
}
