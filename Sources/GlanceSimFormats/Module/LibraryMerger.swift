import Foundation
import GlanceSim

/// Merges the manifests of the external libraries an app's build files declare, from ``LibraryManifests``,
/// into the app's (after its own and its project modules', as the Android Gradle Plugin orders them):
///
/// - a `-ktx` artifact resolves to its base library, and each library brings the ones it depends on;
/// - a library declared at several versions is merged once, at the highest (Gradle's conflict resolution);
/// - permissions and components are added as ``ManifestMerger`` adds a library module's, so the app's own
///   declaration of a component wins; each added component records its library and the declaration;
/// - a library the table does not know, at that version or at all, is listed in
///   ``AppDescription/unmergedLibraries`` — never guessed.
enum LibraryMerger {
    static func merge(
        _ declared: [ExternalDependency], into app: inout AppDescription, diagnostics: inout [Diagnostic]
    ) {
        // The highest version of each module (Gradle picks it), keeping the first declaration's place.
        var order: [String] = []
        var chosen: [String: ExternalDependency] = [:]
        for dependency in declared {
            var resolved = dependency
            resolved.module = LibraryManifests.aliases[dependency.module] ?? dependency.module
            guard let earlier = chosen[resolved.module] else {
                order.append(resolved.module)
                chosen[resolved.module] = resolved
                continue
            }
            if let version = resolved.version,
                earlier.version.map({ LibraryManifests.compare(version, $0) > 0 }) ?? true
            {
                chosen[resolved.module]?.version = version
            }
        }
        var merged: Set<String> = []
        var queue = order.compactMap { chosen[$0] }
        var reported: Set<String> = []
        var transitive: Set<String> = []
        while !queue.isEmpty {
            let dependency = queue.removeFirst()
            guard !merged.contains(dependency.module) else { continue }
            let found: (entry: LibraryManifests.Entry, coordinates: String)?
            if let version = dependency.version {
                found = LibraryManifests.entry(dependency.module, version: version).map {
                    ($0, "\(dependency.module):\(version)")
                }
            } else if transitive.contains(dependency.module),
                let only = LibraryManifests.entries.filter({ $0.library == dependency.module }).first,
                LibraryManifests.entries.filter({ $0.library == dependency.module }).count == 1, only.from == "1.0.0"
            {
                // A library another one brings in at a version the table cannot tell, whose manifest has not
                // changed since 1.0.0 (startup-runtime): the same at any version.
                found = (only, dependency.module)
            } else {
                found = nil
            }
            guard let (entry, coordinates) = found else {
                guard reported.insert(dependency.module).inserted else { continue }
                let reason =
                    dependency.unresolved
                    ?? (!LibraryManifests.knows(dependency.module)
                        ? "unknown library"
                        : dependency.version != nil
                            ? "no manifest in GlanceSim's table for this version"
                            : transitive.contains(dependency.module)
                                ? "brought in by another library at a version GlanceSim's table does not give"
                                : "no version GlanceSim can read")
                app.unmergedLibraries.append((dependency.coordinates, dependency.location, reason))
                continue
            }
            merged.insert(dependency.module)
            app.libraries.append(coordinates)
            ManifestMerger.merge(
                description(of: entry, coordinates: coordinates, at: dependency.location, app: app),
                module: coordinates, into: &app, diagnostics: &diagnostics)
            for (library, version) in entry.dependencies where !merged.contains(library) {
                // Gradle takes the highest of the version the library asks for and one the app declares.
                var next = ExternalDependency(module: library, version: nil, location: dependency.location)
                switch version {
                case .same: next.version = dependency.version
                case .fixed(let fixed): next.version = fixed
                case .unknown: break
                }
                if let declared = chosen[library]?.version {
                    if let asked = next.version, LibraryManifests.compare(asked, declared) > 0 {
                        next.version = asked
                    } else {
                        next.version = declared
                    }
                }
                if chosen[library] == nil { transitive.insert(library) }
                queue.append(next)
            }
        }
    }

    /// The library's manifest as a description, its components placed at the dependency's declaration.
    private static func description(
        of entry: LibraryManifests.Entry, coordinates: String, at location: SourceLocation, app: AppDescription
    ) -> AppDescription {
        func component(_ component: LibraryManifests.Component) -> ComponentDescription {
            var description = ComponentDescription(
                className: component.className,
                component: ComponentName(packageName: app.packageName, className: component.className),
                exported: component.exported, enabled: component.enabled, permission: component.permission,
                intentFilters: component.actions.isEmpty ? [] : [IntentFilter(actions: component.actions)],
                location: location)
            description.library = coordinates
            description.actionLocations = component.actions.map { ($0, location) }
            return description
        }
        return AppDescription(
            manifestPath: location.path, packageName: app.packageName,
            usesPermissions: entry.permissions.map {
                $0.replacingOccurrences(of: "${applicationId}", with: app.packageName)
            },
            receivers: entry.receivers.map(component), activities: entry.activities.map(component),
            services: entry.services.map(component))
    }
}
