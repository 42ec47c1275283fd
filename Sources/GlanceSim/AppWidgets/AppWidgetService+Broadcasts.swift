/// AppWidgetService's side of the lifecycle: the broadcasts it sends providers and the update alarm it keeps
/// per provider through AlarmManager's API (AppWidgetServiceImpl, android.md §1 and §8).
extension AppWidgetService {
    /// Sends ENABLED then UPDATE(ids), or on API 35 the combined ENABLE_AND_UPDATE when the provider is known
    /// to extend AppWidgetProvider (`sendEnableAndUpdateIntentLocked`).
    func sendEnableAndUpdate(_ provider: ComponentName, ids: [Int32]) {
        if core.sdkInt >= 35 && providerState(provider).extendsAppWidgetProvider {
            sendBroadcast(IntentAction.appWidgetEnableAndUpdate, to: provider, ids: ids)
        } else {
            sendBroadcast(IntentAction.appWidgetEnabled, to: provider)
            sendBroadcast(IntentAction.appWidgetUpdate, to: provider, ids: ids)
        }
    }

    /// An explicit broadcast from the system to a provider, with `appWidgetIds` when given.
    func sendBroadcast(
        _ action: String, to provider: ComponentName, ids: [Int32]? = nil, extras: AndroidBundle = AndroidBundle()
    ) {
        var intent = Intent(component: provider, action: action)
        intent.extras = extras
        if let ids { intent.extras[IntentExtra.appWidgetIds] = .intArray(ids) }
        broadcastQueue.sendSystemBroadcast(intent)
    }

    /// `registerForBroadcastsLocked`: one update alarm per provider, armed on the first registration at
    /// now + period (ELAPSED_REALTIME_WAKEUP, inexact repeating); later registrations only replace the
    /// PendingIntent's id list (`FLAG_UPDATE_CURRENT`), so deleting a widget leaves a stale list until then.
    func registerForBroadcasts(_ provider: ComponentName) {
        guard let info = providerInfo(of: provider), info.updatePeriodMillis > 0 else { return }
        let period = max(
            info.updatePeriodMillis,
            core.isDebuggableBuild && core.sdkInt >= 35 ? 0 : Self.minimumUpdatePeriod)
        var intent = Intent(component: provider, action: IntentAction.appWidgetUpdate)
        intent.extras[IntentExtra.appWidgetIds] = .intArray(ids(of: provider))
        guard
            let operation = pendingIntentController.getIntentSender(
                .broadcast, creator: Device.systemCreator, requestCode: 1, intent: intent,
                flags: [.updateCurrent, .immutable])
        else { return }
        guard providerState(provider).updateAlarm == nil else { return }
        updateProviderState(provider) { $0.updateAlarm = operation }
        alarmManagerService.set(
            .elapsedRealtimeWakeup, trigger: core.clock.elapsedRealtime.milliseconds + period, window: nil,
            interval: period, operation: operation, package: Device.systemCreator)
    }

    /// Cancels a provider's update alarm (last widget deleted, package replaced).
    func unregisterForBroadcasts(_ provider: ComponentName) {
        guard let operation = providerState(provider).updateAlarm else { return }
        updateProviderState(provider) { $0.updateAlarm = nil }
        alarmManagerService.cancel(operation, package: Device.systemCreator)
    }

    /// `handleUserUnlocked`, at user unlock before BOOT_COMPLETED: every provider with widgets gets
    /// ENABLED + UPDATE(all ids) and a fresh alarm. What the service learnt in memory is gone with the reboot.
    func handleUserUnlocked() {
        for provider in installedProviders {
            resetProviderState(provider)
            let ids = ids(of: provider)
            guard !ids.isEmpty else { continue }
            sendEnableAndUpdate(provider, ids: ids)
            registerForBroadcasts(provider)
        }
    }

    /// `updateProvidersForPackageLocked`, after a package update: widgets of providers that are gone are
    /// deleted without broadcasts; each remaining provider with widgets gets its alarm re-armed from now and
    /// UPDATE(all ids) — no ENABLED.
    func updateProvidersForPackage(_ package: String) {
        let providers = Set(installedProviders)
        for id in boundIds {
            guard let widget = widget(id), widget.provider.packageName == package,
                !providers.contains(widget.provider)
            else { continue }
            forgetWidget(id)
            remoteViewsAdapters.forget(id)
        }
        for provider in installedProviders where provider.packageName == package {
            unregisterForBroadcasts(provider)
            let ids = ids(of: provider)
            for id in ids {
                widget(id)?.show(nil)
                remoteViewsAdapters.forget(id)
            }
            guard !ids.isEmpty else { continue }
            registerForBroadcasts(provider)
            sendBroadcast(IntentAction.appWidgetUpdate, to: provider, ids: ids)
        }
    }

    /// `notifyProviderInheritance`: the app's code ran a provider class that extends AppWidgetProvider.
    func notifyProviderInheritance(_ provider: ComponentName) {
        guard providerInfo(of: provider) != nil else { return }
        updateProviderState(provider) { $0.extendsAppWidgetProvider = true }
    }
}
