public import GlanceSim

/// A device condition an invariant can wait for: `screen on`, `network up`.
public enum HeldCondition: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The screen is on (the device is interactive).
    case screenOn = "screen on"
    /// There is a network connection of any kind.
    case networkUp = "network up"

    /// Whether it holds on `conditions`.
    public func holds(on conditions: DeviceConditions) -> Bool {
        switch self {
        case .screenOn: return conditions.isScreenOn
        case .networkUp: return conditions.network.isConnected
        }
    }

    public var description: String { rawValue }
}

extension HeldCondition: Codable {}
