package import GlanceSim
package import GlanceSimFormats
import GlanceSimInterpreter

/// Hand-written manifests for the behaviour tests (the manifest loader is tested elsewhere).
package enum BehaviorTestSupport {
    package static func widgetReceiver(_ className: String, package: String, width: Double = 110, height: Double = 40)
        -> ComponentDescription
    {
        ComponentDescription(
            className: className, component: ComponentName(packageName: package, className: className),
            exported: false, intentFilters: [IntentFilter(action: IntentAction.appWidgetUpdate)],
            metaData: [("android.appwidget.provider", "@xml/widget_info")],
            appWidgetProvider: AppWidgetProviderInfo(minWidth: width, minHeight: height),
            location: SourceLocation(path: "AndroidManifest.xml", line: 5, column: 9))
    }

    package static func plainReceiver(_ className: String, package: String, actions: [String]) -> ComponentDescription {
        ComponentDescription(
            className: className, component: ComponentName(packageName: package, className: className),
            exported: false, intentFilters: [IntentFilter(actions: actions)],
            location: SourceLocation(path: "AndroidManifest.xml", line: 9, column: 9))
    }

    package static func activity(_ className: String, package: String) -> ComponentDescription {
        ComponentDescription(
            className: className, component: ComponentName(packageName: package, className: className),
            exported: true, location: SourceLocation(path: "AndroidManifest.xml", line: 12, column: 9))
    }

    package static func app(
        _ package: String, receivers: [ComponentDescription], activities: [ComponentDescription] = []
    )
        -> AppDescription
    {
        AppDescription(
            manifestPath: "AndroidManifest.xml", packageName: package, minSdkVersion: 26, targetSdkVersion: 34,
            receivers: receivers, activities: activities)
    }

    /// Parses `behavior`, assembles it with `description` and installs it on a new device at 2026-01-05 09:00 UTC.
    package static func install(_ description: AppDescription, _ behavior: String) throws -> Device {
        let spec = try BehaviorLoader.parse(text: behavior, path: "behavior.json5")
        let manifest = try AppAssembler.assemble(description, behavior: spec)
        let device = Device(wallTime: WallTime(year: 2026, month: 1, day: 5, hour: 9))
        try device.install(manifest)
        return device
    }

    /// The error text of `body`, or `nil` when it does not throw a ``FormatError``.
    package static func formatError(_ body: () throws(FormatError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return error.description
        }
    }
}
