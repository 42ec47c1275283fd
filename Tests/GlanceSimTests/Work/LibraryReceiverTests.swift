import Testing

@testable import GlanceSim

/// What the library receivers a merged manifest declares do at run time (``LibraryReceivers``). The declarations
/// are written as AGP merges them from work/work-runtime/src/main/AndroidManifest.xml (androidx/androidx
/// @ 18aa7c77 for 2.10: BOOT_COMPLETED, TIME_SET and TIMEZONE_CHANGED; @ a9b06aaf for 2.11: BOOT_COMPLETED only;
/// both `android:enabled="false"`) and glance/glance-appwidget/src/main/AndroidManifest.xml @ 9264c63e
/// (`MyPackageReplacedReceiver` on MY_PACKAGE_REPLACED), Apache-2.0.
@Suite struct LibraryReceiverTests {
    static let package = "com.example.work"

    /// work-runtime's RescheduleReceiver as the app's merged manifest declares it.
    static func rescheduleReceiver(actions: [String], enabled: Bool = false) -> ReceiverDeclaration {
        ReceiverDeclaration(
            className: LibraryReceivers.rescheduleReceiver, exported: false, enabled: enabled,
            intentFilters: [IntentFilter(actions: actions)]
        ) { RescheduleReceiver() }
    }

    static let olderActions = [IntentAction.bootCompleted, IntentAction.timeSet, IntentAction.timezoneChanged]

    /// A device with one app that has a 6-hour periodic worker enqueued, its process killed.
    static func device(receivers: [ReceiverDeclaration], enqueue: Bool = true) throws -> Device {
        let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1))
        var manifest = AppManifest(packageName: package, targetSdkVersion: 34)
        manifest.usesPermissions = [Device.receiveBootCompleted]
        manifest.receivers = receivers
        manifest.workers["Sync"] = { ScriptWorker("Sync", duration: .seconds(1), log: WorkLog()) { _ in .success() } }
        try device.install(manifest)
        if enqueue {
            _ = try device.context(for: package).workManager.enqueueUniquePeriodicWork(
                "sync", .keep, try periodic("Sync", every: .hours(6)))
        }
        try device.advance(by: .minutes(1))
        try device.kill(package)
        return device
    }

    static func processStarts(_ device: Device) -> [String] {
        device.trace.records.compactMap { record in
            guard case .process(.start(_, _, let cause)) = record.event else { return nil }
            return cause.description
        }
    }

    /// RescheduleReceiver.java @ a9b06aaf:34-47 (`WorkManagerImpl.getInstance` starts WorkManager, whose start-up
    /// reconciles): with work-runtime before 2.11, TIME_SET and TIMEZONE_CHANGED reach the receiver WorkManager
    /// switched on, and each delivery starts the dead process.
    @Test func anOlderWorkRuntimesRescheduleReceiverStartsTheProcessOnClockChanges() throws {
        let device = try Self.device(receivers: [Self.rescheduleReceiver(actions: Self.olderActions)])
        device.setWallTime(device.clock.wallTime + .hours(1))
        try device.advance(by: .seconds(1))
        #expect(device.isProcessAlive(Self.package))
        try device.kill(Self.package)
        device.setTimeZone(try #require(TimeZoneRules(identifier: "Asia/Tokyo")))
        try device.advance(by: .seconds(1))
        #expect(device.isProcessAlive(Self.package))
        #expect(
            Self.processStarts(device).suffix(2) == [
                "RescheduleReceiver TIME_SET", "RescheduleReceiver TIMEZONE_CHANGED",
            ])
    }

    /// From 2.11 the receiver listens for BOOT_COMPLETED only (@ a9b06aaf), and with no unfinished work WorkManager
    /// keeps it switched off (`PackageManagerHelper.setComponentEnabled(…, false)`): a clock change starts nothing.
    @Test(arguments: [true, false])
    func noProcessStartsWithoutTheClockFilterOrWithoutUnfinishedWork(_ newer: Bool) throws {
        let device = try Self.device(
            receivers: [Self.rescheduleReceiver(actions: newer ? [IntentAction.bootCompleted] : Self.olderActions)],
            enqueue: newer)
        device.setWallTime(device.clock.wallTime + .hours(1))
        device.setTimeZone(try #require(TimeZoneRules(identifier: "Asia/Tokyo")))
        try device.advance(by: .seconds(1))
        #expect(!device.isProcessAlive(Self.package))
    }

    /// An app that re-declares RescheduleReceiver enabled (`tools:replace="android:enabled"`) gets BOOT_COMPLETED
    /// through the broadcast itself: the delivery starts the process and WorkManager's start-up schedules the work,
    /// and the boot hook that stands for the switched-on receiver stays out, so the app is rescheduled once.
    @Test func anEnabledRescheduleReceiverGetsBootCompletedItselfAndTheHookStaysOut() throws {
        let device = try Self.device(receivers: [Self.rescheduleReceiver(actions: Self.olderActions, enabled: true)])
        try device.reboot()
        #expect(!device.pendingEvents.map(\.description).contains("work reschedule after boot \(Self.package)"))
        try device.advance(by: .minutes(2))
        let receiver = ComponentName(packageName: Self.package, className: LibraryReceivers.rescheduleReceiver)
        #expect(
            device.trace.records.contains {
                guard case .process(.start(_, _, let cause)) = $0.event else { return false }
                return cause == .broadcast(action: IntentAction.bootCompleted, receiver: receiver)
            })
        let deliveries = device.trace.records.filter {
            guard case .broadcast(.deliver(.component(receiver), let intent)) = $0.event else { return false }
            return intent.action == IntentAction.bootCompleted
        }
        #expect(deliveries.count == 1)
        #expect(
            try device.context(for: Self.package).workManager.getWorkInfosForUniqueWork("sync").first?.state
                == .enqueued)
    }
}
