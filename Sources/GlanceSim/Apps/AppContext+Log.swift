extension TraceKind {
    /// App code wrote a log line (`android.util.Log`), e.g. a behaviour file's `log` effect.
    public static let appLog = TraceKind(rawValue: "app.log")
}

extension AppContext {
    /// Writes a log line as `Log.i(tag, message)` would; the trace records it as `app.log` under the app's package.
    ///
    /// ```swift
    /// context.log("refreshing 2 widgets")
    /// ```
    public func log(_ message: String) {
        device.record(.appLog, .process(.log(package: packageName, message: message)))
    }
}
