/// What AppWidgetService and widget providers record: the typed payload of `widget.*` trace records.
///
/// ```swift
/// let calls = device.trace.records.compactMap { record -> AppWidgetCallback? in
///     guard case .appWidget(.callback(_, let call)) = record.event else { return nil }
///     return call
/// }
/// ```
public enum AppWidgetTraceEvent: TracePayload {
    /// An `AppWidgetProvider` callback ran (`widget.callback`), on the receiver with this component short
    /// string (or runtime label).
    case callback(receiver: String, AppWidgetCallback)
    /// A provider pushed views for a widget (`widget.views`), replacing them or merging a partial update.
    case views(provider: ComponentName, appWidgetId: Int32, partial: Bool, summary: String)

    public var kind: TraceKind {
        switch self {
        case .callback: return .widgetCallback
        case .views: return .widgetViews
        }
    }

    public var subject: String {
        switch self {
        case .callback(let receiver, _): return receiver
        case .views(let provider, _, _, _): return provider.shortString
        }
    }

    public var details: String {
        switch self {
        case .callback(_, let call): return call.description
        case .views(_, let id, let partial, let summary): return "id \(id) \(partial ? "partial " : "")\(summary)"
        }
    }

    public var packageName: String? {
        switch self {
        case .callback(let receiver, _): return receiver.split(separator: "/").first.map(String.init)
        case .views(let provider, _, _, _): return provider.packageName
        }
    }
}

/// One `AppWidgetProvider` callback with its arguments, as a `widget.callback` record carries it.
public enum AppWidgetCallback: Hashable, Sendable, CustomStringConvertible {
    /// `onUpdate(context, manager, appWidgetIds)`.
    case onUpdate([Int32])
    /// `onEnabled(context)`.
    case onEnabled
    /// `onDeleted(context, appWidgetIds)` (always one id).
    case onDeleted([Int32])
    /// `onAppWidgetOptionsChanged(context, manager, appWidgetId, newOptions)`.
    case onAppWidgetOptionsChanged(Int32, AndroidBundle)
    /// `onDisabled(context)`.
    case onDisabled
    /// `onRestored(context, oldWidgetIds, newWidgetIds)`.
    case onRestored(old: [Int32], new: [Int32])

    /// The callback's name: `onUpdate`, `onEnabled`, ….
    public var name: String {
        switch self {
        case .onUpdate: return "onUpdate"
        case .onEnabled: return "onEnabled"
        case .onDeleted: return "onDeleted"
        case .onAppWidgetOptionsChanged: return "onAppWidgetOptionsChanged"
        case .onDisabled: return "onDisabled"
        case .onRestored: return "onRestored"
        }
    }

    /// The name with its arguments, as the trace shows it: `onUpdate [1, 2]`, `onRestored [1] -> [5]`.
    public var description: String {
        switch self {
        case .onUpdate(let ids): return "onUpdate \(Self.list(ids))"
        case .onEnabled, .onDisabled: return name
        case .onDeleted(let ids): return "onDeleted \(Self.list(ids))"
        case .onAppWidgetOptionsChanged(let id, let options): return "onAppWidgetOptionsChanged \(id) \(options)"
        case .onRestored(let old, let new): return "onRestored \(Self.list(old)) -> \(Self.list(new))"
        }
    }

    private static func list(_ ids: [Int32]) -> String { "[" + ids.map(String.init).joined(separator: ", ") + "]" }
}
