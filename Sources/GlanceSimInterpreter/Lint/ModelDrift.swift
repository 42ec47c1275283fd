import GlanceSim
import GlanceSimFormats

/// Where a behaviour file and the module's own code disagree (`model-drift`): the facts ``CodeFacts`` reads from
/// the Kotlin and Java against the behaviour file's effects. Each disagreement is reported at the behaviour file's
/// line, naming the code's line (or at the code's line when the behaviour file has nothing to point at).
///
/// Compared: unique work (names, one-time or periodic, policy, period, flex, initial delay, constraints, backoff),
/// plain work (by worker), cancels (unique work, tags, all), alarms (type, repeating interval) and runtime
/// receivers (by actions). Values are compared as WorkManager and AlarmManager use them (no initial delay is a
/// delay of 0, no backoff is EXPONENTIAL 30 s, no flex is the period, a periodic `REPLACE` is
/// `CANCEL_AND_REENQUEUE`). Never compared: a value the code computes where the reader cannot see (the fact's
/// `unknown`), code in functions nothing calls, and what the behaviour file's `notModelled` names.
///
/// ```swift
/// let app = try AppFolder.loadApp("Manifests/platform-weather/app")
/// let drift = ModelDrift.findings(app, module: "Manifests/platform-weather/app")   // [] when they agree
/// ```
public enum ModelDrift {
    /// The drift findings of an app folder whose module has Kotlin or Java sources (none otherwise).
    public static func findings(_ app: AppFolder.LoadedApp, module folder: String) -> [LintFinding] {
        guard let behavior = app.behavior else { return [] }
        let (sources, facts, root) = CodeFacts.readWithSources(module: folder)
        guard !sources.files.isEmpty || !sources.unreadable.isEmpty else { return [] }
        var check = DriftCheck(behavior: behavior, facts: facts, reachable: facts.reachable(in: sources), root: root)
        check.run()
        return check.findings.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }
}

/// One comparison of a behaviour file with the code's facts. What the code does and the model lacks is read from
/// the reachable facts (dead code is not drift); what the model does and the code lacks is checked against all of
/// them (a fact in code nothing calls still means the code has it).
private struct DriftCheck {
    let effects: [LocatedEffect]
    let facts: CodeFacts
    let reachable: CodeFacts
    let root: String
    let behaviorPath: String
    let notModelled: [NotModelledEntry]
    var used: Set<Int> = []
    var findings: [LintFinding] = []

    init(behavior: BehaviorSpec, facts: CodeFacts, reachable: CodeFacts, root: String) {
        effects = behavior.locatedEffects
        self.facts = facts
        self.reachable = reachable
        self.root = root
        behaviorPath = behavior.path
        notModelled = behavior.notModelled
    }

    /// Whether the behaviour file says it leaves this out on purpose (classes by simple name).
    mutating func leftOut(_ kind: NotModelledEntry.Kind, _ value: String?) -> Bool {
        guard let value else { return false }
        let classKind = kind == .worker || kind == .receiver
        guard
            let index = notModelled.firstIndex(where: {
                $0.kind == kind
                    && (classKind
                        ? BehaviorDrafter.simpleName($0.value) == BehaviorDrafter.simpleName(value) : $0.value == value)
            })
        else { return false }
        used.insert(index)
        return true
    }

    func codePlace(_ file: String, _ line: Int) -> String { "\(ModulePaths.join(root, file)):\(line)" }

    mutating func report(_ subject: (NotModelledEntry.Kind, String?), at location: SourceLocation, _ message: String) {
        if leftOut(subject.0, subject.1) { return }
        let rule = LintRule.modelDrift
        findings.append(
            LintFinding(rule: rule.id, severity: rule.severity, location: location, message: message, help: rule.help))
    }

    mutating func reportAtCode(
        _ subject: (NotModelledEntry.Kind, String?), _ file: String, _ line: Int, _ message: String
    ) {
        report(subject, at: SourceLocation(path: ModulePaths.join(root, file), line: line, column: 1), message)
    }

    mutating func run() {
        checkUniqueWork()
        checkPlainWork()
        checkCancels()
        checkAlarms()
        checkRuntimeReceivers()
        for (index, entry) in notModelled.enumerated() where !used.contains(index) {
            let rule = LintRule.modelDrift
            findings.append(
                LintFinding(
                    rule: rule.id, severity: rule.severity, location: entry.location,
                    message: "'notModelled' names the \(entry.kind.rawValue) '\(entry.value)', but nothing the "
                        + "check reports matches it (the code has none, or the file models it): remove the entry",
                    help: rule.help))
        }
    }

    var enqueues: [(location: SourceLocation, request: WorkRequestSpec)] {
        effects.compactMap { located in
            if case .enqueue(let request) = located.effect.kind { return (located.effect.location, request) }
            return nil
        }
    }

    static func literal(_ template: TextTemplate?) -> String? {
        guard let template, template.isLiteral else { return nil }
        return template.description
    }

    static func milliseconds(_ text: String?) -> Int64? {
        guard let text, let duration = try? DurationSyntax.parse(text[...]) else { return nil }
        return duration.milliseconds
    }

    private mutating func checkUniqueWork() {
        let model = enqueues.filter { $0.request.uniqueName != nil }
        let someModelNameComputed = model.contains { Self.literal($0.request.uniqueName) == nil }
        for work in reachable.work where work.unique {
            guard let name = work.name else { continue }
            let same = model.filter { Self.literal($0.request.uniqueName) == name }
            guard !same.isEmpty else {
                if !someModelNameComputed {
                    reportAtCode(
                        (.work, name), work.file, work.line,
                        "the code enqueues unique work '\(name)', but \(behaviorPath) never does")
                }
                continue
            }
            compare(work, with: same)
        }
        let someCodeNameUnknown = facts.work.contains { $0.unique && $0.name == nil }
        for (location, request) in model {
            guard let name = Self.literal(request.uniqueName), !someCodeNameUnknown,
                !facts.work.contains(where: { $0.unique && $0.name == name })
            else { continue }
            report(
                (.work, name), at: location,
                "unique work '\(name)' is enqueued here, but the code never enqueues work of that name")
        }
    }

    /// Reports each field where no model enqueue of the name agrees with the code's call.
    private mutating func compare(
        _ work: CodeFacts.Work, with model: [(location: SourceLocation, request: WorkRequestSpec)]
    ) {
        let place = codePlace(work.file, work.line)
        let unknown = Set(work.unknown ?? [])
        let requestKnown = !unknown.contains("request")
        let first = model[0].location
        let requests = model.map(\.request)
        let name = work.name
        func disagree(_ field: String, code: String, model: (WorkRequestSpec) -> String) {
            guard !requests.contains(where: { model($0) == code }) else { return }
            report((.work, name), at: first, "\(field) \(model(requests[0])), but \(place) enqueues with \(code)")
        }
        disagree("periodic work:", code: work.periodic ? "a period" : "a one-time request") {
            $0.periodic != nil ? "a period" : "a one-time request"
        }
        if let policy = work.policy, !unknown.contains("policy") {
            disagree("policy", code: Self.policy(policy, periodic: work.periodic)) {
                Self.policy($0.policy ?? "KEEP", periodic: $0.periodic != nil)
            }
        }
        // Period and flex compare only with enqueues of the same kind (a one-time model was reported above).
        guard requestKnown, !work.periodic || requests.contains(where: { $0.periodic != nil }) else { return }
        let period = Self.milliseconds(work.period)
        if work.periodic, let period, !unknown.contains("period") {
            disagree("period", code: work.period!) { request in
                request.periodic.map { $0.milliseconds == period ? work.period! : $0.description } ?? "none"
            }
        }
        if work.periodic, let period, !unknown.contains("flex") {
            // No flex is a flex of the whole period (PeriodicWorkRequest.Builder).
            let flex = Self.milliseconds(work.flex) ?? period
            disagree("flex", code: SimDuration(milliseconds: flex).description) { request in
                let modelFlex = request.flex?.milliseconds ?? request.periodic?.milliseconds ?? 0
                return SimDuration(milliseconds: modelFlex).description
            }
        }
        if !unknown.contains("initialDelay") {
            let delay = Self.milliseconds(work.initialDelay) ?? 0
            disagree("initial delay", code: SimDuration(milliseconds: delay).description) { request in
                if request.computedDelay != nil { return SimDuration(milliseconds: delay).description }
                return SimDuration(milliseconds: request.initialDelay?.milliseconds ?? 0).description
            }
        }
        if !unknown.contains("constraints") {
            disagree("constraints", code: Self.constraintsText(work.constraints)) {
                Self.constraintsText($0.constraints)
            }
        }
        if !unknown.contains("backoff") {
            // No backoff criteria is EXPONENTIAL 30 s (WorkRequest.DEFAULT_BACKOFF_DELAY_MILLIS).
            let code =
                "\(work.backoff?.policy ?? "EXPONENTIAL") \(SimDuration(milliseconds: Self.milliseconds(work.backoff?.delay) ?? 30_000))"
            disagree("backoff", code: code) { request in
                let policy = request.backoff?.policy.rawValue ?? "EXPONENTIAL"
                return "\(policy) \(request.backoff?.delay ?? SimDuration(milliseconds: 30_000))"
            }
        }
    }

    /// A policy as WorkManager applies it: a periodic `REPLACE` (deprecated since 2.8) is what
    /// `CANCEL_AND_REENQUEUE` is (androidx WorkManagerImpl.enqueueUniquePeriodicWork maps both to
    /// ExistingWorkPolicy.REPLACE).
    static func policy(_ policy: String, periodic: Bool) -> String {
        periodic && policy == "REPLACE" ? "CANCEL_AND_REENQUEUE" : policy
    }

    static func constraintsText(_ constraints: CodeFacts.Constraints?) -> String {
        var parts: [String] = []
        if let network = constraints?.requiredNetworkType, network != "NOT_REQUIRED" {
            parts.append("network \(network)")
        }
        if constraints?.requiresCharging == true { parts.append("charging") }
        if constraints?.requiresBatteryNotLow == true { parts.append("battery not low") }
        if constraints?.requiresDeviceIdle == true { parts.append("device idle") }
        if constraints?.requiresStorageNotLow == true { parts.append("storage not low") }
        return parts.isEmpty ? "no constraints" : parts.joined(separator: ", ")
    }

    static func constraintsText(_ constraints: Constraints) -> String {
        var parts: [String] = []
        if constraints.requiredNetworkType != .notRequired {
            parts.append("network \(constraints.requiredNetworkType.rawValue)")
        }
        if constraints.requiresCharging { parts.append("charging") }
        if constraints.requiresBatteryNotLow { parts.append("battery not low") }
        if constraints.requiresDeviceIdle { parts.append("device idle") }
        if constraints.requiresStorageNotLow { parts.append("storage not low") }
        return parts.isEmpty ? "no constraints" : parts.joined(separator: ", ")
    }

    private mutating func checkPlainWork() {
        let model = enqueues.filter { $0.request.uniqueName == nil }
        let modelWorkers = Set(model.map { BehaviorDrafter.simpleName($0.request.worker) })
        for work in reachable.work where !work.unique {
            guard let worker = work.worker.map(BehaviorDrafter.simpleName), !modelWorkers.contains(worker) else {
                continue
            }
            reportAtCode(
                (.worker, worker), work.file, work.line,
                "the code enqueues '\(worker)' (not unique), but \(behaviorPath) never does")
        }
        let codeWorkers = Set(facts.work.filter { !$0.unique }.compactMap { $0.worker.map(BehaviorDrafter.simpleName) })
        let someCodeWorkerUnknown = facts.work.contains { !$0.unique && $0.worker == nil }
        for (location, request) in model
        where !someCodeWorkerUnknown && !codeWorkers.contains(BehaviorDrafter.simpleName(request.worker)) {
            let worker = BehaviorDrafter.simpleName(request.worker)
            report(
                (.worker, worker), at: location,
                "'\(worker)' is enqueued here (not unique), but the code never enqueues it so")
        }
    }

    private mutating func checkCancels() {
        var modelCancels: [(kind: String, value: String?, location: SourceLocation)] = []
        for located in effects {
            switch located.effect.kind {
            case .cancelUniqueWork(let name):
                modelCancels.append(("uniqueWork", Self.literal(name), located.effect.location))
            case .cancelWorkByTag(let tag): modelCancels.append(("tag", Self.literal(tag), located.effect.location))
            case .cancelAllWork: modelCancels.append(("all", nil, located.effect.location))
            default: break
            }
        }
        let words = [
            "uniqueWork": "cancels the unique work", "tag": "cancels the work tagged", "all": "cancels all work",
        ]
        for cancel in reachable.cancels where ["uniqueWork", "tag", "all"].contains(cancel.by) {
            if cancel.by != "all" && cancel.value == nil { continue }
            if modelCancels.contains(where: { $0.kind == cancel.by && ($0.value == cancel.value || $0.value == nil) }) {
                continue
            }
            let what = cancel.value.map { " '\($0)'" } ?? ""
            reportAtCode(
                (.cancel, cancel.value ?? "all"), cancel.file, cancel.line,
                "the code \(words[cancel.by]!)\(what), but \(behaviorPath) never does")
        }
        for model in modelCancels {
            guard let value = model.value else { continue }
            if facts.cancels.contains(where: { $0.by == model.kind && ($0.value == value || $0.value == nil) }) {
                continue
            }
            report(
                (.cancel, value), at: model.location, "this \(words[model.kind]!) '\(value)', but the code never does")
        }
    }

    private mutating func checkAlarms() {
        var modelAlarms: [(spec: AlarmSpec, location: SourceLocation)] = []
        for located in effects {
            if case .setAlarm(let spec) = located.effect.kind { modelAlarms.append((spec, located.effect.location)) }
        }
        for alarm in reachable.alarms {
            guard let type = alarm.type, !(alarm.unknown ?? []).contains("type") else { continue }
            let sameType = modelAlarms.filter { $0.spec.type.description == type }
            guard !sameType.isEmpty else {
                let others = modelAlarms.first.map { " (it sets \($0.spec.type.description) at \($0.location))" } ?? ""
                reportAtCode(
                    (.alarm, type), alarm.file, alarm.line,
                    "the code sets a \(type) alarm (\(alarm.call)), but \(behaviorPath) sets none of that type\(others)"
                )
                continue
            }
            if alarm.repeating, let interval = Self.milliseconds(alarm.interval),
                !sameType.contains(where: { $0.spec.repeating?.milliseconds == interval })
            {
                let model = sameType[0]
                let said = model.spec.repeating.map { "repeats every \($0)" } ?? "does not repeat"
                report(
                    (.alarm, type), at: model.location,
                    "this \(type) alarm \(said), but \(codePlace(alarm.file, alarm.line)) repeats every \(alarm.interval!)"
                )
            }
        }
        let someCodeTypeUnknown = facts.alarms.contains { $0.type == nil && $0.call != "setAlarmClock" }
        for model in modelAlarms where !someCodeTypeUnknown {
            let type = model.spec.type.description
            let inCode = facts.alarms.contains {
                $0.type == type || ($0.call == "setAlarmClock" && type == "RTC_WAKEUP")
            }
            if inCode { continue }
            report(
                (.alarm, type), at: model.location, "this sets a \(type) alarm, but the code sets no alarm of that type"
            )
        }
    }

    private mutating func checkRuntimeReceivers() {
        var model: [(spec: RuntimeReceiverSpec, location: SourceLocation)] = []
        for located in effects {
            if case .register(let spec) = located.effect.kind { model.append((spec, located.effect.location)) }
        }
        for registration in reachable.runtimeReceivers where registration.unknown == nil {
            let actions = Set(registration.actions)
            if model.contains(where: { Set($0.spec.actions) == actions }) { continue }
            let name = registration.receiver.map(BehaviorDrafter.simpleName)
            let subject: (NotModelledEntry.Kind, String?) = (.receiver, name)
            if let byName = model.first(where: { $0.spec.id == name }) {
                report(
                    subject, at: byName.location,
                    "'\(byName.spec.id)' is registered here for \(byName.spec.actions.joined(separator: ", ")), but "
                        + "\(codePlace(registration.file, registration.line)) registers it for "
                        + registration.actions.joined(separator: ", "))
            } else {
                reportAtCode(
                    subject, registration.file, registration.line,
                    "the code registers \(name ?? "a receiver") for \(registration.actions.joined(separator: ", ")) "
                        + "at run time, but \(behaviorPath) never does")
            }
        }
        let someCodeActionsUnknown = facts.runtimeReceivers.contains { $0.unknown != nil }
        for (spec, location) in model where !someCodeActionsUnknown {
            let actions = Set(spec.actions)
            if facts.runtimeReceivers.contains(where: {
                Set($0.actions) == actions || $0.receiver.map(BehaviorDrafter.simpleName) == spec.id
            }) {
                continue
            }
            report(
                (.receiver, spec.id), at: location,
                "'\(spec.id)' is registered here for \(spec.actions.joined(separator: ", ")), but the code registers no receiver for them"
            )
        }
    }
}
