/// `Device`'s door to AppWidgetService (``AppWidgetService``, AppWidgetServiceImpl): the providers it knows,
/// and the calls the rest of the device makes into it.
extension Device {
    /// Every widget provider installed, in installation then manifest order.
    ///
    /// ```swift
    /// for provider in device.appWidgetProviders { print(provider.shortString) }
    /// ```
    public var appWidgetProviders: [ComponentName] { appWidgetService.installedProviders }
}
