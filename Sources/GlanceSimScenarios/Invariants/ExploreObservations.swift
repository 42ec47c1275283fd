public import GlanceSim
public import GlanceSimFormats

/// What `explore` follows over a history besides the device's state: when each widget was last drawn, the
/// process starts, and since when each ``HeldCondition`` has held.
public final class ExploreObservations: TraceSink {
    /// The instant each widget's provider last pushed views for it.
    public private(set) var lastRender: [Int32: SimInstant] = [:]
    /// The instant each widget's provider first pushed views for it.
    public private(set) var firstRender: [Int32: SimInstant] = [:]
    /// The provider each widget id was bound to, kept after the widget is deleted.
    public private(set) var providerOf: [Int32: ComponentName] = [:]
    /// The providers that are Glance receivers: a Glance session ran for one of their widgets.
    public private(set) var glanceProviders: Set<ComponentName> = []
    /// The widget ids whose provider's `onDeleted` ran: the app was told they are gone.
    public private(set) var deletionDelivered: Set<Int32> = []
    /// Each app's most recent process starts, newest last (the last 64).
    public private(set) var processStarts: [String: [SimInstant]] = [:]
    /// Since when each condition has held without a break (a new device starts with the screen on and a
    /// network, at timeline zero); absent while it does not hold.
    public private(set) var heldSince: [HeldCondition: SimInstant] = [.screenOn: .zero, .networkUp: .zero]
    /// The first failure a person would see: an app crash (`process.crash`, the platform's "app keeps stopping"),
    /// or a widget showing Glance's error layout (`onCompositionError`'s default) — with when it happened.
    public private(set) var firstFailure: (instant: SimInstant, description: String)?
    /// The widget whose provider a Glance session start last added to ``glanceProviders`` (a cache, not saved).
    private var lastGlanceWidget: Int32?

    /// Nothing observed yet.
    public init() {}

    public func accepts(_ kind: TraceKind) -> Bool {
        kind == .widgetViews || kind == .processStart || kind == .deviceCondition || kind == .widgetBind
            || kind == .glanceSession || kind == .widgetCallback || kind == .appCrash || kind == .glanceError
    }

    public func receive(_ record: TraceRecord) {
        switch record.event {
        case .device(.condition(.screenOn(let on))): note(.screenOn, holds: on, at: record.instant)
        case .device(.condition(.network(let network))):
            note(.networkUp, holds: network.isConnected, at: record.instant)
        case .appWidget(.bind(let provider, let id, _, _)):
            providerOf[id] = provider
            if id == lastGlanceWidget { lastGlanceWidget = nil }
        case .appWidget(.callback(_, .onDeleted(let ids))): deletionDelivered.formUnion(ids)
        case .glance(.session(_, let glanceId, .started)):
            // A widget's sessions start again and again (one per update, after the last timed out): its provider
            // is hashed into the set once, not at each start.
            let id = glanceId.appWidgetId
            guard id != lastGlanceWidget, let provider = providerOf[id] else { break }
            glanceProviders.insert(provider)
            lastGlanceWidget = id
        case .appWidget(.views(_, let id, _, _)):
            lastRender[id] = record.instant
            if firstRender[id] == nil { firstRender[id] = record.instant }
        case .process(.crash(let package, let error, let site)) where firstFailure == nil:
            firstFailure = (record.instant, "\(package) crashed: \(error) in \(site)")
        case .glance(.error(let package, let glanceId, let failure)) where firstFailure == nil:
            firstFailure = (
                record.instant,
                "\(package)'s widget \(glanceId.appWidgetId) shows Glance's error layout: \(failure)"
            )
        case .process(.start(let package, _, _)):
            var starts = processStarts[package, default: []]
            starts.append(record.instant)
            if starts.count > 64 { starts.removeFirst(starts.count - 64) }
            processStarts[package] = starts
        default: break
        }
    }

    /// Whether `condition` holds on `device` and has held for at least `duration` (always true without one).
    ///
    /// ```swift
    /// if observations.hasHeld(.networkUp, for: .minutes(30), on: device) { /* data should be fresh by now */ }
    /// ```
    public func hasHeld(_ condition: HeldCondition?, for duration: SimDuration, on device: Device) -> Bool {
        guard let condition else { return true }
        guard condition.holds(on: device.conditions), let since = heldSince[condition] else { return false }
        return device.now - since >= duration
    }

    private func note(_ condition: HeldCondition, holds: Bool, at instant: SimInstant) {
        if !holds {
            heldSince[condition] = nil
        } else if heldSince[condition] == nil {
            heldSince[condition] = instant
        }
    }
}

extension ExploreObservations {
    /// What the observations hold, to save with a device (maps as sorted lists, so the bytes repeat).
    package struct Snapshot: Codable, Equatable {
        struct Instant: Codable, Equatable {
            var id: Int32
            var instant: SimInstant
        }

        struct Provider: Codable, Equatable {
            var id: Int32
            var provider: ComponentName
        }

        struct Held: Codable, Equatable {
            var condition: String
            var since: SimInstant
        }

        var lastRender: [Instant]
        var firstRender: [Instant]
        var providerOf: [Provider]
        var glanceProviders: [ComponentName]
        var deletionDelivered: [Int32]
        var processStarts: [String: [SimInstant]]
        var heldSince: [Held]
        var firstFailure: Failure? = nil

        struct Failure: Codable, Equatable {
            var instant: SimInstant
            var description: String
        }
    }

    package var snapshot: Snapshot {
        Snapshot(
            lastRender: lastRender.keys.sorted().map { Snapshot.Instant(id: $0, instant: lastRender[$0]!) },
            firstRender: firstRender.keys.sorted().map { Snapshot.Instant(id: $0, instant: firstRender[$0]!) },
            providerOf: providerOf.keys.sorted().map { Snapshot.Provider(id: $0, provider: providerOf[$0]!) },
            glanceProviders: glanceProviders.sorted(), deletionDelivered: deletionDelivered.sorted(),
            processStarts: processStarts,
            heldSince: HeldCondition.allCases.compactMap { condition in
                heldSince[condition].map { Snapshot.Held(condition: condition.rawValue, since: $0) }
            },
            firstFailure: firstFailure.map { Snapshot.Failure(instant: $0.instant, description: $0.description) })
    }

    /// Takes on saved observations.
    package func restore(_ saved: Snapshot) {
        lastRender = Dictionary(saved.lastRender.map { ($0.id, $0.instant) }, uniquingKeysWith: { $1 })
        firstRender = Dictionary(saved.firstRender.map { ($0.id, $0.instant) }, uniquingKeysWith: { $1 })
        providerOf = Dictionary(saved.providerOf.map { ($0.id, $0.provider) }, uniquingKeysWith: { $1 })
        glanceProviders = Set(saved.glanceProviders)
        lastGlanceWidget = nil
        deletionDelivered = Set(saved.deletionDelivered)
        processStarts = saved.processStarts
        firstFailure = saved.firstFailure.map { ($0.instant, $0.description) }
        heldSince = [:]
        for held in saved.heldSince {
            if let condition = HeldCondition(rawValue: held.condition) { heldSince[condition] = held.since }
        }
    }
}
