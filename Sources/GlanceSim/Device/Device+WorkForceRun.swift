extension Device {
    /// Starts ENQUEUED work now, whatever its delay and constraints, as `adb shell cmd jobscheduler run -f`
    /// forces a job: its worker runs with the attempt count it has, and its result counts as usual.
    ///
    /// ```swift
    /// try device.forceRunWork(id, of: "com.example.weather")
    /// ```
    /// - Throws: ``SimulationError/Code/invalidArgument`` when the work is not ENQUEUED.
    public func forceRunWork(_ id: WorkID, of packageName: String) throws(SimulationError) {
        let app = try processTable.installedApp(packageName)
        guard let row = app.workDatabase.row(id) else {
            throw SimulationError(.invalidArgument, "'\(packageName)' has no work \(id)")
        }
        guard row.spec.state == .enqueued, row.worker == nil else {
            throw SimulationError(.invalidArgument, "work \(id) is \(row.spec.state), not ENQUEUED: nothing to run")
        }
        let call = beginDirectCall()
        app.workManagerImpl.forceRun(row, in: call)
    }
}

extension WorkID {
    /// Parses the id's printed form (`00000000-0000-0000-0000-00000000000a`) or its bare counter (`10`).
    public init?(_ text: String) {
        if let value = UInt64(text) {
            self.init(value)
            return
        }
        let prefix = "00000000-0000-0000-0000-"
        guard text.hasPrefix(prefix), let value = UInt64(text.dropFirst(prefix.count), radix: 16) else { return nil }
        self.init(value)
    }
}
