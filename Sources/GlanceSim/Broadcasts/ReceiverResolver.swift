/// Which receivers a broadcast goes to: the receiver-resolution part of ActivityManagerService — the runtime
/// registrations of its `mReceiverResolver` (an `IntentResolver` of `BroadcastFilter`s) and the manifest
/// receivers `PackageManager.queryIntentReceivers` finds — with the export, permission and implicit-broadcast
/// checks of `BroadcastQueue.skipReceiverLocked`. It holds the device's one list of runtime registrations.
///
/// Resolutions are cached per ``Key`` for intents that carry nothing else a filter or a check reads (no
/// component, data, type or categories): the answer then depends only on the key and on state whose every
/// change calls ``invalidate()`` — the registrations (register, unregister, process death) and the installed
/// apps (install and replace, the only ways a manifest, its receivers' enabled state or an app's permissions
/// change). So TIME_TICK to a hundred runtime receivers matches a hundred filters once, not every minute.
///
/// ```swift
/// let resolved = resolver.resolve(Intent(action: IntentAction.timeTick), from: .system, receiverPermission: nil)
/// print(resolved.registered.count)
/// ```
final class ReceiverResolver {
    /// What a cached resolution depends on besides the resolver's own state.
    struct Key: Hashable {
        let action: String?
        let package: String?
        let flags: Int32
        let sender: BroadcastSender
        let receiverPermission: String?
    }

    /// How many resolutions the cache keeps before it starts again: an app that sends a new action each time
    /// must not grow it without end.
    static let cacheLimit = 256

    private unowned let processTable: ProcessTable
    /// The live runtime registrations, in registration order (numbers count up).
    private(set) var registrations: [RuntimeRegistration] = []
    private var nextRegistrationNumber = 1
    private var cache: [Key: ResolvedReceivers] = [:]
    /// The last resolution looked up, checked before hashing: a run mostly repeats one broadcast.
    private var last: (key: Key, resolved: ResolvedReceivers)?
    /// How many resolutions were computed by matching filters rather than answered from the cache.
    private(set) var computedResolutions = 0

    /// How many resolutions the cache holds now.
    var cachedResolutionCount: Int { cache.count }

    init(processTable: ProcessTable) {
        self.processTable = processTable
    }

    // MARK: - Registrations

    /// Adds a registration, numbered after every earlier one.
    func register(
        _ receiver: any BroadcastReceiver,
        filter: IntentFilter,
        exported: Bool,
        permission: String?,
        app: InstalledApp
    ) -> RuntimeRegistration {
        let registration = RuntimeRegistration(
            number: nextRegistrationNumber, app: app, receiver: receiver, filter: filter, exported: exported,
            permission: permission)
        nextRegistrationNumber += 1
        registrations.append(registration)
        invalidate()
        return registration
    }

    /// Removes every registration of this receiver object by this app; returns them, in registration order.
    func unregister(_ receiver: any BroadcastReceiver, of app: InstalledApp) -> [RuntimeRegistration] {
        let identity = ObjectIdentifier(receiver)
        return remove { $0.app === app && ObjectIdentifier($0.receiver) == identity }
    }

    /// Removes every registration of the app (its process died); returns how many there were.
    func removeReceivers(of app: InstalledApp) -> Int {
        remove { $0.app === app }.count
    }

    private func remove(where shouldRemove: (RuntimeRegistration) -> Bool) -> [RuntimeRegistration] {
        let removed = registrations.filter(shouldRemove)
        guard !removed.isEmpty else { return [] }
        registrations.removeAll(where: shouldRemove)
        for registration in removed { registration.isRegistered = false }
        invalidate()
        return removed
    }

    /// Forgets every cached resolution: call it whenever anything ``resolve(_:from:receiverPermission:)``
    /// reads changes.
    func invalidate() {
        if !cache.isEmpty { cache.removeAll(keepingCapacity: true) }
        last = nil
    }

    // MARK: - Resolving

    /// The receivers a broadcast of `intent` from `sender` goes to, and those Android's rules keep it from.
    func resolve(_ intent: Intent, from sender: BroadcastSender, receiverPermission: String?) -> ResolvedReceivers {
        guard intent.component == nil, intent.data == nil, intent.type == nil, intent.categories.isEmpty else {
            return compute(intent, from: sender, receiverPermission: receiverPermission)
        }
        let key = Key(
            action: intent.action, package: intent.package, flags: intent.flags.rawValue, sender: sender,
            receiverPermission: receiverPermission)
        if let last, last.key == key { return last.resolved }
        let resolved: ResolvedReceivers
        if let cached = cache[key] {
            resolved = cached
        } else {
            resolved = compute(intent, from: sender, receiverPermission: receiverPermission)
            if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
            cache[key] = resolved
        }
        last = (key, resolved)
        return resolved
    }

    private func compute(_ intent: Intent, from sender: BroadcastSender, receiverPermission: String?)
        -> ResolvedReceivers
    {
        computedResolutions += 1
        var blocked: [ResolvedReceivers.Blocked] = []
        let registered = resolveRegistered(
            intent, from: sender, receiverPermission: receiverPermission, blocked: &blocked)
        let manifest = resolveManifest(intent, from: sender, receiverPermission: receiverPermission, blocked: &blocked)
        return ResolvedReceivers(registered: registered, manifest: manifest, blocked: blocked)
    }

    private func resolveRegistered(
        _ intent: Intent,
        from sender: BroadcastSender,
        receiverPermission: String?,
        blocked: inout [ResolvedReceivers.Blocked]
    ) -> [RuntimeRegistration] {
        guard intent.component == nil else { return [] }  // explicit component: manifest receivers only
        var matches: [RuntimeRegistration] = []
        for registration in registrations {
            if let package = intent.package, package != registration.package { continue }
            guard registration.matches(intent) else { continue }
            if let reason = refusal(
                to: registration.app, exported: registration.exported, requiredPermission: registration.permission,
                from: sender, receiverPermission: receiverPermission)
            {
                blocked.append((registration.identity, reason))
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
        blocked: inout [ResolvedReceivers.Blocked]
    ) -> [ResolvedReceivers.ManifestMatch] {
        guard !intent.flags.contains(.receiverRegisteredOnly) else { return [] }
        var matches: [ResolvedReceivers.ManifestMatch] = []
        for app in processTable.apps {
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
                    from: sender, receiverPermission: receiverPermission) ?? implicitLimit(intent, to: app)
                {
                    blocked.append((.component(component), reason))
                    continue
                }
                matches.append(ResolvedReceivers.ManifestMatch(app: app, index: index, priority: priority))
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
    ) -> BroadcastBlockReason? {
        if let receiverPermission, !app.holds(receiverPermission) {
            return .receiverLacksPermission(receiverPermission)
        }
        switch sender {
        case .system: return nil
        case .app(let package) where package == app.packageName: return nil
        case .app, .shell:
            if !exported { return .notExported(to: sender) }
            if let requiredPermission {
                let holds: Bool
                if case .app(let package) = sender {
                    holds = processTable.app(package)?.holds(requiredPermission) ?? false
                } else {
                    holds = false
                }
                if !holds { return .senderLacksPermission(sender, requiredPermission) }
            }
            return nil
        }
    }

    /// The Android 8 limit on implicit broadcasts to manifest receivers (android.md §3.4), and the Android 7
    /// removal of CONNECTIVITY_ACTION from manifest receivers.
    private func implicitLimit(_ intent: Intent, to app: InstalledApp) -> BroadcastBlockReason? {
        BroadcastPolicy.skipsManifestReceiver(intent, targetSdk: app.manifest.targetSdkVersion)
            ? .backgroundExecutionNotAllowed : nil
    }
}

/// The receivers one broadcast resolved to, shared by every send the ``ReceiverResolver`` answers from its
/// cache: the lists are made once and handed to each ``BroadcastRecord`` without copying.
final class ResolvedReceivers {
    /// A manifest receiver that matched: its app, its index in the manifest and its filter's priority.
    struct ManifestMatch {
        let app: InstalledApp
        let index: Int
        let priority: Int32
    }

    /// A receiver that matched but may not get the broadcast, and why.
    typealias Blocked = (receiver: ReceiverIdentity, reason: BroadcastBlockReason)

    /// Runtime receivers, by priority (higher first), then registration order.
    let registered: [RuntimeRegistration]
    /// Manifest receivers, by priority, then installation and manifest order.
    let manifest: [ManifestMatch]
    /// The matching receivers Android's rules keep the broadcast from, runtime ones first.
    let blocked: [Blocked]
    /// The serial receivers of a normal broadcast: the manifest receivers.
    let manifestTargets: [BroadcastTarget]
    /// The serial receivers of an ordered broadcast, made on the first ordered send.
    private(set) lazy var orderedTargets: [BroadcastTarget] = mergeByPriority()

    init(registered: [RuntimeRegistration], manifest: [ManifestMatch], blocked: [Blocked]) {
        self.registered = registered
        self.manifest = manifest
        self.blocked = blocked
        manifestTargets = manifest.map { .manifest($0.app, index: $0.index) }
    }

    /// Ordered broadcasts merge runtime and manifest receivers by priority; at equal priority the runtime
    /// receiver goes first (the legacy BroadcastQueue merge loop takes it while its priority is >=).
    private func mergeByPriority() -> [BroadcastTarget] {
        var merged: [BroadcastTarget] = []
        var left = registered[...]
        var right = manifest[...]
        while let next = left.first, let other = right.first {
            if next.filter.priority >= other.priority {
                merged.append(.registration(next))
                left.removeFirst()
            } else {
                merged.append(.manifest(other.app, index: other.index))
                right.removeFirst()
            }
        }
        merged += left.map { .registration($0) }
        merged += right.map { .manifest($0.app, index: $0.index) }
        return merged
    }
}

extension ReceiverResolver {
    /// The resolver's saved form: its registrations (by saved number) and the next registration number. Cached
    /// resolutions are not saved: they are made again from the registrations.
    struct Snapshot: Codable, Equatable {
        var registrations: [Int]
        var nextRegistrationNumber: Int
    }

    func snapshot(_ writer: SnapshotWriter) -> Snapshot {
        Snapshot(
            registrations: registrations.map(writer.registrations.number),
            nextRegistrationNumber: nextRegistrationNumber)
    }

    func restore(_ saved: Snapshot, _ reader: SnapshotReader) throws(SnapshotError) {
        registrations = try SnapshotError.map(saved.registrations, at: "registrations") {
            number throws(SnapshotError) in
            try reader.registrations(number, "registration")
        }
        // Unregistering takes a registration out of the live list as it marks it unregistered.
        if let index = registrations.firstIndex(where: { !$0.isRegistered }) {
            throw SnapshotError(
                "registration number \(registrations[index].number) is listed live, and saved as unregistered "
                    + "('isRegistered' false)", at: ["registrations", String(index)])
        }
        // The live registrations are kept in the order they were made, each once (`register` appends, `remove`
        // takes out): a registration listed twice would get each broadcast twice, and one out of order would be
        // delivered before receivers of equal priority registered earlier.
        for index in registrations.indices.dropFirst()
        where registrations[index].number <= registrations[index - 1].number {
            throw SnapshotError(
                "the live registrations list registration number \(registrations[index].number) after number "
                    + "\(registrations[index - 1].number): they are kept in the order they were made, each once",
                at: ["registrations", String(index)])
        }
        try SnapshotError.checkCounter(
            saved.nextRegistrationNumber, "the next registration number", at: ["nextRegistrationNumber"])
        nextRegistrationNumber = saved.nextRegistrationNumber
        invalidate()
    }
}
