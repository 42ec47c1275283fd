extension Device {
    /// The device's complete state, to save and restore (see ``DeviceSnapshot``). Take it between steps.
    ///
    /// ```swift
    /// let saved = try device.snapshot()
    /// ```
    /// - Throws: ``SnapshotError`` naming the first object that cannot be saved: app code written in Swift (its
    ///   receivers, workers, Glance content, lambdas, result receivers), or process memory holding such objects.
    package func snapshot() throws(SnapshotError) -> DeviceSnapshot {
        let writer = SnapshotWriter()
        let processes = try processTable.snapshot(writer)
        var workManagers: [String: WorkManagerSnapshot] = [:]
        for app in processTable.apps {
            workManagers[app.packageName] = WorkManagerSnapshot(
                database: app.workDatabase.snapshot(package: app.packageName, writer),
                usesTestDriver: app.workManagerImpl.usesTestDriver)
        }
        let alarmService = alarmManagerService.snapshot(writer)
        let resolverSnapshot = broadcastQueue.resolver.snapshot(writer)
        let jobs = jobScheduler.snapshot(writer)
        let loopSnapshot = loop.snapshot(payload: { savedEvent($0, writer) }, key: savedKey)
        // The tables, until saving one numbers nothing new in another.
        var broadcasts: [BroadcastRecord.Snapshot] = []
        var registrations: [RuntimeRegistration.Snapshot] = []
        var alarms: [AlarmRecord.Snapshot] = []
        var rows: [WorkRow.Snapshot] = []
        var jobTable: [JobStatus.Snapshot] = []
        var workers: [WorkerWrapper.Snapshot] = []
        var grew = true
        while grew {
            grew = false
            grew =
                try writer.broadcasts.saveNew(into: &broadcasts) { record throws(SnapshotError) in
                    try record.snapshot(writer)
                } || grew
            grew =
                try writer.registrations.saveNew(into: &registrations) { registration throws(SnapshotError) in
                    try registration.snapshot(writer)
                } || grew
            grew = writer.alarms.saveNew(into: &alarms) { $0.snapshot } || grew
            grew =
                try writer.workers.saveNew(into: &workers) { worker throws(SnapshotError) in
                    try worker.snapshot(writer)
                } || grew
            grew = writer.jobs.saveNew(into: &jobTable) { $0.snapshot(writer) } || grew
            grew = writer.rows.saveNew(into: &rows) { $0.snapshot(writer) } || grew
        }
        return DeviceSnapshot(
            clock: clock, conditions: conditions, inexactAlarmPoint: inexactAlarmPoint, sdkInt: sdkInt,
            isDebuggableBuild: isDebuggableBuild, nextWorkNumber: core.nextWorkNumber, trace: trace.snapshot,
            loop: loopSnapshot, processTable: processes, resolver: resolverSnapshot,
            pendingIntents: pendingIntentController.snapshot, alarmManagerService: alarmService,
            appWidgetService: appWidgetService.snapshot, remoteViewsAdapters: remoteViewsAdapters.snapshot,
            jobScheduler: jobs,
            deviceIdleController: deviceIdleController.snapshot, appStandby: appStandbyController.snapshot,
            workManagers: workManagers,
            receivers: writer.receivers, registrations: registrations, broadcasts: broadcasts, alarms: alarms,
            rows: rows, jobs: jobTable, workers: workers)
    }

    /// A device in the state a snapshot describes, made without running anything: no event runs, nothing is
    /// recorded, no app code is called. Its trace keeps the saved counts; records made from now on are numbered
    /// after the saved ones.
    ///
    /// ```swift
    /// let device = try Device(restoring: saved, apps: ["com.example.clock": manifest], traceMode: .counting)
    /// try device.advance(by: .minutes(1))   // as the saved device would have
    /// ```
    /// - Parameter apps: Every installed app's manifest by package, as loaded again from its files (with the
    ///   ``AppRestorer`` that makes its objects).
    /// - Throws: ``SnapshotError`` when the snapshot is inconsistent or names what the apps do not have.
    package convenience init(
        restoring saved: DeviceSnapshot, apps: [String: AppManifest], traceMode: Trace.Mode
    ) throws(SnapshotError) {
        try SnapshotError.checkInstant(saved.clock.now, "the clock", at: ["clock", "now"])
        try SnapshotError.check(
            saved.clock.bootInstant, in: .zero...saved.clock.now, "the boot instant", at: ["clock", "bootInstant"])
        try SnapshotError.check(
            saved.clock.bootCount, in: 1...SnapshotError.counterLimit, "the boot count", at: ["clock", "bootCount"])
        try SnapshotError.check(
            saved.clock.wallAtTimelineZero,
            in: WallTime.supportedRange.lowerBound.millisecondsSinceEpoch...WallTime.supportedRange.upperBound
                .millisecondsSinceEpoch
                - SimInstant.horizon.milliseconds, "the wall clock at timeline zero",
            at: ["clock", "wallAtTimelineZero"])
        try SnapshotError.check(
            saved.conditions.batteryLevel, in: 0...100, "the battery level", at: ["conditions", "batteryLevel"])
        try SnapshotError.checkCounter(saved.nextWorkNumber, "the next work number", at: ["nextWorkNumber"])
        self.init(traceMode: traceMode)
        clock = saved.clock
        conditions = saved.conditions
        inexactAlarmPoint = saved.inexactAlarmPoint
        sdkInt = saved.sdkInt
        isDebuggableBuild = saved.isDebuggableBuild
        core.nextWorkNumber = saved.nextWorkNumber
        var restoredTrace = trace  // restored apart: it asks a streaming sink about each kind, outside `trace`
        try SnapshotError.within("trace") { () throws(SnapshotError) in try restoredTrace.restore(saved.trace) }
        trace = restoredTrace
        let reader = SnapshotReader()
        try SnapshotError.within("processTable") { () throws(SnapshotError) in
            try processTable.restoreApps(saved.processTable, manifests: apps, context: applicationContext(for:))
        }
        try SnapshotError.within("pendingIntents") { () throws(SnapshotError) in
            try pendingIntentController.restore(saved.pendingIntents)
        }
        reader.receivers.objects = try SnapshotError.map(saved.receivers, at: "receivers") {
            receiver throws(SnapshotError) in
            guard let app = processTable.app(receiver.package),
                let made = app.manifest.restorer?.runtimeReceiver(saved: receiver.name)
            else { throw SnapshotError("\(receiver.package) has no runtime receiver '\(receiver.name)' to restore") }
            return made
        }
        reader.registrations.objects = try SnapshotError.map(saved.registrations, at: "registrations") {
            registration throws(SnapshotError) in
            try RuntimeRegistration(restoring: registration, processTable, reader)
        }
        // Registrations are numbered from `nextRegistrationNumber` on, one number each (the resolver never resets
        // it): a saved one at or past it, or two of one number, would share their number with another, and with
        // it their place among receivers of equal priority.
        var registrationNumbers: Set<Int> = []
        for (index, registration) in saved.registrations.enumerated() {
            let at = ["registrations", String(index), "number"]
            guard registration.number >= 1, registration.number < saved.resolver.nextRegistrationNumber else {
                throw SnapshotError(
                    "registration number \(registration.number) was never given: the next registration number "
                        + "('resolver.nextRegistrationNumber') is \(saved.resolver.nextRegistrationNumber)", at: at)
            }
            guard registrationNumbers.insert(registration.number).inserted else {
                throw SnapshotError("two saved registrations have the number \(registration.number)", at: at)
            }
        }
        try SnapshotError.within("resolver") { () throws(SnapshotError) in
            try broadcastQueue.resolver.restore(saved.resolver, reader)
        }
        reader.broadcasts.objects = try SnapshotError.map(saved.broadcasts, at: "broadcasts") {
            record throws(SnapshotError) in
            try BroadcastRecord(restoring: record, processTable, reader)
        }
        reader.alarms.objects = try SnapshotError.map(saved.alarms, at: "alarms") { alarm throws(SnapshotError) in
            try AlarmRecord(restoring: alarm)
        }
        // Alarms are numbered from `nextAlarmNumber` on: a saved one at or past it, or two of one id, would share
        // their id with another.
        var alarmIDs: Set<Int> = []
        for (index, alarm) in saved.alarms.enumerated() {
            guard (1..<max(saved.alarmManagerService.nextAlarmNumber, 1)).contains(alarm.id) else {
                throw SnapshotError(
                    "alarm id \(alarm.id) was never given: the next alarm number ('nextAlarmNumber') is "
                        + "\(saved.alarmManagerService.nextAlarmNumber)", at: ["alarms", String(index), "id"])
            }
            guard alarmIDs.insert(alarm.id).inserted else {
                throw SnapshotError("two saved alarms have the id \(alarm.id)", at: ["alarms", String(index), "id"])
            }
        }
        try SnapshotError.within("alarmManagerService") { () throws(SnapshotError) in
            try alarmManagerService.restore(saved.alarmManagerService, reader)
        }
        if let doze = saved.deviceIdleController {
            try SnapshotError.within("deviceIdleController") { () throws(SnapshotError) in
                try deviceIdleController.restore(doze)
            }
        }
        if let standby = saved.appStandby {
            try SnapshotError.within("appStandby") { () throws(SnapshotError) in
                try appStandbyController.restore(standby)
            }
        }
        try SnapshotError.within("appWidgetService") { () throws(SnapshotError) in
            try appWidgetService.restore(saved.appWidgetService)
        }
        try SnapshotError.within("remoteViewsAdapters") { () throws(SnapshotError) in
            try remoteViewsAdapters.restore(saved.remoteViewsAdapters)
        }
        try SnapshotError.within("jobScheduler") { () throws(SnapshotError) in
            try jobScheduler.restorePackages(saved.jobScheduler)
        }
        try restoreWork(saved, reader)
        try SnapshotError.within("jobScheduler") { () throws(SnapshotError) in
            try jobScheduler.restoreQueues(saved.jobScheduler, reader)
        }
        try SnapshotError.within("processTable") { () throws(SnapshotError) in
            try processTable.restoreProcesses(saved.processTable, reader)
        }
        do {
            try loop.restore(saved.loop, payload: { event in try restoredEvent(event, reader) }, key: restoredKey)
        } catch let error as SnapshotError {
            throw error.under("loop")
        } catch {
            throw SnapshotError("the event queue cannot be restored: \(error)", at: ["loop"])
        }
        if saved.appStandby == nil {
            appStandbyController.adoptSavedBeforeStandby(forcedBuckets: saved.jobScheduler.standbyBuckets)
        }
    }

    /// Makes the saved rows, jobs and running workers again and links them, then each app's database.
    private func restoreWork(_ saved: DeviceSnapshot, _ reader: SnapshotReader) throws(SnapshotError) {
        func app(_ package: String) throws(SnapshotError) -> InstalledApp {
            guard let app = processTable.app(package) else {
                throw SnapshotError("saved work names '\(package)', which is not installed")
            }
            return app
        }
        reader.rows.objects = try SnapshotError.map(saved.rows, at: "rows") { row throws(SnapshotError) in
            try WorkRow(restoring: row)
        }
        for (index, (row, savedRow)) in zip(reader.rows.objects, saved.rows).enumerated() {
            try SnapshotError.within("rows", String(index)) { () throws(SnapshotError) in
                try row.restoreLinks(savedRow, reader)
            }
        }
        reader.jobs.objects = try SnapshotError.map(saved.jobs, at: "jobs") { job throws(SnapshotError) in
            let row = try SnapshotError.within("row") { () throws(SnapshotError) in
                try reader.rows(job.row, "work row")
            }
            guard saved.rows[job.row].package == job.package else {
                throw SnapshotError(
                    "a job of '\(job.package)' runs work row #\(job.row), which is '\(saved.rows[job.row].package)'s",
                    at: ["row"])
            }
            return try jobScheduler.restoredJob(job, app: try app(job.package), row: row)
        }
        reader.workers.objects = try SnapshotError.map(saved.workers, at: "workers") { worker throws(SnapshotError) in
            try WorkerWrapper(restoring: worker, app: try app(worker.package), reader)
        }
        for (index, (row, savedRow)) in zip(reader.rows.objects, saved.rows).enumerated() {
            try SnapshotError.within("rows", String(index)) { () throws(SnapshotError) in
                row.systemIdInfo.restore(
                    try savedRow.job.map { number throws(SnapshotError) in try reader.jobs(number, "job") })
                row.workerSlot.restore(
                    worker: try savedRow.worker.map { number throws(SnapshotError) in
                        try reader.workers(number, "worker")
                    },
                    runCount: savedRow.runCount)
            }
        }
        var listed: [ObjectIdentifier: String] = [:]
        for (package, workManager) in saved.workManagers.sorted(by: { $0.key < $1.key }) {
            try SnapshotError.within("workManagers", package) { () throws(SnapshotError) in
                let app = try app(package)
                for (index, number) in workManager.database.rows.enumerated()
                where saved.rows.indices.contains(number) {
                    guard saved.rows[number].package == package else {
                        throw SnapshotError(
                            "\(package)'s work database lists work row #\(number), which is "
                                + "'\(saved.rows[number].package)'s", at: ["database", "rows", String(index)])
                    }
                    if let other = listed.updateValue(package, forKey: ObjectIdentifier(reader.rows.objects[number])) {
                        throw SnapshotError(
                            "work row #\(number) is listed by the work databases of both '\(other)' and '\(package)'",
                            at: ["database", "rows", String(index)])
                    }
                }
                try SnapshotError.within("database") { () throws(SnapshotError) in
                    try app.workDatabase.restore(workManager.database, reader)
                }
                app.workManagerImpl.usesTestDriver = workManager.usesTestDriver
            }
        }
    }
}

private func savedEvent(_ event: DeviceEvent, _ writer: SnapshotWriter) -> SavedEvent {
    switch event {
    case .broadcastQueue(.parallel(let record)): .broadcastParallel(writer.broadcasts.number(record))
    case .broadcastQueue(.serial(let record)): .broadcastSerial(writer.broadcasts.number(record))
    case .broadcastQueue(.finalReceiver(let record)): .broadcastFinal(writer.broadcasts.number(record))
    case .alarmManagerService(.alarm(let alarm)): .alarm(writer.alarms.number(alarm))
    case .alarmManagerService(.timeTick): .timeTick
    case .alarmManagerService(.dateChanged): .dateChanged
    case .jobScheduler(.jobDue(let job)): .jobDue(writer.jobs.number(job))
    case .jobScheduler(.timeout(let job)): .jobTimeout(writer.jobs.number(job))
    case .jobScheduler(.restartAfterDeath(let package)): .restartAfterDeath(package)
    case .jobScheduler(.idlenessCheck): .jobIdlenessCheck
    case .workManager(.workerFinished(let worker)): .workerFinished(writer.workers.number(worker))
    case .workManager(.rescheduleAfterBoot(let runtime)): .rescheduleAfterBoot(runtime.packageName)
    case .workManager(.rescheduleAfterClockChange(let runtime, let action)):
        .rescheduleAfterClockChange(package: runtime.packageName, action: action)
    case .glance(.sessionTimeout(let package, let id)): .sessionTimeout(package: package, appWidgetId: id)
    case .glance(.collectedChange(let package, let id)): .collectedChange(package: package, appWidgetId: id)
    case .deviceIdleController(.deepTimer): .dozeDeepTimer
    case .deviceIdleController(.lightTimer): .dozeLightTimer
    case .deviceIdleController(.maintenanceOpsDone): .dozeMaintenanceOpsDone
    case .jobScheduler(.quotaCheck(let package)): .jobQuotaCheck(package)
    case .remoteViewsAdapters(.connect(let id, let key)): .collectionConnect(appWidgetId: id, key: key)
    case .remoteViewsAdapters(.dataSetChanged(let id, let key)): .collectionDataChanged(appWidgetId: id, key: key)
    case .remoteViewsAdapters(.destroy(let key, let id)): .collectionDestroy(key: key, appWidgetId: id)
    }
}

private func savedKey(_ key: DeviceEventKey) -> SavedEventKey {
    switch key {
    case .jobScheduler(.restart(let package)): .jobRestart(package)
    case .workManager(.boot(let package)): .workBoot(package)
    case .workManager(.clockChange(let package)): .workClockChange(package)
    case .glance(.session(let package, let id)): .glanceSession(package: package, appWidgetId: id)
    case .glance(.collected(let package, let id)): .glanceCollected(package: package, appWidgetId: id)
    case .remoteViewsAdapters(.adapter(let id, let key)): .collectionAdapter(appWidgetId: id, key: key)
    case .remoteViewsAdapters(.destroy(let key)): .collectionDestroy(key)
    }
}

extension Device {
    fileprivate func restoredEvent(_ event: SavedEvent, _ reader: SnapshotReader) throws(SnapshotError) -> DeviceEvent {
        switch event {
        case .broadcastParallel(let number):
            return .broadcastQueue(.parallel(try reader.broadcasts(number, "broadcast")))
        case .broadcastSerial(let number): return .broadcastQueue(.serial(try reader.broadcasts(number, "broadcast")))
        case .broadcastFinal(let number):
            return .broadcastQueue(.finalReceiver(try reader.broadcasts(number, "broadcast")))
        case .alarm(let number): return .alarmManagerService(.alarm(try reader.alarms(number, "alarm")))
        case .timeTick: return .alarmManagerService(.timeTick)
        case .dateChanged: return .alarmManagerService(.dateChanged)
        case .jobDue(let number): return .jobScheduler(.jobDue(try reader.jobs(number, "job")))
        case .jobTimeout(let number): return .jobScheduler(.timeout(try reader.jobs(number, "job")))
        case .restartAfterDeath(let package): return .jobScheduler(.restartAfterDeath(package: package))
        case .jobIdlenessCheck: return .jobScheduler(.idlenessCheck)
        case .workerFinished(let number): return .workManager(.workerFinished(try reader.workers(number, "worker")))
        case .rescheduleAfterBoot(let package):
            guard let app = processTable.app(package) else {
                throw SnapshotError("a saved event names '\(package)', which is not installed")
            }
            return .workManager(.rescheduleAfterBoot(app.workManagerImpl))
        case .rescheduleAfterClockChange(let package, let action):
            guard let app = processTable.app(package) else {
                throw SnapshotError("a saved event names '\(package)', which is not installed")
            }
            return .workManager(.rescheduleAfterClockChange(app.workManagerImpl, action: action))
        case .sessionTimeout(let package, let id): return .glance(.sessionTimeout(package: package, appWidgetId: id))
        case .collectedChange(let package, let id): return .glance(.collectedChange(package: package, appWidgetId: id))
        case .dozeDeepTimer: return .deviceIdleController(.deepTimer)
        case .dozeLightTimer: return .deviceIdleController(.lightTimer)
        case .dozeMaintenanceOpsDone: return .deviceIdleController(.maintenanceOpsDone)
        case .jobQuotaCheck(let package): return .jobScheduler(.quotaCheck(package: package))
        case .collectionConnect(let id, let key): return .remoteViewsAdapters(.connect(appWidgetId: id, key: key))
        case .collectionDataChanged(let id, let key):
            return .remoteViewsAdapters(.dataSetChanged(appWidgetId: id, key: key))
        case .collectionDestroy(let key, let id): return .remoteViewsAdapters(.destroy(key: key, appWidgetId: id))
        }
    }
}

private func restoredKey(_ key: SavedEventKey) -> DeviceEventKey {
    switch key {
    case .jobRestart(let package): .jobScheduler(.restart(package))
    case .workBoot(let package): .workManager(.boot(package))
    case .workClockChange(let package): .workManager(.clockChange(package))
    case .glanceSession(let package, let id): .glance(.session(package: package, appWidgetId: id))
    case .glanceCollected(let package, let id): .glance(.collected(package: package, appWidgetId: id))
    case .collectionAdapter(let id, let key): .remoteViewsAdapters(.adapter(appWidgetId: id, key: key))
    case .collectionDestroy(let key): .remoteViewsAdapters(.destroy(key))
    }
}

extension Device {
    /// Whether `id` was ever handed out as a widget id (bound now, or deleted since): what a runner's saved names
    /// of widgets may refer to.
    package func widgetIDWasAllocated(_ id: Int32) -> Bool { appWidgetService.wasAllocated(id) }
}
