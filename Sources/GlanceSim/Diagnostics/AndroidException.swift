/// A Java exception that Android's framework would throw into app code, such as the `SecurityException`
/// from `registerReceiver` without an export flag on Android 14.
///
/// App code may catch it. If it escapes a receiver, the app's process crashes as an uncaught exception
/// crashes it on Android: the trace records the crash and the process dies.
///
/// ```swift
/// do {
///     try context.registerReceiver(tickReceiver, IntentFilter(action: "com.example.PING"))
/// } catch let error as AndroidException {
///     print(error)   // java.lang.SecurityException: One of RECEIVER_EXPORTED or …
/// }
/// ```
public struct AndroidException: Error, Hashable, Sendable, CustomStringConvertible {
    /// The fully qualified Java class name, e.g. `java.lang.SecurityException`.
    public var className: String
    /// The exception's message, in Android's words where Android has them.
    public var message: String

    /// Creates an exception of the named class.
    public init(className: String, message: String) {
        self.className = className
        self.message = message
    }

    public var description: String { "\(className): \(message)" }

    /// `java.lang.SecurityException`.
    public static func security(_ message: String) -> AndroidException {
        AndroidException(className: "java.lang.SecurityException", message: message)
    }
    /// `java.lang.IllegalArgumentException`.
    public static func illegalArgument(_ message: String) -> AndroidException {
        AndroidException(className: "java.lang.IllegalArgumentException", message: message)
    }
    /// `java.lang.IllegalStateException`.
    public static func illegalState(_ message: String) -> AndroidException {
        AndroidException(className: "java.lang.IllegalStateException", message: message)
    }
    /// `android.content.ReceiverCallNotAllowedException`, thrown when a manifest receiver's restricted
    /// context is asked to register a receiver.
    public static func receiverCallNotAllowed(_ message: String) -> AndroidException {
        AndroidException(className: "android.content.ReceiverCallNotAllowedException", message: message)
    }
}
