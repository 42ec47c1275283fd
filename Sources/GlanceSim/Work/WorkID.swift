/// Identifies one unit of work, like androidx's `WorkRequest.id`.
///
/// Android uses a random UUID; the simulator counts up per device so runs repeat. The text form keeps the
/// UUID shape (`00000000-0000-0000-0000-000000000007`) so logs read like Android's.
///
/// ```swift
/// let id = try context.workManager.enqueue(request)
/// print(id)   // 00000000-0000-0000-0000-000000000001
/// ```
public struct WorkID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The counter value.
    public let value: UInt64

    /// An id with a given counter value (for `WorkRequestBuilder/setId(_:)`).
    public init(_ value: UInt64) {
        self.value = value
    }

    public static func < (lhs: WorkID, rhs: WorkID) -> Bool { lhs.value < rhs.value }

    public var description: String {
        let hex = String(value, radix: 16)
        return "00000000-0000-0000-0000-" + String(repeating: "0", count: max(0, 12 - hex.count)) + hex
    }
}

extension WorkID: Codable {
    /// Reads the id as its number.
    public init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(UInt64.self)
        self.init(value)
    }

    /// Writes the id as its number.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
