import GlanceSim

/// The placed widgets, by id: ids count up from 1 and are never reused. The registry owns the table; the device
/// adds and removes through it and reads instances in id order (the order `WidgetCenter` reaches them, §7).
///
/// ```swift
/// var placed = WidgetInstances()
/// let instance = placed.add { id in WidgetInstance(id: id, …) }
/// placed.remove(instance.id)
/// ```
struct WidgetInstances {
    private var byID: [Int: WidgetInstance] = [:]
    private var nextID = 1

    /// Places a new widget made by `make` with the next id.
    mutating func add(_ make: (Int) -> WidgetInstance) -> WidgetInstance {
        let instance = make(nextID)
        nextID += 1
        byID[instance.id] = instance
        return instance
    }

    /// Removes the widget with `id`.
    mutating func remove(_ id: Int) { byID[id] = nil }

    /// The widget with `id`, if it is placed.
    subscript(id: Int) -> WidgetInstance? { byID[id] }

    /// Every placed widget, in id order.
    var inIDOrder: [WidgetInstance] { byID.keys.sorted().compactMap { byID[$0] } }

    /// The widget with `id`, or an error naming the widgets there are.
    func instance(_ id: Int) throws(WidgetKitError) -> WidgetInstance {
        guard let instance = byID[id] else {
            let ids = byID.keys.sorted().map(String.init).joined(separator: ", ")
            throw WidgetKitError(
                .unknownWidget, "no widget \(id)" + (ids.isEmpty ? " (there are none)" : "; widgets: \(ids)"))
        }
        return instance
    }

    /// The widgets a `WidgetCenter` reload reaches, in id order (§7).
    func reached(by scope: ReloadScope) -> [WidgetInstance] {
        inIDOrder.filter { instance in
            switch scope {
            case .all: true
            case .kind(let kind): instance.kind.name == kind
            }
        }
    }
}

extension WidgetInstances {
    /// The placed widgets in their saved form.
    var snapshot: WidgetInstancesSnapshot {
        WidgetInstancesSnapshot(nextID: nextID, instances: inIDOrder.map(\.snapshot))
    }

    /// The widgets a ``snapshot`` describes, each of the kind `kind` finds by name.
    /// - Throws: ``GlanceSim/SnapshotError`` for two widgets of one id, an id not below the next one, or what
    ///   `kind` or a widget's restore throws.
    init(
        restoring saved: WidgetInstancesSnapshot, kind: (String) throws(SnapshotError) -> WidgetKind
    ) throws(SnapshotError) {
        guard saved.nextID >= 1, saved.nextID < Int.max else {
            throw SnapshotError("the next widget id \(saved.nextID) is not one WidgetKit gives", at: ["nextID"])
        }
        nextID = saved.nextID
        for (index, instance) in saved.instances.enumerated() {
            let at = ["instances", String(index)]
            guard (1..<saved.nextID).contains(instance.id) else {
                throw SnapshotError(
                    "widget \(instance.id) has an id outside 1..<\(saved.nextID), the ids given so far ('nextID')",
                    at: at + ["id"])
            }
            guard byID[instance.id] == nil else {
                throw SnapshotError("two widgets have the id \(instance.id)", at: at + ["id"])
            }
            byID[instance.id] = try SnapshotError.within(at) { () throws(SnapshotError) in
                try WidgetInstance(restoring: instance, kind: kind(instance.kind))
            }
        }
    }
}
