import Foundation
import GlanceSim
import GlanceSimTestSupport
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimInterpreter
@testable import GlanceSimScenarios

/// Keyed session values (Fixtures/keyed-session, shaped like MoeMemos' memo list): `remember(keys) { … }` and
/// `LaunchedEffect(keys) { … }` run their block again when a key's value differs from the one of the last
/// composition (androidx.compose.runtime `Composer.changed`, the keys compared with `equals`) and keep what it
/// made otherwise. In a Glance session that outlives an `update()` (AppWidgetSession.updateGlance recomposes
/// the running composition), a key written to Glance state reloads the value in the same session.
@Suite struct KeyedSessionTests {
    static let app = ManifestFixtures.folder("keyed-session")

    static func run(_ steps: String) throws -> (report: ScenarioReport, trace: [TraceRecord]) {
        let session = try ScenarioSession(traceMode: .full)
        let script =
            "device zone Europe/Berlin time 2026-06-01T08:00:00 sdk 35\ninstall \(app)\n"
            + "add widget .MemoListReceiver as m\nadvance 1s\n" + steps
        let report = try session.run(ScenarioParser.parse(script, path: "s.scenario"), baseDirectory: ".")
        return (report, session.device.trace.records)
    }

    static func failures(_ report: ScenarioReport) -> [String] {
        report.failures.map { "\($0.step.location.line): \($0.verdict?.message ?? "")" }
    }

    static func sessionStarts(_ trace: [TraceRecord]) -> Int {
        trace.filter { if case .glance(.session(_, _, .started)) = $0.event { true } else { false } }.count
    }

    /// The memo saved in the app with `updateAll` changes no key: the running session recomposes with the list it
    /// loaded. Refresh bumps `refreshKey` in Glance state and updates: the same session reloads the list.
    @Test func aLaunchedEffectKeyedListReloadsOnItsKeyInTheRunningSession() throws {
        let (report, trace) = try Self.run(
            """
            expect render m contains "no memos"
            app do saveMemo text=milk
            advance 1s
            expect render m contains "no memos"
            click m text "Refresh"
            advance 1s
            expect render m contains "milk, "

            """)
        #expect(Self.failures(report) == [])
        #expect(Self.sessionStarts(trace) == 1)
    }

    /// A value that is not a key — another state key (`colour`), the repository's data — changes nothing: each
    /// `update` recomposes, the list stays as loaded.
    @Test func aValueThatIsNotAKeyDoesNotReload() throws {
        let (report, trace) = try Self.run(
            """
            app do saveMemo text=milk
            advance 1s
            app do saveMemo text=eggs
            advance 1s
            expect render m contains "no memos"

            """)
        #expect(Self.failures(report) == [])
        #expect(Self.sessionStarts(trace) == 1)
        let compositions = trace.filter { $0.kind == .glanceCompose }.count
        #expect(compositions == 3, "the first composition and one per updateAll")
    }

    /// After the session has closed (45 s without an event), the next update starts a session that loads afresh,
    /// keys or not.
    @Test func aNewSessionLoadsAfresh() throws {
        let (report, trace) = try Self.run(
            """
            app do saveMemo text=milk
            advance 1m
            app do saveMemo text=eggs
            advance 1s
            expect render m contains "eggs, milk, "

            """)
        #expect(Self.failures(report) == [])
        #expect(Self.sessionStarts(trace) == 2)
    }

    /// The saved form of a running session holds a keyed value as last recomputed, with its keys: a device saved
    /// after a Refresh and restored recomposes with the reloaded list and does not reload it again.
    @Test func aRestoredSessionKeepsItsReloadedValueAndKeys() throws {
        let values: [String: TemplateValue] = [
            "memos": .string("milk, "), RememberedSession.keysName("memos"): .list([.null, .int(1)]),
        ]
        let form = try SessionValues.encode(values)
        #expect(
            form == #"{"memos":{"string":{"_0":"milk, "}},"#
                + #""memos@keys":{"list":{"_0":[{"null":{}},{"int":{"_0":1}}]}}}"#)
        #expect(try SessionValues.decode(form) == values)
    }

    /// Keys are expressions, a keyed value cannot also collect a store, and session names are identifiers: each
    /// refused at its token.
    @Test(arguments: [
        (
            #"{ m: { keys: [], value: "x" } }"#,
            "behavior.json5:1:41: error: expected a non-empty array of expressions such as [\"state.refreshKey\"] for 'keys' of session value 'm', found an array"
        ),
        (
            #"{ m: { keys: ["state.a"], collect: "repo", value: "x" } }"#,
            "behavior.json5:1:41: error: session value 'm' either collects a store or has keys, not both: a collected value is read at every composition already"
        ),
        (
            #"{ "a-b": "x" }"#,
            "behavior.json5:1:30: error: session value 'a-b' needs a name content can read as session.NAME: letters, digits and '_', not starting with a digit"
        ),
        (
            #"{ m: { value: "x" } }"#,
            "behavior.json5:1:33: error: session value 'm' is an object: give it 'collect: STORE' (a Flow the composition collects) or 'keys: [...]' (remember or LaunchedEffect keys), or write its value alone"
        ),
    ])
    func badKeyedValuesAreRefusedAtTheirToken(_ session: String, _ message: String) {
        let text = #"{ widgets: { W: { session: "# + session + #", content: { Text: "x" } } } }"#
        let error = BehaviorTestSupport.formatError { () throws(FormatError) in
            _ = try BehaviorLoader.parse(text: text, path: "behavior.json5")
        }
        #expect(error == message)
    }
}
