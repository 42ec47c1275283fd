// Stable text renderings of a bundle. Keys are always sorted, so the output never depends on hash order.
extension AndroidBundle: CustomStringConvertible {
    /// A stable one-line rendering with sorted keys, such as `{id=3, ids=[1, 2], name="x", opts={a=true}}`.
    ///
    /// Numbers are printed plainly (no `L` or `f` suffix; floats use Swift's shortest round-trip form),
    /// strings are quoted with `"` and `\` escaped and control characters written as `\u00XX`.
    public var description: String {
        let entries = sortedEntries.map { entry in entry.key + "=" + AndroidBundle.render(entry.value) }
        return "{" + entries.joined(separator: ", ") + "}"
    }

    /// A deterministic JSON object with sorted keys in which every value is tagged with its type, such as
    /// `{"id":{"int":3},"name":{"string":"x"}}`; used by JSON-lines traces.
    ///
    /// The tag is ``BundleValue/typeName``. Arrays become JSON arrays and nested bundles nested objects.
    /// Non-finite floats, which JSON cannot express, are written as the strings `"NaN"`, `"Infinity"`
    /// and `"-Infinity"`.
    public var jsonFragment: String {
        let members = sortedEntries.map { entry in
            jsonString(entry.key, controls: .unicode) + ":{" + jsonString(entry.value.typeName, controls: .unicode)
                + ":"
                + AndroidBundle.json(entry.value) + "}"
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    private static func render(_ value: BundleValue) -> String {
        switch value {
        case .int(let number): "\(number)"
        case .long(let number): "\(number)"
        case .float(let number): "\(number)"
        case .double(let number): "\(number)"
        case .bool(let flag): "\(flag)"
        case .string(let text): jsonString(text, controls: .unicode)
        case .intArray(let array): list(array.map { "\($0)" })
        case .longArray(let array): list(array.map { "\($0)" })
        case .floatArray(let array): list(array.map { "\($0)" })
        case .doubleArray(let array): list(array.map { "\($0)" })
        case .boolArray(let array): list(array.map { "\($0)" })
        case .stringArray(let array): list(array.map { jsonString($0, controls: .unicode) })
        case .bundle(let nested): nested.description
        case .sizeList(let sizes): list(sizes.map(\.description))
        }
    }

    private static func list(_ items: [String]) -> String {
        "[" + items.joined(separator: ", ") + "]"
    }

    private static func json(_ value: BundleValue) -> String {
        switch value {
        case .int(let number): "\(number)"
        case .long(let number): "\(number)"
        case .float(let number): jsonNumber(number)
        case .double(let number): jsonNumber(number)
        case .bool(let flag): "\(flag)"
        case .string(let text): jsonString(text, controls: .unicode)
        case .intArray(let array): jsonArray(array.map { "\($0)" })
        case .longArray(let array): jsonArray(array.map { "\($0)" })
        case .floatArray(let array): jsonArray(array.map(jsonNumber))
        case .doubleArray(let array): jsonArray(array.map(jsonNumber))
        case .boolArray(let array): jsonArray(array.map { "\($0)" })
        case .stringArray(let array): jsonArray(array.map { jsonString($0, controls: .unicode) })
        case .bundle(let nested): nested.jsonFragment
        case .sizeList(let sizes):
            jsonArray(sizes.map { "[\(jsonNumber($0.width)),\(jsonNumber($0.height))]" })
        }
    }

    private static func jsonArray(_ items: [String]) -> String {
        "[" + items.joined(separator: ",") + "]"
    }
}
