/// One value in a device's stores: an App Group's (`store` is the group's identifier) or a target's private
/// store (`app (private)`, `extension (private)`).
public struct StoredValue: Hashable, Sendable {
    public var store: String
    public var key: String
    public var value: String
}
