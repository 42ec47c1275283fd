/// Number and string formatting shared by the content renderings, so text and JSON agree.
enum ContentFormatting {
    /// A dp or other decimal value: whole numbers without `.0` (`8`, `-2`), others in Swift's shortest
    /// round-trip form (`0.5`). Non-finite values use Swift's spelling (`inf`, `nan`).
    static func number(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return value.description
    }

    /// A JSON number for `value`, whole numbers without `.0`; non-finite values become strings.
    static func jsonNumber(_ value: Double) -> String {
        value.isFinite ? number(value) : jsonNumber(value)
    }

    /// A JSON object with its members sorted by key, so the output never depends on insertion order.
    static func jsonObject(_ members: [(key: String, value: String)]) -> String {
        let sorted = members.sorted { $0.key < $1.key }
        return "{" + sorted.map { jsonString($0.key) + ":" + $0.value }.joined(separator: ",") + "}"
    }

    /// A JSON array of already rendered values.
    static func jsonArray(_ items: [String]) -> String {
        "[" + items.joined(separator: ",") + "]"
    }

    /// The dotted form of a node path: `0.2.1`, or `root` for the empty path.
    static func path(_ path: [Int]) -> String {
        path.isEmpty ? "root" : path.map(String.init).joined(separator: ".")
    }
}
