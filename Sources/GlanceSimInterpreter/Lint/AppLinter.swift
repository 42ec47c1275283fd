import GlanceSim
import GlanceSimFormats

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
        // A library's receivers are the library's to get right (and the app cannot change them); the
        // permissions its manifest adds count for the app's own receivers.
        for receiver in description.receivers where receiver.library == nil {
            checkBroadcasts(of: receiver)
            checkUpdatePeriod(of: receiver)
        }
        if let behavior { checkBehavior(behavior) }
    }

    mutating func add(
        _ rule: LintRule, at location: SourceLocation, _ message: String, severity: LintFinding.Severity? = nil
    ) {
        findings.append(
            LintFinding(
                rule: rule.id, severity: severity ?? rule.severity, location: location, message: message,
                help: rule.help))
    }

    private mutating func checkBroadcasts(of receiver: ComponentDescription) {
        let name = receiver.component.className
        // A registered-only action is an error when it leaves the receiver nothing to receive, and a warning when
        // the receiver still gets other actions of its filters (the entry is dead, the receiver is not).
        let skips = receiver.actionLocations.map { action, _ in skipping(action, by: receiver) }
        let receivesSomething = skips.contains { $0 == nil }
        for ((action, location), rule) in zip(receiver.actionLocations, skips) {
            switch rule {
            case LintRule.missingBootPermission.id:
                add(
                    .missingBootPermission, at: location,
                    "the manifest receiver '\(name)' will never receive '\(action)': the app does not request "
                        + "android.permission.RECEIVE_BOOT_COMPLETED")
            case LintRule.registeredOnlyBroadcast.id:
                add(
                    .registeredOnlyBroadcast, at: location,
                    "the manifest receiver '\(name)' will never receive '\(action)': Android delivers it only to "
                        + "receivers registered at run time", severity: receivesSomething ? .warning : nil)
            case LintRule.implicitBroadcast.id:
                add(
                    .implicitBroadcast, at: location,
                    "the manifest receiver '\(name)' will not receive the implicit broadcast '\(action)' at target SDK "
                        + "\(description.targetSdkVersion)")
            default: break
            }
        }
    }

    /// The rule by which a manifest receiver never gets `action` (its id), or `nil` when it gets it.
    private func skipping(_ action: String, by receiver: ComponentDescription) -> String? {
        if lacksBootPermission(for: action) { return LintRule.missingBootPermission.id }
        if BroadcastPolicy.registeredOnlyActions.contains(action) { return LintRule.registeredOnlyBroadcast.id }
        if blockedImplicitly(action, by: receiver) { return LintRule.implicitBroadcast.id }
        return nil
    }

    /// Whether the action is a boot broadcast the app lacks RECEIVE_BOOT_COMPLETED for.
    private func lacksBootPermission(for action: String) -> Bool {
        (action == IntentAction.bootCompleted || action == IntentAction.lockedBootCompleted)
            && !description.usesPermissions.contains(Device.receiveBootCompleted)
    }

    /// The device's rule (``BroadcastPolicy/skipsManifestReceiver(_:targetSdk:)``) applied to the system's send of
    /// the action (``BroadcastPolicy/asSystemSends(_:)``: with the flags its sender sets), explicit for the actions it
    /// sends to a component or package. PROVIDER_CHANGED is the send of a provider the receiver's filter names
    /// (`<data android:host="com.android.calendar"/>`), since the flag depends on which provider sends it.
    private func blockedImplicitly(_ action: String, by receiver: ComponentDescription) -> Bool {
        guard action.hasPrefix("android.") else { return false }
        var sent = Intent(action: action)
        if action == BroadcastPolicy.providerChanged {
            let hosts = receiver.intentFilters.filter { $0.actions.contains(action) }.flatMap(\.dataAuthorities)
                .map(\.host)
            if let host = hosts.first(where: BroadcastPolicy.includeBackgroundProviders.contains) {
                sent.data = URI("content://" + host)
            }
        }
        var intent = BroadcastPolicy.asSystemSends(sent)
        if AppLinter.explicitSystemActionPrefixes.contains(where: { action.hasPrefix($0) }) {
            intent.package = description.packageName
        }
        return BroadcastPolicy.skipsManifestReceiver(intent, targetSdk: description.targetSdkVersion)
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
        guard let entry = behavior?.receiver(for: receiver) else { return }
        for (_, effects) in entry.lifecycle.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            for effect in effects {
                guard case .enqueue(let request) = effect.kind, let every = request.periodic else { continue }
                add(
                    .updatePeriodWithWorkManager, at: location,
                    "'\(receiver.component.className)' refreshes every \(Self.minutes(period)) through "
                        + "updatePeriodMillis and also through the periodic work '\(request.uniqueName?.description ?? request.worker)' "
                        + "(every \(every)) enqueued at \(effect.location)")
                return
            }
        }
    }

    private mutating func checkBehavior(_ behavior: BehaviorSpec) {
        let target = description.targetSdkVersion
        // The device rule itself, on a current phone (API 34, or the app's target if newer) with the user's
        // switch untouched.
        let exactAlarms = ExactAlarmPermission.grant(
            deviceSdk: max(34, target), targetSdk: target, permissions: description.usesPermissions, userChoice: nil,
            allowlisted: false)
        var uniqueWork: [String: [LocatedEffect]] = [:]
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
                        "periodic work '\(request.uniqueName?.description ?? request.worker)' every \(period) runs at most every 15 min"
                    )
                }
                // Only a literal name is the same name everywhere: `"sync_${widgetId}"` differs per widget.
                if let name = request.uniqueName, name.isLiteral, located.isLifecycleCallback {
                    uniqueWork[name.description, default: []].append(located)
                }
            case .cancelUniqueWork(let name) where located.isLifecycleCallback && name.isLiteral:
                uniqueWork[name.description, default: []].append(located)
            case .setAlarm(let alarm) where alarm.exact && exactAlarms == .notDeclared:
                add(
                    .exactAlarmPermission, at: effect.location,
                    "the exact alarm '\(alarm.intent.name.description)' throws SecurityException: the app targets API \(target) "
                        + "and declares neither SCHEDULE_EXACT_ALARM nor USE_EXACT_ALARM")
            case .setAlarm(let alarm) where alarm.exact && exactAlarms == .deniedByDefault:
                add(
                    .exactAlarmDeniedByDefault, at: effect.location,
                    "the exact alarm '\(alarm.intent.name.description)' throws SecurityException on Android 14+ until the user "
                        + "allows Alarms & reminders: the app targets API \(target) and declares only SCHEDULE_EXACT_ALARM"
                )
            default:
                break
            }
        }
        checkSharedUniqueWork(uniqueWork)
    }

    /// Unique work names used by more than one widget provider's lifecycle callbacks, where the sharing hurts:
    /// one provider cancels the work while another provider still has widgets (lint evaluates the `if`
    /// conditions around the cancel for that situation, so `widgets('.A').isEmpty() && widgets('.B').isEmpty()`
    /// passes), or two providers enqueue it with different requests (KEEP keeps whichever came first). Once per
    /// name and provider, in file order.
    private mutating func checkSharedUniqueWork(_ uniqueWork: [String: [LocatedEffect]]) {
        var reported: Set<String> = []
        for (name, uses) in uniqueWork.sorted(by: { $0.key < $1.key }) {
            for use in uses {
                guard case .receiver(let className, let callback?) = use.owner,
                    !reported.contains(name + "\u{0}" + className)
                else { continue }
                let conflict = uses.first { other in
                    guard case .receiver(let otherClass, _) = other.owner, otherClass != className else { return false }
                    switch use.effect.kind {
                    case .cancelUniqueWork:
                        return canRun(use, inCallbackOf: className, whileWidgetsOf: otherClass)
                    case .enqueue(let request):
                        guard case .enqueue(let otherRequest) = other.effect.kind else { return false }
                        return Self.signature(request) != Self.signature(otherRequest)
                            && other.effect.location < use.effect.location
                    default: return false
                    }
                }
                guard case .receiver(let otherClass, _)? = conflict?.owner, let conflict else { continue }
                reported.insert(name + "\u{0}" + className)
                let why =
                    if case .cancelUniqueWork = use.effect.kind {
                        "cancels the unique work '\(name)' even while '\(otherClass)' still has widgets "
                            + "(it uses the work too, at \(conflict.effect.location))"
                    } else {
                        "enqueues the unique work '\(name)' with another request than '\(otherClass)' does "
                            + "(at \(conflict.effect.location))"
                    }
                add(.sharedUniqueWork, at: use.effect.location, "'\(className)' \(callback) " + why)
            }
        }
    }

    /// Whether `use`, in a callback of `owner`, can run while `other` still has widgets: every `if` around it
    /// could go its way.
    private func canRun(_ use: LocatedEffect, inCallbackOf owner: String, whileWidgetsOf other: String) -> Bool {
        let otherWidget = behavior?.receivers.first { refers(to: $0.className, other) }?.widget
        let ownWidget = behavior?.receivers.first { refers(to: $0.className, owner) }?.widget
        let probe = ConditionProbe { name in
            guard let name else { return use.owner.callbackName == "onDisabled" ? 0 : nil }
            if refers(to: name, other) || name == otherWidget { return 1 }
            if use.owner.callbackName == "onDisabled", refers(to: name, owner) || name == ownWidget { return 0 }
            return nil
        }
        return use.guards.allSatisfy { probe.canHold($0.condition, branch: $0.holds) }
    }

    /// Whether a name in the behaviour file (`.Receiver`, `com.example.Receiver`) names the receiver `className`.
    private func refers(to name: String, _ className: String) -> Bool {
        ComponentName(packageName: description.packageName, className: name)
            == ComponentName(packageName: description.packageName, className: className)
    }

    /// What makes two requests for one unique name the same work.
    private static func signature(_ request: WorkRequestSpec) -> String {
        [
            request.worker, request.policy ?? "", request.periodic.map { "\($0)" } ?? "",
            request.flex.map { "\($0)" } ?? "", request.initialDelay.map { "\($0)" } ?? "",
            request.computedDelay?.description ?? "", "\(request.constraints)",
        ].joined(separator: "|")
    }

    static func minutes(_ milliseconds: Int64) -> String {
        milliseconds % 60_000 == 0 ? "\(milliseconds / 60_000) min" : "\(Double(milliseconds) / 60_000) min"
    }
}
