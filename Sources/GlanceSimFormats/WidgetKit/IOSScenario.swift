public import GlanceSim
public import GlanceSimWidgetKit

/// A scenario for an app's iOS side: a `.scenario` file whose first step is `platform ios`. Its steps drive a
/// ``GlanceSimWidgetKit/WidgetKitDevice`` (see the DocC article "The WidgetKit mode", WidgetKitMode.md).
///
/// ```text
/// platform ios
/// device zone Europe/Berlin time 2026-06-01T08:00 preset device
/// install .
/// add widget WeatherWidget family small as w
/// app background
/// advance 6h
/// expect calls w timeline 7
/// expect budget w 42
/// ```
public struct IOSScenario: Sendable {
    public var path: String
    public var steps: [IOSStep]

    /// A scenario of `steps`, read from `path`.
    public init(path: String, steps: [IOSStep]) {
        self.path = path
        self.steps = steps
    }

    /// Whether `text` is an iOS scenario (its first step is `platform ios`).
    public static func isIOS(_ text: String) -> Bool {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = line.prefix { $0 != "#" }.split(separator: " ", omittingEmptySubsequences: true)
            if words.isEmpty { continue }
            return words.map(String.init) == ["platform", "ios"]
        }
        return false
    }
}

/// One line of an iOS scenario.
public struct IOSStep: Sendable {
    public var location: SourceLocation
    public var text: String
    public var action: IOSAction
}

/// What an iOS scenario step does.
public enum IOSAction: Sendable {
    case platform
    /// `device [zone ID] [time TIME] [screen WxH] [preset device|debugger] [budget N|unlimited]
    /// [refill continuous|daily HOUR] [min-interval D] [latency D] [coalesce D] [duplicates N]`.
    case device(IOSDeviceSettings)
    /// `install FOLDER`: the `ios` section of the folder's behaviour file.
    case install(String)
    /// `add widget KIND [family F] [as NAME] [config K=V]…`.
    case addWidget(kind: String, family: WidgetFamily, alias: String?, configuration: [String: String])
    /// `edit widget W config K=V…`.
    case editWidget(String, [String: String])
    case removeWidget(String)
    /// `app foreground|background|audio|stop`.
    case appState(AppState)
    /// `app reload all` / `app reload kind K`.
    case reload(ReloadScope)
    /// `app write GROUP KEY=VALUE` / `app remove GROUP KEY`.
    case write(group: String, key: String, value: String?)
    /// `tap W text "T" | containing "T" | tag T | description T | path 0.1`.
    case tap(String, WidgetNodeSelector)
    /// `set locale X`, `set dynamic-type X`: a system change (free reloads of every widget).
    case systemChange(String)
    /// `set lock on|off`.
    case lock(Bool)
    /// `push widgets`: a WidgetKit push notification (iOS 26).
    case push
    case advance(SimDuration)
    case expect(IOSExpectation)
}

/// The phone a `device` step sets up: each setting given, on top of the preset (or the device so far).
public struct IOSDeviceSettings: Sendable {
    public var zone: String?
    public var time: String?
    public var screen: (width: Int, height: Int)?
    public var preset: String?
    /// `budget N` (`.some(nil)` for `unlimited`); also `frequent` (70), `typical` (40), `rarely-viewed` (12).
    public var budget: Int??
    public var refill: WidgetKitParameters.BudgetRefill?
    public var minimumPolicyInterval: SimDuration?
    public var reloadLatency: SimDuration?
    public var coalesceWindow: SimDuration?
    public var duplicateTimelineCalls: Int?

    /// The parameters these settings make of `base` (the preset's, if one is named).
    public func parameters(over base: WidgetKitParameters) -> WidgetKitParameters {
        var parameters = preset.flatMap(WidgetKitParameters.preset(named:)) ?? base
        if let budget { parameters.dailyBudget = budget }
        if let refill { parameters.budgetRefill = refill }
        if let minimumPolicyInterval { parameters.minimumPolicyInterval = minimumPolicyInterval }
        if let reloadLatency { parameters.reloadLatency = reloadLatency }
        if let coalesceWindow { parameters.coalesceWindow = coalesceWindow }
        if let duplicateTimelineCalls { parameters.duplicateTimelineCalls = duplicateTimelineCalls }
        return parameters
    }
}

/// What an iOS `expect` line checks.
public enum IOSExpectation: Sendable {
    /// `expect shows W entry N` / `expect shows W placeholder`.
    case shows(String, entry: Int?)
    /// `expect render W contains "T"` / `lacks "T"`.
    case render(String, text: String, contains: Bool)
    /// `expect calls W timeline|snapshot|placeholder COUNT`.
    case calls(String, ProviderCall, CountCheck)
    /// `expect budget W COUNT` / `expect budget W unlimited`.
    case budget(String, CountCheck?)
    /// `expect reload W withheld` / `… not withheld`.
    case withheld(String, Bool)
    /// `expect next-reload W in DURATION` / `… none`.
    case nextReload(String, SimDuration?)
    /// `expect trace KIND COUNT` (`wk.reload.withheld`…).
    case trace(String, CountCheck)
    /// `expect app sees GROUP KEY "V"` / `… none`: what the containing app's own UI shows (its cached fetch).
    case appSees(group: String, key: String, value: String?)
}
