import Foundation
import GlanceSim
import GlanceSimWidgetKit
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimInterpreter
@testable import GlanceSimScenarios

/// The `ios` section of behaviour files and iOS scenarios: what they mean, and every error at its token.
@Suite struct IOSSideTests {
    static func decode(_ text: String) throws -> IOSSideSpec {
        let root = try JSON5Reader.read(text, path: "b.json5")
        return try IOSSideDecoder.decode(try #require(root.member("ios")).value)
    }

    static func error(_ text: String) -> String {
        do {
            _ = try decode(text)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        (
            "{ ios: { bundle: 'b', kinds: { K: { timeline: { entries: [{}] }, content: { Text: 'x' }, famlies: [] } } } }",
            "b.json5:1:90: error: unknown key 'famlies' in kind 'K'; did you mean 'families'?"
        ),
        (
            "{ ios: { bundle: 'b', kinds: { K: { families: ['tiny'], timeline: { entries: [{}] }, content: { Text: 'x' } } } } }",
            "b.json5:1:48: error: unknown family 'tiny'; expected 'small', 'medium', 'large', 'extraLarge', 'circular', 'rectangular' or 'inline'"
        ),
        (
            "{ ios: { bundle: 'b', kinds: { K: { timeline: { entries: [{}], policy: 'soon' }, content: { Text: 'x' } } } } }",
            "b.json5:1:72: error: unknown policy 'soon'; expected 'atEnd', 'never' or 'after <duration>' (after 1h)"
        ),
        // The duration's own message at its offset, not "unknown policy" (the horizon message `try?` dropped).
        (
            "{ ios: { bundle: 'b', kinds: { K: { timeline: { entries: [{}], policy: 'after 36526d' }, content: { Text: 'x' } } } } }",
            "b.json5:1:79: error: duration '36526d' is longer than the simulation horizon; expected at most 36525d (100 years)"
        ),
        (
            "{ ios: { bundle: 'b', kinds: { K: { timeline: { entries: [{}] }, content: { Txt: 'x' } } } } }",
            "b.json5:1:77: error: unknown node 'Txt'; did you mean 'Text'?"
        ),
        (
            "{ ios: { bundle: 'b', kinds: { K: { timeline: { entries: [{ count: 3 }] }, content: { Text: 'x' } } } } }",
            "b.json5:1:59: error: an entry with 'count' needs 'every' (a duration)"
        ),
        (
            "{ ios: { bundle: 'b', kinds: { K: { timeline: { entries: [{ fields: { t: '${1 + 1}' } }] }, content: { Text: 'x' } } } } }",
            "b.json5:1:74: error: the iOS side takes '{{name}}' bindings, not '${…}' expressions"
        ),
        ("{ ios: { bundle: 'b', kinds: {} } }", "b.json5:1:30: error: 'kinds' declares no widget kind"),
    ])
    func badSectionsAreReportedAtTheirToken(_ text: String, _ expected: String) {
        #expect(Self.error(text) == expected)
    }

    /// The section's groups default to the one the code names, on both targets.
    @Test func theCodesGroupIsEveryTargetsByDefault() throws {
        let spec = try Self.decode(
            "{ ios: { bundle: 'com.b', kinds: { K: { timeline: { entries: [{}] }, content: { Text: 'x' } } } } }")
        #expect(
            spec.group == "group.com.b" && spec.appGroups == ["group.com.b"] && spec.extensionGroups == ["group.com.b"])
        #expect(spec.kinds[0].families == [.systemSmall, .systemMedium, .systemLarge])
    }

    /// Entries as data: `count` entries `every` apart from the wall clock's last `align` boundary, each with `now`
    /// at its own date.
    @Test func entriesAreAlignedAndEachSeesItsOwnNow() throws {
        let spec = try Self.decode(
            """
            { ios: { bundle: 'b', kinds: { K: {
              timeline: { entries: [{ align: '1m', every: '1m', count: 3, fields: { t: '{{now:HH:mm:ss}}' } }], policy: 'after 10m' },
              content: { Text: '{{t}}' } } } } }
            """)
        let device = WidgetKitDevice(
            timeZone: .utc, localTime: LocalDateTime(year: 2026, month: 6, day: 1, hour: 8, second: 20),
            parameters: .debugger)
        try device.install(spec.app())
        let id = try device.addWidget(kind: "K", family: .systemSmall)
        let timeline = try #require(try device.timeline(id))
        #expect(timeline.entries.map { $0.fields["t"]! } == ["08:00:00", "08:01:00", "08:02:00"])
        #expect(timeline.policy == .after(device.now + .minutes(10)))
    }

    /// 08:17:20 in Asia/Kolkata (+05:30) on 2026-06-01.
    static let kolkata = WallTime(year: 2026, month: 6, day: 1, hour: 2, minute: 47, second: 20)

    /// `align` counts on the device's local clock from local midnight, as the section documents — not from the UTC
    /// epoch: at +05:30 (Asia/Kolkata) `1h` starts at the local hour (08:00, not 07:30) and `1d` at local midnight
    /// (not 05:30). Across a daylight saving change (Europe/Berlin, 2026-10-25: 03:00 CEST became 02:00 CET)
    /// `1d` is local midnight of a 25-hour day, and a time the clock showed twice is its latest showing; on
    /// 2026-03-29 (02:00 became 03:00) a skipped 02:00 is where the clock jumped past it.
    @Test(arguments: [
        ("Asia/Kolkata", kolkata, "1h", "1 08:00", 1_040), ("Asia/Kolkata", kolkata, "1d", "1 00:00", 29_840),
        ("Europe/Berlin", WallTime(year: 2026, month: 10, day: 25, hour: 22, minute: 30), "1d", "25 00:00", 88_200),
        ("Europe/Berlin", WallTime(year: 2026, month: 10, day: 25, hour: 1, minute: 30), "1h", "25 02:00", 1_800),
        ("Europe/Berlin", WallTime(year: 2026, month: 3, day: 29, hour: 1, minute: 30), "2h", "29 03:00", 1_800),
    ])
    func alignCountsFromLocalMidnight(_ zone: String, _ wall: WallTime, _ align: String, _ shown: String, _ s: Int64)
        throws
    {
        let spec = try Self.decode(
            """
            { ios: { bundle: 'b', kinds: { K: {
              timeline: { entries: [{ align: '\(align)', fields: { t: '{{now:d HH:mm}}' } }], policy: 'never' },
              content: { Text: '{{t}}' } } } } }
            """)
        let device = WidgetKitDevice(wallTime: wall, timeZone: try #require(TimeZoneRules(identifier: zone)))
        try device.install(spec.app())
        let id = try device.addWidget(kind: "K", family: .systemSmall)
        let entry = try #require(try device.timeline(id)?.entries.first)
        #expect(entry.fields["t"] == shown)
        #expect(entry.date == device.now - .seconds(s))
    }

    @Test(arguments: [
        (
            "platform ios\nadd widget K family huge\n",
            "s:2:21: error: unknown family 'huge'; expected 'small', 'medium', 'large', 'extraLarge', 'circular', 'rectangular' or 'inline'"
        ),
        (
            "platform ios\napp sleep\n",
            "s:2:5: error: unknown word 'sleep'; expected what the app does (one of 'foreground', 'background', 'audio', 'stop', 'reload', 'write', 'remove')"
        ),
        (
            "platform ios\nexpect budget w lots\n",
            "s:2:17: error: malformed count 'lots'; expected N, = N, >= N, <= N or N..M"
        ),
        (
            "platform ios\ndevice screen 100x100\n",
            "s:2:15: error: '100x100' is not an iPhone screen of the HIG table; sizes: 430x932, 428x926, 414x896, 414x736, 393x852, 390x844, 375x812, 375x667, 360x780, 320x568"
        ),
        (
            "platform ios\ndevice refill daily 24\n",
            "s:2:21: error: the local hour of the reset must be from 0 to 23, found '24'"
        ),
        (
            "platform ios\ndevice duplicates 11\n",
            "s:2:19: error: extra timeline calls per reload must be from 0 to 10, found '11'"
        ),
        (
            "platform ios\nexpect app knows group.a k\n",
            "s:2:12: error: unknown word 'knows'; expected 'sees GROUP KEY \"VALUE\"' (one of 'sees')"
        ),
    ])
    func badIOSStepsAreReportedAtTheirToken(_ text: String, _ expected: String) {
        do {
            _ = try IOSScenarioParser.parse(text, path: "s")
            Issue.record("parsed")
        } catch {
            #expect(error.description == expected)
        }
    }

    /// One clear error for an iOS scenario given where an Android one is expected, not one per line.
    @Test func androidCommandsRefuseAnIOSScenarioWithOneError() {
        do {
            _ = try ScenarioParser.parse("# iOS\n  platform ios\napp foreground\n", path: "s")
            Issue.record("parsed")
        } catch {
            #expect(
                error.description
                    == "s:2:3: error: this is an iOS scenario ('platform ios'): 'glancesim replay' runs it; this command takes Android scenarios"
            )
        }
    }

    @Test func installingAnAppWithoutAnIOSSideIsAnError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glancesim-ios-\(getpid())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "{ receivers: {} }".write(toFile: folder + "/behavior.json5", atomically: true, encoding: .utf8)
        let scenario = try IOSScenarioParser.parse("platform ios\ninstall \(folder)\n", path: "s")
        #expect(throws: FormatError.self) { try IOSScenarioRunner(baseDirectory: ".").run(scenario) }
    }

    /// Every parameter the simulator chooses (widgetkit reference §15 rule 10) can be set by a scenario's `device`
    /// step, on top of its preset.
    @Test func theDeviceStepSetsEveryChosenParameter() throws {
        let scenario = try IOSScenarioParser.parse(
            "platform ios\ndevice preset debugger budget 40 refill daily 3 min-interval 15m latency 20s coalesce 1m "
                + "duplicates 2\n",
            path: "s")
        let runner = IOSScenarioRunner(baseDirectory: ".")
        _ = try runner.run(scenario)
        let parameters = runner.device.parameters
        #expect(parameters.name == "debugger" && parameters.dailyBudget == 40)
        #expect(parameters.budgetRefill == .daily(resetHour: 3))
        #expect(parameters.minimumPolicyInterval == .minutes(15) && parameters.reloadLatency == .seconds(20))
        #expect(parameters.coalesceWindow == .minutes(1) && parameters.duplicateTimelineCalls == 2)
    }

    /// §6's named budgets: `frequent` 70 and `typical` 40 (Apple's "40 to 70"), `rarely-viewed` 12.
    @Test(arguments: [("frequent", 70), ("typical", 40), ("rarely-viewed", 12)])
    func namedBudgets(_ name: String, _ budget: Int) throws {
        let runner = IOSScenarioRunner(baseDirectory: ".")
        _ = try runner.run(try IOSScenarioParser.parse("platform ios\ndevice budget \(name)\n", path: "s"))
        #expect(runner.device.parameters.dailyBudget == budget)
    }
}
