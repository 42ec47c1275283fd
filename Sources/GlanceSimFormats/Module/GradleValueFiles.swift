import Foundation

/// The `[versions]` table of a Gradle version catalog (`gradle/libs.versions.toml`): enough TOML for
/// `key = "34"`, `key = 34` and `key = { strictly = "34" }` (also `require` / `prefer`), with `#` comments.
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
        for (offset, rawLine) in String(decoding: data, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            let line = Self.strippingComment(rawLine)
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.hasPrefix("[") {
                section = trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
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
