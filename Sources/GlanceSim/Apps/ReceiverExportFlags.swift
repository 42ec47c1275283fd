/// The flags of `Context.registerReceiver` that say who may send to a runtime receiver (Android 13+).
public struct ReceiverExportFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// `Context.RECEIVER_EXPORTED` (0x2): other apps' broadcasts reach it.
    public static let exported = ReceiverExportFlags(rawValue: 0x2)
    /// `Context.RECEIVER_NOT_EXPORTED` (0x4): only the system's and its own app's broadcasts reach it.
    public static let notExported = ReceiverExportFlags(rawValue: 0x4)
}
