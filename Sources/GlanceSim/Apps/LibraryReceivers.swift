/// What the AndroidX library receivers a merged manifest declares do when a broadcast reaches them, by class
/// name. Receivers that are not here keep what their declaration was given (a behaviour file's, or nothing).
///
/// Modelled:
/// - `androidx.work.impl.background.systemalarm.RescheduleReceiver` (work-runtime
///   `RescheduleReceiver.java`, androidx/androidx @ a9b06aaf, lines 34-47): `WorkManagerImpl.getInstance` —
///   the delivery has started the process, whose start-up (`ForceStopRunnable`) reschedules — and, in a
///   process that was already running, the same reschedule (``WorkManagerImpl/initialize()``). Its manifest
///   declares it disabled and WorkManager switches it on only while it has unfinished work, which GlanceSim
///   models in ``WorkManagerImpl/deviceRebooted()`` and, for the TIME_SET and TIMEZONE_CHANGED the manifest of
///   work-runtime before 2.11 also declares, ``WorkManagerImpl/clockBroadcastSent(_:)``: those hooks stand for
///   this receiver unless the app's manifest declares it enabled, and then the broadcast reaches it instead,
///   never both.
/// - `androidx.glance.appwidget.MyPackageReplacedReceiver` (glance-appwidget `MyPackageReplacedReceiver.kt`
///   @ 0c6d1c5d, lines 30-35): `GlanceAppWidgetManager.cleanReceivers()`.
///
/// Declared but doing nothing, because what sends them is not simulated: `ForceStopRunnable$BroadcastReceiver`
/// (its 10-year force-stop-detector alarm), `DiagnosticsReceiver` and `ProfileInstallReceiver` (adb and
/// benchmark tools holding DUMP), `UnmanagedSessionReceiver` (lambdas of a composition still running; clicks
/// go through action callbacks), and the SystemAlarmScheduler proxies (disabled on API 23+).
enum LibraryReceivers {
    static let rescheduleReceiver = "androidx.work.impl.background.systemalarm.RescheduleReceiver"
    static let myPackageReplacedReceiver = "androidx.glance.appwidget.MyPackageReplacedReceiver"

    /// The factory for a library receiver GlanceSim models, by class name.
    static func receiver(named className: String) -> (() -> any BroadcastReceiver)? {
        switch className {
        case rescheduleReceiver: return { RescheduleReceiver() }
        case myPackageReplacedReceiver: return { MyPackageReplacedReceiver() }
        default: return nil
        }
    }
}

/// work-runtime's `RescheduleReceiver` (see ``LibraryReceivers``).
final class RescheduleReceiver: BroadcastReceiver {
    func onReceive(_ context: ReceiverContext, _ intent: Intent) throws {
        // `WorkManagerImpl.getInstance(context)` and `goAsync()` until ForceStopRunnable has finished: the
        // rescheduling is WorkManager's start-up in the process this delivery started
        // (``WorkManagerImpl/initialize()``); in a process already running it has happened, and nothing more does.
    }
}

/// glance-appwidget's `MyPackageReplacedReceiver` (see ``LibraryReceivers``).
final class MyPackageReplacedReceiver: BroadcastReceiver {
    func onReceive(_ context: ReceiverContext, _ intent: Intent) throws {
        GlanceAppWidgetManager(context: context).cleanReceivers()
    }
}
