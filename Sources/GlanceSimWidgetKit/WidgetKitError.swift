/// Why a WidgetKit step could not run.
public struct WidgetKitError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
