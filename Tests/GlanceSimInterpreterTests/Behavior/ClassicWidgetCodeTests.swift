import GlanceSim
import GlanceSimFormats
import GlanceSimTestSupport
import Testing

/// What a classic RemoteViews calendar widget's code does, written as behaviour files: modelled on Todo Agenda
/// (plusonelabs/calendar-widget, `org.andstatus.todoagenda.AppWidgetProvider` and `EnvironmentChangedReceiver`)
/// and LockClock (CyanogenMod/android_packages_apps_LockClock).
@Suite struct ClassicWidgetCodeTests {
    static let package = "com.example.agenda"
    static let provider = ComponentName(packageName: package, className: ".AgendaProvider")

    private func install(_ behavior: String, receivers: [ComponentDescription] = []) throws -> Device {
        let description = BehaviorTestSupport.app(
            Self.package,
            receivers: [BehaviorTestSupport.widgetReceiver(".AgendaProvider", package: Self.package)] + receivers)
        return try BehaviorTestSupport.install(description, behavior)
    }

    private func logs(_ device: Device) -> [String] {
        device.trace.records.filter { $0.kind == .appLog }.map(\.details)
    }

    private func updates(_ device: Device, _ id: Int32) throws -> PreferenceValue? {
        try device.context(for: Self.package).storage.dataStore(named: "appWidget-\(id)").data.value(named: "updates")
    }

    static let agenda = """
        {
          receivers: {
            ".AgendaProvider": {
              // override fun onReceive(context, intent) {
              //   if (intent.action == ACTION_APPWIDGET_UPDATE) {
              //     val ids = intent.getIntArrayExtra(EXTRA_APPWIDGET_IDS) ?: manager.getAppWidgetIds(thisProvider)
              //     ids.forEach { redraw(it) }
              //   } else super.onReceive(context, intent)
              // }
              dispatch: "override",
              onReceive: {
                "android.appwidget.action.APPWIDGET_UPDATE": [
                  { forEachWidget: "${extras.appWidgetIds ?: widgets}", do: [
                    { increment: "updates" },
                    { updateAppWidget: "Agenda" },
                  ] },
                ],
                "*": [{ super: true }],
              },
              onDeleted: [{ log: "deleted ${widgetId} of ${ids}" }],
            },
          },
          widgets: { Agenda: { content: { Text: "update #{{updates|0}}" } } },
        }
        """

    /// `AppWidgetProvider.onReceive` calls `onUpdate` only when `EXTRA_APPWIDGET_IDS` holds ids
    /// (frameworks/base core/java/android/appwidget/AppWidgetProvider.java); Todo Agenda's override fills in
    /// missing ids with `getAppWidgetIds(provider)` and redraws every widget, and hands other actions to `super`.
    @Test func anOverriddenOnReceiveFillsInMissingIdsWithGetAppWidgetIdsAndRedrawsAll() throws {
        let device = try install(Self.agenda)
        let first = try device.addWidget(Self.provider)
        let second = try device.addWidget(Self.provider)
        try device.advance(by: .seconds(1))
        #expect(try updates(device, first) == .int(1), "the host's APPWIDGET_UPDATE names the new id")
        #expect(try updates(device, second) == .int(1))

        try device.sendBroadcast(Intent(component: Self.provider, action: IntentAction.appWidgetUpdate))
        try device.advance(by: .seconds(1))
        #expect(try updates(device, first) == .int(2), "no ids in the intent: every widget of the provider")
        #expect(try updates(device, second) == .int(2))

        try device.removeWidget(first)
        try device.advance(by: .seconds(1))
        #expect(logs(device) == ["deleted \(first) of \(first)"], "APPWIDGET_DELETED went to super's dispatch")
    }

    /// The provider's built-in dispatch runs first by default (`super.onReceive` then the app's code), so an
    /// `APPWIDGET_UPDATE` without ids reaches no `onUpdate` — the gap Todo Agenda's override closes.
    @Test func withoutTheOverrideAnUpdateWithoutIdsRedrawsNothing() throws {
        let device = try install(
            """
            { receivers: { ".AgendaProvider": {
                onUpdate: [{ increment: "updates" }],
                onReceive: { "android.appwidget.action.APPWIDGET_UPDATE": [{ log: "after super: ${ids}" }] },
            } } }
            """)
        let id = try device.addWidget(Self.provider)
        try device.advance(by: .seconds(1))
        try device.sendBroadcast(Intent(component: Self.provider, action: IntentAction.appWidgetUpdate))
        try device.advance(by: .seconds(1))
        #expect(try updates(device, id) == .int(1))
        #expect(logs(device) == ["after super: \(id)", "after super: "])
    }

    /// Todo Agenda updates by sending `APPWIDGET_UPDATE` with `EXTRA_APPWIDGET_IDS`, an `int[]`: a JSON array of
    /// whole numbers is an `int[]` extra, so `AppWidgetProvider.onReceive`'s `getIntArray` finds it (a `long[]`
    /// would be ignored, as `AndroidBundle.getIntArray` returns null for another type).
    @Test func anUpdateBroadcastWithAllIdsAsAnIntArrayExtraReachesOnUpdate() throws {
        let device = try install(
            """
            {
              receivers: {
                ".AgendaProvider": { onUpdate: [{ increment: "updates" }] },
                ".Refresher": { onReceive: { "com.example.agenda.REFRESH": [
                  { sendBroadcast: "android.appwidget.action.APPWIDGET_UPDATE", component: ".AgendaProvider",
                    extras: { appWidgetIds: "${widgets('.AgendaProvider')}" } },
                  { sendBroadcast: "android.appwidget.action.APPWIDGET_UPDATE", component: ".AgendaProvider",
                    extras: { appWidgetIds: [1] } },
                  { sendBroadcast: "android.appwidget.action.APPWIDGET_UPDATE", component: ".AgendaProvider",
                    extras: { appWidgetIds: { type: "longArray", value: [1] } } },
                ] } },
              },
            }
            """,
            receivers: [
                BehaviorTestSupport.plainReceiver(
                    ".Refresher", package: Self.package, actions: ["com.example.agenda.REFRESH"])
            ])
        let first = try device.addWidget(Self.provider)
        let second = try device.addWidget(Self.provider)
        try device.advance(by: .seconds(1))
        try device.sendBroadcast(
            Intent(
                action: "com.example.agenda.REFRESH",
                component: ComponentName(packageName: Self.package, className: ".Refresher")))
        try device.advance(by: .seconds(1))
        #expect(first == 1)
        #expect(try updates(device, first) == .int(3), "added, all ids, [1]; the long[] is not an int[]")
        #expect(try updates(device, second) == .int(2), "added, all ids")
    }

    /// BehaviorFiles.md ("`widgets` … elsewhere: every widget of the app"): in a plain receiver, one that is not a
    /// widget provider, `widgets` lists the app's widgets — what `AppWidgetManager.getAppWidgetIds` of each of its
    /// providers returns — not the (empty) widgets of the receiver itself.
    @Test func widgetsInAPlainReceiverAreEveryWidgetOfTheApp() throws {
        let device = try install(
            """
            { receivers: {
                ".AgendaProvider": {},
                ".Refresher": { onReceive: { "com.example.agenda.REFRESH": [
                  { log: "${widgets} ${widgets.count} ${widgets('.AgendaProvider')}" },
                ] } },
            } }
            """,
            receivers: [
                BehaviorTestSupport.plainReceiver(
                    ".Refresher", package: Self.package, actions: ["com.example.agenda.REFRESH"])
            ])
        _ = try device.addWidget(Self.provider)
        _ = try device.addWidget(Self.provider)
        try device.sendBroadcast(
            Intent(
                action: "com.example.agenda.REFRESH",
                component: ComponentName(packageName: Self.package, className: ".Refresher")))
        try device.advance(by: .seconds(1))
        #expect(logs(device) == ["1, 2 2 1, 2"])
    }

    /// `widgets('.PlayerWidget')` in AntennaPod's app module resolves against the app's package, not the widget
    /// module's, and names no provider: a phone's `getAppWidgetIds` would answer an empty list that silently changes
    /// the app's decisions, so GlanceSim stops the component with an error naming the providers.
    @Test func widgetsNamingNoProviderIsAnErrorNamingTheProviders() throws {
        let device = try install(
            """
            { receivers: { ".AgendaProvider": { onUpdate: [{ log: "${widgets('.PlayerWidget').count}" }] } } }
            """)
        _ = try device.addWidget(Self.provider)
        try device.advance(by: .seconds(1))
        #expect(logs(device).isEmpty)
        let crash = try #require(device.trace.records.first { $0.kind == .appCrash })
        #expect(
            crash.details.hasPrefix(
                "java.lang.IllegalArgumentException: behaviour file: widgets('.PlayerWidget') names neither a widget "
                    + "of the file nor a widget provider of the manifest ('com.example.agenda.PlayerWidget'); its "
                    + "providers: 'com.example.agenda.AgendaProvider'"))
    }

    /// `if (instances.isEmpty()) return`: Todo Agenda's `EnvironmentChangedReceiver.registerReceivers` does
    /// nothing without widgets.
    @Test func aReceiverReturnsEarlyWhenTheProviderHasNoWidgets() throws {
        let device = try install(
            """
            { receivers: { ".AgendaProvider": { onReceive: { "com.example.agenda.REGISTER": [
                { if: "widgets.isEmpty()", then: [{ log: "no widgets" }, { return: true }] },
                { log: "registering for ${widgets.count} widget(s)" },
            ] } } } }
            """)
        let intent = Intent(component: Self.provider, action: "com.example.agenda.REGISTER")
        try device.sendBroadcast(intent)
        try device.advance(by: .seconds(1))
        _ = try device.addWidget(Self.provider)
        try device.sendBroadcast(intent)
        try device.advance(by: .seconds(1))
        #expect(logs(device) == ["no widgets", "registering for 1 widget(s)"])
    }

    /// Lazy, once-per-process initialisation (`by lazy`, a companion `initialized` flag): it lives in the
    /// process, so it runs again after the process dies.
    @Test func onceRunsTheFirstTimeInEachProcess() throws {
        let device = try install(
            """
            { receivers: { ".AgendaProvider": { onReceive: { "com.example.agenda.TICK": [
                { once: "settings", do: [{ log: "loading settings" }] },
                { log: "tick" },
            ] } } } }
            """)
        let intent = Intent(component: Self.provider, action: "com.example.agenda.TICK")
        try device.sendBroadcast(intent)
        try device.sendBroadcast(intent)
        try device.advance(by: .seconds(1))
        try device.kill(Self.package)
        try device.sendBroadcast(intent)
        try device.advance(by: .seconds(1))
        #expect(logs(device) == ["loading settings", "tick", "tick", "loading settings", "tick"])
    }

    /// Todo Agenda sets one midnight alarm per time zone with `setData(Uri.parse("intent:midnightAlarm" + n))`:
    /// `Intent.filterEquals` compares data (frameworks/base Intent.java), so each distinct data is its own
    /// PendingIntent and its own alarm; the same data again replaces its alarm.
    @Test func alarmsWithDistinctDataAreSeparateAlarmsAndTheSameDataReplacesOne() throws {
        let device = try install(
            """
            { receivers: { ".AgendaProvider": { onReceive: { "com.example.agenda.SCHEDULE": [
                { forEach: 2, do: [
                  { setAlarm: "com.example.agenda.MIDNIGHT", receiver: ".AgendaProvider", at: "nextDay",
                    data: "intent:midnightAlarm${index}", categories: ["com.example.agenda.ALARM"] },
                ] },
                { setAlarm: "com.example.agenda.MIDNIGHT", receiver: ".AgendaProvider", at: "nextDay",
                  data: "intent:midnightAlarm0" },
              ],
              "com.example.agenda.MIDNIGHT": [{ log: "midnight ${data} ${categories}" }],
            } } } }
            """)
        try device.sendBroadcast(Intent(component: Self.provider, action: "com.example.agenda.SCHEDULE"))
        try device.advance(by: .seconds(1))
        let alarms = device.alarms(of: Self.package)
        #expect(alarms.count == 3, "midnightAlarm0 with the category, midnightAlarm1, midnightAlarm0 without")
        let midnight = WallTime(year: 2026, month: 1, day: 6).millisecondsSinceEpoch
        #expect(alarms.allSatisfy { $0.triggerAtMillis == midnight })
        try device.advance(by: .hours(16))
        #expect(
            logs(device).sorted() == [
                "midnight intent:midnightAlarm0 ", "midnight intent:midnightAlarm0 com.example.agenda.ALARM",
                "midnight intent:midnightAlarm1 com.example.agenda.ALARM",
            ])
    }

    /// Todo Agenda's periodic alarm is aligned to whole minutes: `Calendar` cleared to the minute, plus one
    /// minute, plus the period, then `setInexactRepeating`.
    @Test func anAlarmStartsAtTheNextWholeMinutePlusItsPeriod() throws {
        let device = try install(
            """
            { receivers: { ".AgendaProvider": { onEnabled: [
                { setAlarm: "com.example.agenda.PERIODIC", receiver: ".AgendaProvider", at: "nextMinute + 15m",
                  repeating: "15m", inexact: true },
            ] } } }
            """)
        try device.advance(by: .seconds(30))
        _ = try device.addWidget(Self.provider)
        try device.advance(by: .seconds(1))
        let alarm = try #require(device.alarms(of: Self.package).first)
        #expect(
            alarm.triggerAtMillis == WallTime(year: 2026, month: 1, day: 5, hour: 9, minute: 16).millisecondsSinceEpoch)
        #expect(alarm.intervalMillis == 15 * 60_000)
    }

    /// A runtime receiver for `PROVIDER_CHANGED` filtered on `content://com.android.calendar`, as Todo Agenda and
    /// LockClock register: `IntentFilter.matchData` needs the scheme and the authority to match
    /// (frameworks/base IntentFilter.java), so a contacts change does not reach it.
    @Test func aRuntimeReceiverWithACalendarDataFilterGetsOnlyCalendarChanges() throws {
        let device = try install(
            """
            { receivers: { ".AgendaProvider": { onEnabled: [
                { register: "calendarChanges", actions: ["android.intent.action.PROVIDER_CHANGED"],
                  data: [{ scheme: "content", host: "com.android.calendar" }], exported: true,
                  onReceive: [{ log: "${action} ${data}" }] },
            ] } } }
            """)
        _ = try device.addWidget(Self.provider)
        try device.advance(by: .seconds(1))
        for data in ["content://com.android.calendar", "content://com.android.contacts", "http://com.android.calendar"]
        {
            try device.sendBroadcast(Intent(action: "android.intent.action.PROVIDER_CHANGED", data: URI(data)))
        }
        try device.advance(by: .seconds(1))
        #expect(logs(device) == ["android.intent.action.PROVIDER_CHANGED content://com.android.calendar"])
    }

    /// A `"*"` entry gets every action no other entry names; `{{action}}` (and `${action}`) say which.
    @Test func aStarEntryNamesTheActionItGot() throws {
        let device = try install(
            """
            { receivers: { ".Environment": { onReceive: {
                "android.intent.action.TIMEZONE_CHANGED": [{ log: "zone" }],
                "*": [{ log: "{{action}} / ${action.startsWith('com.example')}" }],
            } } } }
            """,
            receivers: [
                BehaviorTestSupport.plainReceiver(
                    ".Environment", package: Self.package,
                    actions: ["android.intent.action.TIMEZONE_CHANGED", "com.example.agenda.REFRESH"])
            ])
        let component = ComponentName(packageName: Self.package, className: ".Environment")
        try device.sendBroadcast(Intent(action: "com.example.agenda.REFRESH", component: component))
        try device.sendBroadcast(Intent(action: "android.intent.action.TIMEZONE_CHANGED", component: component))
        try device.advance(by: .seconds(1))
        #expect(logs(device) == ["com.example.agenda.REFRESH / true", "zone"])
    }

    /// JuniperPhoton/H2.R `TimeWidgetProvider.onUpdate` (app/src/main/java/com/juniperphoton/h2r/
    /// TimeWidgetProvider.kt @ 3ca3f36): `receiver = UpdateBroadcastReceiver()` then
    /// `applicationContext.registerReceiver(receiver, filter)` on every call, with no guard. Each call adds a
    /// receiver (`ActivityManagerService.registerReceiverWithFeature` keeps one `ReceiverList` per receiver
    /// object), each gets every TIME_TICK, and unregistering through the field reaches only the newest.
    @Test func aReceiverRegisteredAnewInEveryOnUpdateStaysRegisteredAndEachOneGetsEveryTick() throws {
        let register = { (new: Bool) in
            """
            { receivers: { ".AgendaProvider": {
                onUpdate: [{ register: "tick", new: \(new), actions: ["android.intent.action.TIME_TICK"],
                             onReceive: [{ log: "tick" }] }],
                onDeleted: [{ unregister: "tick" }],
            } } }
            """
        }
        let guarded = try install(register(false))
        let fresh = try install(register(true))
        var ids: [Int32] = []
        for device in [guarded, fresh] {
            ids = [try device.addWidget(Self.provider), try device.addWidget(Self.provider)]
            try device.advance(by: .seconds(1))
            try device.advance(by: .minutes(1))
        }
        #expect(guarded.registeredReceivers(of: Self.package).count == 1)
        #expect(logs(guarded) == ["tick"])
        #expect(fresh.registeredReceivers(of: Self.package).count == 2)
        #expect(logs(fresh) == ["tick", "tick"], "one TIME_TICK, delivered to both receivers")

        for id in ids { try fresh.removeWidget(id) }
        try fresh.advance(by: .seconds(1))
        #expect(fresh.registeredReceivers(of: Self.package).count == 1, "the older receiver is out of reach")
        #expect(logs(fresh).last == "unregister 'tick': not registered in this process")
    }

    /// H2.R's manifest writes `<receiver android:name="TimeWidgetProvider">`: a class name with no dot is relative
    /// to the package, like `.TimeWidgetProvider` (`ParsingUtils.buildClassName`), so the installed component,
    /// `getAppWidgetIds(ComponentName(context, TimeWidgetProvider::class.java))` and `.TimeWidgetProvider` in a
    /// behaviour file or a scenario are one and the same.
    @Test func aManifestClassNameWithoutADotIsTheSameComponentAsItsDottedForm() throws {
        let package = "com.juniperphoton.h2r"
        var provider = BehaviorTestSupport.widgetReceiver("TimeWidgetProvider", package: package)
        provider.component = ComponentName(packageName: package, className: package + ".TimeWidgetProvider")
        let device = try BehaviorTestSupport.install(
            BehaviorTestSupport.app(package, receivers: [provider]),
            """
            { receivers: { "TimeWidgetProvider": { onUpdate: [
                { log: "${widgets('.TimeWidgetProvider')} ${widgets}" },
                { forEachWidget: ".TimeWidgetProvider", do: [{ log: "draw ${widgetId}" }] },
            ] } } }
            """)
        let id = try device.addWidget(ComponentName(packageName: package, className: ".TimeWidgetProvider"))
        try device.advance(by: .seconds(1))
        #expect(
            device.trace.records.filter { $0.kind == .appLog }.map(\.details) == ["\(id) \(id)", "draw \(id)"])
    }
}
