/// Why a WidgetKit step could not run: a ``Code`` a program can switch on, and a message for people.
///
/// ```swift
/// do {
///     try device.removeWidget(9)
/// } catch {
///     print(error.code, error)   // unknownWidget no widget 9 (there are none)
/// }
/// ```
public struct WidgetKitError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is: stable names, for programs (the Android side's ``GlanceSim/SimulationError``
    /// codes where the problem is the same).
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// No placed widget has the id.
        public static let unknownWidget = Code(rawValue: "unknownWidget")
        /// The app has no widget kind of the name.
        public static let unknownKind = Code(rawValue: "unknownKind")
        /// The kind does not support the family, or the screen has no such widgets.
        public static let unsupportedFamily = Code(rawValue: "unsupportedFamily")
        /// A static configuration was given settings.
        public static let staticConfiguration = Code(rawValue: "staticConfiguration")
        /// No app is installed, or the app is not valid (two kinds of one name).
        public static let noApp = Code(rawValue: "noApp")
        public static let invalidApp = Code(rawValue: "invalidApp")
        /// The containing app is not running, so it cannot call `WidgetCenter`.
        public static let appNotRunning = Code(rawValue: "appNotRunning")
        /// A tap found no node, more than one, a hidden one, or one that runs no App Intent.
        public static let tapFailed = Code(rawValue: "tapFailed")
        /// Time was asked to move backwards.
        public static let timeWentBackwards = Code(rawValue: "timeWentBackwards")
        /// Time was asked to move past the simulation horizon.
        public static let beyondHorizon = Code(rawValue: "beyondHorizon")
        /// One widget's events kept running at one instant
        /// (``WidgetKitDevice/maxEventsPerWidgetPerInstant``).
        public static let eventLimitExceeded = Code(rawValue: "eventLimitExceeded")
    }

    /// What kind of problem it is.
    public var code: Code
    /// A lower-case sentence with user tokens in single quotes and no final period.
    public var message: String

    /// An error of `code` saying `message`.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
