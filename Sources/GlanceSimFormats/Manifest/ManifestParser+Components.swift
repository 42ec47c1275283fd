import Foundation
import GlanceSim

extension ManifestParser {
    /// A `<receiver>`, `<service>`, `<activity>` or `<activity-alias>`.
    mutating func component(_ element: ParsedXMLElement, known: [String]) -> ComponentDescription? {
        checkAttributes(of: element, known: known)
        guard let className = requiredName(of: element) else { return nil }
        let component = ComponentName(
            packageName: packageName, className: ClassNames.resolve(className, in: namespace))
        var description = ComponentDescription(className: className, component: component, location: element.location)
        if let exported = android(element, "exported") {
            description.exported = resolver.bool(exported, diagnostics: &diagnostics)
        }
        if let enabled = android(element, "enabled") {
            // An unknown `@bool/…` here is often a library's (like Glance's): a warning, and Android's default.
            description.enabled = resolver.bool(enabled, required: false, diagnostics: &diagnostics) ?? true
        }
        description.enabled = description.enabled && applicationEnabled
        if let permission = android(element, "permission").flatMap({ substituted($0) }) {
            description.permission = permission.value
        }
        if element.name == "activity-alias" {
            if let target = android(element, "targetActivity").flatMap({ substituted($0) }) {
                description.targetActivity = ClassNames.resolve(target.value, in: namespace)
            } else {
                diagnostics.error(
                    .missing, at: element.location,
                    "'<activity-alias>' has no '\(androidPrefix(at: element)):targetActivity'")
            }
        }
        var providerMetaData: (element: ParsedXMLElement, resource: XMLAttribute?)?
        for child in children(of: element, allowed: ManifestVocabulary.componentChildren) {
            switch child.name {
            case "intent-filter":
                if let filter = intentFilter(child) {
                    description.intentFilters.append(filter)
                    for action in child.childElements where action.name == "action" {
                        if let name = android(action, "name") {
                            description.actionLocations.append((name.value, name.valueLocation))
                        }
                    }
                }
            case "meta-data":
                guard let entry = metaData(child) else { continue }
                description.metaData.append(entry)
                if entry.name == "android.appwidget.provider" {
                    providerMetaData = (child, android(child, "resource"))
                }
            default:
                break
            }
        }
        if description.exported == nil && !description.intentFilters.isEmpty && targetSdkVersion >= 31 {
            let problem = Diagnostic(
                .error, .missing, at: element.location,
                "'\(component.className)': Targeting S+ (version 31 and above) requires that an explicit value for "
                    + "android:exported be defined when intent filters are present "
                    + "(INSTALL_PARSE_FAILED_MANIFEST_MALFORMED: the device would refuse to install the app)")
            if context.collectInstallProblems {
                installProblems.append(problem)
            } else {
                diagnostics.error(problem.code, at: problem.location, problem.message)
            }
        }
        if element.name == "receiver" {
            readProviderInfo(providerMetaData, into: &description)
        }
        return description
    }

    /// Loads the `<appwidget-provider>` a receiver's `android.appwidget.provider` meta-data names.
    private mutating func readProviderInfo(
        _ metaData: (element: ParsedXMLElement, resource: XMLAttribute?)?,
        into description: inout ComponentDescription
    ) {
        let handlesUpdate = description.intentFilters.contains { $0.actions.contains(IntentAction.appWidgetUpdate) }
        guard let metaData else {
            if handlesUpdate {
                diagnostics.warning(
                    .missing,
                    at: description.location,
                    "the receiver '\(description.component.className)' handles '\(IntentAction.appWidgetUpdate)' but "
                        + "has no 'android.appwidget.provider' meta-data, so it is not a widget provider"
                )
            }
            return
        }
        guard let resource = metaData.resource else {
            diagnostics.error(
                .missing,
                at: metaData.element.location,
                "the 'android.appwidget.provider' meta-data needs "
                    + "'\(androidPrefix(at: metaData.element)):resource=\"@xml/…\"' naming an <appwidget-provider> file"
            )
            return
        }
        guard resource.value.hasPrefix("@xml/"), resource.value.count > 5 else {
            diagnostics.error(
                .invalidValue,
                at: resource.valueLocation,
                "'\(resource.name)' of 'android.appwidget.provider' must be '@xml/…', not '\(resource.value)'"
            )
            return
        }
        let name = String(resource.value.dropFirst(5))
        let path = folder.xmlResourcePath(name)
        guard folder.fileExists(path) else {
            var message = "unresolved resource '\(resource.value)': no file '\(path)'"
            if let qualified = folder.qualifiedFolders(of: "xml").first(where: {
                folder.fileExists(ModulePaths.join(folder.primaryResources, "\($0)/\(name).xml"))
            }) {
                message += "; it exists only in 'res/\(qualified)/', and GlanceSim reads only res/xml/"
            }
            diagnostics.error(.unresolved, at: resource.valueLocation, message)
            return
        }
        do throws(FormatError) {
            let document = try folder.readXML(path)
            description.providerFile = (
                path,
                document.root.attribute(localName: "updatePeriodMillis", namespaceURI: AndroidNamespace.android)?
                    .valueLocation
            )
            var parser = AppWidgetProviderParser(resolver: resolver, packageName: namespace)
            description.appWidgetProvider = parser.parse(document)
            diagnostics.append(contentsOf: FormatError(parser.diagnostics.diagnostics))
            // `res/xml-v31/NAME.xml` beside it: what a device of API 31 or later reads instead.
            for (level, variantPath) in Self.versionVariants(of: path, name: name) {
                var variantParser = AppWidgetProviderParser(resolver: resolver, packageName: namespace)
                if let info = variantParser.parse(try folder.readXML(variantPath)) {
                    description.appWidgetProviderVariants.append((level, info))
                }
                diagnostics.append(contentsOf: FormatError(variantParser.diagnostics.diagnostics))
            }
        } catch {
            diagnostics.append(contentsOf: error)
        }
        if !handlesUpdate && description.appWidgetProvider != nil {
            diagnostics.warning(
                .missing,
                at: description.location,
                "the receiver '\(description.component.className)' has widget provider info but no intent filter "
                    + "for '\(IntentAction.appWidgetUpdate)', so Android does not treat it as a widget provider"
            )
        }
    }

    /// The `res/xml-vNN/NAME.xml` files beside `res/xml/NAME.xml` (a platform-version qualifier alone), lowest
    /// level first.
    static func versionVariants(of path: String, name: String) -> [(Int, String)] {
        let resources = ModulePaths.parent(of: ModulePaths.parent(of: path))
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: resources)) ?? []
        return folders.compactMap { folder -> (Int, String)? in
            guard folder.hasPrefix("xml-v"), let level = Int(folder.dropFirst(5)), level >= 1 else { return nil }
            let file = ModulePaths.join(resources, "\(folder)/\(name).xml")
            return ModulePaths.isFile(file) ? (level, file) : nil
        }
        .sorted { $0.0 < $1.0 }
    }

    /// A `<meta-data>`: its name and its value (or resource reference) as written, placeholders substituted.
    private mutating func metaData(_ element: ParsedXMLElement) -> (name: String, value: String)? {
        checkAttributes(of: element, known: ManifestVocabulary.metaDataAttributes)
        guard let name = requiredName(of: element) else { return nil }
        guard let attribute = android(element, "value") ?? android(element, "resource") else {
            diagnostics.error(
                .missing,
                at: element.location,
                "'<meta-data>' '\(name)' has neither '\(androidPrefix(at: element)):value' nor "
                    + "'\(androidPrefix(at: element)):resource'"
            )
            return nil
        }
        guard let value = substituted(attribute) else { return nil }
        return (name, value.value)
    }

    /// An `<intent-filter>`; `nil` (with a warning) when it has no action, as Android drops such filters.
    private mutating func intentFilter(_ element: ParsedXMLElement) -> IntentFilter? {
        checkAttributes(of: element, known: ManifestVocabulary.intentFilterAttributes)
        var filter = IntentFilter()
        if let priority = android(element, "priority"),
            let value = resolver.integer(priority, diagnostics: &diagnostics)
        {
            if let exact = Int32(exactly: value) {
                filter.priority = exact
            } else {
                diagnostics.error(
                    .invalidValue, at: priority.valueLocation,
                    "'\(priority.name)' is out of range; expected from \(Int32.min) to \(Int32.max) (a Java int)")
            }
        }
        for child in children(of: element, allowed: ManifestVocabulary.intentFilterChildren) {
            switch child.name {
            case "action":
                checkAttributes(of: child, known: ManifestVocabulary.nameOnlyAttributes)
                if let name = requiredName(of: child) { filter.actions.append(name) }
            case "category":
                checkAttributes(of: child, known: ManifestVocabulary.nameOnlyAttributes)
                if let name = requiredName(of: child) { filter.categories.append(name) }
            case "data":
                readData(child, into: &filter)
            default:
                diagnostics.warning(
                    .unsupported, at: child.location,
                    "'<\(child.name)>' is not supported by GlanceSim (it is ignored)")
            }
        }
        guard !filter.actions.isEmpty else {
            diagnostics.warning(
                .missing,
                at: element.location,
                "'<intent-filter>' has no '<action>'; Android ignores such a filter, and so does GlanceSim"
            )
            return nil
        }
        return filter
    }
}
