import GlanceSim

/// What the manifests of common AndroidX libraries add to an app, by library and version: the table the
/// module loader merges from when a build file declares one of them (`implementation("androidx.work:
/// work-runtime-ktx:2.9.0")`, `implementation(libs.androidx.glance.appwidget)`), as the Android Gradle Plugin
/// merges every dependency's manifest into the app's.
///
/// Each entry names the library's Maven coordinates, the versions it describes, the upstream manifest it
/// was written from (path and `androidx/androidx` commit) and its licence; the components and permissions are
/// written out here from those files (Apache-2.0, AOSP `frameworks/support`). A dependency the table does not
/// know is never guessed: the loader lists it as not merged.
///
/// ```swift
/// LibraryManifests.entry("androidx.work:work-runtime", version: "2.9.0")?.receivers.count   // 7
/// ```
package enum LibraryManifests {
    /// A component a library's manifest declares, with what GlanceSim does when it runs.
    package struct Component: Sendable {
        /// The fully qualified class name.
        package var className: String
        package var exported: Bool
        /// `android:enabled` as the device reads it on API 23+ (`@bool/…` resolved; see ``LibraryResources``).
        package var enabled: Bool
        package var permission: String?
        /// The actions of its one `<intent-filter>` (empty: no filter).
        package var actions: [String] = []
    }

    /// The manifest of one library over a range of versions.
    package struct Entry: Sendable {
        /// `group:artifact`.
        package var library: String
        /// The first version the entry describes.
        package var from: String
        /// The first version it no longer describes (`nil`: up to the newest known).
        package var until: String?
        /// The manifest's path in `androidx/androidx`, and the commit it was read at.
        package var source: String
        package var commit: String
        package var licence = "Apache-2.0"
        /// `<uses-permission>` names.
        package var permissions: [String] = []
        package var receivers: [Component] = []
        package var services: [Component] = []
        package var activities: [Component] = []
        /// `<meta-data>` this library adds to the one `androidx.startup.InitializationProvider` that every
        /// library declaring it with `tools:node="merge"` shares (GlanceSim has no content providers; listed
        /// for `validate`).
        package var startupInitializers: [String] = []
        /// Libraries this one depends on (`group:artifact`), and at which version.
        package var dependencies: [(library: String, version: DependencyVersion)] = []
    }

    /// The version a library brings a dependency in at.
    package enum DependencyVersion: Sendable, Equatable {
        /// The library's own version: the two share a version group.
        case same
        /// The version its build file names (Gradle takes the highest of this and any the app declares).
        case fixed(String)
        /// A version the table does not give.
        case unknown
    }

    /// `-ktx` and umbrella artifacts with no manifest of their own, and what they bring in (at the same
    /// version): Gradle resolves them to the base library, whose manifest is merged.
    static let aliases: [String: String] = [
        "androidx.work:work-runtime-ktx": "androidx.work:work-runtime",
        "androidx.core:core-ktx": "androidx.core:core",
    ]

    private static let workPermissions = [
        "android.permission.WAKE_LOCK", "android.permission.ACCESS_NETWORK_STATE", Device.receiveBootCompleted,
        "android.permission.FOREGROUND_SERVICE",
    ]

    private static let workCommon: [Component] = [
        // Runs only for its own 10-year force-stop-detector alarm (ForceStopRunnable.setAlarm); GlanceSim does
        // not model that alarm, so the receiver is declared and does nothing.
        Component(
            className: "androidx.work.impl.utils.ForceStopRunnable$BroadcastReceiver", exported: false, enabled: true)
    ]

    private static let diagnostics = Component(
        className: "androidx.work.impl.diagnostics.DiagnosticsReceiver", exported: true, enabled: true,
        permission: "android.permission.DUMP", actions: ["androidx.work.diagnostics.REQUEST_DIAGNOSTICS"])

    private static let workServices: [Component] = [
        Component(
            className: "androidx.work.impl.background.systemjob.SystemJobService", exported: true, enabled: true,
            permission: "android.permission.BIND_JOB_SERVICE"),
        Component(
            className: "androidx.work.impl.foreground.SystemForegroundService", exported: false, enabled: true),
    ]

    private static let systemAlarm = "androidx.work.impl.background.systemalarm."

    /// The entries, several per library when its manifest changed between versions.
    package static let entries: [Entry] = [
        // work/work-runtime/src/main/AndroidManifest.xml @ 18aa7c77fd66fbdd248babb8077678cb137c7adf (still with
        // `package="androidx.work"`, WorkManagerInitializer through androidx.startup: the 2.6-era source; merged
        // manifests of 2.7–2.10 apps show the same set). The end of the range is where the newer manifest below
        // is known to apply; the exact release that dropped the alarm parts is not pinned down.
        Entry(
            library: "androidx.work:work-runtime", from: "2.6.0", until: "2.11.0",
            source: "work/work-runtime/src/main/AndroidManifest.xml",
            commit: "18aa7c77fd66fbdd248babb8077678cb137c7adf", permissions: workPermissions,
            receivers: workCommon + [
                // Disabled in the manifest; WorkManager switches it on while it has unfinished work
                // (EnqueueRunnable) and off when none is left (WorkerWrapper): see WorkManagerImpl.deviceRebooted.
                Component(
                    className: systemAlarm + "RescheduleReceiver", exported: false, enabled: false,
                    actions: [IntentAction.bootCompleted, IntentAction.timeSet, IntentAction.timezoneChanged]),
                // The four constraint proxies and their update receiver serve SystemAlarmScheduler, used below
                // API 23 only (`@bool/enable_system_alarm_service_default` is false): disabled on every device
                // GlanceSim simulates.
                Component(
                    className: systemAlarm + "ConstraintProxy$BatteryChargingProxy", exported: false, enabled: false,
                    actions: [IntentAction.powerConnected, IntentAction.powerDisconnected]),
                Component(
                    className: systemAlarm + "ConstraintProxy$BatteryNotLowProxy", exported: false, enabled: false,
                    actions: [IntentAction.batteryOkay, IntentAction.batteryLow]),
                Component(
                    className: systemAlarm + "ConstraintProxy$StorageNotLowProxy", exported: false, enabled: false,
                    actions: [IntentAction.deviceStorageLow, IntentAction.deviceStorageOk]),
                Component(
                    className: systemAlarm + "ConstraintProxy$NetworkStateProxy", exported: false, enabled: false,
                    actions: [IntentAction.connectivityChange]),
                Component(
                    className: systemAlarm + "ConstraintProxyUpdateReceiver", exported: false, enabled: false,
                    actions: [systemAlarm + "UpdateProxies"]),
                diagnostics,
            ],
            services: [
                Component(className: systemAlarm + "SystemAlarmService", exported: false, enabled: false)
            ] + workServices,
            startupInitializers: ["androidx.work.WorkManagerInitializer"],
            dependencies: [("androidx.startup:startup-runtime", .unknown)]),
        // The same file @ a9b06aaf32dbcf83aa12e3f8185a109d14fbe8e9, whose libraryversions.toml says
        // WORK = "2.12.0-alpha01": SystemAlarmService, the proxies and the update receiver are gone, and
        // RescheduleReceiver listens for BOOT_COMPLETED only.
        Entry(
            library: "androidx.work:work-runtime", from: "2.11.0", until: nil,
            source: "work/work-runtime/src/main/AndroidManifest.xml",
            commit: "a9b06aaf32dbcf83aa12e3f8185a109d14fbe8e9", permissions: workPermissions,
            receivers: workCommon + [
                Component(
                    className: systemAlarm + "RescheduleReceiver", exported: false, enabled: false,
                    actions: [IntentAction.bootCompleted]),
                diagnostics,
            ],
            services: workServices,
            startupInitializers: ["androidx.work.WorkManagerInitializer"],
            dependencies: [("androidx.startup:startup-runtime", .unknown)]),
        // glance/glance-appwidget/src/main/AndroidManifest.xml @ 9264c63ebd0530c9c908d8f720e9fea26e68babc
        // (GLANCE = "1.1.0-alpha01", the first with UnmanagedSessionReceiver) and, with the same components,
        // @ a9b06aaf32dbcf83aa12e3f8185a109d14fbe8e9 (GLANCE = "1.2.0-rc01"). glance-appwidget runs its work
        // through WorkManager, so work-runtime's manifest comes with it.
        Entry(
            library: "androidx.glance:glance-appwidget", from: "1.1.0", until: nil,
            source: "glance/glance-appwidget/src/main/AndroidManifest.xml",
            commit: "9264c63ebd0530c9c908d8f720e9fea26e68babc",
            receivers: [
                // Runs the ActionCallback a widget click names (GlanceSim's ActionCallbackBroadcastReceiver).
                Component(
                    className: "androidx.glance.appwidget.action.ActionCallbackBroadcastReceiver", exported: false,
                    enabled: true),
                // Runs a lambda of a composition still running in the process; GlanceSim's clicks go through
                // action callbacks and activities, so nothing sends it and it does nothing.
                Component(
                    className: "androidx.glance.appwidget.UnmanagedSessionReceiver", exported: false, enabled: true),
                // GlanceAppWidgetManager.cleanReceivers: starts the process after an update and drops the
                // Glance DataStore's entries for receivers no longer installed.
                Component(
                    className: "androidx.glance.appwidget.MyPackageReplacedReceiver", exported: false, enabled: true,
                    actions: [IntentAction.myPackageReplaced]),
            ],
            services: [
                Component(
                    className: "androidx.glance.appwidget.GlanceRemoteViewsService", exported: true, enabled: true,
                    permission: "android.permission.BIND_REMOTEVIEWS")
            ],
            activities: [
                Component(
                    className: "androidx.glance.appwidget.action.ActionTrampolineActivity", exported: false,
                    enabled: true),
                Component(
                    className: "androidx.glance.appwidget.action.InvisibleActionTrampolineActivity", exported: false,
                    enabled: true),
            ],
            // glance/glance-appwidget/build.gradle @ a9b06aaf: `implementation("androidx.work:work-runtime-ktx:
            // 2.7.1")`. Taken for every 1.1+ version (UNVERIFIED before 1.2: at 9264c63e the dependency is not in
            // this build file and comes through another Glance module).
            dependencies: [("androidx.glance:glance", .same), ("androidx.work:work-runtime", .fixed("2.7.1"))]),
        // glance/glance/src/main @ a4e741a968d01ad50663a33bb590356e8acfc0a0 holds resources (res/values*) and no
        // AndroidManifest.xml: the library's manifest is the empty one AGP implies from its namespace.
        Entry(
            library: "androidx.glance:glance", from: "1.0.0", until: nil,
            source: "glance/glance/src/main (no AndroidManifest.xml)",
            commit: "a4e741a968d01ad50663a33bb590356e8acfc0a0"),
        // startup/startup-runtime/src/main/AndroidManifest.xml @ 4781543429a87538966dfffdc934b5d4c53b7458: only the
        // InitializationProvider (`tools:node="merge"`), unchanged since 1.0.0.
        Entry(
            library: "androidx.startup:startup-runtime", from: "1.0.0", until: nil,
            source: "startup/startup-runtime/src/main/AndroidManifest.xml",
            commit: "4781543429a87538966dfffdc934b5d4c53b7458"),
        // profileinstaller/profileinstaller/src/main/AndroidManifest.xml @ 09ddcd4889955498f13b85870c9b6ca9decf0344
        // (1.0-era, one INSTALL_PROFILE filter). Its receiver answers the adb/benchmark tools behind DUMP, which no
        // app or scenario holds: declared, does nothing.
        Entry(
            library: "androidx.profileinstaller:profileinstaller", from: "1.0.0", until: "1.3.0",
            source: "profileinstaller/profileinstaller/src/main/AndroidManifest.xml",
            commit: "09ddcd4889955498f13b85870c9b6ca9decf0344",
            receivers: [
                Component(
                    className: "androidx.profileinstaller.ProfileInstallReceiver", exported: true, enabled: true,
                    permission: "android.permission.DUMP", actions: ["androidx.profileinstaller.action.INSTALL_PROFILE"]
                )
            ],
            startupInitializers: ["androidx.profileinstaller.ProfileInstallerInitializer"],
            dependencies: [("androidx.startup:startup-runtime", .unknown)]),
        // core/core/src/main/AndroidManifest.xml @ 34d3dd8bad5a45232587e22b95723123a8e3617d: the permission
        // ContextCompat.registerReceiver(…, RECEIVER_NOT_EXPORTED) uses below API 33, and no components. The
        // permission appeared around 1.9; earlier versions are not in the table.
        Entry(
            library: "androidx.core:core", from: "1.9.0", until: nil,
            source: "core/core/src/main/AndroidManifest.xml",
            commit: "34d3dd8bad5a45232587e22b95723123a8e3617d",
            permissions: ["${applicationId}.DYNAMIC_RECEIVER_NOT_EXPORTED_PERMISSION"]),
    ]

    /// The entry for `library` (`group:artifact`) at `version`, if the table has one.
    package static func entry(_ library: String, version: String) -> Entry? {
        entries.first { entry in
            entry.library == library && compare(version, entry.from) >= 0
                && entry.until.map { compare(version, $0) < 0 } != false
        }
    }

    /// Whether the table knows `library` at any version.
    static func knows(_ library: String) -> Bool {
        aliases[library] != nil || entries.contains { $0.library == library }
    }

    /// Compares Maven versions as AndroidX numbers them: numeric parts in order, and a pre-release
    /// (`2.10.0-alpha01`, `1.1.0-rc01`) before its release.
    static func compare(_ lhs: String, _ rhs: String) -> Int {
        func parts(_ version: String) -> (numbers: [Int], preRelease: String?) {
            let pieces = version.split(separator: "-", maxSplits: 1)
            let numbers = (pieces.first ?? "").split(separator: ".").map { Int($0) ?? 0 }
            return (numbers, pieces.count > 1 ? String(pieces[1]) : nil)
        }
        let (left, right) = (parts(lhs), parts(rhs))
        for index in 0..<max(left.numbers.count, right.numbers.count) {
            let a = index < left.numbers.count ? left.numbers[index] : 0
            let b = index < right.numbers.count ? right.numbers[index] : 0
            if a != b { return a < b ? -1 : 1 }
        }
        switch (left.preRelease, right.preRelease) {
        case (nil, nil): return 0
        case (nil, _): return 1
        case (_, nil): return -1
        case (let a?, let b?): return a == b ? 0 : (a < b ? -1 : 1)
        }
    }
}
