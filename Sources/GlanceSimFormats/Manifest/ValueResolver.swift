/// Turns attribute text into values: follows `@type/name` references into the ``ResourceTable`` and
/// parses booleans, integers, dimensions and flag words, reporting every problem at the attribute's value.
struct ValueResolver {
    /// A literal after references were followed, and where the last resource that gave it is defined.
    struct Literal {
        var text: String
        var definedAt: SourceLocation?

        /// A note pointing at the resource definition, when the value came from one.
        var notes: [(location: SourceLocation, message: String)] {
            definedAt.map { [($0, "the value comes from the resource defined here")] } ?? []
        }
    }

    var resources: ResourceTable
    /// The app folder, to say when a missing resource exists only in a qualified `res/values-*/` folder.
    var folder: AppFolderFiles?

    /// The literal behind `text`. A reference must be to one of `types`; when it cannot be resolved the
    /// problem is an error if `required`, else a warning (and the result is `nil`).
    func literal(
        _ text: String,
        at location: SourceLocation,
        attribute: String,
        types: [String],
        required: Bool,
        diagnostics: inout DiagnosticCollector
    ) -> Literal? {
        var current = Literal(text: text, definedAt: nil)
        for _ in 0..<16 {
            if current.text.hasPrefix("?") {
                report(
                    .unsupported,
                    required,
                    at: location,
                    "'\(attribute)' refers to the theme attribute '\(current.text)', which GlanceSim does not resolve",
                    &diagnostics
                )
                return nil
            }
            guard current.text.hasPrefix("@") else { return current }
            var reference = current.text.dropFirst()
            if reference.hasPrefix("+") { reference = reference.dropFirst() }
            guard let slash = reference.firstIndex(of: "/") else {
                report(
                    .invalidValue, required, at: location, "malformed resource reference '\(current.text)'",
                    &diagnostics)
                return nil
            }
            var type = String(reference[..<slash])
            let name = String(reference[reference.index(after: slash)...])
            if let colon = type.firstIndex(of: ":") {
                let package = type[..<colon]
                type = String(type[type.index(after: colon)...])
                if package == "android" {
                    report(
                        .unsupported,
                        required,
                        at: location,
                        "'\(attribute)' refers to the framework resource '\(current.text)', which GlanceSim does not have",
                        &diagnostics
                    )
                    return nil
                }
            }
            guard types.contains(type) else {
                let expected = types.map { "'@\($0)/…'" }.joined(separator: " or ")
                report(
                    .invalidValue,
                    required,
                    at: location,
                    "'\(attribute)' cannot refer to '\(current.text)'"
                        + (expected.isEmpty ? "" : "; expected a value or \(expected)"),
                    &diagnostics
                )
                return nil
            }
            if resources.entry(type: type, name: name) == nil,
                let library = LibraryResources.entry(type: type, name: name)
            {
                // A library's resource the app does not override (see LibraryResources for the source).
                current = Literal(text: library.value, definedAt: nil)
                continue
            }
            guard let entry = resources.entry(type: type, name: name) else {
                var message =
                    "unresolved resource '@\(type)/\(name)': no '<\(type) name=\"\(name)\">' in res/values/*.xml"
                    + " nor in GlanceSim's table of library resources"
                if let qualified = qualifiedDefinition(type: type, name: name) {
                    message += "; it is defined only in 'res/\(qualified)/', and GlanceSim reads only res/values/"
                }
                report(.unresolved, required, at: location, message, &diagnostics)
                return nil
            }
            current = Literal(text: entry.value, definedAt: entry.location)
        }
        report(
            .invalidValue, required, at: location, "resource references in '\(attribute)' form a cycle", &diagnostics)
        return nil
    }

    /// The first `res/values-*` folder (in name order) defining `type`/`name`, if any.
    private func qualifiedDefinition(type: String, name: String) -> String? {
        guard let folder else { return nil }
        for qualified in folder.qualifiedFolders(of: "values") {
            for path in folder.xmlFiles(in: qualified) {
                guard let document = try? folder.readXML(path) else { continue }
                let defines = document.root.childElements.contains {
                    ($0.name == type || ($0.name == "item" && $0.attribute(named: "type")?.value == type))
                        && $0.attribute(named: "name")?.value == name
                }
                if defines { return qualified }
            }
        }
        return nil
    }

    private func report(
        _ code: Diagnostic.Code,
        _ required: Bool,
        at location: SourceLocation,
        _ message: String,
        _ diagnostics: inout DiagnosticCollector
    ) {
        if required {
            diagnostics.error(code, at: location, message)
        } else {
            diagnostics.warning(code, at: location, message + "; it is ignored")
        }
    }
}
