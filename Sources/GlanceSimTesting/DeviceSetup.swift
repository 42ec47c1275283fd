import Foundation
public import GlanceSim
public import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios

extension Device {
    /// Creates a device for a test from the words a test reads best in: a zone id, a local date-time and an
    /// API level.
    ///
    /// ```swift
    /// let device = try Device(zone: "Europe/Berlin", localTime: "2026-03-29T01:58", sdk: 34)
    /// ```
    /// - Parameters:
    ///   - zone: An IANA zone id such as `Europe/Berlin`.
    ///   - localTime: The wall clock at the start, as the scenario language writes it (`InstantSyntax`): a
    ///     local date-time read in `zone` (`2026-03-29T01:58`), a date (`2026-03-29`, local midnight) or an
    ///     instant with an offset (`2026-03-29T01:58:00Z`).
    ///   - sdk: The device's API level (``Device/sdkInt``).
    ///   - conditions: Network, power, battery, idle, storage and screen at the start.
    /// - Throws: ``SimulationError/Code/invalidArgument`` for an unknown zone or a malformed time.
    public convenience init(
        zone: String,
        localTime: String = "2026-01-01T00:00",
        sdk: Int = 35,
        conditions: DeviceConditions = DeviceConditions()
    ) throws(SimulationError) {
        guard let rules = TimeZoneRules(identifier: zone) else {
            throw SimulationError(.invalidArgument, "unknown time zone '\(zone)'")
        }
        let start: WallTime
        do {
            start = try InstantSyntax.parseWallTime(Substring(localTime), zone: rules)
        } catch {
            throw SimulationError(.invalidArgument, "cannot read the local time '\(localTime)': \(error.message)")
        }
        self.init(wallTime: start, timeZone: rules, conditions: conditions)
        sdkInt = sdk
    }

    /// Loads the app folder at `path` (an `AndroidManifest.xml` with its `res/` files and an optional
    /// `behavior.json5`, see `AppFolder`) and installs it.
    ///
    /// A relative `path` is resolved against the folder of the calling test file, not the current directory,
    /// so the test finds its fixtures under `swift test`, Xcode or any other runner.
    ///
    /// ```swift
    /// // Tests/MyWidgetTests/ClockTests.swift, app in Tests/MyWidgetTests/Apps/clock/
    /// let manifest = try device.install(appFolder: "Apps/clock")
    /// ```
    /// - Returns: The installed manifest.
    /// - Throws: ``AppFolderLoadError`` with every diagnostic (file, line, column) when the folder does not
    ///   load, or ``SimulationError`` when the device refuses the app. Either becomes the test's issue.
    ///
    /// `targetSdk`, `minSdk` and `namespace` stand in for what the module's build file does not say readably (a
    /// convention plugin, `buildSrc`), as `--target-sdk` does on the command line:
    ///
    /// ```swift
    /// try device.install(appFolder: "../../app", targetSdk: 35, minSdk: 26)
    /// ```
    @discardableResult
    public func install(
        appFolder path: String, targetSdk: Int? = nil, minSdk: Int? = nil, namespace: String? = nil,
        relativeTo testFile: StaticString = #filePath
    ) throws -> AppManifest {
        let resolved = Device.resolve(path, relativeTo: "\(testFile)")
        let manifest: AppManifest
        do {
            manifest = try AppFolder.load(
                resolved,
                options: ManifestLoader.Options(
                    namespace: namespace, minSdkVersion: minSdk, targetSdkVersion: targetSdk))
        } catch {
            throw AppFolderLoadError(path: resolved, error: error)
        }
        try install(manifest)
        return manifest
    }

    /// The installed widget provider that `name` means: a full component (`com.example/.ClockReceiver`), a
    /// short class name (`.ClockReceiver`), or a bare or fully qualified class name (`ClockReceiver`,
    /// `com.example.ClockReceiver`).
    ///
    /// ```swift
    /// let clock = try device.widgetProvider(named: "ClockReceiver")   // com.example.clock/.ClockReceiver
    /// ```
    /// - Throws: ``SimulationError/Code/unknownComponent`` when no provider or more than one matches; the
    ///   message lists the installed providers.
    public func widgetProvider(named name: String) throws(SimulationError) -> ComponentName {
        let providers = appWidgetProviders
        let matches = providers.filter { componentMatches($0, name) }
        if matches.count == 1 { return matches[0] }
        let known = providers.map { "'\($0.shortString)'" }.joined(separator: ", ")
        if matches.isEmpty {
            throw SimulationError(
                .unknownComponent,
                "no installed widget provider is named '\(name)'"
                    + (known.isEmpty ? "; no widget providers are installed" : "; providers: \(known)"))
        }
        throw SimulationError(
            .unknownComponent,
            "'\(name)' names \(matches.count) widget providers ("
                + matches.map { "'\($0.shortString)'" }.joined(separator: ", ") + "); write the package too")
    }

    /// Adds a widget of the provider `name` names (see ``widgetProvider(named:)``), as a launcher does.
    ///
    /// ```swift
    /// let id = try device.addWidget("ClockReceiver")
    /// let wide = try device.addWidget(".ClockReceiver", cells: WidgetCells(columns: 4, rows: 1))
    /// ```
    /// - Returns: The new widget id.
    @discardableResult
    public func addWidget(_ name: String, cells: WidgetCells? = nil) throws(SimulationError) -> Int32 {
        try addWidget(widgetProvider(named: name), cells: cells)
    }

    /// A Glance widget's Preferences state (the DataStore `appWidget-<id>`), read without creating it: `nil`
    /// when no app has a store for the widget (never written, or deleted with the widget).
    ///
    /// ```swift
    /// #expect(device.glanceState(of: id)?[stringPreferencesKey("time")] == "02:01")
    /// ```
    public func glanceState(of id: Int32) -> Preferences? {
        glanceStateStore(of: id)?.store.data
    }

    /// The package and store that hold a widget's Glance state, without creating a store.
    func glanceStateStore(of id: Int32) -> (package: String, store: DataStore)? {
        let name = GlanceId(appWidgetId: id).storeName
        let owner = widgetInfo(id)?.provider.packageName
        for package in ([owner].compactMap { $0 } + installedPackages) {
            if let store = try? storage(of: package).existingDataStore(named: name) { return (package, store) }
        }
        return nil
    }

    static func resolve(_ path: String, relativeTo testFile: String) -> String {
        if path.hasPrefix("/") { return path }
        let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        return folder.appendingPathComponent(path).standardizedFileURL.path
    }
}

/// Whether `name` names `component`: its short string, its short or full class name, or its bare class name.
func componentMatches(_ component: ComponentName, _ name: String) -> Bool {
    if name == component.shortString || name == component.flattenedString { return true }
    if name == component.shortClassName || name == component.className { return true }
    let bare = name.hasPrefix(".") ? String(name.dropFirst()) : name
    let className = component.className
    return className == bare || className.hasSuffix("." + bare)
}

/// An app folder that did not load: every diagnostic, each at its file, line and column.
///
/// Thrown by `Device.install`; its description is the test's issue.
public struct AppFolderLoadError: Error, CustomStringConvertible {
    /// The folder, resolved.
    public var path: String
    /// What the loader found.
    public var error: FormatError

    /// Creates the error.
    public init(path: String, error: FormatError) {
        self.path = path
        self.error = error
    }

    public var description: String {
        "cannot load the app folder '\(path)':\n"
            + error.diagnostics.map { "  " + "\($0)".replacingOccurrences(of: "\n", with: "\n  ") }
            .joined(separator: "\n")
    }
}
