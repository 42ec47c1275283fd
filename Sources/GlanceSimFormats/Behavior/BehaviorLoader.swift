import FoundationEssentials
import GlanceSim

/// Reads behaviour files (`behavior.json5`): JSON5 that says what an app's receivers, widgets, action callbacks
/// and workers do. ``AppAssembler`` then joins the result with the app's manifest.
///
/// The text must be JSON5 as Foundation's `JSONDecoder` (with `allowsJSON5`) accepts it; GlanceSim's own JSON5
/// reader then records where every key and value is, so each error reads `path:line:column: error: message`, with
/// "did you mean" for a misspelt key, effect, node kind or name. The format is documented in <doc:BehaviorFiles>.
///
/// ```swift
/// let spec = try BehaviorLoader.load(path: "Manifests/clock/behavior.json5")
/// let manifest = try AppAssembler.assemble(description, behavior: spec)
/// ```
public enum BehaviorLoader {
    /// Reads and checks the file at `path`.
    ///
    /// - Throws: ``FormatError`` with an `unreadable` diagnostic when the file cannot be read, else the first
    ///   problem in it.
    public static func load(path: String) throws(FormatError) -> BehaviorSpec {
        let data: Data
        do {
            data = try Data(contentsOf: URL(filePath: path))
        } catch {
            throw FormatError(.unreadable, at: .file(path), "cannot read the behaviour file")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw FormatError(
                .syntax, at: SourceLocation.firstInvalidUTF8(in: Array(data), path: path) ?? .file(path),
                "the behaviour file is not UTF-8 text: this byte does not start a valid UTF-8 sequence")
        }
        return try parse(text: text, path: path)
    }

    /// Checks `text` as the behaviour file at `path` (used in messages).
    ///
    /// ```swift
    /// let spec = try BehaviorLoader.parse(text: "{ workers: { Sync: { results: ['retry', 'success'] } } }",
    ///                                     path: "behavior.json5")
    /// ```
    public static func parse(text: String, path: String) throws(FormatError) -> BehaviorSpec {
        let root = try JSON5Reader.read(text, path: path)
        try checkWithFoundation(text, path: path)
        return try BehaviorDecoder.decode(root, path: path)
    }

    /// Foundation's JSON5 decoder has the last word on what JSON5 is. ``JSON5Reader`` refuses, with a position,
    /// everything Foundation's JSON5 scanner refuses (see its documentation), so this check is a backstop: were
    /// it ever to fire, the error would be at the start of the file, since Foundation does not say where.
    private static func checkWithFoundation(_ text: String, path: String) throws(FormatError) {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        do {
            _ = try decoder.decode(AnyJSON.self, from: Data(text.utf8))
        } catch {
            throw FormatError(.syntax, at: .file(path), "not valid JSON5 (Foundation's JSON5 decoder rejects it)")
        }
    }
}

/// Decodes any JSON value and throws it away: enough for Foundation to check the syntax.
private struct AnyJSON: Decodable {
    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: AnyKey.self) {
            for key in object.allKeys { _ = try object.decode(AnyJSON.self, forKey: key) }
        } else if var array = try? decoder.unkeyedContainer() {
            while !array.isAtEnd { _ = try array.decode(AnyJSON.self) }
        } else {
            _ = try decoder.singleValueContainer()
        }
    }

    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
