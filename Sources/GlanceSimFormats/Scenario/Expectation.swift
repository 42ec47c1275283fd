public import GlanceSim

/// What an `expect` line checks.
public enum Expectation: Sendable {
    /// `expect calls RECEIVER NAME…`: the receiver's widget lifecycle callbacks so far, in order.
    case calls(receiver: String, names: [String])
    /// `expect calls RECEIVER NAME COUNT`: how many times the receiver's callback `NAME` ran.
    case callCount(receiver: String, name: String, CountCheck)
    /// `expect state W KEY = VALUE` / `expect state W KEY absent` (a widget's state), or
    /// `expect store PACKAGE NAME KEY = VALUE` (an app DataStore).
    case state(ExpectedStateLocation, key: String, value: String?)
    /// `expect state W KEY >= N` / `<= N` / `N..M` (and the same for `store`): a numeric value in a range.
    case stateNumber(ExpectedStateLocation, key: String, CountCheck)
    /// `expect render W contains "TEXT"` / `expect render W lacks "TEXT"` / `expect render W equals FILE`.
    case render(WidgetReference, RenderCheck)
    /// `expect work NAME state S` / `attempts COUNT` / `runs COUNT` / `next in D` / `next at TIME` / `none`.
    case work(name: String, WorkCheck)
    /// `expect receivers PACKAGE COUNT`: how many runtime receivers the app has registered.
    case receivers(package: String, count: CountCheck)
    /// `expect process PACKAGE alive|dead`.
    case process(package: String, alive: Bool)
    /// `expect trace KIND COUNT`: how many records of a kind.
    case trace(kind: String, count: CountCheck)
    /// `expect alarms PACKAGE COUNT`.
    case alarms(package: String, count: CountCheck)
    /// `expect bucket PACKAGE BUCKET`: the app's standby bucket now (`am get-standby-bucket`).
    case standbyBucket(package: String, StandbyBucket)
    /// `expect doze STATE` (deep Doze, as `dumpsys deviceidle` names it: `IDLE`, `IDLE_MAINTENANCE`…).
    case doze(DeepDozeState)
    /// `expect doze light STATE` (light Doze: `IDLE`, `OVERRIDE`…).
    case lightDoze(LightDozeState)
    /// `expect alarm ACTION [on RECEIVER] at TIME`: a pending alarm whose intent has the action (and goes to the
    /// receiver) goes off at that time (local to the device's zone unless it has an offset).
    case alarmAt(action: String, receiver: String?, time: String)
    /// `expect alarm ACTION [on RECEIVER] deferred`: a pending alarm whose intent has the action (and goes to the
    /// receiver) is held past its time, by Doze or by its allow-while-idle quota.
    case alarmDeferred(action: String, receiver: String?)
}

/// Where an expected state value lives.
public enum ExpectedStateLocation: Sendable {
    /// A Glance widget's state (`appWidget-<id>`).
    case widget(WidgetReference)
    /// An app's DataStore by name.
    case store(package: String, name: String)
}

/// What an `expect render` line checks.
public enum RenderCheck: Sendable {
    case contains(String)
    case lacks(String)
    case equalsFile(String)
}

/// What an `expect work` line checks.
public enum WorkCheck: Sendable {
    case state(String)
    case attempts(CountCheck)
    case runs(CountCheck)
    case nextIn(SimDuration)
    case nextAt(String)
    case none
}
