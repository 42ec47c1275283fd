package import GlanceSim
package import GlanceSimFormats

/// A template computed for a widget as its content would compute it now, for the layers that check what widgets
/// show (explore's `shows "…"` invariants): the widget in context, its Glance state (its own, or its type's shared
/// store), the app's stores, its options and the clock. Reading creates no store.
///
/// ```swift
/// let expected = try WidgetTemplates.text(template, on: device, widget: 3)   // "4 items"
/// ```
package enum WidgetTemplates {
    /// The template's text for widget `id`, or `nil` when no such widget is bound.
    /// - Throws: what Kotlin would throw computing it (`NullPointerException`, `ArithmeticException`, …).
    package static func text(_ template: TextTemplate, on device: Device, widget id: Int32) throws(AndroidException)
        -> String?
    {
        guard let package = device.widgetInfo(id)?.provider.packageName,
            let context = try? device.context(for: package)
        else { return nil }
        let runtime = device.restorer(of: package) as? BehaviorRuntime
        var scope = TemplateScope(context: context, runtime: runtime, widgetId: id)
        scope.variables.widgetId = .int(Int64(id))
        return try scope.text(template)
    }

    /// The stores widget `id`'s content reads `key` from (``WidgetBehavior/reads(key:)``): its Glance state store —
    /// its own `appWidget-<id>` or its type's shared store — and the app stores its templates name, sorted; `nil`
    /// when the widget is not a Glance widget of a behaviour file (nothing says what its content reads).
    package static func storesRead(key: String, on device: Device, widget id: Int32) -> [String]? {
        guard let package = device.widgetInfo(id)?.provider.packageName,
            let runtime = device.restorer(of: package) as? BehaviorRuntime,
            let context = try? device.context(for: package),
            let widget = runtime.widget(of: id, context)
        else { return nil }
        let reads = widget.reads(key: key)
        var stores = reads.stores
        if reads.fromState { stores.append(runtime.stateStoreName(context, id)) }
        return Array(Set(stores)).sorted()
    }
}
