import GlanceSim

/// Reads the members of one JSON5 object of a behaviour file: checks that every key is one the format knows
/// (else `unknown key 'x' in <what>; did you mean 'y'?` at the key), and turns values into typed ones with
/// errors at the value.
package struct JSON5Object {
    /// The object.
    let value: JSON5Value
    /// The members, in file order.
    let members: [JSON5Value.Member]
    /// What the object is, for messages: `receiver '.ClockReceiver'`, `effect 'set'`.
    let what: String

    /// Reads `value` as an object whose keys are all in `known`.
    init(_ value: JSON5Value, _ what: String, known: [String]) throws(FormatError) {
        guard let members = value.members else {
            throw FormatError(
                .invalidValue, at: value.location, "expected an object for \(what), found \(value.typeDescription)")
        }
        for member in members where !known.contains(member.key) {
            throw Self.unknownKey(member.key, at: member.keyLocation, in: what, known: known)
        }
        self.value = value
        self.members = members
        self.what = what
    }

    /// `unknown key 'x' in <what>; did you mean 'y'?` (or `; expected one of a, b, c` when nothing is close).
    static func unknownKey(_ key: String, at location: SourceLocation, in what: String, known: [String]) -> FormatError
    {
        FormatError(.unknownName, at: location, "unknown key '\(key)' in \(what)" + suggestion(key, known))
    }

    /// `; did you mean 'y'?` for a likely typo, else `; expected one of …` for short lists, else nothing.
    static func suggestion(_ word: String, _ candidates: [String]) -> String {
        if let close = EditDistance.suggestion(for: word, among: candidates) { return "; did you mean '\(close)'?" }
        if candidates.count <= 8 { return "; expected " + list(candidates) }
        return ""
    }

    /// `'a', 'b' or 'c'`.
    package static func list(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }

    /// The member named `key`.
    func member(_ key: String) -> JSON5Value.Member? { members.first { $0.key == key } }

    /// The value of `key`.
    subscript(key: String) -> JSON5Value? { member(key)?.value }

    /// The value of `key`, which must be there.
    func required(_ key: String) throws(FormatError) -> JSON5Value {
        guard let value = self[key] else {
            throw FormatError(.missing, at: value.location, "\(what) needs '\(key)'")
        }
        return value
    }

    func string(_ key: String) throws(FormatError) -> String? {
        guard let value = self[key] else { return nil }
        return try Self.string(value, "'\(key)'")
    }

    func requiredString(_ key: String) throws(FormatError) -> String {
        try Self.string(try required(key), "'\(key)'")
    }

    func bool(_ key: String) throws(FormatError) -> Bool? {
        guard let value = self[key] else { return nil }
        guard case .bool(let flag) = value.kind else {
            throw Self.expected("true or false", for: "'\(key)'", found: value)
        }
        return flag
    }

    func integer(_ key: String, in range: ClosedRange<Int64> = Int64(Int32.min)...Int64(Int32.max)) throws(FormatError)
        -> Int64?
    {
        guard let value = self[key] else { return nil }
        return try Self.integer(value, "'\(key)'", in: range)
    }

    /// A size in dp (every plain number of a behaviour file is one), within ±``FormatLimits/dpSizes``.
    func number(_ key: String) throws(FormatError) -> Double? {
        guard let value = self[key] else { return nil }
        guard case .number(let number, _) = value.kind, number.isFinite else {
            throw Self.expected("a number", for: "'\(key)'", found: value)
        }
        return try Self.dp(number, value, "'\(key)'")
    }

    /// `number` if its magnitude is a dp size GlanceSim accepts, else an error at `value` naming the range.
    static func dp(_ number: Double, _ value: JSON5Value, _ what: String) throws(FormatError) -> Double {
        let limit = FormatLimits.dpSizes.upperBound
        guard abs(number) <= limit else {
            throw FormatError(
                .invalidValue, at: value.location,
                "\(what) is out of range; expected a size in dp from -\(Int(limit)) to \(Int(limit))")
        }
        return number
    }

    func duration(_ key: String) throws(FormatError) -> SimDuration? {
        guard let value = self[key] else { return nil }
        return try Self.duration(value, "'\(key)'")
    }

    func template(_ key: String) throws(FormatError) -> TextTemplate? {
        guard let value = self[key] else { return nil }
        return try TextTemplate.parse(value, "'\(key)'")
    }

    /// A string or an array of strings, each a template.
    func templateArray(_ key: String) throws(FormatError) -> [TextTemplate]? {
        guard let value = self[key] else { return nil }
        let elements: [JSON5Value]
        if case .array(let items) = value.kind { elements = items } else { elements = [value] }
        var templates: [TextTemplate] = []
        for element in elements { templates.append(try TextTemplate.parse(element, "'\(key)'")) }
        return templates
    }

    func stringArray(_ key: String) throws(FormatError) -> [String]? {
        guard let value = self[key] else { return nil }
        return try Self.stringArray(value, "'\(key)'")
    }

    /// One of `choices` (a `RawRepresentable` enum's raw values), with "did you mean".
    func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(FormatError) -> T?
    where T.RawValue == String {
        guard let value = self[key] else { return nil }
        return try Self.choice(value, "'\(key)'", type)
    }

    // MARK: - Values

    static func expected(_ expectation: String, for what: String, found value: JSON5Value) -> FormatError {
        FormatError(
            .invalidValue, at: value.location, "expected \(expectation) for \(what), found \(value.typeDescription)")
    }

    static func string(_ value: JSON5Value, _ what: String) throws(FormatError) -> String {
        guard case .string(let text) = value.kind else { throw expected("a string", for: what, found: value) }
        return text
    }

    static func stringArray(_ value: JSON5Value, _ what: String) throws(FormatError) -> [String] {
        if case .string(let text) = value.kind { return [text] }
        guard case .array(let elements) = value.kind else {
            throw expected("a string or an array of strings", for: what, found: value)
        }
        var result: [String] = []
        for element in elements { result.append(try string(element, what)) }
        return result
    }

    static func integer(_ value: JSON5Value, _ what: String, in range: ClosedRange<Int64>) throws(FormatError) -> Int64
    {
        guard case .number(let number, let text) = value.kind else {
            throw expected("a whole number", for: what, found: value)
        }
        // Int64(exactly:) refuses 2⁶³, which Double(Int64.max) rounds up to, so no value can trap.
        guard let whole = Int64(exactly: number), range.contains(whole) else {
            throw FormatError(
                .invalidValue, at: value.location,
                "\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound), found '\(text)'")
        }
        return whole
    }

    static func duration(_ value: JSON5Value, _ what: String) throws(FormatError) -> SimDuration {
        if case .number(0, _) = value.kind { return .zero }
        let text = try string(value, what)
        do {
            return try DurationSyntax.parse(Substring(text))
        } catch {
            var location = value.location
            location.column += 1 + error.offset  // after the opening quote
            throw FormatError(.invalidValue, at: location, error.message)
        }
    }

    static func choice<T: RawRepresentable & CaseIterable>(_ value: JSON5Value, _ what: String, _ type: T.Type)
        throws(FormatError) -> T
    where T.RawValue == String {
        let text = try string(value, what)
        if let choice = T(rawValue: text) { return choice }
        let names = T.allCases.map(\.rawValue)
        throw FormatError(
            .invalidValue, at: value.location, "unknown value '\(text)' for \(what)" + suggestion(text, names))
    }
}
