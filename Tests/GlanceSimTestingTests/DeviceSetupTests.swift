import Foundation
import GlanceSim
import GlanceSimScenarios
import GlanceSimTesting
import Testing

@Suite struct DeviceSetupTests {
    @Test func buildsADeviceFromZoneLocalTimeAndSdk() throws {
        let device = try Device(zone: "Europe/Berlin", localTime: "2026-03-29T01:58", sdk: 34)
        #expect(device.clock.wallTime == WallTime(year: 2026, month: 3, day: 29, hour: 0, minute: 58))
        #expect(device.clock.timeZone.identifier == "Europe/Berlin")
        #expect(device.sdkInt == 34)
    }

    @Test func rejectsAnUnknownZoneAndAMalformedTime() {
        #expect(throws: SimulationError(.invalidArgument, "unknown time zone 'Mars/Olympus'")) {
            try Device(zone: "Mars/Olympus")
        }
        let error = #expect(throws: SimulationError.self) { try Device(zone: "UTC", localTime: "2026-02-30") }
        #expect(error?.message.hasPrefix("cannot read the local time '2026-02-30': day '30' is out of range") == true)
    }

    @Test func installsAnAppFolderRelativeToTheTestFile() throws {
        let device = try Device(zone: "UTC")
        let manifest = try device.install(appFolder: "../../Manifests/clock")
        #expect(manifest.packageName == "com.example.clock")
        #expect(device.installedPackages == ["com.example.clock"])
    }

    @Test func anAppFolderThatDoesNotLoadThrowsItsDiagnostics() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(
            """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.broken"><uses-sdk android:targetSdkVersion="34" />
                <application>
                    <receiver android:name=".Provider" android:exported="false">
                        <meta-data android:name="android.appwidget.provider" android:resource="@xml/missing" />
                    </receiver>
                </application>
            </manifest>
            """, to: folder + "/AndroidManifest.xml")
        let device = try Device(zone: "UTC")
        let error = #expect(throws: AppFolderLoadError.self) { try device.install(appFolder: folder) }
        let description = try #require(error?.description)
        #expect(
            description == """
                cannot load the app folder '\(folder)':
                  \(folder)/AndroidManifest.xml:4:84: error: unresolved resource '@xml/missing': \
                no file '\(folder)/res/xml/missing.xml'
                """)

        let missing = #expect(throws: AppFolderLoadError.self) { try device.install(appFolder: folder + "/nope") }
        #expect(missing?.description.contains("no app folder at '\(folder)/nope'") == true)
    }

    @Test func addsWidgetsByShortProviderNames() throws {
        let device = try Device(zone: "UTC")
        try device.install(tallyManifest())
        let provider = ComponentName(packageName: "com.example.tally", className: ".TallyReceiver")
        for name in [
            "TallyReceiver", ".TallyReceiver", "com.example.tally/.TallyReceiver", "com.example.tally.TallyReceiver",
        ] {
            #expect(try device.widgetProvider(named: name) == provider, "\(name)")
        }
        #expect(try device.addWidget("TallyReceiver") == 1)
        #expect(try device.addWidget(".TallyReceiver", cells: WidgetCells(columns: 4, rows: 2)) == 2)
        #expect(device.widgetIDs(of: provider) == [1, 2])
    }

    @Test func anUnknownOrAmbiguousProviderNameSaysWhichProvidersExist() throws {
        let device = try Device(zone: "UTC")
        #expect(
            throws: SimulationError(
                .unknownComponent, "no installed widget provider is named 'Tally'; no widget providers are installed")
        ) { try device.addWidget("Tally") }
        try device.install(tallyManifest())
        var copy = tallyManifest()
        copy.packageName = "com.example.copy"
        try device.install(copy)
        #expect(
            throws: SimulationError(
                .unknownComponent,
                "no installed widget provider is named 'Tally'; providers: 'com.example.tally/.TallyReceiver', "
                    + "'com.example.copy/.TallyReceiver'")
        ) { try device.addWidget("Tally") }
        #expect(
            throws: SimulationError(
                .unknownComponent,
                "'TallyReceiver' names 2 widget providers ('com.example.tally/.TallyReceiver', "
                    + "'com.example.copy/.TallyReceiver'); write the package too")
        ) { try device.addWidget("TallyReceiver") }
        #expect(try device.addWidget("com.example.copy/.TallyReceiver") == 1)
    }

    @Test func glanceStateIsReadWithoutCreatingTheStore() throws {
        let (device, id) = try tallyDevice()
        // Composing read it, which creates no file (DataStoreImpl writes only when an edit changes the data).
        #expect(device.glanceState(of: id) == nil)
        #expect(device.glanceState(of: 99) == nil)
        #expect(names(device) == ["GlanceAppWidgetManager"])
        try device.click(id, on: .text("Add"))
        try device.advance(by: .zero)
        #expect(device.glanceState(of: id)?[TallyWidget.count] == 1)
        try device.removeWidget(id)
        try device.advance(by: .zero)
        #expect(device.glanceState(of: id) == nil)
        #expect(names(device) == ["GlanceAppWidgetManager", "settings"])
    }
}

private func names(_ device: Device) -> [String] {
    (try? device.storage(of: "com.example.tally").dataStoreNames) ?? []
}
