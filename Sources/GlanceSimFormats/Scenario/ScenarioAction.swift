public import GlanceSim

/// What a scenario step does.
public enum ScenarioAction: Sendable {
    /// `device zone ID`, `device time TIME`, `device sdk N`, `device debuggable on|off`, `device doze aosp|off`: the
    /// device before the first install (only allowed then); `doze` names one of `DozeParameters.presets`.
    case device(zone: String?, time: String?, sdk: Int?, debuggable: Bool?, doze: String? = nil)
    /// `install FOLDER [target-sdk N] [min-sdk N] [namespace PACKAGE]`: install (or replace) the app in an app
    /// folder or module, relative to the script's folder; the options override the build file's values.
    case install(folder: String, options: ManifestLoader.Options)
    /// `add widget PROVIDER [as NAME] [cells CxR | size WxH]`.
    case addWidget(provider: String, alias: String?, cells: WidgetCells?, size: DpSize?)
    /// `remove widget W`.
    case removeWidget(WidgetReference)
    /// `resize widget W cells CxR | size WxH`.
    case resizeWidget(WidgetReference, cells: WidgetCells?, size: DpSize?)
    /// `configure widget W ok|cancel`.
    case configureWidget(WidgetReference, accepted: Bool)
    /// `app do NAME [in PACKAGE] [for WIDGET] [KEY=VALUE …]`: one of the app's own actions (its behaviour file's
    /// `application.actions`), in the app's process.
    case appAction(name: String, package: String?, widget: WidgetReference?, parameters: [(String, BundleValue)])
    /// `app open PACKAGE`: the user opens the app (`Device.openApp`), a use App Standby counts.
    case openApp(package: String)
    /// `set exact-alarms PACKAGE allow|deny`: the user's Alarms & reminders switch (`Device.setExactAlarmsAllowed`).
    case exactAlarms(package: String, allowed: Bool)
    /// `set bucket PACKAGE BUCKET`: `adb shell am set-standby-bucket` (`Device.setStandbyBucket`).
    case standbyBucket(package: String, bucket: StandbyBucket)
    /// `advance DURATION`.
    case advance(SimDuration)
    /// `advance to TIME` (local to the device's zone unless it has an offset).
    case advanceTo(String)
    /// `run until idle [max N]`.
    case runUntilIdle(maxEvents: Int)
    /// `run until work NAME is STATE within DURATION`.
    case runUntilWork(name: String, state: String, within: SimDuration)
    /// `broadcast ACTION [to PACKAGE] [component COMPONENT] [data URI] [category C]… [as system|shell|PACKAGE]
    /// [extra KEY=VALUE]…`.
    case broadcast(
        action: String, package: String?, component: String?, sender: String, extras: [(String, BundleValue)],
        data: String? = nil, categories: [String] = [], flags: IntentFlags = [])
    /// `click W text "T" | containing "T" | tag "T" | description "T" | path 0.1`.
    case click(WidgetReference, WidgetNodeSelector)
    /// `set network|charging|battery|idle|storage|screen|motion VALUE`.
    case setCondition(ConditionChange)
    /// `peek`: the screen comes on while the keyguard still shows (`Device.peek()`); Doze goes on.
    case peek
    /// `doze force-idle [deep|light]`, `doze step [deep|light]`, `doze unforce`: what `adb shell dumpsys deviceidle`
    /// does (`deep` when neither is written).
    case doze(DozeCommand)
    /// `set time TIME`: the wall clock (TIME_SET when it moves more than 1 s).
    case setTime(String)
    /// `set zone ID`.
    case setZone(String)
    /// `kill PACKAGE`.
    case kill(package: String)
    /// `reboot`: a reboot that shuts down first (`ACTION_SHUTDOWN`, ``Device/shutdownDuration``), then boots.
    case reboot
    /// `power loss`: the power cut at once, then boot (no shutdown).
    case powerLoss
    /// `work run ID|NAME` / `work cancel ID|NAME`: act on WorkManager as the CLI's `work` commands do.
    case work(command: String, target: String)
    /// `save`: record the state here (with `--state`, the state folder is written at the end anyway).
    case save
    /// `invariant builtin` / `invariant max content age 2h` …: from here on, checked after every step that lets
    /// time pass; the first breach of each fails that step (see ``Invariant``).
    case invariants([InvariantRule])
    /// `expect …`.
    case expect(Expectation)
}

/// A change of one device condition.
public enum ConditionChange: Hashable, Sendable {
    case network(NetworkState)
    case charging(Bool)
    case battery(Int)
    case idle(Bool)
    case storageLow(Bool)
    case screen(Bool)
    /// `set motion on|off`: the device starts moving (one significant-motion event) or is still again.
    case moving(Bool)
    /// `set battery-saver on|off`.
    case batterySaver(Bool)
}

extension ScenarioAction {
    /// A `doze` step: one of `dumpsys deviceidle`'s commands.
    public enum DozeCommand: Hashable, Sendable {
        /// `doze force-idle [deep|light]`: Doze idles now and stays held until `doze unforce`.
        case forceIdle(deep: Bool)
        /// `doze step [deep|light]`: one step of a Doze machine, as if its timer went off.
        case step(deep: Bool)
        /// `doze unforce`: Doze follows the screen, the charger and motion again.
        case unforce
        /// `doze allowlist +PACKAGE` / `-PACKAGE` (`dumpsys deviceidle whitelist`): the app is exempt from Doze, or
        /// no longer.
        case allowlist(package: String, on: Bool)
    }
}
