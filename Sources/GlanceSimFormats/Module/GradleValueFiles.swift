import Foundation

/// A Gradle version catalog (`gradle/libs.versions.toml`): its `[versions]` table — enough TOML for
/// `key = "34"`, `key = 34` and `key = { strictly = "34" }` (also `require` / `prefer`), with `#` comments —
/// and its `[libraries]` and `[bundles]`, for the dependencies a build file names through the catalog.
///
/// Gradle turns a key into an accessor by treating `-`, `_` and `.` as separators, so `android-targetSdk`
/// is `libs.versions.android.targetSdk` (Gradle's "Sharing dependency versions between projects" page).
struct VersionCatalog {
    let path: String
    /// Value and location of each version, by accessor form (`android.targetSdk`).
    private(set) var versions: [String: (value: String, location: SourceLocation)] = [:]

    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.path = path
        var section = ""
        var pendingBundle: String?
        for (offset, rawLine) in String(decoding: data, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            let line = Self.strippingComment(rawLine)
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.hasPrefix("[") {
                section = trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
                continue
            }
            if section == "bundles", pendingBundle != nil || trimmed.contains("=") {
                readBundleLine(trimmed, into: &pendingBundle)
                continue
            }
            if section == "libraries", let equals = trimmed.firstIndex(of: "=") {
                let key = trimmed[..<equals].trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
                let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
                let column = (rawLine.utf8.count - rawLine.drop { $0 == " " || $0 == "\t" }.utf8.count) + 1
                libraryLines[Self.accessor(key)] = (value, SourceLocation(path: path, line: offset + 1, column: column))
                continue
            }
            guard section == "versions", let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trimmed[..<equals].trimmingCharacters(in: CharacterSet(charactersIn: " \"'"))
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
            if value.hasPrefix("{") {
                // { strictly = "34" } and friends: the first quoted string.
                guard let open = value.firstIndex(of: "\""),
                    let close = value[value.index(after: open)...].firstIndex(of: "\"")
                else { continue }
                value = String(value[value.index(after: open)..<close])
            } else {
                value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            }
            let column = (rawLine.utf8.count - rawLine.drop { $0 == " " || $0 == "\t" }.utf8.count) + 1
            versions[Self.accessor(key)] = (value, SourceLocation(path: path, line: offset + 1, column: column))
        }
    }

    /// The `[libraries]` entries as written (`"g:n:v"` or an inline table), by accessor form.
    private var libraryLines: [String: (value: String, location: SourceLocation)] = [:]
    /// The `[bundles]`, by accessor form: the accessors of their libraries.
    private(set) var bundles: [String: [String]] = [:]

    /// A `[libraries]` entry: `group:artifact`, its version if the catalog gives one (a `version.ref` is looked
    /// up in `[versions]`; a library under a BOM has none), and where the entry is.
    struct Library {
        var module: String
        var version: String?
        var location: SourceLocation
    }

    /// The library of the accessor `androidx.work.runtime` (`androidx-work-runtime = { module = "…", … }`).
    func library(_ accessor: String) -> Library? {
        guard let (text, location) = libraryLines[accessor] else { return nil }
        if text.hasPrefix("\"") {
            let parts = text.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")).split(separator: ":")
            guard parts.count >= 2 else { return nil }
            return Library(
                module: "\(parts[0]):\(parts[1])", version: parts.count > 2 ? String(parts[2]) : nil,
                location: location)
        }
        let fields = Self.inlineTable(text)
        let module = fields["module"] ?? fields["group"].flatMap { group in fields["name"].map { "\(group):\($0)" } }
        guard let module else { return nil }
        let version = fields["version"] ?? fields["version.ref"].flatMap { versions[Self.accessor($0)]?.value }
        return Library(module: module, version: version, location: location)
    }

    /// `{ module = "a:b", version.ref = "x" }` → `["module": "a:b", "version.ref": "x"]` (quoted values only; a
    /// rich version, `version = { strictly = "1" }`, gives no `version`).
    static func inlineTable(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        var rest = Substring(text.trimmingCharacters(in: CharacterSet(charactersIn: "{} ")))
        while let equals = rest.firstIndex(of: "="), let open = rest[equals...].firstIndex(of: "\""),
            let close = rest[rest.index(after: open)...].firstIndex(of: "\"")
        {
            let key = rest[..<equals].trimmingCharacters(in: CharacterSet(charactersIn: " ,{"))
            fields[key] = String(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
        }
        return fields
    }

    /// One line of `[bundles]`: `name = ["a", "b"]`, possibly spread over lines until `]`.
    private mutating func readBundleLine(_ line: String, into pending: inout String?) {
        var text = line
        if pending == nil, let equals = line.firstIndex(of: "=") {
            pending = Self.accessor(line[..<equals].trimmingCharacters(in: CharacterSet(charactersIn: " \"'")))
            text = String(line[line.index(after: equals)...])
        }
        guard let name = pending else { return }
        let members = text.split(whereSeparator: { ",[] ".contains($0) }).map {
            Self.accessor($0.trimmingCharacters(in: CharacterSet(charactersIn: "\"'")))
        }.filter { !$0.isEmpty }
        bundles[name, default: []] += members
        if text.contains("]") { pending = nil }
    }

    /// `android-targetSdk`, `android_targetSdk` and `android.targetSdk` all become `android.targetSdk`.
    static func accessor(_ key: String) -> String {
        String(key.map { $0 == "-" || $0 == "_" ? "." : $0 })
    }

    private static func strippingComment(_ line: Substring) -> Substring {
        var inString = false
        for index in line.indices {
            if line[index] == "\"" { inString.toggle() }
            if line[index] == "#" && !inString { return line[..<index] }
        }
        return line
    }
}

/// A `gradle.properties` file: `key=value`, `key: value` or `key value` lines, `#` and `!` comments (the
/// `java.util.Properties` format, without line continuations and escapes, which SDK levels do not need).
struct GradleProperties {
    let path: String
    private(set) var values: [String: (value: String, location: SourceLocation)] = [:]

    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.path = path
        for (offset, rawLine) in String(decoding: data, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            let line = rawLine.drop { $0 == " " || $0 == "\t" }
            guard let first = line.first, first != "#", first != "!" else { continue }
            // The key ends at `=`, `:` or a blank; blanks and one `=` or `:` then separate it from the value.
            guard let end = line.firstIndex(where: { $0 == "=" || $0 == ":" || $0 == " " || $0 == "\t" }) else {
                continue
            }
            let key = String(line[..<end])
            var rest = line[end...].drop { $0 == " " || $0 == "\t" }
            if rest.first == "=" || rest.first == ":" { rest = rest.dropFirst() }
            let value = String(rest).trimmingCharacters(in: .whitespacesAndNewlines)
            let column = rawLine.utf8.count - line.utf8.count + 1
            if values[key] == nil {
                values[key] = (value, SourceLocation(path: path, line: offset + 1, column: column))
            }
        }
    }
}
