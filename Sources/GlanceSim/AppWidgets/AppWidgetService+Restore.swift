/// Backup and restore of widgets (AppWidgetServiceImpl's `BackupRestoreController`).
extension AppWidgetService {
    /// The widgets as a backup holds them, in bind order.
    func backupEntries() -> [WidgetBackupEntry] {
        boundIds.compactMap { widget($0) }.map {
            WidgetBackupEntry(id: $0.id, provider: $0.provider, host: $0.host, options: $0.options)
        }
    }

    /// Restores widgets: each installed provider's entries get new ids and their old options, then each
    /// provider gets `APPWIDGET_RESTORED` with the old and new ids in the same order. No ENABLED.
    /// - Returns: The new ids, in the backup's order (entries of providers not installed are skipped).
    func restore(_ backup: [WidgetBackupEntry], in call: DirectCall) -> [Int32] {
        var pairs: [ComponentName: (old: [Int32], new: [Int32])] = [:]
        var providerOrder: [ComponentName] = []
        var newIds: [Int32] = []
        for entry in backup where providerInfo(of: entry.provider) != nil {
            let host = AppWidgetHostID(packageName: entry.host)
            let id = nextId(for: host)
            insert(
                AppWidgetRecord(
                    id: id, provider: entry.provider, host: host, options: entry.options, restoredFrom: entry.id))
            newIds.append(id)
            if pairs[entry.provider] == nil { providerOrder.append(entry.provider) }
            pairs[entry.provider, default: ([], [])].old.append(entry.id)
            pairs[entry.provider, default: ([], [])].new.append(id)
        }
        for provider in providerOrder {
            let restored = pairs[provider]!
            core.record(
                .widgetRestore,
                .appWidget(.restore(provider: provider, oldIds: restored.old, newIds: restored.new)))
            var extras = AndroidBundle()
            extras[IntentExtra.appWidgetOldIds] = .intArray(restored.old)
            sendBroadcast(IntentAction.appWidgetRestored, to: provider, ids: restored.new, extras: extras)
        }
        return newIds
    }
}
