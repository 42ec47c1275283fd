import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimTestSupport
import Testing

/// Located errors for conditions, loops, dispatch, intents, alarms, typed extras, worker results and shared
/// state: each at its key or value, naming what is supported.
@Suite struct BehaviorControlErrorTests {
    private func error(_ text: String) -> String? {
        BehaviorTestSupport.formatError { () throws(FormatError) in
            _ = try BehaviorLoader.parse(text: text, path: "b.json5")
        }
    }

    @Test(arguments: [
        (
            "{ callbacks: { C: [{ if: 'widgets.count = 0', then: [] }] } }",
            "b.json5:1:41: error: '=' is not an operator here; did you mean '=='?"
        ),
        (
            "{ callbacks: { C: [{ if: 'charging' }] } }",
            "b.json5:1:20: error: effect 'if' needs 'then' (and maybe 'else')"
        ),
        (
            "{ callbacks: { C: [{ if: 'chargin', then: [] }] } }",
            "b.json5:1:27: error: unknown name 'chargin'; did you mean 'charging'?; names: action, attempt, battery, "
                + "batteryLow, categories, charging, connected, data, extras, height, idle, ids, index, input, item, "
                + "network, now, nowMillis, options, packageName, params, runAttemptCount, screenOn, session, state, storageLow, stores, "
                + "type, widgetId, widgets, width"
        ),
        ("{ callbacks: { C: [{ return: 1 }] } }", "b.json5:1:30: error: expected true for 'return', found a number"),
        ("{ callbacks: { C: [{ once: 'x' }] } }", "b.json5:1:20: error: effect 'once' needs 'do'"),
        (
            "{ callbacks: { C: [{ forEach: {}, do: [] }] } }",
            "b.json5:1:31: error: expected a condition such as \"widgets.count == 0\" for 'forEach', found an object"
        ),
        (
            "{ callbacks: { C: [{ super: true }] } }",
            "b.json5:1:20: error: 'super' runs the provider's built-in dispatch (super.onReceive); it belongs in "
                + "'onReceive' of a widget provider with dispatch: 'override'"
        ),
        (
            "{ receivers: { '.P': { dispatch: 'overide' } } }",
            "b.json5:1:34: error: unknown value 'overide' for 'dispatch'; did you mean 'override'?"
        ),
        (
            "{ callbacks: { C: [{ sendBroadcast: 'A', extras: { ids: { value: [1] } } }] } }",
            "b.json5:1:57: error: extra 'ids' needs 'type' (int, long, float, double, bool, string, intArray, "
                + "longArray, stringArray) next to 'value'"
        ),
        (
            "{ callbacks: { C: [{ sendBroadcast: 'A', extras: { ids: { type: 'intarray', value: [1] } } }] } }",
            "b.json5:1:65: error: unknown value 'intarray' for 'type'; did you mean 'intArray'?"
        ),
        (
            "{ callbacks: { C: [{ sendBroadcast: 'A', mimeType: 'text' }] } }",
            "b.json5:1:52: error: malformed MIME type 'text' (expected 'type/subtype', such as 'vnd.android.cursor.item/event')"
        ),
        (
            "{ callbacks: { C: [{ register: 'r', actions: ['A'], data: [{ shceme: 'content' }], onReceive: [] }] } }",
            "b.json5:1:62: error: unknown key 'shceme' in a 'data' entry; did you mean 'scheme'?"
        ),
        (
            "{ callbacks: { C: [{ register: 'r', actions: ['A'], data: { port: 80 }, onReceive: [] }] } }",
            "b.json5:1:61: error: 'port' needs 'host' in the same 'data' entry"
        ),
        (
            "{ callbacks: { C: [{ setAlarm: 'A', at: 'nextMinut' }] } }",
            "b.json5:1:41: error: expected a local time 'HH:mm', 'nextMinute', 'nextHour' or 'nextDay' for 'at' "
                + "(optionally followed by '+ DURATION'), found 'nextMinut'; did you mean 'nextMinute'?"
        ),
        (
            "{ callbacks: { C: [{ setAlarm: 'A', at: 'nextMinute + 1x' }] } }",
            "b.json5:1:56: error: unknown duration unit 'x'; expected ms, s, m, h or d"
        ),
        (
            "{ workers: { W: { result: { if: 'connected', then: 'success' } } } }",
            "b.json5:1:27: error: a conditional result needs 'else'"
        ),
        (
            "{ workers: { W: { results: ['retry'], result: 'success' } } }",
            "b.json5:1:39: error: worker 'W' takes 'results' or 'result', not both"
        ),
        (
            "{ widgets: { W: { state: { store: 'appWidget-1' }, content: { Spacer: {} } } } }",
            "b.json5:1:35: error: 'appWidget-1' is the name of a widget's own state store; choose another name for a "
                + "shared store"
        ),
        (
            "{ callbacks: { C: [{ forEachWidget: 'Agnda', do: [] }] }, widgets: { Agenda: { content: { Spacer: {} } } } }",
            "b.json5:1:37: error: no widget 'Agnda' in 'widgets'; did you mean 'Agenda'?"
        ),
        (
            "{ callbacks: { C: [{ log: 'x ${1 +}' }] } }",
            "b.json5:1:35: error: expected a value, a name or '(' at the end of the expression"
        ),
        ("{ callbacks: { C: [{ log: 'x ${1' }] } }", "b.json5:1:30: error: unterminated expression '${'; expected '}'"),
    ])
    func controlFormsAreCheckedWhenTheFileLoads(_ text: String, _ expected: String) {
        #expect(error(text) == expected)
    }

    @Test func anOverriddenDispatchOnAReceiverThatIsNotAWidgetProviderIsAnError() throws {
        let package = "com.example.boot"
        let description = BehaviorTestSupport.app(
            package, receivers: [BehaviorTestSupport.plainReceiver(".Boot", package: package, actions: ["X"])])
        let spec = try BehaviorLoader.parse(
            text: "{ receivers: { '.Boot': { dispatch: 'override' } } }", path: "b.json5")
        let message = BehaviorTestSupport.formatError { () throws(FormatError) in
            _ = try AppAssembler.assemble(description, behavior: spec)
        }
        #expect(
            message
                == "b.json5:1:16: error: dispatch: 'override' replaces a widget provider's built-in dispatch, but the "
                + "manifest's '.Boot' is not a widget provider")
    }

    /// A division by zero in an expression crashes the receiver as Kotlin's `ArithmeticException` would.
    @Test func aRunTimeExpressionErrorCrashesTheReceiverVisibly() throws {
        let package = "com.example.boot"
        let description = BehaviorTestSupport.app(
            package, receivers: [BehaviorTestSupport.plainReceiver(".Boot", package: package, actions: ["X"])])
        let device = try BehaviorTestSupport.install(
            description, "{ receivers: { '.Boot': { onReceive: { X: [{ log: '${1 / (widgets.count)}' }] } } } }")
        try device.sendBroadcast(
            Intent(action: "X", component: ComponentName(packageName: package, className: ".Boot")))
        try device.advance(by: .seconds(1))
        let crash = try #require(device.trace.records.first { $0.kind == .appCrash })
        #expect(crash.details.hasPrefix("java.lang.ArithmeticException: / by zero"))
    }

    /// An exception at the start of `doWork` fails the run at once: `Worker.startWork` throwing ends the run
    /// without waiting for its duration, as an exception thrown from `doWork` does.
    @Test func aWorkerWhoseStartThrowsFailsAtOnce() throws {
        let package = "com.example.boot"
        let description = BehaviorTestSupport.app(
            package, receivers: [BehaviorTestSupport.plainReceiver(".Boot", package: package, actions: ["X"])])
        let device = try BehaviorTestSupport.install(
            description,
            """
            { receivers: { '.Boot': { onReceive: { X: [{ enqueue: 'W', unique: 'w' }] } } },
              workers: { W: { duration: '1m', onStart: [{ log: '${1 % 0}' }], effects: [{ log: 'never' }] } } }
            """)
        try device.sendBroadcast(
            Intent(action: "X", component: ComponentName(packageName: package, className: ".Boot")))
        try device.advance(by: .seconds(1))
        let info = try #require(try device.workManager(for: package).getWorkInfosForUniqueWork("w").first)
        #expect(info.state == .failed)
        #expect(device.trace.count(of: .appLog) == 0)
        let warning = try #require(device.trace.records.first { $0.kind == .appWarning })
        #expect(warning.details.contains("java.lang.ArithmeticException: / by zero"))
    }
}
