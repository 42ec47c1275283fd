public import GlanceSim
public import GlanceSimFormats

/// Joins an app's manifest (``AppDescription``) with its behaviour file (``BehaviorSpec``) into a runnable
/// ``AppManifest``.
///
/// Each manifest receiver keeps its filters, export flag, enabled state, permission, meta-data and provider info,
/// and gets a factory that makes a fresh interpreted receiver per delivery:
///
/// - with `widget: NAME` in the file, a `GlanceAppWidgetReceiver` whose `glanceAppWidget` is the file's widget
///   `NAME` (its `widgetTypeName` is `NAME`);
/// - else, for a widget provider (provider info and an `APPWIDGET_UPDATE` filter), an `AppWidgetProvider`;
/// - else a plain `BroadcastReceiver`.
///
/// Components the file does not describe do nothing (a provider still traces its callbacks). Activities and
/// services become ``ComponentDeclaration``s, the file's workers ``AppManifest/workers`` and its callbacks
/// ``AppManifest/actionCallbackFactories``; `application.onCreate` becomes ``AppManifest/onCreate`` and
/// `application.actions` ``AppManifest/appActions``.
///
/// ```swift
/// let spec = try BehaviorLoader.load(path: "Manifests/clock/behavior.json5")
/// let manifest = try AppAssembler.assemble(description, behavior: spec)
/// try device.install(manifest)
/// ```
public enum AppAssembler {
    /// Builds the manifest.
    ///
    /// - Throws: ``FormatError`` at the behaviour file's key when an entry names a receiver the manifest lacks
    ///   (with "did you mean"), names one receiver twice, gives a widget to a receiver without provider info, or
    ///   gives widget lifecycle callbacks to a receiver that is not a widget provider.
    public static func assemble(_ description: AppDescription, behavior: BehaviorSpec?) throws(FormatError)
        -> AppManifest
    {
        let spec = behavior ?? .empty
        let behaviors = try match(spec, description)
        let providers = zip(description.receivers, behaviors).compactMap { component, behavior in
            component.appWidgetProvider == nil ? nil : (component: component.component, widget: behavior?.widget)
        }
        let runtime = BehaviorRuntime(spec: spec, packageName: description.packageName, providers: providers)
        var manifest = AppManifest(
            packageName: description.packageName, minSdkVersion: description.minSdkVersion,
            targetSdkVersion: description.targetSdkVersion, usesPermissions: description.usesPermissions)
        for (component, receiverBehavior) in zip(description.receivers, behaviors) {
            manifest.receivers.append(declaration(component, receiverBehavior, runtime))
        }
        // Components are installed under their resolved names (`ParsingUtils.buildClassName`: `.Clock` and a
        // name with no dot, `Clock`, both mean `package.Clock`), so that every way of naming them agrees.
        manifest.activities = description.activities.map {
            ComponentDeclaration(
                className: $0.component.className, exported: $0.exported, intentFilters: $0.intentFilters)
        }
        manifest.services = description.services.map {
            ComponentDeclaration(
                className: $0.component.className, exported: $0.exported, intentFilters: $0.intentFilters,
                permission: $0.permission)
        }
        for service in spec.services {
            let component = try declaredService(service, description)
            manifest.remoteViewsServices[component.className] = RemoteViewsService { intent, context in
                InterpretedRemoteViewsFactory(runtime: runtime, behavior: service, context: context, intent: intent)
            }
        }
        for worker in spec.workers {
            manifest.workers[worker.name] = { InterpretedWorker(runtime: runtime, behavior: worker) }
        }
        for callback in spec.callbacks {
            manifest.actionCallbackFactories[callback.name] = {
                InterpretedCallback(runtime: runtime, behavior: callback)
            }
        }
        for action in spec.actions {
            let effects = action.effects
            manifest.appActions[action.name] = { invocation in
                var runner = EffectRunner(runtime, invocation.context, widgetId: invocation.appWidgetId)
                runner.scope.bundles.param = invocation.parameters
                try runner.run(effects)
            }
        }
        if !spec.onCreate.isEmpty {
            let effects = spec.onCreate
            manifest.onCreate = { context in try EffectRunner(runtime, context).run(effects) }
        }
        manifest.restorer = runtime
        return manifest
    }

    /// The file's entry for each manifest receiver, in manifest order; checks the entries against the manifest.
    private static func match(_ spec: BehaviorSpec, _ description: AppDescription) throws(FormatError)
        -> [ReceiverBehavior?]
    {
        var result = [ReceiverBehavior?](repeating: nil, count: description.receivers.count)
        for entry in spec.receivers {
            guard
                let index = description.receivers.firstIndex(where: entry.describes)
            else {
                let names = description.receivers.map(\.className)
                throw FormatError(
                    .unresolved, at: entry.location,
                    "the manifest has no receiver '\(entry.className)'"
                        + (EditDistance.suggestion(for: entry.className, among: names).map { "; did you mean '\($0)'?" }
                            ?? (names.isEmpty ? "" : "; it has " + JSON5Object.list(names))))
            }
            let component = description.receivers[index]
            if let earlier = result[index] {
                throw FormatError(
                    .invalidValue, at: entry.location,
                    "receiver '\(entry.className)' is described twice (also as '\(earlier.className)' at "
                        + "\(earlier.location.line):\(earlier.location.column))")
            }
            let isProvider = component.appWidgetProvider != nil
            if let widget = entry.widget, !isProvider {
                throw FormatError(
                    .invalidValue, at: entry.widgetLocation ?? entry.location,
                    "receiver '\(entry.className)' serves widget '\(widget)' but the manifest gives it no "
                        + "'android.appwidget.provider' meta-data")
            }
            if !isProvider, let callback = LifecycleCallback.allCases.first(where: { entry.lifecycle[$0] != nil }) {
                throw FormatError(
                    .invalidValue, at: entry.lifecycleLocations[callback] ?? entry.location,
                    "'\(callback.rawValue)' is a widget provider callback, but the manifest's '\(component.className)' "
                        + "is not a widget provider; use 'onReceive'")
            }
            if !isProvider, entry.dispatch == .override {
                throw FormatError(
                    .invalidValue, at: entry.location,
                    "dispatch: 'override' replaces a widget provider's built-in dispatch, but the manifest's "
                        + "'\(component.className)' is not a widget provider")
            }
            result[index] = entry
        }
        return result
    }

    /// The manifest's `<service>` for a `services` entry, which must require `BIND_REMOTEVIEWS`
    /// (AppWidgetServiceImpl's `enforceServiceExistsAndRequiresBindRemoteViewsPermission` refuses to bind it otherwise).
    private static func declaredService(_ entry: ServiceBehavior, _ description: AppDescription) throws(FormatError)
        -> ComponentName
    {
        guard let service = description.services.first(where: entry.describes) else {
            let names = description.services.map(\.className)
            throw FormatError(
                .unresolved, at: entry.location,
                "the manifest has no service '\(entry.className)'"
                    + (EditDistance.suggestion(for: entry.className, among: names).map { "; did you mean '\($0)'?" }
                        ?? (names.isEmpty
                            ? "; declare it: <service android:name=\"\(entry.className)\" "
                                + "android:permission=\"\(RemoteViewsService.bindPermission)\" android:exported=\"false\"/>"
                            : "; it has " + JSON5Object.list(names)))
            )
        }
        guard service.permission == RemoteViewsService.bindPermission else {
            throw FormatError(
                .invalidValue, at: entry.location,
                "service '\(entry.className)' serves widget collections, so its <service> must have "
                    + "android:permission=\"\(RemoteViewsService.bindPermission)\""
                    + (service.permission.map { " (it has '\($0)')" } ?? "")
                    + "; AppWidgetService refuses to bind it otherwise")
        }
        return service.component
    }

    private static func declaration(
        _ component: ComponentDescription, _ behavior: ReceiverBehavior?, _ runtime: BehaviorRuntime
    ) -> ReceiverDeclaration {
        let makeReceiver: () -> any BroadcastReceiver
        if let behavior, let widget = behavior.widget {
            makeReceiver = { InterpretedGlanceReceiver(runtime: runtime, behavior: behavior, widgetName: widget) }
        } else if component.appWidgetProvider != nil {
            makeReceiver = { InterpretedProvider(runtime: runtime, behavior: behavior) }
        } else {
            makeReceiver = { InterpretedReceiver(runtime: runtime, behavior: behavior) }
        }
        var declaration = ReceiverDeclaration(
            className: component.component.className, exported: component.exported, enabled: component.enabled,
            permission: component.permission, intentFilters: component.intentFilters, metaData: component.metaData,
            appWidgetProvider: component.appWidgetProvider, makeReceiver: makeReceiver)
        declaration.appWidgetProviderVariants = component.appWidgetProviderVariants
        return declaration
    }
}
