import GlanceSim
import GlanceSimFormats

/// What every interpreted component of one app shares: the behaviour file, the app's package and its widget
/// providers. Immutable.
final class BehaviorRuntime {
    let spec: BehaviorSpec
    let packageName: String
    /// The manifest's widget providers, in manifest order, with the Glance widget each serves (if any).
    let providers: [(component: ComponentName, widget: String?)]

    init(spec: BehaviorSpec, packageName: String, providers: [(component: ComponentName, widget: String?)] = []) {
        self.spec = spec
        self.packageName = packageName
        self.providers = providers
    }

    /// A fresh interpreted Glance widget of the named type (validated when the file loaded).
    func glanceWidget(named name: String) -> InterpretedGlanceWidget {
        InterpretedGlanceWidget(runtime: self, behavior: spec.widget(named: name)!)
    }

    /// `.Receiver` (this app), `com.example.Receiver` (this app) or `com.other/.Receiver` (another app).
    func component(_ name: String) -> ComponentName {
        ComponentName(shortString: name) ?? ComponentName(packageName: packageName, className: name)
    }

    /// `widgets`: in a widget provider, the ids of its widgets (`getAppWidgetIds`); anywhere else — a plain
    /// receiver, a worker, a callback — every widget of the app, sorted.
    func widgetIds(_ context: AppContext, of provider: ComponentName?) -> [Int32] {
        let manager = AppWidgetManager(context: context)
        if let provider, providers.contains(where: { $0.component == provider }) {
            return manager.getAppWidgetIds(provider)
        }
        return providers.flatMap { manager.getAppWidgetIds($0.component) }.sorted()
    }

    /// `widgets(NAME)`: a Glance widget of the file (the ids of the providers that serve it), or a provider
    /// (`.Provider`, `com.example/.Provider`).
    ///
    /// - Throws: `IllegalArgumentException` when NAME is neither a widget of the file nor a widget provider of this
    ///   app's manifest — a mistake in the behaviour file (a multi-module app's `.Provider` resolved against the
    ///   app's package rather than the widget module's), which on a phone would be an empty list no one notices.
    func widgetIds(_ context: AppContext, named name: String) throws(AndroidException) -> [Int32] {
        if spec.widget(named: name) != nil {
            let servers = providers.filter { $0.widget == name }.map(\.component)
            return servers.flatMap { AppWidgetManager(context: context).getAppWidgetIds($0) }.sorted()
        }
        let provider = component(name)
        if provider.packageName == packageName, !providers.contains(where: { $0.component == provider }) {
            let known = providers.map { "'\($0.component.className)'" }
            throw .illegalArgument(
                "behaviour file: widgets('\(name)') names neither a widget of the file nor a widget provider of the "
                    + "manifest ('\(provider.className)'); "
                    + (known.isEmpty ? "the app has no provider" : "its providers: " + known.joined(separator: ", ")))
        }
        return AppWidgetManager(context: context).getAppWidgetIds(provider)
    }

    /// The Glance widget behind a widget id, by its provider.
    func widget(of id: Int32, _ context: AppContext) -> WidgetBehavior? {
        let manager = AppWidgetManager(context: context)
        guard
            let name = providers.first(where: { $0.widget != nil && manager.getAppWidgetIds($0.component).contains(id) }
            )?.widget
        else { return nil }
        return spec.widget(named: name)
    }

    /// The DataStore that holds a widget's Glance state: its own `appWidget-<id>`, or the shared store of its
    /// widget's `state` definition.
    func stateStoreName(_ context: AppContext, _ id: Int32) -> String {
        widget(of: id, context)?.sharedState?.store ?? GlanceId(appWidgetId: id).storeName
    }
}
