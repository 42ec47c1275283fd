import GlanceSim
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimInterpreter

@Suite struct BehaviorParsingTests {
    @Test func theJSON5ReaderAcceptsJSON5AndRecordsWhereEveryKeyAndValueIs() throws {
        let text = """
            // comment
            { unquoted: 'single', "double": [0x1F, +1.5, .5, 5., -Infinity, NaN, true, null,],
              /* block */ nested: { 'a\\u00e9': "line \\
            continued" }, }
            """
        let root = try JSON5Reader.read(text, path: "t.json5")
        #expect(root.location == SourceLocation(path: "t.json5", line: 2, column: 1))
        #expect(root.member("unquoted")?.keyLocation == SourceLocation(path: "t.json5", line: 2, column: 3))
        guard case .array(let numbers)? = root["double"]?.kind else {
            Issue.record("expected an array")
            return
        }
        let values = numbers.prefix(4).compactMap { if case .number(let value, _) = $0.kind { value } else { nil } }
        #expect(values == [31, 1.5, 0.5, 5])
        #expect(numbers[4].location.column == 54)
        let nested = try #require(root["nested"])
        #expect(nested.location == SourceLocation(path: "t.json5", line: 3, column: 23))
        guard case .string(let continued)? = nested["aé"]?.kind else {
            Issue.record("expected a string")
            return
        }
        #expect(continued == "line continued")
    }

    @Test func everyEffectParses() throws {
        let text = """
            { widgets: { W: { content: { Spacer: {} } } },
              workers: { Work: {} },
              callbacks: { C: [
                { set: "k", value: "{{param.x}}", type: "int" },
                { set: "names", value: ["a", "b"], store: "prefs" },
                { remove: "k" }, { increment: "n", by: -2 }, { toggle: "done" }, { clear: true, widget: "W" },
                { update: "W" }, { updateAll: "W" }, { updateAppWidget: "W" },
                { register: "r", actions: "A", exported: true, onReceive: [{ log: "got {{extra.x}}" }] },
                { unregister: "r" },
                { enqueue: "Work", unique: "u", policy: "APPEND_OR_REPLACE", delay: "10s", tags: ["t"],
                  constraints: { network: "UNMETERED", charging: true, batteryNotLow: true, deviceIdle: false,
                                 storageNotLow: true },
                  backoff: { policy: "LINEAR", delay: "1m" }, input: { city: "Oslo" } },
                { enqueue: "Work", periodic: "15m", flex: "5m" },
                { cancelUniqueWork: "u" }, { cancelWorkByTag: "t" }, { cancelAllWork: true },
                { sendBroadcast: "B", package: "com.other", component: "com.other/.R", extras: { n: 1 } },
                { setAlarm: "A", type: "ELAPSED_REALTIME_WAKEUP", at: "07:30", exact: true, requestCode: 3 },
                { setAlarm: "A", in: "1h", repeating: "30m", inexact: true, receiver: ".R" },
                { cancelAlarm: "A", receiver: ".R" },
                { startActivity: ".Main", extras: { id: "{{widgetId}}" } },
                { log: "done" },
              ] } }
            """
        let spec = try BehaviorLoader.parse(text: text, path: "b.json5")
        let kinds = spec.callbacks[0].effects.map { "\($0.kind)".prefix { $0 != "(" } }
        #expect(
            kinds == [
                "set", "set", "remove", "increment", "toggle", "clear", "update", "updateAll", "updateAppWidget",
                "register", "unregister", "enqueue", "enqueue", "cancelUniqueWork", "cancelWorkByTag", "cancelAllWork",
                "sendBroadcast", "setAlarm", "setAlarm", "cancelAlarm", "startActivity", "log",
            ])
    }

    @Test func everyNodeKindAndModifierParses() throws {
        let text = """
            { callbacks: { C: [] },
              widgets: { W: { sizeMode: "exact", content: { Box: [
                { Row: [{ Text: "a", maxLines: 1 }], horizontalAlignment: "end", verticalAlignment: "bottom" },
                { Column: [{ Spacer: {} }], verticalAlignment: "centerVertically" },
                { LazyColumn: [{ forEach: 3, content: { Text: "{{index}}" } }] },
                { LazyVerticalGrid: [{ forEach: "names", content: { Text: "{{item}}" } }], gridCells: { adaptive: 80 } },
                { Button: "b", onClick: { lambda: [{ increment: "n" }] }, enabled: "{{on|true}}" },
                { Image: "ic", contentDescription: "icon", contentScale: "crop" },
                { CheckBox: "c", checked: true, onCheckedChange: { runCallback: "C", parameters: { i: 1 } } },
                { Switch: "s", checked: "{{on}}", onCheckedChange: { startService: ".S", foreground: true } },
                { RadioButton: "r", checked: false, onClick: { sendBroadcast: "X", component: ".R" }, enabled: false },
                { CircularProgressIndicator: {} }, { LinearProgressIndicator: 0.5 }, { LinearProgressIndicator: null },
                { if: "{{flag}}", then: { Text: "yes" }, else: [{ Text: "no" }] },
                { bySize: [{ minWidth: 200, content: { Text: "wide" } }, { content: { Text: "narrow" } }] },
              ], contentAlignment: "center", modifier: {
                padding: { horizontal: 4, top: 2 }, width: "fill", height: 40, size: { width: 10, height: 20 },
                fillMaxWidth: true, wrapContentHeight: true, background: "#ff0000", cornerRadius: 8,
                clickable: { startActivity: ".Main", parameters: { id: "{{widgetId}}" } }, visibility: "visible",
                testTag: "root", contentDescription: "all", appWidgetBackground: true, selectableGroup: true,
              } } } } }
            """
        let spec = try BehaviorLoader.parse(text: text, path: "b.json5")
        guard case .box(let children, _) = try #require(spec.widgets.first).content.kind else {
            Issue.record("expected a Box")
            return
        }
        #expect(children.count == 14)
        #expect(spec.widgets[0].sizeMode == .exact)
        #expect(spec.widgets[0].content.modifier.items.count == 15)
    }

    /// A modifier whose calls read nothing at composition time is built once when the file loads; one with a
    /// binding or a click is built at each composition.
    @Test func aModifierThatReadsNothingIsBuiltWhenTheFileLoads() throws {
        let text = """
            { widgets: { W: { content: { Column: [
                { Text: "a", modifier: { testTag: "tag", padding: 8, fillMaxWidth: true, background: "#ff0000" } },
                { Text: "b", modifier: { testTag: "tag-{{widgetId}}" } },
                { Text: "c", modifier: { clickable: { startActivity: ".Main" } } },
                { Text: "d" },
              ] } } } }
            """
        let spec = try BehaviorLoader.parse(text: text, path: "b.json5")
        guard case .column(let children, _, _) = try #require(spec.widgets.first).content.kind else {
            Issue.record("expected a Column")
            return
        }
        #expect(
            children[0].modifier.fixed
                == GlanceModifier().testTag("tag").padding(8).fillMaxWidth().background(color: "#ff0000"))
        #expect(children[1].modifier.fixed == nil)
        #expect(children[2].modifier.fixed == nil)
        #expect(children[3].modifier.fixed == GlanceModifier())
    }

    @Test func templatesReadStateVariablesBundlesAndTheLocalClock() throws {
        let template = try TextTemplate.parse(
            "{{now:EEEE yyyy-MM-dd hh:mm a}} {{done_{index}|no}} {{param.x}}", at: .file(""))
        let device = Device(wallTime: WallTime(year: 2026, month: 3, day: 29, hour: 13, minute: 5))
        try device.install(AppManifest(packageName: "com.example.t"))
        var scope = TemplateScope(
            context: try device.context(for: "com.example.t"), runtime: nil, state: Preferences())
        scope.variables.index = .int(2)
        scope.bundles.param = ["x": .int(7)]
        #expect(try scope.text(template) == "Sunday 2026-03-29 01:05 PM no 7")
        let sole = try TextTemplate.parse("{{param.x}}", at: .file(""))
        #expect(try scope.value(sole) == .int(7), "a lone binding keeps its type")
    }
}
