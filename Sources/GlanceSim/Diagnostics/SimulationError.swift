/// An error in how the simulator was driven: time moved backwards, a run that never went idle, an unknown
/// package, an app that Android would refuse to install.
///
/// App code failing is *not* a `SimulationError`: an exception thrown by a receiver crashes that app's
/// process, as on Android, and is recorded in the trace.
///
/// ```swift
/// do {
///     try device.advance(to: .zero)
/// } catch {
///     print(error.code)   // time-went-backwards
/// }
/// ```
public struct SimulationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A stable, greppable identifier of what went wrong. Tests match on it rather than on the message.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// A step asked to move the clock to an earlier instant.
        public static let timeWentBackwards = Code(rawValue: "time-went-backwards")
        /// ``Device/runUntilIdle(maxEvents:)`` ran its bound of events and work was still pending.
        public static let eventLimitExceeded = Code(rawValue: "event-limit-exceeded")
        /// A step would move time past ``SimInstant/horizon``; it is refused before anything runs.
        public static let beyondHorizon = Code(rawValue: "beyond-horizon")
        /// No installed app has the package name.
        public static let unknownPackage = Code(rawValue: "unknown-package")
        /// No installed app has the component (or it is not of the kind the call needs).
        public static let unknownComponent = Code(rawValue: "unknown-component")
        /// A click's node is not in what the widget shows, is ambiguous, hidden, or has no action.
        public static let nodeNotFound = Code(rawValue: "node-not-found")
        /// No widget has the id.
        public static let unknownWidget = Code(rawValue: "unknown-widget")
        /// The package manager would refuse the app (Android's `INSTALL_PARSE_FAILED_*`).
        public static let installFailed = Code(rawValue: "install-failed")
        /// The app has no app action of that name (``AppManifest/appActions``).
        public static let unknownAppAction = Code(rawValue: "unknown-app-action")
        /// An argument is outside what the API accepts.
        public static let invalidArgument = Code(rawValue: "invalid-argument")
    }

    /// What went wrong.
    public var code: Code
    /// A lower-case sentence with user tokens in single quotes and no final period.
    public var message: String

    /// Creates an error.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "error: \(message)" }
}
