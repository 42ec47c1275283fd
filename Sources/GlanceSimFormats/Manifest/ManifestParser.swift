import GlanceSim

/// Reads one `AndroidManifest.xml` (and the files it names) into an ``AppDescription``, collecting every
/// diagnostic on the way. ``ManifestLoader`` is the public entry point.
struct ManifestParser {
    let folder: AppFolderFiles
    let options: ManifestLoader.Options
    var diagnostics = DiagnosticCollector()
    var resolver: ValueResolver
    var packageName = ""
    var minSdkVersion = 1
    var targetSdkVersion = 1
    /// `android:enabled` of `<application>`: when false every component is disabled.
    var applicationEnabled = true

    init(folder: AppFolderFiles, options: ManifestLoader.Options) {
        self.folder = folder
        self.options = options
        var collector = DiagnosticCollector()
        resolver = ValueResolver(resources: ResourceTable(folder: folder, diagnostics: &collector), folder: folder)
        diagnostics = collector
    }

    /// The description, or `nil` when an error was found (see ``diagnostics``).
    mutating func parse(_ document: XMLDocument) -> AppDescription? {
        let root = document.root
        guard root.name == "manifest" else {
            diagnostics.error(
                .unknownName,
                at: root.location,
                "the root element is '<\(root.name)>', expected '<manifest>'"
            )
            return nil
        }
        checkAttributes(
            of: root,
            known: ManifestVocabulary.manifestAttributes,
            unprefixed: ManifestVocabulary.manifestUnprefixedAttributes
        )
        guard resolvePackage(root) else { return nil }

        let children = children(of: root, allowed: ManifestVocabulary.manifestChildren)
        // `uses-sdk` first: the exported rule for components depends on the target SDK.
        for usesSdk in children where usesSdk.name == "uses-sdk" { readUsesSdk(usesSdk) }
        if let minimum = options.minSdkVersion { minSdkVersion = minimum }
        if let target = options.targetSdkVersion {
            targetSdkVersion = target
        } else if options.minSdkVersion != nil && !children.contains(where: { $0.name == "uses-sdk" }) {
            targetSdkVersion = minSdkVersion
        }

        var description = AppDescription(
            manifestPath: folder.manifestPath,
            packageName: packageName,
            minSdkVersion: minSdkVersion,
            targetSdkVersion: targetSdkVersion
        )
        var applications: [XMLElement] = []
        for child in children {
            switch child.name {
            case "uses-permission", "uses-permission-sdk-23":
                checkAttributes(of: child, known: ManifestVocabulary.usesPermissionAttributes)
                guard let name = requiredName(of: child) else { continue }
                description.usesPermissions.append(name)
            case "application":
                if let first = applications.first {
                    diagnostics.error(
                        .invalidValue,
                        at: child.location,
                        "a second '<application>'; a manifest has at most one",
                        notes: [(first.location, "the first '<application>' is here")]
                    )
                    continue
                }
                applications.append(child)
                readApplication(child, into: &description)
            default:
                break
            }
        }
        checkConfigureActivities(in: description)
        return description
    }

    /// Sets ``packageName`` from `package`, or the build file's namespace; false after an error.
    private mutating func resolvePackage(_ root: XMLElement) -> Bool {
        if let attribute = root.attribute(named: "package") {
            packageName = attribute.value
            if let problem = ClassNames.packageNameProblem(packageName) {
                diagnostics.error(
                    .invalidValue, at: attribute.valueLocation, "invalid package name '\(packageName)': \(problem)")
                return false
            }
        } else if let namespace = options.namespace {
            packageName = namespace
        } else {
            diagnostics.error(
                .missing,
                at: root.location,
                "'<manifest>' has no 'package' attribute; add one (the app's namespace, such as "
                    + "package=\"com.example.app\"), since GlanceSim does not read the build file's 'namespace'"
            )
            return false
        }
        return true
    }

    private mutating func readUsesSdk(_ element: XMLElement) {
        checkAttributes(of: element, known: ManifestVocabulary.usesSdkAttributes)
        var minimum: Int?
        if let attribute = android(element, "minSdkVersion") {
            minimum = sdkLevel(attribute)
            if let minimum { minSdkVersion = minimum }
        }
        if let attribute = android(element, "targetSdkVersion") {
            if let target = sdkLevel(attribute) { targetSdkVersion = target }
        } else {
            targetSdkVersion = minSdkVersion
        }
    }

    private mutating func sdkLevel(_ attribute: XMLAttribute) -> Int? {
        if let value = ValueResolver.parseInteger(attribute.value), value >= 1, value <= 10_000 { return Int(value) }
        let isCodename = attribute.value.first?.isLetter == true
        diagnostics.error(
            isCodename ? .unsupported : .invalidValue,
            at: attribute.valueLocation,
            isCodename
                ? "'\(attribute.name)' is the preview codename '\(attribute.value)'; GlanceSim needs an API level number"
                : "'\(attribute.name)' must be an API level such as '34' (from 1 to 10000), not '\(attribute.value)'"
        )
        return nil
    }

    private mutating func readApplication(_ element: XMLElement, into description: inout AppDescription) {
        checkAttributes(of: element, known: ManifestVocabulary.applicationAttributes)
        if let name = android(element, "name").flatMap({ substituted($0) }) {
            description.applicationClassName = ClassNames.resolve(name.value, in: packageName)
        }
        if let enabled = android(element, "enabled"), let value = resolver.bool(enabled, diagnostics: &diagnostics) {
            applicationEnabled = value
        }
        for child in children(of: element, allowed: ManifestVocabulary.applicationChildren) {
            switch child.name {
            case "receiver":
                if let component = component(child, known: ManifestVocabulary.receiverAttributes) {
                    description.receivers.append(component)
                }
            case "service":
                if let component = component(child, known: ManifestVocabulary.serviceAttributes) {
                    description.services.append(component)
                }
            case "activity":
                if let component = component(child, known: ManifestVocabulary.activityAttributes) {
                    description.activities.append(component)
                }
            case "activity-alias":
                if let component = component(child, known: ManifestVocabulary.activityAliasAttributes) {
                    description.activities.append(component)
                }
            default:
                break  // provider, uses-library, application meta-data…: not simulated
            }
        }
    }

    /// The `android:name` of an element (placeholders substituted); an error when missing or empty.
    mutating func requiredName(of element: XMLElement) -> String? {
        guard let attribute = android(element, "name"), let name = substituted(attribute) else {
            if android(element, "name") == nil {
                diagnostics.error(
                    .missing, at: element.location,
                    "'<\(element.name)>' has no '\(androidPrefix(at: element)):name'")
            }
            return nil
        }
        guard !name.value.isEmpty else {
            diagnostics.error(.invalidValue, at: attribute.valueLocation, "'\(attribute.name)' is empty")
            return nil
        }
        return name.value
    }

    /// Warns when a provider's `android:configure` names no `<activity>` of the manifest.
    private mutating func checkConfigureActivities(in description: AppDescription) {
        let activities = description.activities.map(\.component.className)
        for receiver in description.receivers {
            guard let configure = receiver.appWidgetProvider?.configure, !activities.contains(configure) else {
                continue
            }
            diagnostics.warning(
                .unresolved,
                at: receiver.location,
                "the widget provider '\(receiver.component.className)' names the configuration activity "
                    + "'\(configure)', which is not an '<activity>' of this manifest"
            )
        }
    }
}
