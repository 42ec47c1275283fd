import GlanceSim

/// Builders for the small apps the core tests install.
enum TestApps {
    /// A device at 2026-01-01T00:00:30Z (UTC), half a minute before a minute boundary.
    static func device(at wallTime: WallTime = WallTime(year: 2026, month: 1, day: 1, second: 30)) -> Device {
        Device(wallTime: wallTime)
    }

    /// A manifest receiver declaration that records into `recorder` (a fresh wrapper per delivery forwards
    /// to the one shared recorder, so deliveries can be counted across instances).
    static func receiver(
        _ className: String,
        actions: [String],
        priority: Int32 = 0,
        exported: Bool? = true,
        permission: String? = nil,
        recorder: Recorder,
        body: ((ReceiverContext, Intent) throws -> Void)? = nil
    ) -> ReceiverDeclaration {
        ReceiverDeclaration(
            className: className, exported: exported, permission: permission,
            intentFilters: actions.isEmpty ? [] : [IntentFilter(actions: actions, priority: priority)]
        ) {
            BlockReceiver { context, intent in
                recorder.log.append("\(context.packageName)\(className) \(intent.action ?? "-")")
                try body?(context, intent)
            }
        }
    }
}

/// Collects what receivers saw, in order.
final class Recorder {
    var log: [String] = []
}
