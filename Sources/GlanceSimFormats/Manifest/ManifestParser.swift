import GlanceSim

/// Reads one `AndroidManifest.xml` (and the files it names) into an ``AppDescription``, collecting every
/// diagnostic on the way. ``ManifestLoader`` is the public entry point.
struct ManifestParser {
    let folder: AppFolderFiles
    let context: ManifestContext
    var diagnostics = DiagnosticCollector()
    var resolver: ValueResolver
    /// The installed package (`applicationId`): component packages and `${applicationId}`.
    var packageName = ""
    /// What relative class names resolve against (the namespace; the manifest's `package` without one).
    var namespace = ""
    var minSdkVersion = 1
    var targetSdkVersion = 1
    /// `android:enabled` of `<application>`: when false every component is disabled.
    var applicationEnabled = true
    /// Where each value came from.
    var origins: AppValueOrigins?
    /// Problems that make the device refuse the install, when the context collects them instead of failing.
    var installProblems: [Diagnostic] = []

    init(folder: AppFolderFiles, context: ManifestContext) {
        self.folder = folder
        self.context = context
        var collector = DiagnosticCollector()
        resolver = ValueResolver(resources: ResourceTable(folder: folder, diagnostics: &collector), folder: folder)
        diagnostics = collector
    }

    init(folder: AppFolderFiles, options: ManifestLoader.Options) {
        self.init(folder: folder, context: ManifestContext(options: options))
    }

    /// The description, or `nil` when an error was found (see ``diagnostics``).
    mutating func parse(_ document: ParsedXMLDocument) -> AppDescription? {
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
        guard let packageOrigins = resolvePackage(root) else { return nil }

        let children = children(of: root, allowed: ManifestVocabulary.manifestChildren)
        // SDK levels first: the exported rule for components depends on the target SDK.
        let sdkOrigins = resolveSdkLevels(root, usesSdk: children.first { $0.name == "uses-sdk" })
        origins = AppValueOrigins(
            packageName: packageOrigins.package, namespace: packageOrigins.namespace,
            minSdkVersion: sdkOrigins.min, targetSdkVersion: sdkOrigins.target,
            compileSdkVersion: context.compileSdk?.origin)

        var description = AppDescription(
            manifestPath: folder.manifestPath,
            packageName: packageName,
            minSdkVersion: minSdkVersion,
            targetSdkVersion: targetSdkVersion
        )
        var applications: [ParsedXMLElement] = []
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
        description.namespace = namespace
        description.compileSdkVersion = context.compileSdk?.value
        if let origins { description.origins = origins }
        description.installProblems = installProblems
        return description
    }

    private mutating func readApplication(_ element: ParsedXMLElement, into description: inout AppDescription) {
        checkAttributes(of: element, known: ManifestVocabulary.applicationAttributes)
        if let name = android(element, "name").flatMap({ substituted($0) }) {
            description.applicationClassName = ClassNames.resolve(name.value, in: namespace)
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
    mutating func requiredName(of element: ParsedXMLElement) -> String? {
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
