extension ProcessTable {
    /// Adds what libraries merge into an app's manifest: Glance's `ActionCallbackBroadcastReceiver` (not
    /// exported) when the app has action callbacks — or, when the manifest declares it (as a merged manifest
    /// does), makes that declaration run Glance's receiver. Other library receivers a merged manifest declares
    /// run their library's code (``LibraryReceivers``).
    static func mergingLibraryComponents(into manifest: AppManifest) -> AppManifest {
        var merged = manifest
        let className = ActionCallbackBroadcastReceiver.className
        var callbacks: [String: () -> any ActionCallback] = [:]
        for type in manifest.actionCallbacks where callbacks[String(describing: type)] == nil {
            callbacks[String(describing: type)] = { type.init() }
        }
        callbacks.merge(manifest.actionCallbackFactories) { _, factory in factory }
        let makeReceiver = { [callbacks] () -> any BroadcastReceiver in
            ActionCallbackBroadcastReceiver(callbacks: callbacks)
        }
        for index in merged.receivers.indices {
            if let library = LibraryReceivers.receiver(named: merged.receivers[index].className) {
                merged.receivers[index].makeReceiver = library
            }
        }
        if let index = manifest.receivers.firstIndex(where: { $0.className == className }) {
            // Declared in the manifest (as Glance's manifest merge writes it): Glance's receiver runs there.
            merged.receivers[index].makeReceiver = makeReceiver
        } else if !callbacks.isEmpty {
            merged.receivers.append(
                ReceiverDeclaration(className: className, exported: false, makeReceiver: makeReceiver))
        }
        return merged
    }

    /// Refuses a manifest where Android's package manager refuses the app.
    /// - Throws: ``SimulationError/Code/installFailed``.
    static func validate(_ manifest: AppManifest) throws(SimulationError) {
        guard !manifest.packageName.isEmpty else {
            throw SimulationError(.installFailed, "an app needs a package name")
        }
        var seen: Set<String> = []
        for receiver in manifest.receivers {
            let name = ComponentName(packageName: manifest.packageName, className: receiver.className)
            guard seen.insert(name.className).inserted else {
                throw SimulationError(.installFailed, "receiver '\(name.shortString)' is declared twice")
            }
        }
        guard manifest.targetSdkVersion >= 31 else { return }
        let components =
            manifest.receivers.map { ($0.className, $0.exported, $0.intentFilters.isEmpty) }
            + (manifest.activities + manifest.services).map { ($0.className, $0.exported, $0.intentFilters.isEmpty) }
        for (className, exported, hasNoFilters) in components where exported == nil && !hasNoFilters {
            // PackageParser: INSTALL_PARSE_FAILED_MANIFEST_MALFORMED (android.md §3.5).
            throw SimulationError(
                .installFailed,
                "INSTALL_PARSE_FAILED_MANIFEST_MALFORMED: '\(className)': Targeting S+ (version 31 and above) "
                    + "requires that an explicit value for android:exported be defined when intent filters "
                    + "are present")
        }
    }
}
