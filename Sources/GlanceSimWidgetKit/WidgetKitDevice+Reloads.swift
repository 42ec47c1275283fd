import GlanceSim

extension WidgetKitDevice {
    /// A widget's policy came due, or its withheld or latent reload: the reload runs (§4–§6).
    func reloadCameDue(_ instance: WidgetInstance, _ event: WidgetKitEvent) {
        switch event {
        case .policyDue:
            instance.setPolicyDue(nil)
            requestReload(instance, source: .policy)
        case .reload(_, let source, let debited):
            instance.reloadCameDue()
            if debited {
                reloadTimeline(instance, source: source)
            } else {
                requestReload(instance, source: source, retrying: true)
            }
        case .entryShown: break
        }
    }

    /// Asks for a reload of `instance` (widgetkit reference §4–§6): a free one runs at once; a budgeted one debits
    /// the instance's budget, or is withheld — not dropped — until the budget has a reload again (with no budget
    /// at all, §15 rule 10, it runs without a debit); one inside the coalescing window waits for the window's
    /// end; a granted one runs after the reload latency.
    func requestReload(_ instance: WidgetInstance, source: ReloadSource, retrying: Bool = false) {
        if !retrying { record(.reloadRequested(id: instance.id, source: source)) }
        guard !source.isFree else {
            return grant(instance, source: source, debited: false)
        }
        if let withheld = instance.withheldUntil {
            // Already waiting for budget: this request is served by that reload.
            return record(
                .simDecision(
                    id: instance.id, parameter: "withheld reloads",
                    decision: "merged into the reload withheld until \(withheld)"))
        }
        if parameters.coalesceWindow > .zero, let last = instance.lastReload, now < last + parameters.coalesceWindow {
            let at = last + parameters.coalesceWindow
            instance.withholdReload(until: at)
            loop.queue.schedule(
                at: at, key: .reload(instance.id), policy: .replace, .reload(instance.id, source, debited: false))
            return record(
                .simDecision(
                    id: instance.id, parameter: "coalesceWindow",
                    decision: "waits until \(at), \(parameters.coalesceWindow) after the last reload"))
        }
        guard instance.debitBudget(at: now, nextReset: { self.nextBudgetReset(after: $0) }) else {
            let until = instance.budget.nextAvailable(after: now)
            instance.withholdReload(until: until)
            loop.queue.schedule(
                at: until, key: .reload(instance.id), policy: .replace, .reload(instance.id, source, debited: false))
            return record(.reloadWithheld(id: instance.id, source: source, until: until))
        }
        // Without a limit (the `debugger` preset, as under Xcode: F-653265) nothing is taken, so nothing is traced
        // as a debit: compare and the report count debit records as budgeted reloads.
        if let left = instance.budget.remaining(at: now) { record(.budgetDebit(id: instance.id, remaining: left)) }
        grant(instance, source: source, debited: true)
    }

    /// Runs a granted reload now, or after the reload latency (not for the user's own actions and interactions,
    /// which WidgetKit serves at once).
    private func grant(_ instance: WidgetInstance, source: ReloadSource, debited: Bool) {
        let immediate: Bool
        switch source {
        case .added, .edited, .interaction: immediate = true
        default: immediate = parameters.reloadLatency == .zero
        }
        guard !immediate else { return reloadTimeline(instance, source: source) }
        let at = now + parameters.reloadLatency
        instance.awaitReload(at: at)
        loop.queue.schedule(
            at: at, key: .reload(instance.id), policy: .replace, .reload(instance.id, source, debited: true))
        record(
            .simDecision(
                id: instance.id, parameter: "reloadLatency", decision: "the provider is called at \(at)"))
    }

    /// Calls the provider for a new timeline, which replaces the current one (§3.4), and schedules its entries
    /// and its policy.
    func reloadTimeline(_ instance: WidgetInstance, source: ReloadSource) {
        var timeline = call(.timeline, of: instance, isPreview: false) { provider, context in
            provider.timeline(in: context)
        }
        entriesMade.add(timeline.entries.count, of: instance.id, at: now)
        if parameters.duplicateTimelineCalls > 0 {
            record(
                .simDecision(
                    id: instance.id, parameter: "duplicateTimelineCalls",
                    decision: "the provider is called \(parameters.duplicateTimelineCalls) more time(s) for this reload"
                ))
            for _ in 0..<parameters.duplicateTimelineCalls {
                timeline = call(.timeline, of: instance, isPreview: false) { $0.timeline(in: $1) }
                entriesMade.add(timeline.entries.count, of: instance.id, at: now)
            }
        }
        instance.replaceTimeline(with: timeline, at: now)
        record(.timelineSet(id: instance.id, entries: timeline.entries.map(\.date), policy: timeline.policy))
        if let gap = timeline.smallestGap, gap < .minutes(5) {
            record(
                .timelineWarning(
                    id: instance.id,
                    advice: "entries \(gap) apart: Apple advises at least 5 minutes; on a device they may show late "
                        + "(here each shows at its date)"))
        }
        if let index = timeline.indexShown(at: now) { record(.entryShown(id: instance.id, index: index)) }
        for (index, entry) in timeline.entries.enumerated() where entry.date > now {
            // Of entries with equal dates only the last is ever shown.
            if index + 1 < timeline.entries.count, timeline.entries[index + 1].date == entry.date { continue }
            loop.queue.schedule(
                at: entry.date, .entryShown(instance.id, generation: instance.generation, index: index))
        }
        schedulePolicy(instance, timeline: timeline)
    }

    /// The policy's eligibility instant, raised to the minimum interval after the last reload (§4); nothing for
    /// `.never`.
    private func schedulePolicy(_ instance: WidgetInstance, timeline: Timeline) {
        _ = loop.queue.cancel(key: .policy(instance.id))
        instance.setPolicyDue(nil)
        guard let eligible = timeline.eligibility(fallback: now) else { return }
        var due = max(eligible, now)
        let earliest = now + parameters.minimumPolicyInterval
        if due < earliest {
            due = earliest
            record(
                .simDecision(
                    id: instance.id, parameter: "minimumPolicyInterval",
                    decision: "policy \(timeline.policy) eligible at \(eligible), reload no sooner than \(due)"))
        }
        instance.setPolicyDue(due)
        loop.queue.schedule(at: due, key: .policy(instance.id), policy: .replace, .policyDue(instance.id))
    }

    /// Calls a provider method with the instance's context, counting and tracing the call.
    func call<Result>(
        _ call: ProviderCall, of instance: WidgetInstance, isPreview: Bool,
        _ body: (any TimelineProvider, TimelineProviderContext) -> Result
    ) -> Result {
        instance.countCall(call)
        record(.providerCall(id: instance.id, call: call, isPreview: isPreview))
        var context = context(for: instance, isPreview: isPreview)
        if call == .placeholder {
            // "A placeholder view… doesn't contain user data" (A-TP): no stores, no configuration.
            context.store = AppGroupSnapshot(groups: [], shared: [:], privateValues: [:])
            context.configuration = [:]
        }
        return body(instance.kind.provider, context)
    }

    func context(for instance: WidgetInstance, isPreview: Bool) -> TimelineProviderContext {
        TimelineProviderContext(
            family: instance.family, displaySize: instance.displaySize, isPreview: isPreview,
            configuration: instance.configuration, now: now, wallTime: wallTime, timeZone: timeZone,
            store: store(of: .widgetExtension))
    }

}
