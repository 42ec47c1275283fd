import Testing

@testable import GlanceSim

/// The app the power tests set alarms with: one package targeting an API level, holding the exact-alarm permission
/// (USE_EXACT_ALARM, as an alarm clock does, and SCHEDULE_EXACT_ALARM for targets below 33), whose
/// `.Alarm` receiver logs when each alarm went off and the network the app read then.
struct AlarmTestApp {
    static let package = "com.example.power"
    static let action = "com.example.power.ALARM"

    /// What the receiver saw, in order.
    final class Log {
        var fired: [SimInstant] = []
        var networks: [NetworkState] = []
    }

    let device: Device
    let context: AppContext
    let log = Log()

    /// A device at 2026-01-01T00:00Z, screen on, unplugged, with the app installed.
    init(targetSdk: Int = 35) throws {
        device = Device(wallTime: WallTime(year: 2026, month: 1, day: 1))
        var manifest = AppManifest(
            packageName: Self.package, targetSdkVersion: targetSdk,
            usesPermissions: ["android.permission.SCHEDULE_EXACT_ALARM", "android.permission.USE_EXACT_ALARM"])
        let log = self.log
        manifest.receivers = [
            ReceiverDeclaration(
                className: ".Alarm", exported: false, intentFilters: [IntentFilter(action: Self.action)]
            ) {
                BlockReceiver { context, _ in
                    log.fired.append(context.device.now)
                    log.networks.append(context.conditions.network)
                }
            }
        ]
        try device.install(manifest)
        context = try device.context(for: Self.package)
    }
}

extension AlarmTestApp {
    /// The device, the app's context and the log, for tests that destructure them.
    var parts: (Device, AppContext, Log) { (device, context, log) }

    /// The app's broadcast PendingIntent in `context` with `code` as its request code.
    static func operation(_ context: AppContext, _ code: Int32 = 0) throws -> PendingIntent {
        try #require(
            try PendingIntent.getBroadcast(
                context, requestCode: code, intent: Intent(action: action, package: package), flags: .immutable))
    }
}
