extension Device {
    /// The system's own PendingIntents and alarms have creator `android`, e.g. the widget update alarm's.
    static let systemCreator = "android"

    /// The alarms set now, by every app or by one, in the order they were set.
    ///
    /// ```swift
    /// for alarm in device.alarms(of: "com.example") { print(alarm.id, alarm.firesAt.map { "\($0)" } ?? "asleep") }
    /// ```
    public func alarms(of packageName: String? = nil) -> [AlarmInfo] {
        alarmManagerService.alarms(of: packageName)
    }

    /// The intent a PendingIntent sends (what an alarm's operation targets), or `nil` once it was cancelled.
    ///
    /// ```swift
    /// for alarm in device.alarms() { print(device.intent(of: alarm.operation)?.action ?? "-") }
    /// ```
    public func intent(of pendingIntent: PendingIntent) -> Intent? {
        pendingIntentController.intent(of: pendingIntent)
    }
}
