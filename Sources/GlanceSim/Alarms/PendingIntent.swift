/// A token an app hands to the system so the system can later send an intent on the app's behalf:
/// Android's `PendingIntent`.
///
/// Two requests give the *same* PendingIntent when the creator, the kind, the request code and the intent
/// are equal as `Intent.filterEquals` says — extras do not count. So asking again with other extras
/// returns the existing token with its **old** extras, unless ``Flags/updateCurrent`` replaces them: a
/// classic widget bug the simulator reproduces. Setting an alarm with an equal PendingIntent replaces
/// the earlier alarm.
///
/// ```swift
/// let refresh = try PendingIntent.getBroadcast(
///     context, requestCode: 0,
///     intent: Intent(component: ComponentName(packageName: "com.example", className: ".Refresh")),
///     flags: [.immutable, .updateCurrent])!
/// context.alarmManager.set(.elapsedRealtime, triggerAtMillis: 60_000, operation: refresh)
/// ```
public struct PendingIntent: Hashable, Sendable, CustomStringConvertible {
    /// What the PendingIntent starts when sent.
    public enum Kind: String, Hashable, Sendable {
        /// `getBroadcast`.
        case broadcast
        /// `getActivity`.
        case activity
        /// `getService`.
        case service
    }

    /// The `PendingIntent.FLAG_*` values.
    public struct Flags: OptionSet, Hashable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        /// `FLAG_ONE_SHOT`: usable once; cancelled after it is sent.
        public static let oneShot = Flags(rawValue: 0x4000_0000)
        /// `FLAG_NO_CREATE`: return the existing one or `nil`; never create.
        public static let noCreate = Flags(rawValue: 0x2000_0000)
        /// `FLAG_CANCEL_CURRENT`: cancel an existing equal one and make a new one.
        public static let cancelCurrent = Flags(rawValue: 0x1000_0000)
        /// `FLAG_UPDATE_CURRENT`: keep an existing equal one but replace its extras.
        public static let updateCurrent = Flags(rawValue: 0x0800_0000)
        /// `FLAG_IMMUTABLE`: a sender's fill-in intent is ignored.
        public static let immutable = Flags(rawValue: 0x0400_0000)
        /// `FLAG_MUTABLE`: a sender's fill-in extras are merged in.
        public static let mutable = Flags(rawValue: 0x0200_0000)
    }

    /// Counts up across the device; tells PendingIntents apart.
    public let number: Int
    /// The app that created it; the intent is sent with that app's identity.
    public let creatorPackage: String
    /// What it starts.
    public let kind: Kind
    /// The request code it was created with.
    public let requestCode: Int32
    /// The app its intent names (its component's package, or the package it is limited to), if it names one:
    /// for the system's widget update alarm, the provider's app.
    public var targetPackage: String? = nil

    public var description: String { "PendingIntent#\(number)(\(kind.rawValue) \(creatorPackage) req=\(requestCode))" }

    /// `PendingIntent.getBroadcast(context, requestCode, intent, flags)`.
    /// - Returns: The PendingIntent, or `nil` with ``Flags/noCreate`` when none exists.
    /// - Throws: On apps targeting API 31+, `IllegalArgumentException` unless exactly one of
    ///   ``Flags/immutable`` and ``Flags/mutable`` is given.
    public static func getBroadcast(_ context: AppContext, requestCode: Int32, intent: Intent, flags: Flags) throws
        -> PendingIntent?
    {
        try context.device.pendingIntentController.getIntentSender(
            .broadcast, context: context, requestCode: requestCode, intent: intent, flags: flags)
    }

    /// `PendingIntent.getActivity(context, requestCode, intent, flags)`.
    public static func getActivity(_ context: AppContext, requestCode: Int32, intent: Intent, flags: Flags) throws
        -> PendingIntent?
    {
        try context.device.pendingIntentController.getIntentSender(
            .activity, context: context, requestCode: requestCode, intent: intent, flags: flags)
    }

    /// `PendingIntent.getService(context, requestCode, intent, flags)`.
    public static func getService(_ context: AppContext, requestCode: Int32, intent: Intent, flags: Flags) throws
        -> PendingIntent?
    {
        try context.device.pendingIntentController.getIntentSender(
            .service, context: context, requestCode: requestCode, intent: intent, flags: flags)
    }

    /// Sends it, as any holder of the token may: `PendingIntent.send(context, code, fillInIntent)`. A
    /// mutable PendingIntent merges `fillInExtras` into its extras; an immutable one ignores them.
    /// - Throws: `PendingIntent.CanceledException` if it was cancelled.
    public func send(_ context: AppContext, fillInExtras: AndroidBundle? = nil) throws {
        try context.device.pendingIntentController.send(self, fillInExtras: fillInExtras, extraAlarmCount: nil)
    }

    /// Cancels it: it can no longer be sent, and alarms set with it are removed.
    public func cancel(_ context: AppContext) {
        context.device.pendingIntentController.cancel(self)
    }

    /// The intent it sends now (extras may have been replaced by ``Flags/updateCurrent``).
    public func intent(_ context: AppContext) -> Intent? { context.device.pendingIntentController.intent(of: self) }
}

extension PendingIntent: Codable {}
extension PendingIntent.Kind: Codable {}
extension PendingIntent.Flags: Codable {}
