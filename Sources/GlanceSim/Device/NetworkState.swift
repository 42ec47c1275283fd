/// The device's network, as WorkManager's network constraints see it.
public enum NetworkState: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No connection.
    case none
    /// Connected and not metered (Wi-Fi).
    case unmetered
    /// Connected and metered (mobile data at home).
    case metered
    /// Connected, metered and roaming.
    case roaming

    /// Whether there is any connection.
    public var isConnected: Bool { self != .none }
    /// Whether the connection is metered (roaming counts as metered).
    public var isMetered: Bool { self == .metered || self == .roaming }
    /// Whether the connection is roaming.
    public var isRoaming: Bool { self == .roaming }

    public var description: String { rawValue }
}

extension NetworkState: Codable {}
