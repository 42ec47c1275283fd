import Foundation
import Testing

@testable import GlanceSim

/// A saved device is checked as a whole before it is restored (issue "Nothing lost, third pass"): every number
/// that counts on from a saved counter, every reference into another saved table and every value assumed unique is
/// checked, and a refusal names the value and carries the key path of where it is in the snapshot. Each test edits
/// one owner's part of a saved device at its boundary: the last accepted value restores, the first refused one is
/// refused.
@Suite struct RestoredStateCheckTests {
    /// A device with one widget of the calendar app, saved.
    static func saved() throws -> (DeviceSnapshot, AppManifest) {
        let (json, manifest) = try AppWidgetSnapshotRestoreTests.savedJSON()
        return (try JSONDecoder().decode(DeviceSnapshot.self, from: Data(json.utf8)), manifest)
    }

    /// The error restoring `saved` throws, or `nil` when it restores.
    static func refusal(_ saved: DeviceSnapshot, _ manifest: AppManifest) -> SnapshotError? {
        do {
            _ = try Device(restoring: saved, apps: [WidgetTestApps.package: manifest], traceMode: .counting)
            return nil
        } catch {
            return error
        }
    }

    /// A device whose power test app set an exact alarm (a PendingIntent and an alarm), saved.
    static func savedWithAlarm() throws -> (DeviceSnapshot, AppManifest) {
        let (device, context, _) = try AlarmTestApp().parts
        try context.alarmManager.setExact(
            .elapsedRealtimeWakeup, triggerAtMillis: 4_000_000, operation: try AlarmTestApp.operation(context))
        let manifest = try #require(device.processTable.app(AlarmTestApp.package)?.manifest)
        return (try device.snapshot(), manifest)
    }

    static func refusalWithAlarm(_ saved: DeviceSnapshot, _ manifest: AppManifest) -> SnapshotError? {
        do {
            _ = try Device(restoring: saved, apps: [AlarmTestApp.package: manifest], traceMode: .counting)
            return nil
        } catch {
            return error
        }
    }

    @Test func theUneditedSnapshotRestores() throws {
        let (saved, manifest) = try Self.saved()
        #expect(Self.refusal(saved, manifest) == nil)
    }

    @Test func aLastWidgetIdOfZeroIsRefusedAtTheLastIDKey() throws {
        var (saved, manifest) = try Self.saved()
        saved.appWidgetService.lastID = 0
        let error = try #require(Self.refusal(saved, manifest))
        #expect(error.keyPath == ["appWidgetService", "lastID"])
        #expect(error.description.contains("widget id 1 was never allocated"))
    }

    @Test func aWidgetSavedTwiceIsRefusedAtTheSecondId() throws {
        var (saved, manifest) = try Self.saved()
        let widget = try #require(saved.appWidgetService.widgets.first)
        saved.appWidgetService.widgets.append(widget)
        saved.appWidgetService.boundIds.append(widget.id)
        let error = try #require(Self.refusal(saved, manifest))
        #expect(error.keyPath == ["appWidgetService", "widgets", "1", "id"])
        #expect(error.description.contains("widget id \(widget.id) is saved twice"))
    }

    @Test func aCollectionAdapterOfABoundWidgetRestoresAndOneOfAnUnboundWidgetIsRefused() throws {
        var (saved, manifest) = try Self.saved()
        let id = try #require(saved.appWidgetService.widgets.first?.id)
        let adapter = RemoteAdapter(
            .listView, service: ComponentName(packageName: WidgetTestApps.package, className: ".ListService"),
            data: nil)
        let entry = RemoteViewsAdapters.Snapshot.Entry(
            appWidgetId: id, key: adapter.factoryKey, adapter: RemoteViewsAdapters.Adapter(adapter: adapter))
        saved.remoteViewsAdapters = RemoteViewsAdapters.Snapshot(adapters: [entry])
        #expect(Self.refusal(saved, manifest) == nil)
        saved.remoteViewsAdapters?.adapters[0].appWidgetId = id + 1
        let error = try #require(Self.refusal(saved, manifest))
        #expect(error.keyPath == ["remoteViewsAdapters", "adapters", "0", "appWidgetId"])
        #expect(error.description.contains("widget \(id + 1), which is not bound"))
        saved.remoteViewsAdapters?.adapters[0].appWidgetId = id
        saved.remoteViewsAdapters?.adapters.append(entry)
        #expect(Self.refusal(saved, manifest)?.keyPath == ["remoteViewsAdapters", "adapters", "1", "key"])
    }

    @Test func aProcessIdBelowTheNextOneRestoresAndOneAtItIsRefused() throws {
        var (saved, manifest) = try Self.saved()
        let index = try #require(saved.processTable.apps.firstIndex { $0.process != nil })
        saved.processTable.apps[index].process?.pid = saved.processTable.nextProcessID - 1
        #expect(Self.refusal(saved, manifest) == nil)
        saved.processTable.apps[index].process?.pid = saved.processTable.nextProcessID
        let error = try #require(Self.refusal(saved, manifest))
        #expect(error.keyPath == ["processTable", "apps", String(index), "process", "pid"])
        #expect(error.description.contains("process id \(saved.processTable.nextProcessID) was never given"))
    }

    @Test func anAppInstalledTwiceIsRefused() throws {
        var (saved, manifest) = try Self.saved()
        saved.processTable.apps.append(saved.processTable.apps[0])
        let error = try #require(Self.refusal(saved, manifest))
        #expect(error.keyPath == ["processTable", "apps", "1", "package"])
        #expect(error.description.contains("is saved as installed twice"))
    }

    @Test func aPendingIntentNumberBelowTheNextOneRestoresAndOneAtItIsRefused() throws {
        var (saved, manifest) = try Self.savedWithAlarm()
        try #require(!saved.pendingIntents.entries.isEmpty)
        let highest = saved.pendingIntents.entries.map(\.token.number).max()!
        saved.pendingIntents.nextNumber = highest + 1
        #expect(Self.refusalWithAlarm(saved, manifest) == nil)
        saved.pendingIntents.nextNumber = highest
        let error = try #require(Self.refusalWithAlarm(saved, manifest))
        #expect(error.keyPath.prefix(2) == ["pendingIntents", "entries"])
        #expect(error.keyPath.suffix(2) == ["token", "number"])
        #expect(error.description.contains("PendingIntent number \(highest) was never given"))
    }

    @Test func anAlarmIdBelowTheNextAlarmNumberRestoresAndOneAtItIsRefused() throws {
        var (saved, manifest) = try Self.savedWithAlarm()
        try #require(!saved.alarms.isEmpty)
        let highest = saved.alarms.map(\.id).max()!
        saved.alarmManagerService.nextAlarmNumber = highest + 1
        #expect(Self.refusalWithAlarm(saved, manifest) == nil)
        saved.alarmManagerService.nextAlarmNumber = highest
        let error = try #require(Self.refusalWithAlarm(saved, manifest))
        #expect(error.keyPath.first == "alarms")
        #expect(error.keyPath.last == "id")
        #expect(error.description.contains("alarm id \(highest) was never given"))
    }

    @Test func aPendingEventMissingFromTheHeapIsRefusedNotLost() throws {
        var (saved, manifest) = try Self.saved()
        let live = saved.loop.queue.heap.firstIndex { entry in
            let slot = saved.loop.queue.slots[Int(entry.slot)]
            return slot.generation == entry.generation && slot.payload != nil
        }
        let index = try #require(live)
        let slot = saved.loop.queue.heap[index].slot
        // Taking the last entry keeps the heap in order; put the live one last first.
        saved.loop.queue.heap.swapAt(index, saved.loop.queue.heap.count - 1)
        saved.loop.queue.heap.removeLast()
        saved.loop.queue.heap.sort { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }
        let error = try #require(Self.refusal(saved, manifest))
        #expect(error.keyPath == ["loop", "queue", "slots", String(slot)])
        #expect(error.description.contains("is not in the heap"))
    }

    @Test func aHeapOutOfOrderIsRefusedAtTheEntry() throws {
        var (saved, manifest) = try Self.saved()
        try #require(saved.loop.queue.heap.count >= 2)
        saved.loop.queue.heap[1].deadline = saved.loop.queue.heap[0].deadline - 1
        saved.loop.queue.slots[Int(saved.loop.queue.heap[1].slot)].deadline = saved.loop.queue.heap[1].deadline
        let error = try #require(Self.refusal(saved, manifest))
        #expect(error.keyPath.prefix(3) == ["loop", "queue", "heap"])
    }

    @Test func aJobSchedulerPackageSavedTwiceIsRefused() throws {
        var (saved, manifest) = try Self.saved()
        let package = JobScheduler.Snapshot.Package(
            name: WidgetTestApps.package, installNumber: 1, waiting: [], executing: [], died: [])
        saved.jobScheduler.packages = [package]
        #expect(Self.refusal(saved, manifest) == nil)
        saved.jobScheduler.packages.append(package)
        let error = try #require(Self.refusal(saved, manifest))
        #expect(error.keyPath == ["jobScheduler", "packages", "1", "name"])
        #expect(error.description.contains("'\(WidgetTestApps.package)' is saved twice"))
    }

    @Test func theClockIsRefusedAtItsKey() throws {
        var (saved, manifest) = try Self.saved()
        saved.clock.bootCount = 0
        #expect(Self.refusal(saved, manifest)?.keyPath == ["clock", "bootCount"])
    }

    @Test func aRemoteViewsServiceListingAWidgetOnceRestoresAndTwiceIsRefused() throws {
        var (saved, manifest) = try Self.saved()
        let id = try #require(saved.appWidgetService.widgets.first?.id)
        let key = RemoteViewsFactoryKey(
            service: ComponentName(packageName: WidgetTestApps.package, className: ".ListService"), data: nil)
        saved.appWidgetService.remoteViewsServices = [.init(key: key, appWidgetIds: [id])]
        #expect(Self.refusal(saved, manifest) == nil)
        saved.appWidgetService.remoteViewsServices = [.init(key: key, appWidgetIds: [id, id])]
        let error = try #require(Self.refusal(saved, manifest))
        #expect(error.keyPath == ["appWidgetService", "remoteViewsServices", "0", "appWidgetIds", "1"])
        #expect(error.description.contains("lists widget \(id) twice"))
    }

    @Test func aDozeTimeoutOfZeroRestoresAndANegativeOneIsRefusedAtItsField() throws {
        var (saved, manifest) = try Self.saved()
        try #require(saved.deviceIdleController != nil)
        saved.deviceIdleController?.parameters.inactiveTimeout = 0
        #expect(Self.refusal(saved, manifest) == nil)
        saved.deviceIdleController?.parameters.inactiveTimeout = -1
        let error = try #require(Self.refusal(saved, manifest))
        #expect(error.keyPath == ["deviceIdleController", "parameters", "inactiveTimeout"])
        #expect(error.description.contains("'inactiveTimeout' (ms) is -1"))
    }

    @Test func aDozeFactorThatIsNotANumberIsRefusedAtItsField() throws {
        var (saved, manifest) = try Self.saved()
        saved.deviceIdleController?.parameters.idleFactor = DeviceIdleController.factorLimit
        #expect(Self.refusal(saved, manifest) == nil)
        for refused in [-1, .nan, DeviceIdleController.factorLimit + 1] {
            saved.deviceIdleController?.parameters.idleFactor = refused
            let error = try #require(Self.refusal(saved, manifest))
            #expect(error.keyPath == ["deviceIdleController", "parameters", "idleFactor"])
            #expect(error.description.contains("'idleFactor' is \(refused)"))
        }
    }

    @Test func aNegativeLightBudgetRestoresAndANegativeIdleDelayIsRefusedAtItsIndex() throws {
        var (saved, manifest) = try Self.saved()
        saved.deviceIdleController?.delays[5] = -1
        #expect(Self.refusal(saved, manifest) == nil)
        saved.deviceIdleController?.delays[2] = -1
        let error = try #require(Self.refusal(saved, manifest))
        #expect(error.keyPath == ["deviceIdleController", "delays", "2"])
        #expect(error.description.contains("next idle delay (ms) is -1"))
    }

    @Test func aTemporaryAllowlistEntryOfAnAppNotInstalledIsRefused() throws {
        var (saved, manifest) = try Self.saved()
        saved.deviceIdleController?.tempAllowlist = [WidgetTestApps.package: saved.clock.now]
        #expect(Self.refusal(saved, manifest) == nil)
        saved.deviceIdleController?.tempAllowlist = ["com.example.gone": saved.clock.now]
        let error = try #require(Self.refusal(saved, manifest))
        #expect(error.keyPath == ["deviceIdleController", "tempAllowlist", "com.example.gone"])
        #expect(error.description.contains("'com.example.gone', which is not installed"))
    }

    @Test func anAppsLastUseNowRestoresAndOneAfterNowIsRefusedAtItsField() throws {
        var (saved, manifest) = try Self.saved()
        let now = saved.clock.now.milliseconds
        try #require(saved.appStandby?.apps[WidgetTestApps.package] != nil)
        saved.appStandby?.apps[WidgetTestApps.package]?.lastUsedElapsed = now
        #expect(Self.refusal(saved, manifest) == nil)
        saved.appStandby?.apps[WidgetTestApps.package]?.lastUsedElapsed = now + 1
        let error = try #require(Self.refusal(saved, manifest))
        #expect(error.keyPath == ["appStandby", "apps", WidgetTestApps.package, "lastUsedElapsed"])
        #expect(error.description.contains("last use (ms) is \(now + 1)"))
    }

    @Test func anActiveHoldAnHourFromNowRestoresAndOneLongerIsRefused() throws {
        var (saved, manifest) = try Self.saved()
        let last = saved.clock.now.milliseconds + AppStandbyController.strongUsageTimeout
        saved.appStandby?.apps[WidgetTestApps.package]?.activeUntil = last
        #expect(Self.refusal(saved, manifest) == nil)
        saved.appStandby?.apps[WidgetTestApps.package]?.activeUntil = last + 1
        let error = try #require(Self.refusal(saved, manifest))
        #expect(error.keyPath == ["appStandby", "apps", WidgetTestApps.package, "activeUntil"])
    }

    @Test func anAppStandbyHistoryOfAnAppNotInstalledIsRefused() throws {
        var (saved, manifest) = try Self.saved()
        let history = try #require(saved.appStandby?.apps[WidgetTestApps.package])
        saved.appStandby?.apps["com.example.gone"] = history
        let error = try #require(Self.refusal(saved, manifest))
        #expect(error.keyPath == ["appStandby", "apps", "com.example.gone"])
        #expect(error.description.contains("'com.example.gone', which is not installed"))
    }

    /// An unknown bucket is refused before any restore: the bucket is a string enumeration, which the JSON
    /// decoder refuses at its key.
    @Test func anUnknownStandbyBucketIsRefusedByTheDecoderAtItsKey() throws {
        let (json, _) = try AppWidgetSnapshotRestoreTests.savedJSON()
        let edited = json.replacingOccurrences(of: "\"bucket\":\"ACTIVE\"", with: "\"bucket\":\"SOMETIMES\"")
        try #require(edited != json)
        #expect {
            _ = try JSONDecoder().decode(DeviceSnapshot.self, from: Data(edited.utf8))
        } throws: { error in
            guard case .dataCorrupted(let context) = error as? DecodingError else { return false }
            return context.codingPath.last?.stringValue == "bucket"
        }
    }
}
