/// A part of the app's code its behaviour file leaves out on purpose (the file's `notModelled` list), with why:
/// lint's `model-drift` rule reports nothing about it, either way, and reports the entry when it silences nothing.
///
/// ```json5
/// notModelled: [
///   { work: "CourseNotificationWorker_Sync_Update", why: "course reminders: they never touch the widgets" },
///   { alarm: "RTC_WAKEUP", why: "the reminders' alarms" },
/// ]
/// ```
package struct NotModelledEntry: Sendable {
    /// What the entry names.
    package enum Kind: String, CaseIterable, Sendable {
        /// Unique work, by name.
        case work
        /// Plain (not unique) work, by the worker's class (simple name).
        case worker
        /// A cancel, by the unique work name or tag it cancels.
        case cancel
        /// Alarms of a type (`RTC_WAKEUP`, …).
        case alarm
        /// A runtime registration, by the receiver's class (simple name).
        case receiver
    }

    package var kind: Kind
    package var value: String
    package var why: String
    package var location: SourceLocation
}
