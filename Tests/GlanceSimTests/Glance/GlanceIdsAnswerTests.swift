import Testing

@testable import GlanceSim

/// `getGlanceIds` answers from the runtime's last answer while nothing it reads changed (``GlanceIdsAnswer``): each
/// test changes one of those inputs after an answer was kept and checks that the next answer is read afresh, as
/// `GlanceAppWidgetManager.getGlanceIds` reads the receiver table and `AppWidgetManager.getAppWidgetIds` on a phone.
extension ScriptedGlanceTests {
    @Suite struct GlanceIdsAnswerTests {
        private func setUp() throws -> (Device, AppContext, Int32) {
            let device = TestApps.device()
            try GlanceTestApps.install(on: device)
            let id = try device.addWidget(GlanceTestApps.receiver)
            try device.advance(by: .zero)  // onUpdate writes the receiver table
            return (device, try device.context(for: GlanceTestApps.package), id)
        }

        private func glanceIds(_ context: AppContext) -> [Int32] {
            GlanceAppWidgetManager(context: context).getGlanceIds(ScriptedWidget.self).map(\.appWidgetId)
        }

        @Test func aWidgetBoundAfterAnAnswerIsInTheNextOne() throws {
            let (device, context, first) = try setUp()
            #expect(glanceIds(context) == [first])
            // Bound, its onUpdate not yet run: the receiver is already in the table, so the id is Glance's.
            let second = try device.addWidget(GlanceTestApps.receiver)
            #expect(glanceIds(context) == [first, second])
        }

        @Test func aRemovedWidgetLeavesTheNextAnswer() throws {
            let (device, context, first) = try setUp()
            let second = try device.addWidget(GlanceTestApps.receiver)
            try device.advance(by: .zero)
            #expect(glanceIds(context) == [first, second])
            try device.removeWidget(first)
            try device.advance(by: .zero)
            #expect(glanceIds(context) == [second])
        }

        @Test func anEditOfTheReceiverTableIsReadAfresh() throws {
            let (device, context, first) = try setUp()
            defer { withExtendedLifetime(device) {} }  // the context holds its device unowned
            #expect(glanceIds(context) == [first])
            context.storage.dataStore(named: GlanceAppWidgetManager.storeName).edit { $0.clear() }
            #expect(glanceIds(context).isEmpty)
        }

        @Test func aDeletedReceiverTableIsReadAfresh() throws {
            let (device, context, first) = try setUp()
            defer { withExtendedLifetime(device) {} }
            #expect(glanceIds(context) == [first])
            #expect(context.storage.deleteDataStore(named: GlanceAppWidgetManager.storeName))
            #expect(glanceIds(context).isEmpty)
        }

        @Test func aRepeatedAskWithNothingChangedGivesTheSameIds() throws {
            let (device, context, first) = try setUp()
            let second = try device.addWidget(GlanceTestApps.receiver)
            try device.advance(by: .minutes(1))
            #expect(glanceIds(context) == [first, second])
            #expect(glanceIds(context) == [first, second])
        }
    }
}
