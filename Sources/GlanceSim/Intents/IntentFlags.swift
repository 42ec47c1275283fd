/// The `Intent.setFlags` bits the simulator cares about, with Android's exact values.
///
/// Values are from `android.content.Intent` (`FLAG_RECEIVER_*`, `FLAG_*_STOPPED_PACKAGES`). Android reuses
/// bits between activity and receiver contexts: ``activityNewTask`` and ``receiverForeground`` are the
/// same bit, `0x10000000`.
///
/// ```swift
/// let flags: IntentFlags = [.receiverRegisteredOnly, .receiverForeground]
/// print(flags.names)  // ["FLAG_RECEIVER_REGISTERED_ONLY", "FLAG_RECEIVER_FOREGROUND"]
/// ```
public struct IntentFlags: OptionSet, Hashable, Sendable {
    /// The raw `int` flags word, as Android stores it.
    public let rawValue: Int32

    /// Creates a flag set from Android's raw `int` value.
    public init(rawValue: Int32) {
        self.rawValue = rawValue
    }

    /// `FLAG_RECEIVER_REGISTERED_ONLY`: only context-registered receivers get the broadcast.
    public static let receiverRegisteredOnly = IntentFlags(rawValue: 0x4000_0000)
    /// `FLAG_RECEIVER_REPLACE_PENDING`: replaces a pending broadcast that is `filterEquals` to this one.
    public static let receiverReplacePending = IntentFlags(rawValue: 0x2000_0000)
    /// `FLAG_RECEIVER_FOREGROUND`: foreground priority and the shorter (10 s) timeout.
    public static let receiverForeground = IntentFlags(rawValue: 0x1000_0000)
    /// `FLAG_RECEIVER_NO_ABORT`: an ordered broadcast that receivers cannot abort.
    public static let receiverNoAbort = IntentFlags(rawValue: 0x0800_0000)
    /// `FLAG_RECEIVER_REGISTERED_ONLY_BEFORE_BOOT` (hidden): registered receivers only until boot completes.
    public static let receiverRegisteredOnlyBeforeBoot = IntentFlags(rawValue: 0x0400_0000)
    /// `FLAG_RECEIVER_INCLUDE_BACKGROUND` (hidden): also deliver to manifest receivers of background apps.
    ///
    /// The system sets it on the broadcasts exempt from the Android 8 implicit-broadcast limit.
    public static let receiverIncludeBackground = IntentFlags(rawValue: 0x0100_0000)
    /// `FLAG_RECEIVER_EXCLUDE_BACKGROUND` (hidden): never deliver to manifest receivers of apps the background check
    /// restricts (every app targeting API 26+), explicit or not (BroadcastSkipPolicy.java:341-348).
    public static let receiverExcludeBackground = IntentFlags(rawValue: 0x0080_0000)
    /// `FLAG_RECEIVER_VISIBLE_TO_INSTANT_APPS`: instant apps may receive the broadcast.
    public static let receiverVisibleToInstantApps = IntentFlags(rawValue: 0x0020_0000)
    /// `FLAG_INCLUDE_STOPPED_PACKAGES`: also match components of force-stopped packages.
    public static let includeStoppedPackages = IntentFlags(rawValue: 0x20)
    /// `FLAG_EXCLUDE_STOPPED_PACKAGES`: never match components of force-stopped packages (the default).
    public static let excludeStoppedPackages = IntentFlags(rawValue: 0x10)
    /// `FLAG_ACTIVITY_NEW_TASK`: the same bit as ``receiverForeground``, read in an activity context.
    public static let activityNewTask = IntentFlags(rawValue: 0x1000_0000)

    private static let namedReceiverFlags: [(flag: IntentFlags, name: String)] = [
        (.receiverRegisteredOnly, "FLAG_RECEIVER_REGISTERED_ONLY"),
        (.receiverReplacePending, "FLAG_RECEIVER_REPLACE_PENDING"),
        (.receiverForeground, "FLAG_RECEIVER_FOREGROUND"),
        (.receiverNoAbort, "FLAG_RECEIVER_NO_ABORT"),
        (.receiverRegisteredOnlyBeforeBoot, "FLAG_RECEIVER_REGISTERED_ONLY_BEFORE_BOOT"),
        (.receiverIncludeBackground, "FLAG_RECEIVER_INCLUDE_BACKGROUND"),
        (.receiverVisibleToInstantApps, "FLAG_RECEIVER_VISIBLE_TO_INSTANT_APPS"),
        (.includeStoppedPackages, "FLAG_INCLUDE_STOPPED_PACKAGES"),
        (.excludeStoppedPackages, "FLAG_EXCLUDE_STOPPED_PACKAGES"),
    ]

    /// The Android constant names of the set receiver-relevant flags, in descending bit order (for traces).
    ///
    /// Bit `0x10000000` is reported as `FLAG_RECEIVER_FOREGROUND`; bits with no name here are left out.
    public var names: [String] {
        IntentFlags.namedReceiverFlags.filter { contains($0.flag) }.map(\.name)
    }
}

extension IntentFlags: Codable {}
