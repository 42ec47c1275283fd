import GlanceSimFormats
import Testing

@Suite struct EditDistanceTests {
    @Test(arguments: [("kitten", "sitting", 3), ("", "abc", 3), ("same", "same", 0), ("advance", "advnace", 2)])
    func distanceCountsInsertionsDeletionsAndSubstitutions(_ a: String, _ b: String, _ expected: Int) {
        #expect(EditDistance.between(a, b) == expected)
    }

    @Test func suggestionPicksTheClosestLikelyTypo() {
        #expect(EditDistance.suggestion(for: "reboto", among: ["kill", "reboot", "replay"]) == "reboot")
        #expect(EditDistance.suggestion(for: "xyz", among: ["kill", "reboot"]) == nil)
    }
}
