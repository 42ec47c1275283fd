import GlanceSim
import Testing

/// The typed payloads of `glance.*` and `widget.click` records for a Glance widget: the session's transitions
/// (androidx.glance.session `SessionWorker` with `TimeoutOptions`: 45 s initial timeout; `GlanceAppWidget.update`,
/// `.deleted`), the actions a click runs (`ActionCallbackBroadcastReceiver`, `ACTION_TRIGGER_LAMBDA`), and why a
/// widget shows the error layout (`onCompositionError`).
extension ScriptedGlanceTests {
    @Suite struct GlanceTraceEventTests {
        private let id = GlanceId(appWidgetId: 1)

        private func install(_ device: Device, content: @escaping (GlanceScope) throws -> GlanceNode) throws -> Int32 {
            try GlanceTestApps.install(on: device)
            ScriptedWidget.provide = { _, _ in provideContent(content) }
            let id = try device.addWidget(GlanceTestApps.receiver, cells: WidgetCells(columns: 2, rows: 1))
            try device.advance(by: .zero)
            return id
        }

        private func glanceEvents(_ device: Device) -> [(instant: SimInstant, event: GlanceTraceEvent)] {
            device.trace.records.compactMap {
                guard case .glance(let event) = $0.event else { return nil }
                return ($0.instant, event)
            }
        }

        private func transitions(_ device: Device) -> [GlanceSessionTransition] {
            glanceEvents(device).compactMap {
                guard case .session(_, _, let transition) = $0.event else { return nil }
                return transition
            }
        }

        /// The first update starts a session (`provideGlance`), composes at the provider's minimum size, and
        /// the session closes 45 s later (`TimeoutOptions.initialTimeout`) with no event extending it.
        @Test func sessionStartsComposesAndTimesOutAfter45Seconds() throws {
            let device = TestApps.device()
            let start = device.now
            _ = try install(device) { _ in Text("hi") }
            try device.advance(by: .minutes(1))
            let events = glanceEvents(device)
            #expect(
                events.map(\.event) == [
                    .session(package: GlanceTestApps.package, glanceId: id, .started(widgetType: "ScriptedWidget")),
                    .compose(package: GlanceTestApps.package, glanceId: id, sizes: [DpSize(width: 110, height: 40)]),
                    .session(package: GlanceTestApps.package, glanceId: id, .closed(.timedOut)),
                ])
            #expect(events.last?.instant == start + .seconds(45))
            let texts = device.trace.records.filter { $0.kind == .glanceSession }.map(\.details)
            #expect(
                texts == ["AppWidgetId(1) start ScriptedWidget: provideGlance", "AppWidgetId(1) closed: timed out"])
        }

        /// `update` on a running session reloads the state and recomposes without `provideGlance`; deleting the
        /// widget closes the session and deletes its state store `appWidget-1` (`GlanceAppWidget.deleted`).
        @Test func updateThenDeleteRecordUpdatedClosedAndStoreDeleted() throws {
            let device = TestApps.device()
            let widgetId = try install(device) { scope in Text(scope.currentState(stringPreferencesKey("text")) ?? "-")
            }
            let context = try device.context(for: GlanceTestApps.package)
            updateAppWidgetState(context, id) { $0[stringPreferencesKey("text")] = "new" }
            try ScriptedWidget().update(context, id)
            try device.removeWidget(widgetId)
            try device.advance(by: .zero)
            #expect(
                transitions(device) == [
                    .started(widgetType: "ScriptedWidget"), .updated, .closed(.widgetDeleted),
                    .stateStoreDeleted(location: "appWidget-1"),
                ])
            #expect(device.pendingEvents.allSatisfy { !$0.description.hasPrefix("Glance") })  // timer disarmed
        }

        /// The session lives in the app's process: killing it drops the session with no close record, its
        /// timer finds nothing, and the next update starts a new session.
        @Test func sessionDiesWithItsProcess() throws {
            let device = TestApps.device()
            _ = try install(device) { _ in Text("hi") }
            #expect(device.pendingEvents.contains { $0.description == "Glance session timeout com.example.glance 1" })
            try device.kill(GlanceTestApps.package)
            try device.advance(by: .minutes(1))
            #expect(transitions(device) == [.started(widgetType: "ScriptedWidget")])
            try ScriptedWidget().update(try device.context(for: GlanceTestApps.package), id)
            #expect(
                transitions(device) == [.started(widgetType: "ScriptedWidget"), .started(widgetType: "ScriptedWidget")])
        }

        /// A `runCallback` click: the host's `widget.click` record carries the typed action with its
        /// parameters, and `ActionCallbackBroadcastReceiver`'s `glance.action` names the callback and widget.
        @Test func runCallbackClickRecordsTheTypedActionAndTheCallback() throws {
            let device = TestApps.device()
            let parameters = actionParametersOf(RecordClick.indexKey.to(3))
            let widgetId = try install(device) { _ in
                Button("Third", onClick: .runCallback(RecordClick.self, parameters: parameters))
            }
            try device.click(widgetId, on: .text("Third"))
            try device.advance(by: .zero)
            let click = try #require(device.trace.records.first { $0.kind == .widgetClick })
            #expect(
                click.event
                    == .appWidget(
                        .click(
                            provider: GlanceTestApps.receiver, appWidgetId: widgetId, selector: .text("Third"),
                            action: .runCallback(callback: "RecordClick", parameters: parameters))))
            #expect(click.details == #"id 1 text "Third" -> runCallback(RecordClick, {index=3})"#)
            let action = glanceEvents(device).compactMap { entry -> String? in
                guard case .callbackAction(_, let callback, let glanceId, let received) = entry.event,
                    glanceId == id, received == parameters
                else { return nil }
                return callback
            }
            #expect(action == ["RecordClick"])
        }

        /// A lambda click: the click record names the lambda by its key, and the lambda runs in the session
        /// under the same key.
        @Test func lambdaClickRecordsTheLambdaKeyTwice() throws {
            let device = TestApps.device()
            let widgetId = try install(device) { _ in Button("Tap") {} }
            try device.click(widgetId, on: .text("Tap"))
            try device.advance(by: .zero)
            guard
                case .appWidget(.click(_, _, _, .lambda(let key)))? = device.trace.records.first(where: {
                    $0.kind == .widgetClick
                })?.event
            else {
                Issue.record("no lambda click record")
                return
            }
            #expect(!key.isEmpty)
            #expect(
                glanceEvents(device).map(\.event).contains(
                    .lambdaAction(package: GlanceTestApps.package, key: key, glanceId: id)))
        }

        /// `onCompositionError`'s default shows the error layout; the record says why, as a value: a throwing
        /// `provideGlance`, or content that breaks a Glance limit (with its `GlanceContentError` code).
        @Test func errorRecordsSayWhyTheErrorLayoutIsShown() throws {
            struct Broken: Error, CustomStringConvertible { var description: String { "broken" } }
            let device = TestApps.device()
            try GlanceTestApps.install(on: device)
            ScriptedWidget.provide = { _, _ in throw Broken() }
            _ = try device.addWidget(GlanceTestApps.receiver)
            try device.advance(by: .zero)
            #expect(
                glanceEvents(device).map(\.event).last
                    == .error(
                        package: GlanceTestApps.package, glanceId: id,
                        .provideGlanceThrew(widgetType: "ScriptedWidget", error: "broken")))

            let deep = TestApps.device()
            _ = try install(deep) { _ in (0..<60).reduce(Text("leaf")) { inner, _ in Box { inner } } }
            guard case .error(_, _, .invalidContent(let error))? = glanceEvents(deep).map(\.event).last else {
                Issue.record("no invalid-content error record")
                return
            }
            #expect(error.code == .tooDeep)
        }

        /// A container with more than ten children is truncated and Glance logs it: a `glance.warning` with
        /// the widget's id and Glance's message.
        @Test func truncatedContainerRecordsATypedWarning() throws {
            let device = TestApps.device()
            _ = try install(device) { _ in Column { for index in 0..<12 { Text("\(index)") } } }
            let warnings = glanceEvents(device).compactMap { entry -> GlanceId? in
                guard case .warning(let package, let glanceId, let message) = entry.event,
                    package == GlanceTestApps.package, !message.isEmpty
                else { return nil }
                return glanceId
            }
            #expect(warnings == [id])
        }

        /// In counting mode nothing is kept, but every Glance record is still counted, as in full mode.
        @Test func countingModeCountsTheSameGlanceRecords() throws {
            var counts: [Int] = []
            for mode in [Trace.Mode.full, .counting] {
                let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1, second: 30), traceMode: mode)
                _ = try install(device) { _ in Text("hi") }
                try device.advance(by: .minutes(2))
                counts.append(device.trace.count(of: .glanceSession) + device.trace.count(of: .glanceCompose))
            }
            #expect(counts == [3, 3])
        }
    }
}
