/// One widget as a backup holds it: its id, provider and options.
public struct WidgetBackupEntry: Hashable, Sendable {
    /// The id the widget had on the device it was backed up from.
    public var id: Int32
    /// Its provider.
    public var provider: ComponentName
    /// Its host.
    public var host: String
    /// Its options (sizes, category).
    public var options: AndroidBundle

    /// Creates an entry.
    public init(
        id: Int32, provider: ComponentName, host: String = Device.defaultWidgetHost,
        options: AndroidBundle = AndroidBundle()
    ) {
        self.id = id
        self.provider = provider
        self.host = host
        self.options = options
    }
}

extension Device {
    /// The device's widgets as a backup would hold them, in bind order.
    public func backupWidgets() -> [WidgetBackupEntry] {
        appWidgetService.backupEntries()
    }

    /// Restores widgets from a backup (BackupRestoreController): each gets a **new** id from the device's
    /// counter and its old options; then each installed provider gets `APPWIDGET_RESTORED` with the old and
    /// new ids in the same order, which AppWidgetProvider turns into `onRestored` then `onUpdate(new ids)`.
    /// Restore sends no ENABLED (the provider gets it at the next boot). Entries whose provider is not
    /// installed are skipped.
    ///
    /// ```swift
    /// let backup = device.backupWidgets()
    /// let newIds = fresh.restoreWidgets(backup)
    /// ```
    /// - Returns: The new ids, in the backup's order (skipped entries omitted).
    @discardableResult
    public func restoreWidgets(_ backup: [WidgetBackupEntry]) -> [Int32] {
        let call = beginDirectCall()
        return appWidgetService.restore(backup, in: call)
    }
}
