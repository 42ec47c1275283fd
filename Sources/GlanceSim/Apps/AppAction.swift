/// One run of an app action (``AppManifest/appActions``): the app's context, the parameters the action was
/// given, and the widget it is for (a configuration activity's `EXTRA_APPWIDGET_ID`), if any.
///
/// ```swift
/// manifest.appActions["saveMemo"] = { invocation in
///     let memo = invocation.parameters.string("text") ?? ""
///     invocation.context.storage.dataStore(named: "memo").edit { $0.set(.string(memo), named: "text") }
/// }
/// ```
public struct AppActionInvocation {
    /// The application context of the app's process.
    public var context: AppContext
    /// What the action was given (`app do saveMemo text=hello`).
    public var parameters: AndroidBundle
    /// The widget the action is for, or `nil`.
    public var appWidgetId: Int32?
}

extension Device {
    /// Runs one of the app's own actions — what its activities, services or repositories do on the user's
    /// behalf — in the app's process, starting the process first as opening an activity does (running
    /// `Application.onCreate`). An exception the action throws crashes the app, as an uncaught exception on
    /// the main thread does; what the action starts (broadcasts, work, Glance updates) runs as the clock moves.
    ///
    /// ```swift
    /// try device.runAppAction("saveMemo", of: "com.example.memo", parameters: ["text": .string("hello")])
    /// ```
    /// - Throws: ``SimulationError/Code/unknownPackage``; ``SimulationError/Code/unknownAppAction`` naming the
    ///   actions the app has.
    public func runAppAction(
        _ name: String, of packageName: String, parameters: AndroidBundle = AndroidBundle(), appWidgetId: Int32? = nil
    ) throws(SimulationError) {
        let app = try processTable.installedApp(packageName)
        guard let action = app.manifest.appActions[name] else {
            let names = app.manifest.appActions.keys.sorted()
            throw SimulationError(
                .unknownAppAction,
                "'\(packageName)' has no app action '\(name)'"
                    + (names.isEmpty
                        ? " (it declares none)" : "; it has " + names.map { "'\($0)'" }.joined(separator: ", ")))
        }
        let call = beginDirectCall()
        appWasUsed(packageName)
        processTable.run(action, named: name, of: app, parameters: parameters, appWidgetId: appWidgetId, in: call)
    }
}
