import Testing

@testable import GlanceSim

/// glance-appwidget's `MyPackageReplacedReceiver` (MyPackageReplacedReceiver.kt @ 0c6d1c5d, lines 30-35, declared in
/// glance/glance-appwidget/src/main/AndroidManifest.xml @ 9264c63e on MY_PACKAGE_REPLACED; androidx/androidx,
/// Apache-2.0) runs `GlanceAppWidgetManager.cleanReceivers()` after an update: the receiver-to-widget mapping drops
/// the receivers the new version no longer declares.
extension ScriptedGlanceTests {
    @Suite struct GlancePackageReplacedTests {
        /// The receiver class names the Glance mapping keeps for any widget type.
        static func mappedReceivers(_ device: Device) throws -> [String] {
            let store = try device.storage(of: GlanceTestApps.package).dataStore(
                named: GlanceAppWidgetManager.storeName)
            return store.data.entries.flatMap { entry -> [String] in
                guard entry.name.hasPrefix("provider:"), case .stringSet(let names) = entry.value else { return [] }
                return names.sorted()
            }
        }

        /// Version 2 renames the widget's receiver; with the library receiver merged, the update's
        /// MY_PACKAGE_REPLACED cleans the old name out of the mapping, and without it the stale name stays.
        @Test(arguments: [true, false])
        func anUpdateCleansReceiversTheNewVersionDropped(_ merged: Bool) throws {
            let device = TestApps.device()
            try GlanceTestApps.install(on: device)
            _ = try device.addWidget(GlanceTestApps.receiver)
            try device.advance(by: .zero)
            #expect(try Self.mappedReceivers(device).map { $0.hasSuffix("ScriptedReceiver") } == [true])
            var update = AppManifest(packageName: GlanceTestApps.package, targetSdkVersion: 34)
            update.receivers = [
                ReceiverDeclaration(
                    className: ".RenamedReceiver", exported: false,
                    intentFilters: [IntentFilter(action: IntentAction.appWidgetUpdate)],
                    appWidgetProvider: AppWidgetProviderInfo(minWidth: 110, minHeight: 40)
                ) { ScriptedReceiver() }
            ]
            if merged {
                update.receivers.append(
                    ReceiverDeclaration(
                        className: LibraryReceivers.myPackageReplacedReceiver, exported: false,
                        intentFilters: [IntentFilter(action: IntentAction.myPackageReplaced)]
                    ) { MyPackageReplacedReceiver() })
            }
            try device.install(update)
            try device.advance(by: .seconds(1))
            #expect(try Self.mappedReceivers(device).isEmpty == merged)
        }
    }
}
