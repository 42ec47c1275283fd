package import GlanceSim

/// A ``WidgetKitDevice``'s complete state between steps, in a Codable form: restoring it
/// (``WidgetKitDevice/init(restoring:app:traceMode:)``) gives a device that continues exactly as this one would.
/// Instants are milliseconds on the simulation's timeline; the installed app is named by its bundle identifier
/// (its definition is loaded again by whoever restores); the trace keeps its counts, not its records.
///
/// ```swift
/// let data = try encoder.encode(try device.snapshot())
/// let copy = try WidgetKitDevice(restoring: decoder.decode(WidgetKitDeviceSnapshot.self, from: data), app: app)
/// ```
package struct WidgetKitDeviceSnapshot: Codable, Equatable {
    package var now: Int64
    /// The wall clock at timeline zero (milliseconds since the epoch).
    package var wallAtZero: Int64
    package var timeZone: String
    /// The screen's portrait size in points.
    package var screen: SavedPointSize
    package var parameters: SavedWidgetKitParameters
    /// The bundle identifier of the installed app, if one is.
    package var app: String?
    package var appState: String
    package var isLocked: Bool
    package var widgets: WidgetInstancesSnapshot
    package var storage: AppGroupStorageSnapshot
    package var loop: SavedEventLoop
    package var trace: Trace.Snapshot
}

/// The device's event loop in its saved form (events and keys as ``SavedWidgetKitEvent`` and
/// ``SavedWidgetKitEventKey``), encoded as the core's `EventLoop.Snapshot` is.
package struct SavedEventLoop: Codable, Equatable {
    package typealias Value = EventLoop<WidgetKitEvent, WidgetKitEventKey>.Snapshot<
        SavedWidgetKitEvent, SavedWidgetKitEventKey
    >

    package var value: Value

    init(_ value: Value) { self.value = value }

    package init(from decoder: any Decoder) throws { value = try Value(from: decoder) }

    package func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }

    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.value.queue == rhs.value.queue && lhs.value.sequence == rhs.value.sequence
            && lhs.value.eventsRun == rhs.value.eventsRun
    }
}

/// The placed widgets in their saved form: the next id to give and each widget, in id order.
package struct WidgetInstancesSnapshot: Codable, Equatable {
    package var nextID: Int
    package var instances: [WidgetInstanceSnapshot]
}

/// One placed widget in its saved form (``WidgetInstance``'s every field; its kind by name).
package struct WidgetInstanceSnapshot: Codable, Equatable {
    package var id: Int
    package var kind: String
    package var family: String
    package var displaySize: SavedPointSize
    package var configuration: [String: String]
    package var budget: ReloadBudgetSnapshot
    package var timeline: SavedTimeline?
    package var generation: Int
    package var fallback: SavedTimelineEntry?
    package var placeholder: SavedTimelineEntry
    package var lastReload: Int64?
    package var withheldUntil: Int64?
    package var pendingReload: Int64?
    package var policyDue: Int64?
    /// How many times each provider method ran, by ``ProviderCall`` raw value.
    package var calls: [String: Int]
}

/// A ``ReloadBudget`` in its saved form: its credits (86,400,000 a reload), when they were last brought up to
/// date, and the next daily reset.
package struct ReloadBudgetSnapshot: Codable, Equatable {
    package var daily: Int?
    package var credits: Int64
    package var updated: Int64
    package var nextReset: Int64?
}

/// The App Group containers, the private stores (by ``AppTarget`` raw value) and the running app's cached fetch.
package struct AppGroupStorageSnapshot: Codable, Equatable {
    package var shared: [String: [String: String]]
    package var privateStores: [String: [String: String]]
    package var appCache: SavedAppGroupSnapshot?
}
