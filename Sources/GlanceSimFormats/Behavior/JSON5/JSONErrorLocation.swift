package import Foundation

/// Finds where Foundation's `JSONDecoder` failed, which it does not say: bytes that are not UTF-8 at the first
/// bad byte; a syntax error is found again by
/// ``JSON5Reader`` at its token; a value of the wrong type, or a missing key, is found by walking the error's
/// coding path through the reader's tree to the value (or the object missing the key).
///
/// ```swift
/// do { _ = try JSONDecoder().decode(Manifest.self, from: data) } catch {
///     let location = JSONErrorLocation.locate(error, in: data, path: "st/glancesim-state.json")
/// }
/// ```
package enum JSONErrorLocation {
    /// The best location of `error` in `data` (the file at `path`); the file's start only when the reader finds
    /// nothing wrong and the error names no coding path.
    package static func locate(_ error: any Error, in data: Data, path: String) -> SourceLocation {
        guard let text = String(validating: data, as: UTF8.self) else {
            return SourceLocation.firstInvalidUTF8(in: Array(data), path: path) ?? .file(path)
        }
        let root: JSON5Value
        do {
            root = try JSON5Reader.read(text, path: path, allowsDuplicateKeys: true)
        } catch {
            return error.diagnostics.first?.location ?? .file(path)
        }
        guard let decodingError = error as? DecodingError else { return root.location }
        switch decodingError {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // JSON5 the reader accepts but strict JSON does not: most often a number (NaN, 0x1F, 1e400, 007); or
            // an integer past 64 bits, which Foundation reads as a `Double` but refuses, without a path, as an
            // integer.
            return (firstNumber(in: root) { !isJSONNumber($0) } ?? firstNumber(in: root) { isBeyond64Bits($0) })?
                .location ?? root.location
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return value(at: context.codingPath, in: root).location
        case .keyNotFound(_, let context):
            return value(at: context.codingPath, in: root).location
        @unknown default:
            return root.location
        }
    }

    /// Where the value at `keys` (member names, or array indices written as numbers) is in the JSON `data`; the
    /// deepest value on the way that exists, or the file's start when `data` does not read.
    package static func location(of keys: [String], in data: Data, path: String) -> SourceLocation {
        guard
            let root = try? JSON5Reader.read(
                String(decoding: data, as: UTF8.self), path: path, allowsDuplicateKeys: true)
        else {
            return .file(path)
        }
        return value(at: keys.map { PathKey($0) }, in: root).location
    }

    /// The first number, in file order, whose text `matches`.
    private static func firstNumber(in value: JSON5Value, where matches: (String) -> Bool) -> JSON5Value? {
        var pending = [value]
        while let next = pending.popLast() {
            switch next.kind {
            case .number(_, let text) where matches(text): return next
            case .object(let members): pending += members.map(\.value).reversed()
            case .array(let elements): pending += elements.reversed()
            default: continue
            }
        }
        return nil
    }

    /// An integer (no fraction, no exponent) that `Int64` does not hold: what GlanceSim saves is bounded far below
    /// it (`SnapshotError.counterLimit`), unsigned fields included.
    private static func isBeyond64Bits(_ text: String) -> Bool {
        !text.contains { $0 == "." || $0 == "e" || $0 == "E" } && Int64(text) == nil
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?` and within `Double`'s range.
    private static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let leadingZero = bytes.first == UInt8(ascii: "0")
        let integerDigits = digits()
        guard integerDigits > 0, !(leadingZero && integerDigits > 1) else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty && Double(text)?.isFinite == true
    }

    /// A coding key made from a member name or an array index.
    private struct PathKey: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(_ text: String) {
            stringValue = text
            intValue = Int(text)
        }
        init?(stringValue: String) { self.init(stringValue) }
        init?(intValue: Int) { self.init(String(intValue)) }
    }

    /// What a decoding error says went wrong, for a message: `: the key 'format' is missing`, `: expected a
    /// number`, or nothing for a syntax error (the position says it).
    package static func reason(_ error: any Error) -> String {
        switch error as? DecodingError {
        case .keyNotFound(let key, _)?: ": the key '\(key.stringValue)' is missing"
        case .typeMismatch(let type, _)?: ": expected \(typeName(type)) here"
        case .valueNotFound(let type, _)?: ": expected \(typeName(type)) here, found null"
        default: ""
        }
    }

    /// `a number`, `a string`, `an object`… for a Swift type a JSON value decodes to.
    private static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type, is Int64.Type, is Int32.Type, is Double.Type, is UInt64.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        case is [Any].Type: "an array"
        default: "a value of another kind"
        }
    }

    /// The value a coding path leads to, or the deepest value on the way that exists.
    static func value(at codingPath: [any CodingKey], in root: JSON5Value) -> JSON5Value {
        var current = root
        for key in codingPath {
            if let index = key.intValue, case .array(let elements) = current.kind, elements.indices.contains(index) {
                current = elements[index]
            } else if let member = current[key.stringValue] {
                current = member
            } else {
                break
            }
        }
        return current
    }
}
