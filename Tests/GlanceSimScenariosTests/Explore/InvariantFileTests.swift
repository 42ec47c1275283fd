import GlanceSim
import GlanceSimFormats
import GlanceSimScenarios
import Testing

/// The invariants file of `glancesim explore --invariants`.
@Suite struct InvariantFileTests {
    @Test func linesBecomeInvariantsAndCommentsAreIgnored() throws {
        let file = try InvariantFile.parse(
            "# weather\nmax content age 2h\n\nwork refresh while widgets  # the shared name\nno builtin\n"
                + "max process starts 3 per 1h\nmax content age 2h when network up for 30m\n", path: "i")
        #expect(
            file.invariants.map(\.name) == [
                "max-content-age 2h", "work refresh while widgets", "max-process-starts 3 per 1h",
                "max-content-age 2h when network up for 30m",
            ])
        #expect(!file.includeBuiltIn)
    }

    @Test(arguments: [
        ("max content age soon", "i:1:17: error: 'soon' is not a duration like 2h"),
        (
            "max content age 2h when wifi on for 3m",
            "i:1:20: error: expected 'when screen on for <duration>' or 'when network up for <duration>'"
        ),
        ("max content age 2h when screen on during 3m", "i:1:35: error: expected 'for <duration>'"),
        ("max content age 2h when screen on for ever", "i:1:39: error: 'ever' is not a duration like 2h"),
        (
            "  keep it fresh",
            "i:1:3: error: unknown invariant 'keep it fresh'; expected 'max content age <duration> [when screen on|network up for <duration>]', 'max data age <key> <duration> [when …]', 'work <unique name> while widgets [of <provider>]', 'max process starts <n> per <duration>', 'shows date \"<pattern>\" [within <duration>]', 'shows \"<template>\"', 'lacks \"<template>\"' (each [of <provider>] [when …]), a built-in's name or 'no builtin'"
        ),
        (
            "max content age 2h\nwork x while",
            "i:2:1: error: unknown invariant 'work x while'; expected 'max content age <duration> [when screen on|network up for <duration>]', 'max data age <key> <duration> [when …]', 'work <unique name> while widgets [of <provider>]', 'max process starts <n> per <duration>', 'shows date \"<pattern>\" [within <duration>]', 'shows \"<template>\"', 'lacks \"<template>\"' (each [of <provider>] [when …]), a built-in's name or 'no builtin'"
        ),
    ])
    func badLinesAreReportedAtTheirToken(_ text: String, _ expected: String) {
        #expect(throws: FormatError.self) { try InvariantFile.parse(text, path: "i") }
        do {
            _ = try InvariantFile.parse(text, path: "i")
        } catch {
            #expect(error.description == expected)
        }
    }

    /// "Younger than 2 h whenever the network has been up for 30 min" (the example): checked only once the
    /// condition has held that long without a break.
    @Test func contentAgeWaitsForTheConditionToHold() throws {
        let device = Device()
        let observations = ExploreObservations()
        let invariant = Invariant.maxContentAge(.zero, when: .networkUp, for: .minutes(30))
        device.setNetwork(.none)
        device.setNetwork(.unmetered)
        for record in device.trace.records { observations.receive(record) }
        #expect(observations.heldSince[.networkUp] == device.now)
        #expect(observations.heldSince[.screenOn] == .zero)
        #expect(invariant.check(device, observations) == nil)
    }
}
