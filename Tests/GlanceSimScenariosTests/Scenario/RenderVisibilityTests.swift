import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimTestSupport
import Testing

/// `expect render W contains`/`lacks` look at what is drawn: an INVISIBLE view draws neither itself nor its
/// children (View.setVisibility: "INVISIBLE: This view is invisible, but it still takes up space for layout
/// purposes"), and a GONE one is not laid out either, so text inside them is not shown (AntennaPod's
/// `layout_center` hidden below three cells).
@Suite struct RenderVisibilityTests {
    @Test func textInsideAnInvisibleOrGoneViewIsNotShown() throws {
        let package = "com.example.player"
        let behavior = try BehaviorLoader.parse(
            text: """
                { receivers: { ".Player": { onUpdate: [{ updateAppWidget: "Player" }] } },
                  widgets: { Player: { content: { Row: [
                    { Text: "Play" },
                    { Column: [{ Text: "Episode title" }], modifier: { visibility: "invisible" } },
                    { Text: "Cover", modifier: { visibility: "gone" } },
                  ] } } } }
                """, path: "behavior.json5")
        let manifest = try AppAssembler.assemble(
            BehaviorTestSupport.app(
                package, receivers: [BehaviorTestSupport.widgetReceiver(".Player", package: package)]),
            behavior: behavior)
        let session = ScenarioSession { _, _ throws(FormatError) in manifest }
        let report = try session.run(
            ScenarioParser.parse(
                """
                install player
                add widget .Player as p
                advance 1s
                expect render p contains "Play"
                expect render p lacks "Episode title"
                expect render p lacks "Cover"
                expect render p contains "Episode title"
                """, path: "t.scenario"), baseDirectory: "apps")
        #expect(report.passedCount == 3)
        let failure = try #require(report.failures.first?.verdict?.message)
        // The message shows the whole rendering, hidden views marked, so the reader sees why.
        #expect(failure.hasPrefix("expected the widget to show \"Episode title\"; it shows:\n"))
        #expect(failure.contains("visibility=invisible"))
    }
}
