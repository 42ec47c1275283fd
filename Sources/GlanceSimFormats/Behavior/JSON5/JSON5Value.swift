/// A JSON5 value with the place it starts in its file: what ``JSON5Reader`` makes so that every later error
/// can point at the key or value it is about. Objects keep their members in file order.
package struct JSON5Value {
    /// One `key: value` member of an object.
    package struct Member {
        /// The key, unquoted and unescaped.
        var key: String
        /// Where the key starts.
        var keyLocation: SourceLocation
        /// The value.
        var value: JSON5Value
    }

    /// What the value is.
    package enum Kind {
        /// `{ … }`, members in file order.
        case object([Member])
        /// `[ … ]`.
        case array([JSON5Value])
        /// A single- or double-quoted string, unescaped.
        case string(String)
        /// A number; `text` is the source spelling (`0x1F`, `1e3`, `+Infinity`).
        case number(Double, text: String)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// What the value is.
    package var kind: Kind
    /// Where the value starts.
    package var location: SourceLocation

    /// A short name of the value's type for messages: `an object`, `a string`…
    var typeDescription: String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The members, for an object.
    var members: [Member]? {
        if case .object(let members) = kind { return members }
        return nil
    }

    /// The value of member `key`, for an object that has it.
    package subscript(key: String) -> JSON5Value? { members?.first { $0.key == key }?.value }

    /// The member named `key`, for an object that has it.
    func member(_ key: String) -> Member? { members?.first { $0.key == key } }
}
