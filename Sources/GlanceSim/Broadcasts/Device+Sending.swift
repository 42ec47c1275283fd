extension Device {
    /// Sends a normal broadcast from outside the apps — as the system, the shell, or an app.
    ///
    /// Receivers are chosen now; delivery happens in queued events when time moves (`advance(by: .zero)`
    /// delivers what is due now). Runtime receivers get it together in one event, then manifest receivers
    /// one per event, each group by priority (higher first), then registration / installation order.
    ///
    /// ```swift
    /// try device.sendBroadcast(Intent(action: "com.example.REFRESH", package: "com.example.weather"), as: .shell)
    /// try device.advance(by: .zero)
    /// ```
    /// - Throws: `SecurityException` when a non-system sender sends a protected system action.
    public func sendBroadcast(_ intent: Intent, as sender: BroadcastSender = .system, receiverPermission: String? = nil)
        throws(AndroidException)
    {
        try send(intent, from: sender, receiverPermission: receiverPermission, ordered: nil)
    }

    /// Sends an ordered broadcast from outside the apps: one receiver at a time by priority (runtime
    /// receivers before manifest receivers of equal priority), each able to change the result or abort;
    /// `resultReceiver` always runs last.
    public func sendOrderedBroadcast(
        _ intent: Intent,
        as sender: BroadcastSender = .system,
        receiverPermission: String? = nil,
        resultReceiver: (any BroadcastReceiver)? = nil,
        initialCode: Int32 = 0,
        initialData: String? = nil,
        initialExtras: AndroidBundle? = nil
    ) throws(AndroidException) {
        let result = BroadcastResult(code: initialCode, data: initialData, extras: initialExtras)
        try send(
            intent, from: sender, receiverPermission: receiverPermission,
            ordered: OrderedDelivery(result: result, finalReceiver: resultReceiver))
    }

    /// A broadcast the system sends (boot, clock, conditions); it can never be refused.
    func sendSystemBroadcast(_ intent: Intent, receiverPermission: String? = nil, ordered: Bool = false) {
        let delivery = ordered ? OrderedDelivery(result: BroadcastResult(code: 0), finalReceiver: nil) : nil
        try? send(intent, from: .system, receiverPermission: receiverPermission, ordered: delivery)
    }

    /// Resolves a broadcast's receivers and queues its deliveries.
    func send(_ intent: Intent, from sender: BroadcastSender, receiverPermission: String?, ordered: OrderedDelivery?)
        throws(AndroidException)
    {
        if sender != .system, let action = intent.action, BroadcastPolicy.systemOnlyActions.contains(action) {
            throw AndroidException.security(
                "Permission Denial: not allowed to send broadcast \(action) from \(sender)")
        }
        beginDirectCall()
        var blocked: [(receiver: String, reason: String)] = []
        let registered = resolveRegistered(
            intent, from: sender, receiverPermission: receiverPermission, blocked: &blocked)
        let manifest = resolveManifest(intent, from: sender, receiverPermission: receiverPermission, blocked: &blocked)
        let id = BroadcastID(value: nextBroadcastNumber)
        nextBroadcastNumber += 1
        var broadcast = BroadcastRecord(intent: intent, sender: sender, parallel: [], serial: [], ordered: ordered)
        if ordered != nil {
            broadcast.serial = mergeByPriority(registered: registered, manifest: manifest)
        } else {
            broadcast.parallel = registered.map(\.number)
            broadcast.serial = manifest.map { .manifest(package: $0.package, index: $0.index) }
        }
        let receiverCount = broadcast.parallel.count + broadcast.serial.count
        record(
            .broadcastSend, sender.description,
            "\(intent) to \(receiverCount) receiver(s)\(ordered == nil ? "" : " ordered")")
        for (receiver, reason) in blocked { record(.broadcastBlocked, receiver, reason) }
        guard receiverCount > 0 || ordered?.finalReceiver != nil else { return }
        broadcasts[id] = broadcast
        if !broadcast.parallel.isEmpty { queue.schedule(at: now, .broadcastParallel(id)) }
        if !broadcast.serial.isEmpty {
            queue.schedule(at: now, .broadcastSerial(id))
        } else if ordered != nil {
            queue.schedule(at: now, .broadcastFinal(id))
        }
    }

    // MARK: - Resolution

    private struct ManifestMatch {
        let package: String
        let index: Int
        let priority: Int32
    }

    private func resolveRegistered(
        _ intent: Intent,
        from sender: BroadcastSender,
        receiverPermission: String?,
        blocked: inout [(receiver: String, reason: String)]
    ) -> [RuntimeRegistration] {
        guard intent.component == nil else { return [] }  // explicit component: manifest receivers only
        var matches: [RuntimeRegistration] = []
        for registration in registrations {
            if let package = intent.package, package != registration.package { continue }
            guard registration.matches(intent) else { continue }
            let app = registration.app
            if let reason = refusal(
                to: app, exported: registration.exported, requiredPermission: registration.permission, from: sender,
                receiverPermission: receiverPermission)
            {
                blocked.append((registration.label, "\(reason): \(intent)"))
                continue
            }
            matches.append(registration)
        }
        guard let first = matches.first, matches.contains(where: { $0.filter.priority != first.filter.priority }) else {
            return matches  // one priority: registration order already
        }
        return matches.enumerated().sorted {
            ($0.element.filter.priority, -$0.offset) > ($1.element.filter.priority, -$1.offset)
        }.map(\.element)
    }

    private func resolveManifest(
        _ intent: Intent,
        from sender: BroadcastSender,
        receiverPermission: String?,
        blocked: inout [(receiver: String, reason: String)]
    ) -> [ManifestMatch] {
        guard !intent.flags.contains(.receiverRegisteredOnly) else { return [] }
        var matches: [ManifestMatch] = []
        for app in apps {
            if let package = intent.package, package != app.packageName { continue }
            for (index, declaration) in app.manifest.receivers.enumerated() where declaration.enabled {
                let component = app.receiverComponents[index]
                let priority: Int32
                if let target = intent.component {
                    guard target == component else { continue }
                    priority = 0
                } else {
                    guard let filter = declaration.intentFilters.first(where: { $0.match(intent).isMatch }) else {
                        continue
                    }
                    priority = filter.priority
                }
                if let reason = refusal(
                    to: app, exported: declaration.isExported, requiredPermission: declaration.permission,
                    from: sender, receiverPermission: receiverPermission
                ).map({ "\($0): \(intent)" }) ?? implicitLimit(intent, to: app, component: component) {
                    blocked.append((component.shortString, reason))
                    continue
                }
                matches.append(ManifestMatch(package: app.packageName, index: index, priority: priority))
            }
        }
        // Stable sort: equal priorities keep installation, then manifest order.
        return matches.enumerated().sorted { ($0.element.priority, -$0.offset) > ($1.element.priority, -$1.offset) }
            .map(\.element)
    }

    /// Why a receiver may not get a broadcast from this sender, or `nil` if it may (AMS
    /// `checkComponentPermission`: the system and the receiver's own app pass the sender checks).
    private func refusal(
        to app: InstalledApp,
        exported: Bool,
        requiredPermission: String?,
        from sender: BroadcastSender,
        receiverPermission: String?
    ) -> String? {
        if let receiverPermission, !app.holds(receiverPermission) {
            return "receiver app does not hold '\(receiverPermission)' required by the sender"
        }
        switch sender {
        case .system: return nil
        case .app(let package) where package == app.packageName: return nil
        case .app, .shell:
            if !exported { return "not exported to \(sender)" }
            if let requiredPermission {
                let holds: Bool
                if case .app(let package) = sender {
                    holds = appsByPackage[package]?.holds(requiredPermission) ?? false
                } else {
                    holds = false
                }
                if !holds { return "\(sender) does not hold '\(requiredPermission)'" }
            }
            return nil
        }
    }

    /// The Android 8 limit on implicit broadcasts to manifest receivers (android.md §3.4), and the Android 7
    /// removal of CONNECTIVITY_ACTION from manifest receivers.
    private func implicitLimit(_ intent: Intent, to app: InstalledApp, component: ComponentName) -> String? {
        guard !intent.isExplicit, !intent.flags.contains(.receiverIncludeBackground) else { return nil }
        let target = app.manifest.targetSdkVersion
        let action = intent.action ?? ""
        let blocked =
            (target >= 26 && !BroadcastPolicy.implicitBroadcastExemptions.contains(action))
            || (target >= 24 && action == IntentAction.connectivityChange)
        guard blocked else { return nil }
        return "Background execution not allowed: receiving \(intent) to \(component.shortString)"
    }

    /// Ordered broadcasts merge runtime and manifest receivers by priority; at equal priority the runtime
    /// receiver goes first (the legacy BroadcastQueue merge loop takes it while its priority is >=).
    private func mergeByPriority(registered: [RuntimeRegistration], manifest: [ManifestMatch]) -> [BroadcastTarget] {
        var merged: [BroadcastTarget] = []
        var left = registered[...]
        var right = manifest[...]
        while let next = left.first, let other = right.first {
            if next.filter.priority >= other.priority {
                merged.append(.registration(next.number))
                left.removeFirst()
            } else {
                merged.append(.manifest(package: other.package, index: other.index))
                right.removeFirst()
            }
        }
        merged += left.map { .registration($0.number) }
        merged += right.map { .manifest(package: $0.package, index: $0.index) }
        return merged
    }
}
