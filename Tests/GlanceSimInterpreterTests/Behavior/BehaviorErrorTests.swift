import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimTestSupport
import Testing

@Suite struct BehaviorErrorTests {
    private func error(_ text: String) -> String? {
        BehaviorTestSupport.formatError { () throws(FormatError) in
            _ = try BehaviorLoader.parse(text: text, path: "b.json5")
        }
    }

    @Test(arguments: [
        (
            "{ receiver: {} }",
            "b.json5:1:3: error: unknown key 'receiver' in the behaviour file; did you mean 'receivers'?"
        ),
        (
            "{\n  widgets: { W: { content: { Colum: [] } } },\n}",
            "b.json5:2:30: error: unknown node kind 'Colum'; did you mean 'Column'?"
        ),
        (
            "{ callbacks: { C: [{ sett: 'a', value: 1 }] } }",
            "b.json5:1:22: error: unknown effect 'sett'; did you mean 'set'?"
        ),
        (
            "{ callbacks: { C: [{ set: 'a', valeu: 1 }] } }",
            "b.json5:1:32: error: unknown key 'valeu' in effect 'set'; did you mean 'value'?"
        ),
        ("{ callbacks: { C: [{ set: 'a' }] } }", "b.json5:1:20: error: effect 'set' needs 'value'"),
        (
            "{ callbacks: { C: [{ set: 'a', remove: 'b' }] } }",
            "b.json5:1:32: error: an effect has one verb, found 'set' and 'remove'; write two effects"
        ),
        (
            "{ workers: { W: { results: ['retyr'] } } }",
            "b.json5:1:29: error: unknown value 'retyr' for a worker result; did you mean 'retry'?"
        ),
        (
            "{ workers: { W: { duration: '2hr' } } }",
            "b.json5:1:31: error: unknown duration unit 'hr'; expected ms, s, m, h or d"
        ),
        (
            "{ callbacks: { C: [{ updateAll: 'Wether' }] }, widgets: { Weather: { content: { Spacer: {} } } } }",
            "b.json5:1:33: error: no widget 'Wether' in 'widgets'; did you mean 'Weather'?"
        ),
        (
            "{ workers: { W: { effects: [{ enqueue: 'Sync' }] } } }",
            "b.json5:1:40: error: no worker 'Sync' in 'workers'"
        ),
        (
            "{ workers: { W: { effects: [{ set: 'a', value: 1 }] } } }",
            "b.json5:1:29: error: effect 'set' has no widget in context here; add 'widget: NAME' (all widgets of a type) "
                + "or 'store: NAME' (a named DataStore)"
        ),
        (
            "{ workers: { W: { effects: [{ update: 'W' }] } }, widgets: { W: { content: { Spacer: {} } } } }",
            "b.json5:1:29: error: 'update' needs a widget in context (onUpdate, onDeleted, onAppWidgetOptionsChanged, "
                + "onRestored, a callback or a lambda); use 'updateAll' here"
        ),
        (
            "{ workers: { W: { effects: [{ enqueue: 'W', unique: 'w', periodic: '1h', policy: 'APPEND' }] } } }",
            "b.json5:1:82: error: unknown periodic work policy 'APPEND'; expected 'KEEP', 'UPDATE' or 'CANCEL_AND_REENQUEUE'"
        ),
        (
            "{ workers: { W: { effects: [{ setAlarm: 'A' }] } } }",
            "b.json5:1:29: error: 'setAlarm' needs 'in' (a duration) or 'at' (HH:mm, nextMinute, nextHour or nextDay)"
        ),
        (
            "{ widgets: { W: { content: { Text: 'a', Button: 'b' } } } }",
            "b.json5:1:41: error: a node has one kind, found 'Text' and 'Button'; put them in a Column, Row or Box"
        ),
        (
            "{ widgets: { W: { content: { Text: 'a', maxLine: 2 } } } }",
            "b.json5:1:41: error: unknown key 'maxLine' in Text; did you mean 'maxLines'?"
        ),
        (
            "{ widgets: { W: { content: { Text: 'a', modifier: { paddin: 2 } } } } }",
            "b.json5:1:53: error: unknown key 'paddin' in 'modifier'; did you mean 'padding'?"
        ),
        (
            "{ widgets: { W: { content: { Button: 'a', onClick: { runCalback: 'X' } } } } }",
            "b.json5:1:54: error: unknown action 'runCalback'; did you mean 'runCallback'?"
        ),
        (
            "{ widgets: { W: { content: { Button: 'a', onClick: { runCallback: 'X' } } } } }",
            "b.json5:1:67: error: no callback 'X' in 'callbacks'"
        ),
        (
            "{ widgets: { W: { sizeMode: 'exat', content: { Spacer: {} } } } }",
            "b.json5:1:29: error: unknown size mode 'exat'; did you mean 'exact'?"
        ),
        (
            "{ widgets: { W: { content: { Text: 'It is {{now:HH:mx}}' } } } }",
            "b.json5:1:43: error: unknown time pattern field 'x' in 'HH:mx'; use yyyy, yy, MMMM, MMM, MM, M, dd, d, EEEE, "
                + "EEE, HH, H, hh, h, mm, ss or a"
        ),
        (
            "{ widgets: { W: { content: { Text: '{{time' } } } }",
            "b.json5:1:37: error: unterminated binding '{{'; expected '}}'"
        ),
        (
            "{ widgets: { W: { content: { Text: '{{a_{indx}}}' } } } }",
            "b.json5:1:41: error: unknown variable '{indx}' in a binding name; expected 'index', 'item', 'widgetId', "
                + "'attempt', 'width' or 'height'"
        ),
        ("{ a: 1, a: 2 }", "b.json5:1:9: error: duplicate key 'a'"),
        ("{ a: 1 b: 2 }", "b.json5:1:8: error: expected ',' or '}' after a member, found 'b'"),
        ("{\n  a: 'x\n' }", "b.json5:2:8: error: line break in a string; write '\\n' or end the line with '\\'"),
        ("/* open", "b.json5:1:1: error: unterminated block comment"),
        ("", "b.json5:1:1: error: empty file; expected a JSON5 value such as '{ }'"),
    ])
    func everyProblemIsReportedAtItsFileLineAndColumn(_ text: String, _ expected: String) {
        #expect(error(text) == expected)
    }

    @Test func aBehaviourEntryForAReceiverTheManifestLacksSuggestsTheClosestName() throws {
        let package = "com.example.clock"
        let description = BehaviorTestSupport.app(
            package, receivers: [BehaviorTestSupport.widgetReceiver(".ClockReceiver", package: package)])
        let spec = try BehaviorLoader.parse(
            text: "{\n  receivers: {\n    '.ClokReceiver': {},\n  },\n}", path: "b.json5")
        let message = BehaviorTestSupport.formatError { () throws(FormatError) in
            _ = try AppAssembler.assemble(description, behavior: spec)
        }
        #expect(
            message
                == "b.json5:3:5: error: the manifest has no receiver '.ClokReceiver'; did you mean '.ClockReceiver'?")
    }

    @Test func lifecycleCallbacksOnAReceiverThatIsNotAWidgetProviderAreAnError() throws {
        let package = "com.example.boot"
        let description = BehaviorTestSupport.app(
            package, receivers: [BehaviorTestSupport.plainReceiver(".Boot", package: package, actions: ["X"])])
        let spec = try BehaviorLoader.parse(text: "{ receivers: { '.Boot': { onUpdate: [] } } }", path: "b.json5")
        let message = BehaviorTestSupport.formatError { () throws(FormatError) in
            _ = try AppAssembler.assemble(description, behavior: spec)
        }
        #expect(
            message
                == "b.json5:1:27: error: 'onUpdate' is a widget provider callback, but the manifest's "
                + "'.Boot' is not a widget provider; use 'onReceive'")
    }

    @Test func aMissingFileIsUnreadable() {
        do {
            _ = try BehaviorLoader.load(path: "/nonexistent/behavior.json5")
            Issue.record("expected an error")
        } catch {
            #expect(error.isMissingInput)
            #expect(error.description == "/nonexistent/behavior.json5:1:1: error: cannot read the behaviour file")
        }
    }
}
