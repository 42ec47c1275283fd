/// The package, namespace and SDK levels, as the manifest merger decides them: the build file's values override
/// the manifest's `package` and `<uses-sdk>` (AGP's "Merge multiple manifest files": `applicationId`,
/// `minSdk` and `targetSdk` from the build are injected into the merged manifest; relative class names resolve
/// against the `namespace`), and what nothing sets takes Android's defaults, with a warning.
extension ManifestParser {
    /// Sets ``packageName`` and ``namespace``; `nil` after an error.
    mutating func resolvePackage(_ root: ParsedXMLElement) -> (package: ValueOrigin, namespace: ValueOrigin)? {
        var manifestPackage: Sourced<String>?
        if let attribute = root.attribute(named: "package") {
            if let problem = ClassNames.packageNameProblem(attribute.value) {
                diagnostics.error(
                    .invalidValue, at: attribute.valueLocation, "invalid package name '\(attribute.value)': \(problem)")
                return nil
            }
            manifestPackage = Sourced(
                value: attribute.value, origin: ValueOrigin(.manifest, at: attribute.valueLocation, detail: "package"))
            if let namespace = context.namespace, namespace.value != attribute.value {
                diagnostics.warning(
                    .invalidValue, at: attribute.valueLocation,
                    "the manifest's package '\(attribute.value)' differs from the namespace '\(namespace.value)' "
                        + "(\(namespace.origin)); the build uses the namespace and ignores 'package' (AGP 8 refuses "
                        + "to build with a 'package' in the source manifest)")
            }
        }
        if context.namespace == nil, manifestPackage == nil, let applicationId = context.applicationId,
            context.mergedInto == nil
        {
            // AGP needs a namespace; this module's comes from somewhere GlanceSim does not read (a convention
            // plugin, an older build file). The applicationId is the best stand-in, and is said to be one.
            diagnostics.warning(
                .missing, at: root.location,
                "no namespace: neither the build file nor '<manifest package>' gives one, so relative class names "
                    + "resolve against the applicationId '\(applicationId.value)'; give '--namespace' if it differs")
            self.namespace = applicationId.value
            packageName = applicationId.value
            return (applicationId.origin, applicationId.origin)
        }
        guard let namespace = context.namespace ?? manifestPackage else {
            diagnostics.error(
                .missing,
                at: root.location,
                "'<manifest>' has no 'package' attribute and no build file gives a namespace; set "
                    + "'namespace = \"com.example.app\"' in the module's build.gradle(.kts) 'android { }' block, "
                    + "give '--namespace', or (in a flat folder) add package=\"…\""
            )
            return nil
        }
        self.namespace = namespace.value
        if let merged = context.mergedInto {
            packageName = merged.packageName
            return (namespace.origin, namespace.origin)
        }
        let package = context.applicationId ?? namespace
        if let problem = ClassNames.packageNameProblem(package.value) {
            diagnostics.error(
                .invalidValue, at: package.origin.location ?? root.location,
                "invalid application id '\(package.value)': \(problem)")
            return nil
        }
        packageName = package.value
        return (package.origin, namespace.origin)
    }

    /// Sets ``minSdkVersion`` and ``targetSdkVersion``.
    mutating func resolveSdkLevels(_ root: ParsedXMLElement, usesSdk: ParsedXMLElement?) -> (
        min: ValueOrigin, target: ValueOrigin
    ) {
        var manifestMin: Sourced<Int>?
        var manifestTarget: Sourced<Int>?
        if let usesSdk {
            checkAttributes(of: usesSdk, known: ManifestVocabulary.usesSdkAttributes)
            for (name, store) in [("minSdkVersion", 0), ("targetSdkVersion", 1)] {
                guard let attribute = android(usesSdk, name), let level = sdkLevel(attribute) else { continue }
                let sourced = Sourced(
                    value: level, origin: ValueOrigin(.manifest, at: attribute.valueLocation, detail: name))
                if store == 0 { manifestMin = sourced } else { manifestTarget = sourced }
            }
        }
        // ParsingPackageUtils.parseUsesSdk (PackageParser before it): minSdkVersion defaults to 1 — for a manifest
        // alone. A module with a build file has its levels there; one GlanceSim cannot read is an error.
        let minimum =
            context.minSdk ?? manifestMin
            ?? Sourced(value: 1, origin: ValueOrigin(.androidDefault, at: nil, detail: "minSdkVersion defaults to 1"))
        if context.minSdk == nil && manifestMin == nil { sdkLevelNotRead("minSdk") }
        minSdkVersion = minimum.value
        if let merged = context.mergedInto {
            targetSdkVersion = merged.targetSdkVersion
            return (minimum.origin, minimum.origin)
        }
        if let target = context.targetSdk ?? manifestTarget {
            targetSdkVersion = target.value
            return (minimum.origin, target.origin)
        }
        targetSdkVersion = minimum.value
        if context.buildFilePath != nil {
            sdkLevelNotRead("targetSdk")  // an error: the load stops
            return (minimum.origin, minimum.origin)
        }
        if let usesSdk, let attribute = android(usesSdk, "targetSdkVersion") {
            // Unreadable, and already an error there.
            return (minimum.origin, ValueOrigin(.manifest, at: attribute.valueLocation, detail: "targetSdkVersion"))
        }
        // …and targetSdkVersion to minSdkVersion when the attribute is absent (the <uses-sdk> reference: "If not
        // set, the default value equals that given to minSdkVersion").
        diagnostics.warning(
            .missing, at: usesSdk?.location ?? root.location,
            "no target SDK: neither a build file nor '<uses-sdk>' sets one, so Android takes targetSdkVersion = "
                + "minSdkVersion (\(minimum.value)\(minimum.origin.kind == .androidDefault ? ", itself defaulting to 1" : ""))"
                + " and turns off every behaviour change of later API levels, such as Android 8's limit on implicit "
                + "broadcasts (ParsingPackageUtils.parseUsesSdk). Give the real one with '--target-sdk N' "
                + "(in a scenario: 'install FOLDER target-sdk N')")
        return (
            minimum.origin,
            ValueOrigin(
                .androidDefault, at: nil, detail: "targetSdkVersion defaults to minSdkVersion (\(minimum.value))")
        )
    }

    /// The error for a module whose build file does not give `setting` in a form GlanceSim reads (a value from a
    /// convention plugin, `buildSrc`, a function): at the value when there is one, else at the build file.
    private mutating func sdkLevelNotRead(_ setting: String) {
        guard let buildFile = context.buildFilePath, context.mergedInto == nil else { return }
        let option = setting == "minSdk" ? "--min-sdk" : "--target-sdk"
        let manifestName = setting == "minSdk" ? "minSdkVersion" : "targetSdkVersion"
        let remedy =
            "; GlanceSim runs an app only at API levels it has read, never a default: give it with '\(option) N' "
            + "(in a scenario: 'install FOLDER \(option.dropFirst(2)) N')"
        if let unreadable = context.unreadableSdk[setting] {
            diagnostics.error(.unresolved, at: unreadable.location, unreadable.reason + remedy)
            return
        }
        var message =
            "the build file sets no '\(setting)' that GlanceSim can read (a convention "
            + "plugin or buildSrc may set it) and the manifest has no '<uses-sdk android:\(manifestName)>'" + remedy
        if setting == "targetSdk" && context.isLibraryModule {
            message +=
                ". A library module's target SDK is the app's: load the app module that uses it, or give the app's"
        }
        diagnostics.error(.missing, at: SourceLocation(path: buildFile, line: 1, column: 1), message)
    }

    private mutating func sdkLevel(_ attribute: XMLAttribute) -> Int? {
        if let value = ValueResolver.parseInteger(attribute.value), value >= 1, value <= 10_000 { return Int(value) }
        let isCodename = attribute.value.first?.isLetter == true
        diagnostics.error(
            isCodename ? .unsupported : .invalidValue,
            at: attribute.valueLocation,
            isCodename
                ? "'\(attribute.name)' is the preview codename '\(attribute.value)'; GlanceSim needs an API level number"
                : "'\(attribute.name)' must be an API level such as '34', not '\(attribute.value)'"
        )
        return nil
    }
}
