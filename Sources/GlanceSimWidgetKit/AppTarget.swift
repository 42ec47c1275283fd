/// The two processes of an app with widgets: the containing app and its widget extension.
public enum AppTarget: String, Hashable, Sendable, CustomStringConvertible {
    case app
    case widgetExtension = "extension"

    public var description: String { rawValue }
}
