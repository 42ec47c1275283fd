/// An iOS app with widgets: its bundle id, the App Groups each target declares, its widget kinds (the
/// extension's `WidgetBundle`) and the App Intents its widgets run.
///
/// ```swift
/// let app = WidgetKitApp(bundleIdentifier: "com.example.weather", kinds: [weatherKind],
///                        appGroups: ["group.com.example.weather"], extensionGroups: ["group.com.example.weather"])
/// ```
public struct WidgetKitApp: Sendable {
    public var bundleIdentifier: String
    public var kinds: [WidgetKind]
    public var intents: [AppIntent]
    /// The App Groups the containing app declares.
    public var appGroups: [String]
    /// The App Groups the widget extension declares.
    public var extensionGroups: [String]

    /// An app with these kinds, intents and groups.
    public init(
        bundleIdentifier: String, kinds: [WidgetKind], intents: [AppIntent] = [], appGroups: [String] = [],
        extensionGroups: [String] = []
    ) {
        self.bundleIdentifier = bundleIdentifier
        self.kinds = kinds
        self.intents = intents
        self.appGroups = appGroups
        self.extensionGroups = extensionGroups
    }

    func groups(of target: AppTarget) -> [String] {
        target == .app ? appGroups : extensionGroups
    }
}

/// The containing app's state, which decides whether its `WidgetCenter` reloads cost budget (§5).
public enum AppState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// In the foreground: reloads are free.
    case foreground
    /// In the background (background refresh, silent push): reloads are budgeted.
    case background
    /// In the background with an active audio or navigation session: reloads are free.
    case audioSession
    /// Not running.
    case notRunning

    /// Whether `WidgetCenter` reloads from the app are exempt from the budget (A-KEEP).
    public var reloadsAreFree: Bool { self == .foreground || self == .audioSession }

    public var description: String { rawValue }
}
