import GlanceSim
import Testing

/// Size modes on resize (android.md §5.4) and what clicks do (§5.6).
extension ScriptedGlanceTests {
    @Suite struct GlanceSizeAndActionTests {
        private func install(
            _ device: Device, sdk: Int = 35, mode: SizeMode, content: @escaping (GlanceScope) -> GlanceNode
        )
            throws -> Int32
        {
            var info = AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
            info.resizeMode = [.horizontal, .vertical]
            try GlanceTestApps.install(on: device, sdk: sdk, info: info)
            ScriptedWidget.mode = mode
            ScriptedWidget.provide = { _, _ in provideContent(content) }
            let id = try device.addWidget(GlanceTestApps.receiver, cells: WidgetCells(columns: 2, rows: 1))
            try device.advance(by: .zero)
            return id
        }

        private func composeCount(_ device: Device) -> Int { device.trace.count(of: .glanceCompose) }

        @Test func singleSizeModeComposesAtTheMinimumSizeAndIgnoresResize() throws {
            let device = TestApps.device()
            let id = try install(device, mode: .single) { Text("\($0.size)") }
            #expect(try device.renderWidget(id) == #"Text "110x40dp""#)
            try device.resizeWidget(id, cells: WidgetCells(columns: 4, rows: 2))
            try device.advance(by: .zero)
            #expect(composeCount(device) == 1)
        }

        @Test func exactSizeModeComposesPerReportedSizeAndOnEveryResize() throws {
            let device = TestApps.device()
            let id = try install(device, mode: .exact) { Text("\($0.size)") }
            #expect(device.widgetViews(id)?.layouts.map(\.size) == WidgetCells(columns: 2, rows: 1).reportedSizes)
            try device.resizeWidget(id, cells: WidgetCells(columns: 4, rows: 2))
            try device.advance(by: .zero)
            #expect(composeCount(device) == 2)
            #expect(try device.renderWidget(id) == #"Text "276x220dp""#)
        }

        @Test func responsiveSizeModeIsNotRecomposedOnResizeAboveApi31() throws {
            let small = DpSize(width: 100, height: 50)
            let medium = DpSize(width: 250, height: 100)
            for (sdk, composes) in [(35, 1), (31, 2)] {
                let device = TestApps.device()
                let id = try install(device, sdk: sdk, mode: .responsive([small, medium])) { scope in
                    Text(scope.size == small ? "one card" : "four cards")
                }
                #expect(try device.renderWidget(id) == #"Text "one card""#)  // 130x102 fits only the small size
                try device.resizeWidget(id, cells: WidgetCells(columns: 4, rows: 2))
                try device.advance(by: .zero)
                #expect(composeCount(device) == composes)
                #expect(try device.renderWidget(id) == #"Text "four cards""#)  // the host picks, without the app
            }
        }

        @Test func runCallbackRunsOutsideTheSessionWithItsParameters() throws {
            let device = TestApps.device()
            let id = try install(device, mode: .single) { scope in
                Column {
                    Text(scope.currentState(stringPreferencesKey("text")) ?? "empty")
                    Button(
                        "Third",
                        onClick: .runCallback(
                            RecordClick.self, parameters: actionParametersOf(RecordClick.indexKey.to(3))))
                }
            }
            try device.kill(GlanceTestApps.package)
            try device.click(id, on: .text("Third"))
            try device.advance(by: .zero)
            #expect(device.isProcessAlive(GlanceTestApps.package))  // the click started the dead process
            #expect(try device.renderWidget(id).contains(#""clicked 3 checked -""#))
            #expect(device.trace.glanceCallbacksRun == ["RecordClick"])
        }

        @Test func checkBoxClickDeliversTheNewCheckedValue() throws {
            let device = TestApps.device()
            let id = try install(device, mode: .single) { scope in
                Column {
                    Text(scope.currentState(stringPreferencesKey("text")) ?? "empty")
                    CheckBox(checked: false, onCheckedChange: .runCallback(RecordClick.self), text: "Milk")
                }
            }
            try device.click(id, on: .text("Milk"))
            try device.advance(by: .zero)
            #expect(try device.renderWidget(id).contains(#""clicked - checked true""#))
        }

        @Test func lambdaClickRunsInTheSessionStartingOneIfNeeded() throws {
            let device = TestApps.device()
            let clicks = Recorder()
            let id = try install(device, mode: .single) { _ in
                Button("Tap") { clicks.log.append("tapped") }
            }
            try device.advance(by: .minutes(1))  // the first session has timed out
            try device.click(id, on: .text("Tap"))
            try device.advance(by: .zero)
            #expect(clicks.log == ["tapped"])
            #expect(device.trace.glanceSessionStarts == 2)
        }

        @Test func startActivityParametersBecomeExtrasAndClickErrorsAreClear() throws {
            let device = TestApps.device()
            let id = try install(device, mode: .single) { _ in
                Column {
                    Button(
                        "Add",
                        onClick: .startActivity(
                            ComponentName(packageName: GlanceTestApps.package, className: ".AddActivity"),
                            parameters: actionParametersOf(RecordClick.indexKey.to(5))))
                    Text("label")
                }
            }
            try device.click(id, on: .text("Add"))
            let start = try #require(device.trace.records.last { $0.kind == .activityStart })
            #expect(start.subject == "com.example.glance/.AddActivity")
            #expect(start.details.contains("index=5"))
            let missing = #expect(throws: SimulationError.self) { try device.click(id, on: .text("Nope")) }
            #expect(missing?.code == .nodeNotFound)
            #expect(missing?.message.contains("texts shown: 'label'") == true)
            let inert = #expect(throws: SimulationError.self) { try device.click(id, on: .text("label")) }
            #expect(inert?.message.contains("has no click action") == true)
        }
    }
}
