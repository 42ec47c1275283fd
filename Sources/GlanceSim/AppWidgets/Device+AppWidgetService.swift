/// AppWidgetService's side of the lifecycle: the broadcasts it sends and the update alarm it keeps
/// (AppWidgetServiceImpl, android.md §1 and §8).
extension Device {
    /// `MIN_UPDATE_PERIOD`: 30 minutes, except on debuggable Android 15 builds.
    static let minimumWidgetUpdatePeriod: Int64 = 1_800_000

    /// Every widget provider installed, in installation then manifest order.
    public var appWidgetProviders: [ComponentName] {
        apps.flatMap { app in
            zip(app.manifest.receivers, app.receiverComponents).filter { $0.0.isAppWidgetProvider && $0.0.enabled }
                .map(\.1)
        }
    }

    /// The provider info of an installed, enabled widget provider.
    func providerInfo(of provider: ComponentName) -> AppWidgetProviderInfo? {
        guard let app = appsByPackage[provider.packageName],
            let index = app.receiverComponents.firstIndex(of: provider)
        else { return nil }
        let declaration = app.manifest.receivers[index]
        return declaration.isAppWidgetProvider && declaration.enabled ? declaration.appWidgetProvider : nil
    }

    /// Sends ENABLED then UPDATE(ids), or on API 35 the combined ENABLE_AND_UPDATE when the provider is known
    /// to extend AppWidgetProvider (`sendEnableAndUpdateIntentLocked`).
    func sendEnableAndUpdate(_ provider: ComponentName, ids: [Int32]) {
        if sdkInt >= 35 && appWidgetService.providers[provider, default: .init()].extendsAppWidgetProvider {
            sendWidgetBroadcast(IntentAction.appWidgetEnableAndUpdate, to: provider, ids: ids)
        } else {
            sendWidgetBroadcast(IntentAction.appWidgetEnabled, to: provider)
            sendWidgetBroadcast(IntentAction.appWidgetUpdate, to: provider, ids: ids)
        }
    }

    /// An explicit broadcast from the system to a provider, with `appWidgetIds` when given.
    func sendWidgetBroadcast(
        _ action: String, to provider: ComponentName, ids: [Int32]? = nil, extras: AndroidBundle = AndroidBundle()
    ) {
        var intent = Intent(component: provider, action: action)
        intent.extras = extras
        if let ids { intent.extras[IntentExtra.appWidgetIds] = .intArray(ids) }
        sendSystemBroadcast(intent)
    }

    /// `registerForBroadcastsLocked`: one update alarm per provider, armed on the first registration at
    /// now + period (ELAPSED_REALTIME_WAKEUP, inexact repeating); later registrations only replace the
    /// PendingIntent's id list (`FLAG_UPDATE_CURRENT`), so deleting a widget leaves a stale list until then.
    func registerForWidgetUpdates(_ provider: ComponentName) {
        guard let info = providerInfo(of: provider), info.updatePeriodMillis > 0 else { return }
        let period = max(
            info.updatePeriodMillis, isDebuggableBuild && sdkInt >= 35 ? 0 : Device.minimumWidgetUpdatePeriod)
        var intent = Intent(component: provider, action: IntentAction.appWidgetUpdate)
        intent.extras[IntentExtra.appWidgetIds] = .intArray(appWidgetService.ids(of: provider))
        guard
            let operation = pendingIntent(
                .broadcast, creator: Device.systemCreator, requestCode: 1, intent: intent,
                flags: [.updateCurrent, .immutable])
        else { return }
        guard appWidgetService.providers[provider, default: .init()].updateAlarm == nil else { return }
        appWidgetService.providers[provider, default: .init()].updateAlarm = operation
        setAlarm(
            .elapsedRealtimeWakeup, trigger: clock.elapsedRealtime.milliseconds + period, window: nil,
            interval: period, operation: operation, package: Device.systemCreator)
    }

    /// Cancels a provider's update alarm (last widget deleted, package replaced).
    func unregisterWidgetUpdates(_ provider: ComponentName) {
        guard let operation = appWidgetService.providers[provider]?.updateAlarm else { return }
        appWidgetService.providers[provider]?.updateAlarm = nil
        cancelAlarms(operation, package: Device.systemCreator)
    }

    /// At user unlock, before BOOT_COMPLETED: every provider with widgets gets ENABLED + UPDATE(all ids) and a
    /// fresh alarm (`handleUserUnlocked`). What the service learnt in memory is gone with the reboot.
    func appWidgetsAfterBoot() {
        for provider in appWidgetProviders {
            appWidgetService.providers[provider] = AppWidgetProviderState()
            let ids = appWidgetService.ids(of: provider)
            guard !ids.isEmpty else { continue }
            sendEnableAndUpdate(provider, ids: ids)
            registerForWidgetUpdates(provider)
        }
    }

    /// After a package update (`updateProvidersForPackageLocked`): widgets of providers that are gone are
    /// deleted without broadcasts; each remaining provider with widgets gets its alarm re-armed from now and
    /// UPDATE(all ids) — no ENABLED.
    func appWidgetsAfterPackageReplaced(_ package: String) {
        let providers = Set(appWidgetProviders)
        for id in appWidgetService.order {
            guard let widget = appWidgetService.widgets[id], widget.provider.packageName == package,
                !providers.contains(widget.provider)
            else { continue }
            forgetWidget(id)
        }
        for provider in appWidgetProviders where provider.packageName == package {
            unregisterWidgetUpdates(provider)
            let ids = appWidgetService.ids(of: provider)
            for id in ids { appWidgetService.widgets[id]?.views = nil }
            guard !ids.isEmpty else { continue }
            registerForWidgetUpdates(provider)
            sendWidgetBroadcast(IntentAction.appWidgetUpdate, to: provider, ids: ids)
        }
    }

    /// Removes a widget from the service's tables, sending nothing.
    func forgetWidget(_ id: Int32) {
        appWidgetService.widgets[id] = nil
        appWidgetService.order.removeAll { $0 == id }
    }

    /// The app's code ran a provider class that extends AppWidgetProvider (`notifyProviderInheritance`).
    func noteProviderExtendsAppWidgetProvider(_ provider: ComponentName) {
        guard providerInfo(of: provider) != nil else { return }
        appWidgetService.providers[provider, default: .init()].extendsAppWidgetProvider = true
    }
}
