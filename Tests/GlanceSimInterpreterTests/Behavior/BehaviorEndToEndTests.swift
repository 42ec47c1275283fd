import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimTestSupport
import Testing

@Suite struct BehaviorEndToEndTests {
    static let clockBehavior = """
        // The clock sample: TIME_TICK registered in onEnabled, unregistered in onDisabled.
        {
          receivers: {
            ".ClockReceiver": {
              widget: "ClockWidget",
              onEnabled: [
                { register: "tick", actions: ["android.intent.action.TIME_TICK"], exported: false, onReceive: [
                  { set: "time", value: "{{now:HH:mm}}", widget: "ClockWidget" },
                  { updateAll: "ClockWidget" },
                ] },
              ],
              onUpdate: [{ set: "time", value: "{{now:HH:mm}}" }],
              onDisabled: [{ unregister: "tick" }],
            },
          },
          widgets: {
            ClockWidget: {
              content: { Column: [
                { Text: "{{time|--:--}}", modifier: { testTag: "time" } },
                { Text: "{{now:EEE d MMM}}" },
              ], modifier: { padding: 8, fillMaxSize: true } },
            },
          },
        }
        """

    @Test func aClockRegistersTimeTickInOnEnabledAndRendersTheTimeEachMinute() throws {
        let package = "com.example.clock"
        let description = BehaviorTestSupport.app(
            package, receivers: [BehaviorTestSupport.widgetReceiver(".ClockReceiver", package: package)])
        let device = try BehaviorTestSupport.install(description, Self.clockBehavior)
        let id = try device.addWidget(ComponentName(packageName: package, className: ".ClockReceiver"))
        try device.advance(by: .seconds(1))
        #expect(try device.renderWidget(id).contains("\"09:00\""))
        #expect(try device.renderWidget(id).contains("\"Mon 5 Jan\""))
        #expect(device.registeredReceivers(of: package).count == 1)
        try device.advance(by: .minutes(3))
        #expect(try device.renderWidget(id).contains("\"09:03\""))

        try device.kill(package)
        try device.advance(by: .minutes(5))
        #expect(try device.renderWidget(id).contains("\"09:03\""), "no process, no tick receiver: the clock is stale")

        try device.removeWidget(id)
        try device.advance(by: .seconds(1))
        #expect(device.trace.count(of: .appLog) == 1, "onDisabled's unregister finds nothing after process death")
    }

    static let todoBehavior = """
        {
          receivers: { ".TodoReceiver": { widget: "Todo", onUpdate: [
            { set: "count", value: 2 }, { set: "title_0", value: "Milk" }, { set: "title_1", value: "Eggs" },
          ] } },
          widgets: {
            Todo: { content: { Column: [
              { LazyColumn: [
                { forEach: "count", content: { CheckBox: "{{title_{index}}}", checked: "{{done_{index}|false}}",
                  onCheckedChange: { runCallback: "ToggleItem", parameters: { index: "{{index}}" } } } },
              ] },
              { Button: "Add", onClick: { startActivity: ".AddItemActivity" } },
            ] } },
          },
          callbacks: {
            ToggleItem: [
              { toggle: "done_{{param.index}}" },
              { log: "toggled {{param.index}} of widget {{widgetId}}" },
              { update: "Todo" },
            ],
          },
        }
        """

    @Test func aTodoItemIsToggledThroughACallbackWithAnIndexParameter() throws {
        let package = "com.example.todo"
        let description = BehaviorTestSupport.app(
            package, receivers: [BehaviorTestSupport.widgetReceiver(".TodoReceiver", package: package)],
            activities: [BehaviorTestSupport.activity(".AddItemActivity", package: package)])
        let device = try BehaviorTestSupport.install(description, Self.todoBehavior)
        let first = try device.addWidget(ComponentName(packageName: package, className: ".TodoReceiver"))
        let second = try device.addWidget(ComponentName(packageName: package, className: ".TodoReceiver"))
        try device.advance(by: .seconds(1))
        #expect(try device.renderWidget(first).contains("CheckBox \"Eggs\" checked=false"))

        try device.click(first, on: .text("Eggs"))
        try device.advance(by: .seconds(1))
        #expect(try device.renderWidget(first).contains("CheckBox \"Eggs\" checked=true"))
        #expect(try device.renderWidget(first).contains("CheckBox \"Milk\" checked=false"))
        #expect(try device.renderWidget(second).contains("CheckBox \"Eggs\" checked=false"), "state is per widget")
        let state = getAppWidgetState(try device.context(for: package), GlanceId(appWidgetId: first))
        #expect(state.value(named: "done_1") == .bool(true))

        try device.click(first, on: .text("Add"))
        try device.advance(by: .seconds(1))
        #expect(device.trace.count(of: .activityStart) == 1)
    }

    static let weatherBehavior = """
        {
          receivers: { ".WeatherReceiver": {
            widget: "Weather",
            onEnabled: [{ enqueue: "WeatherWorker", unique: "weather", policy: "KEEP", periodic: "1h",
                          constraints: { network: "CONNECTED" }, backoff: { policy: "LINEAR", delay: "30s" },
                          tags: ["weather"] }],
            onDisabled: [{ cancelUniqueWork: "weather" }],
          } },
          widgets: { Weather: { content: { Text: "{{temperature|…}}°" } } },
          workers: {
            WeatherWorker: {
              results: ["retry", "retry", "success"],
              duration: "2s",
              effects: [{ log: "attempt {{attempt}}" }],
              onSuccess: [{ set: "temperature", value: 21, widget: "Weather" }, { updateAll: "Weather" }],
            },
          },
        }
        """

    @Test func aWeatherWorkerRetriesTwiceThenSucceedsAndUpdatesAllWidgets() throws {
        let package = "com.example.weather"
        let description = BehaviorTestSupport.app(
            package, receivers: [BehaviorTestSupport.widgetReceiver(".WeatherReceiver", package: package)])
        let device = try BehaviorTestSupport.install(description, Self.weatherBehavior)
        let id = try device.addWidget(ComponentName(packageName: package, className: ".WeatherReceiver"))
        try device.advance(by: .seconds(1))
        #expect(try device.renderWidget(id).contains("\"…°\""))
        try device.advance(by: .minutes(5))
        let info = try #require(try device.workManager(for: package).getWorkInfosForUniqueWork("weather").first)
        #expect(info.workerClassName == "WeatherWorker")
        #expect(info.tags.contains("weather"))
        #expect(device.trace.count(of: .appLog) == 3)
        #expect(try device.renderWidget(id).contains("\"21°\""))

        try device.removeWidget(id)
        try device.advance(by: .seconds(1))
        let cancelled = try device.workManager(for: package).getWorkInfosForUniqueWork("weather").first
        #expect(cancelled?.state == .cancelled)
    }

    static let walletBehavior = """
        {
          receivers: { ".WalletReceiver": { widget: "Wallet" } },
          widgets: {
            Wallet: {
              sizeMode: { responsive: ["110x110", "250x110"] },
              content: { bySize: [
                { minWidth: 250, content: { Row: [{ forEach: ["Cafe", "Books", "Gym", "Air"],
                                                    content: { Text: "{{item}}" } }] } },
                { content: { Text: "{{favourite|Cafe}}", modifier: { testTag: "card" } } },
              ] },
            },
          },
        }
        """

    @Test func aResponsiveWalletShowsOneCardWhenSmallAndFourWhenMedium() throws {
        let package = "com.example.wallet"
        let description = BehaviorTestSupport.app(
            package, receivers: [BehaviorTestSupport.widgetReceiver(".WalletReceiver", package: package)])
        let device = try BehaviorTestSupport.install(description, Self.walletBehavior)
        let component = ComponentName(packageName: package, className: ".WalletReceiver")
        let small = try device.addWidget(component, sizes: [DpSize(width: 120, height: 120)])
        let medium = try device.addWidget(component, sizes: [DpSize(width: 260, height: 120)])
        try device.advance(by: .seconds(1))
        #expect(try device.renderWidget(small) == "Text \"Cafe\" testTag=\"card\"")
        let four = try device.renderWidget(medium)
        #expect(four.contains("\"Books\"") && four.contains("\"Air\""))
    }

    @Test func aClassicProviderRendersItsTemplateAndSetsARepeatingAlarm() throws {
        let package = "com.example.calendar"
        let description = BehaviorTestSupport.app(
            package, receivers: [BehaviorTestSupport.widgetReceiver(".CalendarProvider", package: package)])
        let behavior = """
            {
              receivers: { ".CalendarProvider": {
                onUpdate: [
                  { increment: "updates" },
                  { updateAppWidget: "Calendar" },
                  { setAlarm: "com.example.calendar.TICK", type: "RTC", in: "0", repeating: "1s",
                    receiver: ".CalendarProvider" },
                ],
                onReceive: { "com.example.calendar.TICK": [{ log: "tick" }] },
              } },
              widgets: { Calendar: { content: { Text: "{{now:d MMMM}} #{{updates}}" } } },
            }
            """
        let device = try BehaviorTestSupport.install(description, behavior)
        let id = try device.addWidget(ComponentName(packageName: package, className: ".CalendarProvider"))
        try device.advance(by: .seconds(1))
        #expect(try device.renderWidget(id) == "Text \"5 January #1\"")
        try device.advance(by: .minutes(3))
        #expect(device.trace.count(of: .appLog) >= 2, "the 1 s repeat is clamped to 60 s, so a few ticks only")
        #expect(device.trace.count(of: .appLog) <= 4)
    }

    @Test func anEffectErrorAtRunTimeCrashesTheApp() throws {
        let package = "com.example.crash"
        let description = BehaviorTestSupport.app(
            package,
            receivers: [BehaviorTestSupport.plainReceiver(".Boot", package: package, actions: ["com.example.GO"])])
        let behavior = """
            { receivers: { ".Boot": { onReceive: { "*": [
              { set: "n", value: "x{{extra.n}}", type: "int", store: "prefs" },
            ] } } } }
            """
        let device = try BehaviorTestSupport.install(description, behavior)
        try device.context(for: package).sendBroadcast(
            Intent(action: "com.example.GO", component: ComponentName(packageName: package, className: ".Boot")))
        try device.advance(by: .seconds(1))
        #expect(device.trace.count(of: .appCrash) == 1)
    }
}
