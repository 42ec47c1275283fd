import GlanceSim

/// Reports what Android will do to an app that its author probably did not intend — broadcasts that never
/// arrive, periods that get clamped, installs and calls that fail — from its merged manifest, provider files
/// and behaviour file. ``LintRule/all`` lists the rules; `glancesim lint` runs them and `glancesim validate`
/// shows the findings as warnings.
///
/// ```swift
/// let app = try AppFolder.loadApp("Manifests/calendar", options: .init(collectInstallProblems: true))
/// for finding in AppLinter.lint(app) { print(finding) }
/// ```
public enum AppLinter {
    /// The findings, sorted by file, line, column and rule.
    public static func lint(_ app: AppFolder.LoadedApp) -> [LintFinding] {
        var linter = Linter(description: app.description, behavior: app.behavior)
        linter.run()
        return linter.findings.sorted { ($0.location, $0.rule) < ($1.location, $1.rule) }
    }

    /// Broadcasts the system sends with `FLAG_RECEIVER_REGISTERED_ONLY` (Intent.java javadoc: "You cannot receive
    /// this through components declared in manifests"): TIME_TICK (AlarmManagerService), SCREEN_ON/OFF
    /// (Notifier), BATTERY_CHANGED (BatteryService), CONFIGURATION_CHANGED (ActivityManagerService).
    public static let registeredOnlyActions: [String] = [
        IntentAction.timeTick, IntentAction.screenOn, IntentAction.screenOff, IntentAction.batteryChanged,
        "android.intent.action.CONFIGURATION_CHANGED",
    ]

    /// System actions a manifest receiver still gets after Android 8 because they are sent explicitly to it or
    /// its package (app-widget broadcasts go to the provider's component; MY_PACKAGE_* to the package).
    static let explicitSystemActionPrefixes = [
        "android.appwidget.action.", "android.intent.action.MY_PACKAGE_", "android.app.action.",
    ]
}

private struct Linter {
    let description: AppDescription
    let behavior: BehaviorSpec?
    var findings: [LintFinding] = []

    mutating func run() {
        for problem in description.installProblems { add(.missingExported, at: problem.location, problem.message) }
        for receiver in description.receivers {
            checkBroadcasts(of: receiver)
            checkUpdatePeriod(of: receiver)
        }
        if let behavior { checkBehavior(behavior) }
    }

    mutating func add(_ rule: LintRule, at location: SourceLocation, _ message: String) {
        findings.append(
            LintFinding(rule: rule.id, severity: rule.severity, location: location, message: message, help: rule.help))
    }

    private mutating func checkBroadcasts(of receiver: ComponentDescription) {
        let name = receiver.component.className
        for (action, location) in receiver.actionLocations {
            if AppLinter.registeredOnlyActions.contains(action) {
                add(
                    .registeredOnlyBroadcast, at: location,
                    "the manifest receiver '\(name)' will never receive '\(action)': Android delivers it only to "
                        + "receivers registered at run time")
            } else if blockedImplicitly(action) {
                add(
                    .implicitBroadcast, at: location,
                    "the manifest receiver '\(name)' will not receive the implicit broadcast '\(action)' at target SDK "
                        + "\(description.targetSdkVersion)")
            }
        }
    }

    private func blockedImplicitly(_ action: String) -> Bool {
        let target = description.targetSdkVersion
        if action == IntentAction.connectivityChange { return target >= 24 }
        guard target >= 26, action.hasPrefix("android."),
            !BroadcastPolicy.implicitBroadcastExemptions.contains(action),
            !AppLinter.explicitSystemActionPrefixes.contains(where: { action.hasPrefix($0) })
        else { return false }
        return true
    }

    private mutating func checkUpdatePeriod(of receiver: ComponentDescription) {
        guard let info = receiver.appWidgetProvider, info.updatePeriodMillis > 0 else { return }
        let location = receiver.providerFile?.updatePeriodLocation ?? receiver.location
        let period = info.updatePeriodMillis
        if period < 1_800_000 {
            add(
                .updatePeriodClamped, at: location,
                "updatePeriodMillis \(period) (\(Self.minutes(period))) of '\(receiver.component.className)' is "
                    + "raised to 1800000 (30 min)")
        }
        guard let behavior,
            let entry = behavior.receivers.first(where: {
                $0.className == receiver.className || $0.className == receiver.component.className
            })
        else { return }
        for (_, effects) in entry.lifecycle.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            for effect in effects {
                guard case .enqueue(let request) = effect.kind, let every = request.periodic else { continue }
                add(
                    .updatePeriodWithWorkManager, at: location,
                    "'\(receiver.component.className)' refreshes every \(Self.minutes(period)) through "
                        + "updatePeriodMillis and also through the periodic work '\(request.uniqueName ?? request.worker)' "
                        + "(every \(every)) enqueued at \(effect.location)")
                return
            }
        }
    }

    private mutating func checkBehavior(_ behavior: BehaviorSpec) {
        let target = description.targetSdkVersion
        let holdsExact = description.usesPermissions.contains {
            $0 == "android.permission.SCHEDULE_EXACT_ALARM" || $0 == "android.permission.USE_EXACT_ALARM"
        }
        var uniqueNames: [String: (receiver: String, location: SourceLocation)] = [:]
        var reported: Set<String> = []
        for located in behavior.locatedEffects {
            let effect = located.effect
            switch effect.kind {
            case .register(let receiver) where receiver.exported == nil && target >= 34:
                if !receiver.actions.allSatisfy({ BroadcastPolicy.systemOnlyActions.contains($0) }) {
                    add(
                        .receiverExportFlag, at: effect.location,
                        "registering '\(receiver.id)' for \(receiver.actions.map { "'\($0)'" }.joined(separator: ", ")) "
                            + "without 'exported' throws SecurityException at target SDK \(target)")
                }
            case .enqueue(let request):
                if let period = request.periodic, period < .minutes(15) {
                    add(
                        .periodicWorkClamped, at: effect.location,
                        "periodic work '\(request.uniqueName ?? request.worker)' every \(period) runs at most every 15 min"
                    )
                }
                if let name = request.uniqueName { noteUniqueName(name, located, &uniqueNames, &reported) }
            case .cancelUniqueWork(let name):
                noteUniqueName(name, located, &uniqueNames, &reported)
            case .setAlarm(let alarm) where alarm.exact && target >= 31 && !holdsExact:
                add(
                    .exactAlarmPermission, at: effect.location,
                    "the exact alarm '\(alarm.intent.name)' throws SecurityException: the app targets API \(target) "
                        + "and declares neither SCHEDULE_EXACT_ALARM nor USE_EXACT_ALARM")
            default:
                break
            }
        }
    }

    /// Records a unique work name used by a widget provider's lifecycle callback; a second provider using it is
    /// a finding (once per name and provider).
    private mutating func noteUniqueName(
        _ name: String, _ located: LocatedEffect,
        _ names: inout [String: (receiver: String, location: SourceLocation)], _ reported: inout Set<String>
    ) {
        guard case .receiver(let className, let callback?) = located.owner else { return }
        guard let first = names[name] else {
            names[name] = (className, located.effect.location)
            return
        }
        guard first.receiver != className, reported.insert(name + "\u{0}" + className).inserted else { return }
        add(
            .sharedUniqueWork, at: located.effect.location,
            "'\(className)' \(callback) uses the unique work '\(name)', which '\(first.receiver)' also uses "
                + "(at \(first.location))")
    }

    static func minutes(_ milliseconds: Int64) -> String {
        milliseconds % 60_000 == 0 ? "\(milliseconds / 60_000) min" : "\(Double(milliseconds) / 60_000) min"
    }
}
