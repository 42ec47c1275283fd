/// Who hosts widgets, as AppWidgetService knows a host: the host app's package and the id it passed to
/// `AppWidgetHost(context, hostId)`. One app may run several hosts.
///
/// ```swift
/// let host = AppWidgetHostID(packageName: "com.example.launcher", hostId: 7)
/// let id = device.allocateAppWidgetId(host: host)
/// ```
public struct AppWidgetHostID: Hashable, Sendable, CustomStringConvertible {
    /// The host app's package.
    public var packageName: String
    /// The id the host app gave its `AppWidgetHost`.
    public var hostId: Int32

    /// A host; the id defaults to Launcher3's `APPWIDGET_HOST_ID` (1024).
    public init(packageName: String, hostId: Int32 = AppWidgetHostID.launcherHostId) {
        self.packageName = packageName
        self.hostId = hostId
    }

    /// Launcher3's host id (`LauncherAppWidgetHost.APPWIDGET_HOST_ID = 1024`), used by ``Device/addWidget(_:cells:host:)``.
    public static let launcherHostId: Int32 = 1024

    /// The launcher that hosts widgets added without naming a host.
    public static var launcher: AppWidgetHostID { AppWidgetHostID(packageName: Device.defaultWidgetHost) }

    /// `package#hostId`.
    public var description: String { "\(packageName)#\(hostId)" }
}

extension TraceKind {
    /// A host allocated a widget id that is not bound to a provider yet.
    public static let widgetAllocate = TraceKind(rawValue: "widget.allocate")
    /// A host was deleted with all its widgets (`AppWidgetHost.deleteHost` / `deleteAllHosts`).
    public static let widgetHostDelete = TraceKind(rawValue: "widget.host.delete")
}

extension AppWidgetHostID: Codable {}
