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
        appWidgetService.order.compactMap { appWidgetService.widgets[$0] }.map {
            WidgetBackupEntry(id: $0.id, provider: $0.provider, host: $0.host, options: $0.options)
        }
    }

    /// Restores widgets from a backup (BackupRestoreController): each gets a **new** id from the device's
    /// counter and its old options; then each installed provider gets `APPWIDGET_RESTORED` with the old and
    /// new ids in the same order, which AppWidgetProvider turns into `onRestored` then `onUpdate(new ids)`.
    /// Restore sends no ENABLED (the provider gets it at the next boot). Entries whose provider is not
    /// installed are skipped.
    /// - Returns: The new ids, in the backup's order (skipped entries omitted).
    @discardableResult
    public func restoreWidgets(_ backup: [WidgetBackupEntry]) -> [Int32] {
        beginDirectCall()
        var pairs: [ComponentName: [(old: Int32, new: Int32)]] = [:]
        var providerOrder: [ComponentName] = []
        var newIDs: [Int32] = []
        for entry in backup where providerInfo(of: entry.provider) != nil {
            let id = appWidgetService.allocate(for: AppWidgetHostID(packageName: entry.host))
            appWidgetService.widgets[id] = AppWidgetRecord(
                id: id, provider: entry.provider, host: entry.host, options: entry.options, restoredFrom: entry.id)
            appWidgetService.order.append(id)
            newIDs.append(id)
            if pairs[entry.provider] == nil { providerOrder.append(entry.provider) }
            pairs[entry.provider, default: []].append((entry.id, id))
        }
        for provider in providerOrder {
            let restored = pairs[provider]!
            record(
                .widgetRestore, provider.shortString,
                restored.map { "\($0.old) -> \($0.new)" }.joined(separator: ", "))
            var extras = AndroidBundle()
            extras[IntentExtra.appWidgetOldIds] = .intArray(restored.map(\.old))
            sendWidgetBroadcast(
                IntentAction.appWidgetRestored, to: provider, ids: restored.map(\.new), extras: extras)
        }
        return newIDs
    }
}
