import GlanceSim
import GlanceSimFormats

/// Where a behaviour file and the module's own code disagree (`model-drift`): the facts ``CodeFacts`` reads from
/// the Kotlin and Java against the behaviour file's effects. Each disagreement is reported at the behaviour file's
/// line, naming the code's line (or at the code's line when the behaviour file has nothing to point at).
///
/// Compared: unique work (names, one-time or periodic, policy, period, flex, initial delay, constraints, backoff),
/// plain work (by worker), cancels (unique work, tags, all), alarms (type, repeating interval) and runtime
/// receivers (by actions). A value the code computes at run time (a fact's `nil`) is not compared.
///
/// ```swift
/// let app = try AppFolder.loadApp("Manifests/platform-weather/app")
/// let drift = ModelDrift.findings(app, module: "Manifests/platform-weather/app")   // [] when they agree
/// ```
public enum ModelDrift {
    /// The drift findings of an app folder whose module has Kotlin or Java sources (none otherwise).
    public static func findings(_ app: AppFolder.LoadedApp, module folder: String) -> [LintFinding] {
        guard let behavior = app.behavior, CodeFacts.hasSources(module: folder) else { return [] }
        let (sources, facts, root) = CodeFacts.readWithSources(module: folder)
        var check = DriftCheck(behavior: behavior, facts: facts.reachable(in: sources), root: root)
        check.run()
        return check.findings.sorted { ($0.location, $0.message) < ($1.location, $1.message) }
    }
}

private struct DriftCheck {
    let effects: [LocatedEffect]
    let facts: CodeFacts
    let root: String
    let behaviorPath: String
    let notModelled: [NotModelledEntry]
    var used: Set<Int> = []
    var findings: [LintFinding] = []

    init(behavior: BehaviorSpec, facts: CodeFacts, root: String) {
        effects = behavior.locatedEffects
        self.facts = facts
        self.root = root
        behaviorPath = behavior.path
        notModelled = behavior.notModelled
    }

    /// Whether the behaviour file says it leaves this out on purpose.
    mutating func leftOut(_ kind: NotModelledEntry.Kind, _ value: String?) -> Bool {
        guard let value, let index = notModelled.firstIndex(where: { $0.kind == kind && $0.value == value }) else {
            return false
        }
        used.insert(index)
        return true
    }

    func codePlace(_ file: String, _ line: Int) -> String { "\(ModulePaths.join(root, file)):\(line)" }

    mutating func report(at location: SourceLocation, _ message: String) {
        let rule = LintRule.modelDrift
        findings.append(
            LintFinding(rule: rule.id, severity: rule.severity, location: location, message: message, help: rule.help))
    }

    mutating func reportAtCode(_ file: String, _ line: Int, _ message: String) {
        report(at: SourceLocation(path: ModulePaths.join(root, file), line: line, column: 1), message)
    }

    mutating func run() {
        checkUniqueWork()
        checkPlainWork()
        checkCancels()
        checkAlarms()
        checkRuntimeReceivers()
        for (index, entry) in notModelled.enumerated() where !used.contains(index) {
            report(
                at: entry.location,
                "'notModelled' names the \(entry.kind.rawValue) '\(entry.value)', but the code has none (any more): remove the entry"
            )
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
        let modelNames = Set(model.compactMap { Self.literal($0.request.uniqueName) })
        let codeNames = Set(facts.work.filter(\.unique).compactMap(\.name))
        for work in facts.work where work.unique {
            guard let name = work.name else { continue }
            let place = codePlace(work.file, work.line)
            let same = model.filter { Self.literal($0.request.uniqueName) == name }
            guard !same.isEmpty else {
                if leftOut(.work, name) { continue }
                if !model.contains(where: { Self.literal($0.request.uniqueName) == nil }) {
                    reportAtCode(
                        work.file, work.line, "the code enqueues unique work '\(name)', but \(behaviorPath) never does")
                }
                continue
            }
            compare(work, with: same, place: place)
        }
        for (location, request) in model {
            guard let name = Self.literal(request.uniqueName), !codeNames.contains(name) else { continue }
            if facts.work.contains(where: { $0.unique && $0.name == nil }) { continue }
            report(
                at: location, "unique work '\(name)' is enqueued here, but the code never enqueues work of that name")
        }
        _ = modelNames
    }

    /// Reports each field where no model enqueue of the name agrees with the code's call.
    private mutating func compare(
        _ work: CodeFacts.Work, with model: [(location: SourceLocation, request: WorkRequestSpec)], place: String
    ) {
        let first = model[0].location
        let requests = model.map(\.request)
        func disagree(_ field: String, code: String, model: (WorkRequestSpec) -> String) {
            guard !requests.contains(where: { model($0) == code }) else { return }
            report(at: first, "\(field) \(model(requests[0])), but \(place) enqueues with \(code)")
        }
        disagree("periodic work:", code: work.periodic ? "a period" : "a one-time request") {
            $0.periodic != nil ? "a period" : "a one-time request"
        }
        if let policy = work.policy { disagree("policy", code: policy) { $0.policy ?? "KEEP" } }
        if work.periodic, let period = Self.milliseconds(work.period) {
            disagree("period", code: work.period!) { request in
                request.periodic.map { $0.milliseconds == period ? work.period! : Self.text($0) } ?? "none"
            }
        }
        if work.periodic {
            let flex = Self.milliseconds(work.flex)
            disagree("flex", code: work.flex ?? "none") { request in
                request.flex.map { $0.milliseconds == flex ? work.flex! : Self.text($0) } ?? "none"
            }
        }
        if !facts.todos.contains(where: {
            $0.file == work.file && $0.line == work.line && $0.message.hasPrefix("the initial delay")
        }) {
            let delay = Self.milliseconds(work.initialDelay)
            disagree("initial delay", code: work.initialDelay ?? "none") { request in
                if request.computedDelay != nil { return work.initialDelay ?? "none" }
                return request.initialDelay.map {
                    $0.milliseconds == delay ? (work.initialDelay ?? "none") : Self.text($0)
                } ?? "none"
            }
        }
        let codeConstraints = Self.constraintsText(work.constraints)
        disagree("constraints", code: codeConstraints) { Self.constraintsText($0.constraints) }
        if let backoff = work.backoff, let policy = backoff.policy, let delay = backoff.delay {
            disagree("backoff", code: "\(policy) \(delay)") { request in
                guard let modelBackoff = request.backoff else { return "the default (EXPONENTIAL 30s)" }
                let same =
                    modelBackoff.policy.rawValue == policy
                    && modelBackoff.delay.milliseconds == Self.milliseconds(delay)
                return same ? "\(policy) \(delay)" : "\(modelBackoff.policy.rawValue) \(Self.text(modelBackoff.delay))"
            }
        }
    }

    static func text(_ duration: SimDuration) -> String { duration.description }

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
        let codeWorkers = Set(facts.work.filter { !$0.unique }.compactMap { $0.worker.map(BehaviorDrafter.simpleName) })
        for work in facts.work where !work.unique {
            guard let worker = work.worker.map(BehaviorDrafter.simpleName), !modelWorkers.contains(worker),
                !leftOut(.worker, worker)
            else { continue }
            reportAtCode(
                work.file, work.line, "the code enqueues '\(worker)' (not unique), but \(behaviorPath) never does")
        }
        for (location, request) in model where !codeWorkers.contains(BehaviorDrafter.simpleName(request.worker)) {
            if facts.work.contains(where: { !$0.unique && $0.worker == nil }) { continue }
            report(at: location, "'\(request.worker)' is enqueued here (not unique), but the code never enqueues it so")
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
        for cancel in facts.cancels where ["uniqueWork", "tag", "all"].contains(cancel.by) {
            if cancel.by != "all" && cancel.value == nil { continue }
            guard
                !modelCancels.contains(where: { $0.kind == cancel.by && ($0.value == cancel.value || $0.value == nil) }
                ),
                !leftOut(.cancel, cancel.value ?? "all")
            else { continue }
            let what = cancel.value.map { " '\($0)'" } ?? ""
            reportAtCode(
                cancel.file, cancel.line, "the code \(words[cancel.by]!)\(what), but \(behaviorPath) never does")
        }
        for model in modelCancels {
            guard let value = model.value else { continue }
            if facts.cancels.contains(where: { $0.by == model.kind && ($0.value == value || $0.value == nil) }) {
                continue
            }
            report(at: model.location, "this \(words[model.kind]!) '\(value)', but the code never does")
        }
    }

    private mutating func checkAlarms() {
        var modelAlarms: [(spec: AlarmSpec, location: SourceLocation)] = []
        for located in effects {
            if case .setAlarm(let spec) = located.effect.kind { modelAlarms.append((spec, located.effect.location)) }
        }
        for alarm in facts.alarms {
            guard let type = alarm.type else { continue }
            let sameType = modelAlarms.filter { $0.spec.type.description == type }
            guard !sameType.isEmpty else {
                if leftOut(.alarm, type) { continue }
                let others = modelAlarms.first.map { " (it sets \($0.spec.type.description) at \($0.location))" } ?? ""
                reportAtCode(
                    alarm.file, alarm.line,
                    "the code sets a \(type) alarm (\(alarm.call)), but \(behaviorPath) sets none of that type\(others)"
                )
                continue
            }
            if alarm.repeating, let interval = Self.milliseconds(alarm.interval),
                !sameType.contains(where: { $0.spec.repeating?.milliseconds == interval })
            {
                let model = sameType[0]
                let said = model.spec.repeating.map { "repeats every \(Self.text($0))" } ?? "does not repeat"
                report(
                    at: model.location,
                    "this \(type) alarm \(said), but \(codePlace(alarm.file, alarm.line)) repeats every \(alarm.interval!)"
                )
            }
        }
        for model in modelAlarms
        where !facts.alarms.contains(where: { $0.type == model.spec.type.description || $0.type == nil }) {
            report(
                at: model.location,
                "this sets a \(model.spec.type.description) alarm, but the code sets no alarm of that type")
        }
    }

    private mutating func checkRuntimeReceivers() {
        var model: [(spec: RuntimeReceiverSpec, location: SourceLocation)] = []
        for located in effects {
            if case .register(let spec) = located.effect.kind { model.append((spec, located.effect.location)) }
        }
        for registration in facts.runtimeReceivers {
            let actions = Set(registration.actions)
            let matching = model.filter { Set($0.spec.actions) == actions }
            guard matching.isEmpty else { continue }
            let name = registration.receiver.map(BehaviorDrafter.simpleName)
            if leftOut(.receiver, name) { continue }
            if let byName = model.first(where: { $0.spec.id == name }) {
                report(
                    at: byName.location,
                    "'\(byName.spec.id)' is registered here for \(byName.spec.actions.joined(separator: ", ")), but "
                        + "\(codePlace(registration.file, registration.line)) registers it for \(registration.actions.joined(separator: ", "))"
                )
            } else {
                reportAtCode(
                    registration.file, registration.line,
                    "the code registers \(name ?? "a receiver") for \(registration.actions.joined(separator: ", ")) at run time, but \(behaviorPath) never does"
                )
            }
        }
        for (spec, location) in model {
            let actions = Set(spec.actions)
            if facts.runtimeReceivers.contains(where: {
                Set($0.actions) == actions || $0.receiver.map(BehaviorDrafter.simpleName) == spec.id
            }) {
                continue
            }
            report(
                at: location,
                "'\(spec.id)' is registered here for \(spec.actions.joined(separator: ", ")), but the code registers no receiver for them"
            )
        }
    }
}
