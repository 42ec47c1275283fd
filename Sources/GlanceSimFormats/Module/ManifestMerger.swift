import GlanceSim

/// Merges a library module's manifest into the app's, as AGP's manifest merger does for an app and the
/// library modules it depends on (developer.android.com "Merge multiple manifest files"; ManifestMerger2):
///
/// - the library's components and `<uses-permission>`s are added to the app's, after the app's own;
/// - a component both declare keeps the app's attributes; where they differ the real merger stops the build
///   ("Attribute receiver@exported value=(…) … is also present at … Suggestion: add 'tools:replace'"), so
///   GlanceSim reports it as a warning and keeps the app's;
/// - a library whose `minSdk` is above the app's fails the real merge ("uses-sdk:minSdkVersion N cannot be
///   smaller than version M declared in library"), reported the same way.
enum ManifestMerger {
    static func merge(
        _ library: AppDescription, module: String, into app: inout AppDescription, diagnostics: inout [Diagnostic]
    ) {
        for permission in library.usesPermissions where !app.usesPermissions.contains(permission) {
            app.usesPermissions.append(permission)
        }
        if app.applicationClassName == nil { app.applicationClassName = library.applicationClassName }
        merge(library.receivers, into: &app.receivers, module: module, diagnostics: &diagnostics)
        merge(library.activities, into: &app.activities, module: module, diagnostics: &diagnostics)
        merge(library.services, into: &app.services, module: module, diagnostics: &diagnostics)
        if library.minSdkVersion > app.minSdkVersion {
            diagnostics.append(
                Diagnostic(
                    .warning, .invalidValue, at: library.origins.minSdkVersion.location ?? .file(library.manifestPath),
                    "uses-sdk:minSdkVersion \(app.minSdkVersion) cannot be smaller than version "
                        + "\(library.minSdkVersion) declared in library '\(module)': the manifest merger stops the "
                        + "build (raise the app's minSdk, or use tools:overrideLibrary); GlanceSim keeps the app's",
                    notes: app.origins.minSdkVersion.location.map { [($0, "the app's minSdk is set here")] } ?? []))
        }
    }

    private static func merge(
        _ components: [ComponentDescription], into existing: inout [ComponentDescription], module: String,
        diagnostics: inout [Diagnostic]
    ) {
        for component in components {
            guard let app = existing.first(where: { $0.component == component.component }) else {
                existing.append(component)
                continue
            }
            var differences: [String] = []
            if app.exported != component.exported { differences.append("exported") }
            if app.enabled != component.enabled { differences.append("enabled") }
            if app.permission != component.permission { differences.append("permission") }
            for attribute in differences {
                diagnostics.append(
                    Diagnostic(
                        .warning, .invalidValue, at: component.location,
                        "'\(component.component.className)' is declared by the app and by library '\(module)' with "
                            + "different 'android:\(attribute)': the manifest merger stops the build unless the "
                            + "app's element has tools:replace=\"android:\(attribute)\"; GlanceSim keeps the app's",
                        notes: [(app.location, "the app's declaration is here")]))
            }
        }
    }
}
