import Foundation
import GlanceSim
import GlanceSimFormats

/// A behaviour file's app makes its objects again for a restored device: runtime receivers by the `register`
/// effect that made them, Glance widgets by name, a session's content from its `session` values.
extension BehaviorRuntime: AppRestorer {
    /// `ID@LINE:COLUMN`: the receiver's id and where its `register` effect starts in the behaviour file, so two
    /// `register` effects with one id stay apart.
    static func savedName(of spec: RuntimeReceiverSpec, at location: SourceLocation) -> String {
        "\(spec.id)@\(location.line):\(location.column)"
    }

    func savedName(of receiver: any BroadcastReceiver) -> String? {
        (receiver as? RuntimeReceiver).flatMap { $0.runtime === self ? $0.savedName : nil }
    }

    func savedName(of worker: any Worker) -> String? {
        (worker as? InterpretedWorker).flatMap { $0.runtime === self ? $0.behavior.name : nil }
    }

    func runtimeReceiver(saved name: String) -> (any BroadcastReceiver)? {
        for located in spec.allEffects {
            guard case .register(let receiverSpec) = located.kind,
                Self.savedName(of: receiverSpec, at: located.location) == name
            else { continue }
            return RuntimeReceiver(runtime: self, spec: receiverSpec, savedName: name)
        }
        return nil
    }

    func glanceWidget(named typeName: String) -> GlanceAppWidget? {
        spec.widget(named: typeName) == nil ? nil : glanceWidget(named: typeName) as InterpretedGlanceWidget
    }

    func glanceContent(saved form: String, of widget: GlanceAppWidget, id: GlanceId) throws -> GlanceContent {
        guard let widget = widget as? InterpretedGlanceWidget else {
            throw SnapshotError("\(widget.widgetTypeName) is not a widget of this behaviour file")
        }
        return try widget.content(session: try SessionValues.decode(form), id: id)
    }
}

/// The saved form of a Glance session's `session` values: a JSON object with sorted keys.
enum SessionValues {
    static func encode(_ values: [String: TemplateValue]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(values), as: UTF8.self)
    }

    static func decode(_ form: String) throws -> [String: TemplateValue] {
        try JSONDecoder().decode([String: TemplateValue].self, from: Data(form.utf8))
    }
}

extension BehaviorSpec {
    /// Every effect of the file, nested ones included: `application.onCreate` and `actions`, receivers, callbacks
    /// and workers.
    var allEffects: [Effect] {
        var lists: [[Effect]] = [onCreate]
        for receiver in receivers {
            for callback in LifecycleCallback.allCases { lists.append(receiver.lifecycle[callback] ?? []) }
            lists += receiver.onReceive.map(\.effects)
        }
        lists += callbacks.map(\.effects)
        for worker in workers {
            lists += [worker.onStart, worker.effects, worker.onSuccess, worker.onRetry, worker.onFailure]
        }
        lists += actions.map(\.effects)
        for service in services { lists += [service.onCreate, service.onDataSetChanged, service.onDestroy] }
        return lists.flatMap(\.flattened)
    }
}
