extension TraceKind {
    /// Work was inserted (details: state, worker, unique name).
    public static let workEnqueue = TraceKind(rawValue: "work.enqueue")
    /// Due work waits for a constraint.
    public static let workWait = TraceKind(rawValue: "work.wait")
    /// A worker started (details: the attempt count it sees).
    public static let workStart = TraceKind(rawValue: "work.start")
    /// A worker returned (details: result, new state, next run).
    public static let workFinish = TraceKind(rawValue: "work.finish")
    /// A running worker was stopped (constraint lost, timeout, cancellation, process death).
    public static let workStop = TraceKind(rawValue: "work.stop")
    /// Work was cancelled.
    public static let workCancel = TraceKind(rawValue: "work.cancel")
    /// Work was updated in place (`UPDATE`, `updateWork`).
    public static let workUpdate = TraceKind(rawValue: "work.update")
    /// A row was deleted (replaced or pruned).
    public static let workDelete = TraceKind(rawValue: "work.delete")
    /// At app start, work left RUNNING by a dead process went back to ENQUEUED.
    public static let workReset = TraceKind(rawValue: "work.reset")
    /// WorkManager asked JobScheduler for an expedited job (details: accepted, or refused and what the
    /// out-of-quota policy did).
    public static let workExpedited = TraceKind(rawValue: "work.expedited")
}
