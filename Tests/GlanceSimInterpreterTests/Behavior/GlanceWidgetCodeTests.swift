import GlanceSim
import GlanceSimTestSupport
import Testing

/// What a Glance widget refreshed by WorkManager does, written as a behaviour file: modelled on Pixelix's
/// notifications widget (daniebeler/pixelix, `NotificationsWidget.kt`, `NotificationWidgetReceiver.kt`,
/// `work_manager/NotificationsTask.kt`): a custom `GlanceStateDefinition` shared by every widget, a worker that
/// shows a spinner before its network call, fails when no user is signed in and retries with a countdown.
@Suite struct GlanceWidgetCodeTests {
    static let package = "com.example.pixel"
    static let receiver = ComponentName(packageName: package, className: ".NotificationReceiver")

    static func behavior(signedIn: Bool, deletedWithWidget: Bool = true, results: String = "'success'") -> String {
        """
        {
          application: { onCreate: [
            { if: "\(signedIn)", then: [{ set: "user", value: "ada", store: "session" }] },
          ] },
          receivers: {
            ".NotificationReceiver": {
              widget: "Notifications",
              onEnabled: [{ enqueue: "NotificationsTask", unique: "notifications_widget_task", periodic: "15m",
                            constraints: { network: "CONNECTED" }, backoff: { policy: "EXPONENTIAL", delay: "15s" } }],
              onDisabled: [{ cancelUniqueWork: "notifications_widget_task" }],
            },
          },
          widgets: {
            Notifications: {
              state: { store: "notifications_store", deletedWithWidget: \(deletedWithWidget) },
              content: { Column: [
                { if: "state.refreshing ?: false", then: { CircularProgressIndicator: {} } },
                { Text: "${state.error ?: ''}", modifier: { testTag: "error" } },
                { Text: "${state.count ?: 0} notifications", modifier: { testTag: "count" } },
              ] },
            },
          },
          workers: {
            NotificationsTask: {
              duration: "20s",
              // updateAppWidgetState(refreshing = true) for every id, then updateAll — before the request.
              onStart: [
                { set: "refreshing", value: true, widget: "Notifications" },
                { updateAll: "Notifications" },
              ],
              effects: [{ set: "refreshing", value: false, widget: "Notifications" }],
              result: { if: "stores.session.user == null", then: "failure", else: \(results) },
              onSuccess: [
                { set: "count", value: 10, widget: "Notifications" },
                { remove: "error", widget: "Notifications" },
                { updateAll: "Notifications" },
              ],
              onRetry: [
                { set: "error", value: "retrying in ${15 * (runAttemptCount + 1)} s", widget: "Notifications" },
                { updateAll: "Notifications" },
              ],
              onFailure: [
                { set: "error", value: "${stores.session.user == null ? 'not logged in' : 'failed'}",
                  widget: "Notifications" },
                { updateAll: "Notifications" },
              ],
            },
          },
        }
        """
    }

    private func install(_ behavior: String) throws -> Device {
        let description = BehaviorTestSupport.app(
            Self.package,
            receivers: [BehaviorTestSupport.widgetReceiver(".NotificationReceiver", package: Self.package)])
        return try BehaviorTestSupport.install(description, behavior)
    }

    private func work(_ device: Device) throws -> WorkInfo? {
        try device.workManager(for: Self.package).getWorkInfosForUniqueWork("notifications_widget_task").first
    }

    private func shared(_ device: Device) throws -> Preferences? {
        let storage = try device.context(for: Self.package).storage
        return storage.dataStoreNames.contains("notifications_store")
            ? storage.dataStore(named: "notifications_store").data : nil
    }

    /// `NotificationsTask.doWork` writes `refreshing = true` and calls `updateAll` before its network call: the
    /// worker's `onStart` runs when the run starts, so the spinner shows for the run's 20 s.
    @Test func theSpinnerIsVisibleWhileTheWorkerRuns() throws {
        let device = try install(Self.behavior(signedIn: true))
        let id = try device.addWidget(Self.receiver)
        try device.advance(by: .seconds(10))
        #expect(try work(device)?.state == .running)
        #expect(try device.renderWidget(id).contains("CircularProgressIndicator"))
        try device.advance(by: .seconds(20))
        #expect(try work(device)?.state == .enqueued, "periodic work waits for its next period")
        #expect(try !device.renderWidget(id).contains("CircularProgressIndicator"))
        #expect(try shared(device)?.value(named: "count") == .int(10))
    }

    /// Pixelix returns `Result.failure()` when no account is signed in; the result is chosen by a condition on
    /// the app's own state when the run ends.
    @Test func theWorkerFailsWhenNoUserIsSignedIn() throws {
        let device = try install(Self.behavior(signedIn: false))
        let id = try device.addWidget(Self.receiver)
        try device.advance(by: .minutes(1))
        #expect(try shared(device)?.value(named: "error") == .string("not logged in"))
        #expect(try device.renderWidget(id).contains("\"not logged in\""))
        let finish = try #require(device.trace.records.last { $0.kind == .workFinish })
        #expect(finish.details.hasPrefix("FAILURE"))
    }

    /// `"retrying in ${15 * (runAttemptCount + 1)} s"`: arithmetic on the attempt count in text.
    @Test func theRetryCountdownIsComputedFromTheAttempt() throws {
        let device = try install(Self.behavior(signedIn: true, results: "'retry'"))
        let id = try device.addWidget(Self.receiver)
        try device.advance(by: .seconds(21))
        #expect(try shared(device)?.value(named: "error") == .string("retrying in 15 s"))
        try device.advance(by: .seconds(15 + 21))
        #expect(try shared(device)?.value(named: "error") == .string("retrying in 30 s"))
        #expect(try device.renderWidget(id).contains("\"retrying in 30 s\""))
    }

    /// A custom `GlanceStateDefinition` whose `getLocation` ignores the file key: `GlanceAppWidget.deleted` calls
    /// `GlanceState.deleteStore`, which deletes `getLocation(context, fileKey)` (androidx glance-appwidget
    /// GlanceAppWidget.kt, glance GlanceState.kt) — the one store every widget shares, so removing one widget
    /// wipes the state the others show.
    @Test func removingAnyOneWidgetDeletesTheSharedStateOfAll() throws {
        let device = try install(Self.behavior(signedIn: true))
        let first = try device.addWidget(Self.receiver)
        let second = try device.addWidget(Self.receiver)
        try device.advance(by: .seconds(30))
        #expect(try shared(device)?.value(named: "count") == .int(10))
        #expect(try device.renderWidget(second).contains("\"10 notifications\""))
        let storage = try device.context(for: Self.package).storage
        #expect(!storage.dataStoreNames.contains("appWidget-\(first)"), "no per-widget store")

        try device.removeWidget(first)
        try device.advance(by: .seconds(1))
        #expect(try shared(device) == nil, "the shared store went with the first widget")
        var update = Intent(component: Self.receiver, action: IntentAction.appWidgetUpdate)
        update.extras[IntentExtra.appWidgetIds] = .intArray([second])
        try device.sendBroadcast(update)
        try device.advance(by: .seconds(1))
        #expect(try device.renderWidget(second).contains("\"0 notifications\""), "recomposed from the empty store")
    }

    /// A definition whose location is not the store (home_widget's `HomeWidgetGlanceStateDefinition` returns the
    /// data directory, which `File.delete()` cannot delete) keeps the shared state.
    @Test func aSharedStateWhoseLocationIsElsewhereSurvivesARemoval() throws {
        let device = try install(Self.behavior(signedIn: true, deletedWithWidget: false))
        let first = try device.addWidget(Self.receiver)
        _ = try device.addWidget(Self.receiver)
        try device.advance(by: .seconds(30))
        try device.removeWidget(first)
        try device.advance(by: .seconds(1))
        #expect(try shared(device)?.value(named: "count") == .int(10))
    }
}
