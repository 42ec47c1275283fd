import GlanceSim
import Testing

/// Glance on the device: stateless content, sessions, state, sizes and actions (android.md §5).
extension ScriptedGlanceTests {
    @Suite struct GlanceWidgetTests {
        private let textKey = stringPreferencesKey("text")

        private func setUp(sdk: Int = 35) throws -> (Device, AppContext, Int32) {
            let device = TestApps.device()
            try GlanceTestApps.install(on: device, sdk: sdk)
            let id = try device.addWidget(GlanceTestApps.receiver)
            try device.advance(by: .zero)
            return (device, try device.context(for: GlanceTestApps.package), id)
        }

        @Test func onUpdateComposesAndPushesTheContent() throws {
            let (device, _, id) = try setUp()
            #expect(try device.renderWidget(id) == #"Text "empty""#)
            #expect(device.trace.count(of: .glanceCompose) == 1)
        }

        @Test func stateWriteAloneDoesNotRerender() throws {
            let (device, context, id) = try setUp()
            updateAppWidgetState(context, GlanceId(appWidgetId: id)) { $0[textKey] = "new" }
            try device.advance(by: .seconds(1))
            #expect(try device.renderWidget(id) == #"Text "empty""#)
            try ScriptedWidget().update(context, GlanceId(appWidgetId: id))
            #expect(try device.renderWidget(id) == #"Text "new""#)
        }

        @Test func dataReadBeforeContentIsNotReloadedWhileTheSessionLives() throws {
            // The documented pitfall (GlanceAppWidget KDoc): update() does not rerun provideGlance while the session
            // runs, so what provideGlance read before provideContent stays as it was.
            let device = TestApps.device()
            try GlanceTestApps.install(on: device)
            ScriptedWidget.provide = { context, id in
                let loaded = getAppWidgetState(context, id)[stringPreferencesKey("text")] ?? "empty"
                return provideContent { _ in Text(loaded) }
            }
            let id = try device.addWidget(GlanceTestApps.receiver)
            try device.advance(by: .zero)
            let context = try device.context(for: GlanceTestApps.package)
            let glanceId = GlanceId(appWidgetId: id)
            updateAppWidgetState(context, glanceId) { $0[textKey] = "fresh" }
            try ScriptedWidget().update(context, glanceId)
            #expect(try device.renderWidget(id) == #"Text "empty""#)  // stale: the session still lives
            try device.advance(by: .seconds(46))  // 45 s after the first content the session closes
            try ScriptedWidget().update(context, glanceId)
            #expect(try device.renderWidget(id) == #"Text "fresh""#)
        }

        @Test func sessionClosesFortyFiveSecondsAfterItsFirstContentAndLateEventsAddFiveSeconds() throws {
            let (device, context, id) = try setUp()
            let glanceId = GlanceId(appWidgetId: id)
            try device.advance(by: .seconds(42))
            try ScriptedWidget().update(context, glanceId)  // 3 s left: +5 s → closes at 50 s
            try device.advance(by: .seconds(7))  // 49 s
            #expect(device.isProcessAlive(GlanceTestApps.package))
            #expect(!device.trace.glanceSessionTimedOut)
            try device.advance(by: .seconds(1))  // 50 s
            #expect(device.trace.glanceSessionTimedOut)
        }

        @Test func deviceIdleCutsTheSessionToFiveSeconds() throws {
            let (device, _, _) = try setUp()
            device.setDeviceIdle(true)
            try device.advance(by: .seconds(5))
            #expect(device.trace.glanceSessionTimedOut)
        }

        @Test func sessionDiesWithTheProcessSoTheNextUpdateStartsAnew() throws {
            let (device, context, id) = try setUp()
            try device.kill(GlanceTestApps.package)
            try ScriptedWidget().update(context, GlanceId(appWidgetId: id))
            #expect(
                device.trace.glanceSessionStarts == 2)
        }

        @Test func deleteRemovesGlanceStateAndCallsOnDelete() throws {
            let (device, context, id) = try setUp()
            updateAppWidgetState(context, GlanceId(appWidgetId: id)) { $0[textKey] = "kept?" }
            #expect(context.storage.dataStoreNames.contains("appWidget-\(id)"))
            try device.removeWidget(id)
            try device.advance(by: .zero)
            #expect(!context.storage.dataStoreNames.contains("appWidget-\(id)"))
            #expect(ScriptedWidget.deletions == [GlanceId(appWidgetId: id)])
        }

        @Test func glanceStateSurvivesProcessDeathAndReboot() throws {
            let (device, context, id) = try setUp()
            updateAppWidgetState(context, GlanceId(appWidgetId: id)) { $0[textKey] = "persisted" }
            try device.kill(GlanceTestApps.package)
            device.powerLoss()
            try device.advance(by: .zero)  // boot: ENABLED + UPDATE → recomposed from stored state
            #expect(try device.renderWidget(id) == #"Text "persisted""#)
        }

        @Test func elevenChildrenAreTruncatedToTenWithAWarning() throws {
            let device = TestApps.device()
            try GlanceTestApps.install(on: device)
            ScriptedWidget.provide = { _, _ in
                provideContent { _ in Column { for index in 0..<11 { Text("row \(index)") } } }
            }
            let id = try device.addWidget(GlanceTestApps.receiver)
            try device.advance(by: .zero)
            let shown = try device.renderWidget(id)
            #expect(shown.contains("row 9") && !shown.contains("row 10"))
            #expect(device.trace.records.contains { $0.kind == .glanceWarning && $0.details.contains("from 11 to 10") })
        }

        @Test func nestedLazyListsShowGlancesErrorLayout() throws {
            let device = TestApps.device()
            try GlanceTestApps.install(on: device)
            ScriptedWidget.provide = { _, _ in
                provideContent { _ in LazyColumn { item { LazyColumn { item { Text("inner") } } } } }
            }
            let id = try device.addWidget(GlanceTestApps.receiver)
            try device.advance(by: .zero)
            #expect(try device.renderWidget(id).contains("Glance App Widget Error"))
            #expect(device.trace.glanceContentErrors == [.nestedLazyLists])
        }

        @Test func updateAllFindsNoWidgetUntilAReceiverRanOnUpdate() throws {
            let (device, context, id) = try setUp()
            defer { withExtendedLifetime(device) {} }
            #expect(
                GlanceAppWidgetManager(context: context).getGlanceIds(ScriptedWidget.self) == [
                    GlanceId(appWidgetId: id)
                ])
            let fresh = TestApps.device()
            try GlanceTestApps.install(on: fresh)
            // Restored widgets exist before any onUpdate ran in this install: Glance does not know them yet.
            let restored = fresh.restoreWidgets([WidgetBackupEntry(id: 7, provider: GlanceTestApps.receiver)])
            let freshContext = try fresh.context(for: GlanceTestApps.package)
            #expect(GlanceAppWidgetManager(context: freshContext).getGlanceIds(ScriptedWidget.self).isEmpty)
            try fresh.advance(by: .zero)  // RESTORED → onRestored, onUpdate: the mapping is written
            #expect(
                GlanceAppWidgetManager(context: freshContext).getGlanceIds(ScriptedWidget.self).map(\.appWidgetId)
                    == restored)
        }

        @Test func updateIfUpdatesOnlyWidgetsWhoseStateMatches() throws {
            let (device, context, first) = try setUp()
            let second = try device.addWidget(GlanceTestApps.receiver)
            try device.advance(by: .zero)
            for id in [first, second] {
                updateAppWidgetState(context, GlanceId(appWidgetId: id)) { $0[textKey] = id == first ? "yes" : "no" }
            }
            try ScriptedWidget().updateIf(context) { $0[textKey] == "yes" }
            #expect(try device.renderWidget(first) == #"Text "yes""#)
            #expect(try device.renderWidget(second) == #"Text "empty""#)
        }

        @Test func invalidGlanceIdIsRejected() throws {
            let (device, context, _) = try setUp()  // keep the device: contexts refer to it unowned
            let error = #expect(throws: AndroidException.self) {
                try ScriptedWidget().update(context, GlanceId(appWidgetId: 99))
            }
            #expect(error?.message == "Invalid Glance ID")
            withExtendedLifetime(device) {}
        }
    }
}
