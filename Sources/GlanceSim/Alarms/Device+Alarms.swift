extension Device {
    /// The system's own PendingIntents and alarms have creator `android`, e.g. the widget update alarm's.
    static let systemCreator = "android"

    /// The alarms set now, by every app or by one, in the order they were set.
    ///
    /// ```swift
    /// for alarm in device.alarms(of: "com.example") { print(alarm.id, alarm.firesAt.map { "\($0)" } ?? "asleep") }
    /// ```
    public func alarms(of packageName: String? = nil) -> [AlarmInfo] {
        alarmManager.alarms(of: packageName)
    }

    // forwarding: other slices still call this
    func setAlarm(
        _ type: AlarmType,
        trigger: Int64,
        window: Int64?,
        interval: Int64,
        operation: PendingIntent,
        package: String
    ) {
        alarmManager.set(
            type, trigger: trigger, window: window, interval: interval, operation: operation, package: package)
    }

    // forwarding: other slices still call this
    func cancelAlarms(_ operation: PendingIntent, package: String) {
        alarmManager.cancel(operation, package: package)
    }

    // forwarding: other slices still call this
    func pendingIntent(
        _ kind: PendingIntent.Kind,
        creator: String,
        requestCode: Int32,
        intent: Intent,
        flags: PendingIntent.Flags
    ) -> PendingIntent? {
        pendingIntentController.getIntentSender(
            kind, creator: creator, requestCode: requestCode, intent: intent, flags: flags)
    }
}
