/// Resources that apps reference but that come from the libraries they depend on, not from the app's own
/// `res/values/`: when the app does not define one, it resolves to the library's value here (as resource
/// merging would give it), and the diagnostics say which library it came from.
///
/// Each entry is the value on the devices GlanceSim simulates (API 23 and up), with the library file that
/// defines it. An app's own definition always wins.
///
/// ```swift
/// LibraryResources.entry(type: "bool", name: "glance_appwidget_available")?.value   // "true"
/// ```
enum LibraryResources {
    package struct Entry {
        var type: String
        var name: String
        var value: String
        /// The library (Maven coordinates without version).
        var library: String
        /// The file in the library's source that defines the value.
        var source: String
    }

    static let entries: [Entry] = [
        // Glance: `android:enabled="@bool/glance_appwidget_available"` on GlanceAppWidgetReceivers (platform-samples,
        // user-interface-samples, mihon). True from API 23, the Glance minimum.
        Entry(
            type: "bool", name: "glance_appwidget_available", value: "true",
            library: "androidx.glance:glance-appwidget",
            source: "androidx/androidx glance/glance-appwidget/src/main/res/values-v23/bools.xml"),
        // WorkManager: `android:enabled` of its own SystemAlarmService, SystemJobService and
        // SystemForegroundService, which apps re-declare with tools:replace.
        Entry(
            type: "bool", name: "enable_system_alarm_service_default", value: "false",
            library: "androidx.work:work-runtime",
            source: "androidx/androidx work/work-runtime/src/main/res/values/values.xml"),
        Entry(
            type: "bool", name: "enable_system_job_service_default", value: "true",
            library: "androidx.work:work-runtime",
            source: "androidx/androidx work/work-runtime/src/main/res/values/values.xml"),
        Entry(
            type: "bool", name: "enable_system_foreground_service_default", value: "true",
            library: "androidx.work:work-runtime",
            source: "androidx/androidx work/work-runtime/src/main/res/values/values.xml"),
        Entry(
            type: "bool", name: "workmanager_test_configuration", value: "false",
            library: "androidx.work:work-runtime",
            source: "androidx/androidx work/work-runtime/src/main/res/values/values.xml"),
    ]

    /// The library entry for `@type/name`, if GlanceSim knows it.
    static func entry(type: String, name: String) -> Entry? {
        entries.first { $0.type == type && $0.name == name }
    }
}
