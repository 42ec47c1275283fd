/// The `<string>`, `<bool>`, `<integer>` and `<dimen>` resources of an app's `res/values/*.xml` (also
/// `<item type="…">` of those types), so `@string/…`, `@bool/…`, `@integer/…` and `@dimen/…` resolve.
///
/// Only the unqualified `res/values/` folder is read: GlanceSim simulates one device configuration and
/// does not choose between `values-v31/`, `values-night/` and the like. Other resource kinds (colours,
/// styles, arrays…) are skipped without a diagnostic.
struct ResourceTable {
    package struct Entry {
        var value: String
        var location: SourceLocation
    }

    /// The resource types that resolve.
    static let types = ["string", "bool", "integer", "dimen"]

    private var entries: [String: Entry] = [:]

    init() {}

    /// Reads every `values/*.xml` file of the folder's resource folders, each in name order; problems go to
    /// `diagnostics`. A resource defined twice in one module is an error; one a library module also defines
    /// keeps the app's value (resource merging: the app overrides its libraries).
    init(folder: AppFolderFiles, diagnostics: inout DiagnosticCollector) {
        for resources in folder.resourceFolders {
            var module = ResourceTable()
            for path in folder.xmlFiles(in: "values", of: resources) {
                do throws(FormatError) {
                    let document = try folder.readXML(path)
                    module.add(document, diagnostics: &diagnostics)
                } catch {
                    diagnostics.append(contentsOf: error)
                }
            }
            for (key, entry) in module.entries where entries[key] == nil { entries[key] = entry }
        }
    }

    /// The entry for `type`/`name`, if defined.
    func entry(type: String, name: String) -> Entry? { entries[type + "/" + name] }

    /// Defines a resource (used by tests and by ``init(folder:diagnostics:)``).
    mutating func define(type: String, name: String, value: String, location: SourceLocation) {
        entries[type + "/" + name] = Entry(value: value, location: location)
    }

    private mutating func add(_ document: ParsedXMLDocument, diagnostics: inout DiagnosticCollector) {
        guard document.root.name == "resources" else {
            diagnostics.warning(
                .unknownName,
                at: document.root.location,
                "the root element is '<\(document.root.name)>', expected '<resources>'; the file is ignored"
            )
            return
        }
        for element in document.root.childElements {
            var type = element.name
            if type == "item" {
                guard let declared = element.attribute(named: "type")?.value else { continue }
                type = declared
            }
            guard Self.types.contains(type) else { continue }
            guard let name = element.attribute(named: "name")?.value, !name.isEmpty else {
                diagnostics.error(.missing, at: element.location, "'<\(element.name)>' has no 'name' attribute")
                continue
            }
            if let first = entry(type: type, name: name) {
                diagnostics.error(
                    .invalidValue,
                    at: element.location,
                    "duplicate resource '@\(type)/\(name)'",
                    notes: [(first.location, "'@\(type)/\(name)' is first defined here")]
                )
                continue
            }
            let text = type == "string" ? Self.unescapeString(element.text) : Self.trimmed(element.text)
            define(type: type, name: name, value: text, location: element.location)
        }
    }

    static func trimmed(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    /// A `<string>` as aapt2 reads it: surrounding whitespace trimmed, runs of whitespace collapsed outside
    /// double quotes, the quotes themselves dropped, and `\n`, `\t`, `\'`, `\"`, `\\`, `\@`, `\?` unescaped.
    static func unescapeString(_ text: String) -> String {
        var result = ""
        var inQuotes = false
        var pendingSpace = false
        var escaping = false
        for character in trimmed(text) {
            if escaping {
                escaping = false
                switch character {
                case "n": result.append("\n")
                case "t": result.append("\t")
                default: result.append(character)
                }
                continue
            }
            switch character {
            case "\\":
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                escaping = true
            case "\"":
                inQuotes.toggle()
            case _ where character.isWhitespace && !inQuotes:
                pendingSpace = true
            default:
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }
}
