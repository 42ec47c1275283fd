/// `Device`'s door to AppWidgetService (``AppWidgetService``, AppWidgetServiceImpl): the providers it knows,
/// and the calls the rest of the device makes into it.
extension Device {
    /// Every widget provider installed, in installation then manifest order.
    ///
    /// ```swift
    /// for provider in device.appWidgetProviders { print(provider.shortString) }
    /// ```
    public var appWidgetProviders: [ComponentName] { appWidgetService.installedProviders }

    /// At user unlock, before BOOT_COMPLETED (AppWidgetServiceImpl.handleUserUnlocked).
    func appWidgetsAfterBoot() {  // forwarding: other slices still call this
        appWidgetService.handleUserUnlocked()
    }

    /// After a package update (AppWidgetServiceImpl.updateProvidersForPackageLocked).
    func appWidgetsAfterPackageReplaced(_ package: String) {  // forwarding: other slices still call this
        appWidgetService.updateProvidersForPackage(package)
    }

    /// The app's code ran a provider class that extends AppWidgetProvider (`notifyProviderInheritance`).
    func noteProviderExtendsAppWidgetProvider(_ provider: ComponentName) {  // forwarding: other slices still call this
        appWidgetService.notifyProviderInheritance(provider)
    }
}
