import Foundation
import GlanceSim
import GlanceSimTestSupport
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimScenarios

/// Invariants on what a widget shows and how it fails (issue "Explore says more"): `no-crash`, `shows date`,
/// `shows`/`lacks` a template over state, and `max data age` measured where the content reads the key.
@Suite struct ContentInvariantTests {
    static let clock = ExploreTests.manifests + "/clock"

    static func run(_ script: String) throws -> ScenarioReport {
        let session = try ScenarioSession(traceMode: .counting)
        return try session.run(ScenarioParser.parse(script, path: "s.scenario"), baseDirectory: ".")
    }

    static func messages(_ report: ScenarioReport) -> [String] {
        report.failures.map { "\($0.step.location.line): \($0.verdict?.message ?? "")" }
    }

    /// The clock draws `HH:mm` and `EEE d MMM` at every TIME_TICK (a runtime receiver): both hold while it runs;
    /// after its process dies nothing redraws it, and `shows date "HH:mm"` breaks at the first step a minute later.
    @Test func showsDateHoldsWhileTheClockTicksAndBreaksWhenItStops() throws {
        let report = try Self.run(
            """
            device zone Europe/Berlin time 2026-06-01T08:00
            install \(Self.clock)
            add widget .ClockReceiver as w1
            invariant shows date "HH:mm"
            invariant shows date "EEE d MMM" within 1m
            advance 5m
            advance 90s
            kill com.example.clock
            advance 3m
            """)
        #expect(
            Self.messages(report) == [
                "9: invariant 'shows date \"HH:mm\"' broken: widget 1 does not show '08:09' ('HH:mm'); it shows: "
                    + "Column width=fill height=fill padding=8 appWidgetBackground / Text \"08:06\" testTag=\"time\" / "
                    + "Text \"Mon 1 Jun\" testTag=\"date\""
            ])
    }

    /// `within D` accepts what the pattern showed up to D ago: a date widget that turns over at 00:00:30.
    @Test func showsDateWithinAcceptsALateTurnOver() throws {
        let invariant = Invariant.showsDate("HH:mm", within: .minutes(2))
        #expect(invariant.name == "shows date \"HH:mm\" within 2m")
    }

    /// `shows "TEMPLATE"` computes the template over the widget's state as its content would: the clock's Glance
    /// state `time` is what it shows; `lacks` the opposite.
    @Test func aTemplateOverStateAgreesWithWhatTheWidgetShows() throws {
        let report = try Self.run(
            """
            device zone Europe/Berlin time 2026-06-01T08:00
            install \(Self.clock)
            add widget .ClockReceiver as w1
            invariant shows "{{time|--:--}}"
            invariant lacks "${state.time ?: '--:--'} and more"
            advance 5m
            invariant lacks "{{time}}"
            advance 1m
            """)
        #expect(
            Self.messages(report) == [
                "8: invariant 'lacks \"{{time}}\"' broken: widget 1 shows '08:06'; it shows: "
                    + "Column width=fill height=fill padding=8 appWidgetBackground / Text \"08:06\" testTag=\"time\" / "
                    + "Text \"Mon 1 Jun\" testTag=\"date\""
            ])
    }

    /// Malformed predicates are errors at their token: a time pattern with an open quote, a template with an open
    /// `${`, a quote that does not end, a missing provider.
    @Test(arguments: [
        (#"shows date "HH 'h""#, "e:1:12: error: unterminated quote in time pattern 'HH 'h'"),
        (#"shows "${state.x""#, "e:1:8: error: unterminated expression '${'; expected '}'"),
        (#"lacks "open"#, "e:1:7: error: unterminated quote"),
        (#"shows "x" of"#, "e:1:11: error: expected a provider after 'of'"),
        (#"shows date "HH:mm" within soon"#, "e:1:27: error: 'soon' is not a duration like 2h"),
    ])
    func aMalformedPredicateIsAnErrorAtItsToken(_ line: String, _ message: String) {
        #expect(throws: FormatError.self) { try InvariantFile.parse(line, path: "e") }
        do {
            _ = try InvariantFile.parse(line, path: "e")
        } catch {
            #expect(error.description == message)
        }
    }

    /// Phrases print back as they are written, quotes escaped.
    @Test func predicatesPrintBackAsWritten() throws {
        let file = try InvariantFile.parse(
            #"shows date "EEE d" within 1m of .Clock when screen on for 5m"# + "\n" + #"lacks "say \"hi\"""#,
            path: "e")
        #expect(
            file.rules.map(\.description) == [
                #"shows date "EEE d" within 1m of .Clock when screen on for 5m"#, #"lacks "say \"hi\"""#,
            ])
    }

    /// `no-crash`: an exception out of a receiver kills the app (the built-in names the component and the
    /// exception); a worker's exception is a failed run (WorkerWrapper catches it), which is not a crash.
    @Test func noCrashNamesTheComponentAndLeavesWorkerFailuresAlone() throws {
        let crash = try Self.run(
            """
            device zone Europe/Berlin time 2026-06-01T08:00
            install \(NoFalseAlarmTests.fixtures)/crash-third-refresh
            invariant no-crash
            add widget .StepsProvider as w1
            advance 31m
            advance 31m
            """)
        #expect(
            Self.messages(crash) == [
                "6: invariant 'no-crash' broken: com.example.steps crashed: java.lang.ArithmeticException: / by zero "
                    + "in com.example.steps/.StepsProvider.onReceive"
            ])
    }
}

/// `max data age KEY` is measured where each widget's content reads the key (Fixtures/data-age): a widget stuck on
/// "loading…" is not fresh because a sibling's own state holds the key, while widgets of a type that shares its
/// state store are fresh when the shared store is written.
@Suite struct DataAgeInvariantTests {
    static let app = ManifestFixtures.folder("data-age")

    @Test func aWidgetIsFreshOnlyFromTheStoresItsContentReads() throws {
        let report = try ContentInvariantTests.run(
            """
            device zone Europe/Berlin time 2026-06-01T08:00
            install \(Self.app)
            add widget .OwnReceiver as w1
            add widget .OwnReceiver as w2
            add widget .SharedReceiver as s1
            add widget .SharedReceiver as s2
            invariant max data age temp 1h
            advance 5s
            app do fill for w1
            app do fill for w2
            app do fillShared for s1
            advance 50m
            app do fill for w1
            advance 50m
            """)
        #expect(
            ContentInvariantTests.messages(report) == [
                "14: invariant 'max-data-age temp 1h' broken: widget 2 shows 'temp' written 1h40m ago, at "
                    + "2026-06-01 08:00:05 (limit 1h)"
            ])
    }

    /// The stores a widget's content reads a key from, as the behaviour file says: the shared state store for
    /// `Shared`, the widget's own for `Own`.
    @Test func theStoresReadAreTheWidgetsStateStores() throws {
        let spec = try BehaviorLoader.load(path: Self.app + "/behavior.json5")
        #expect(spec.widget(named: "Own")?.reads(key: "temp") == KeyReads(fromState: true, stores: []))
        #expect(spec.widget(named: "Shared")?.reads(key: "temp") == KeyReads(fromState: true, stores: []))
        #expect(spec.widget(named: "Own")?.reads(key: "other") == KeyReads())
    }
}
