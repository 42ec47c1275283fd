public import GlanceSim

/// Loads an app folder: `AndroidManifest.xml`, `res/`, and an optional `behavior.json5`.
public enum AppFolder {
    /// Loads the app in `path` into a manifest the device can install.
    public static func load(_ path: String) throws(FormatError) -> AppManifest {
        try loadWithWarnings(path).manifest
    }

    /// Loads the app in `path`, with the warnings found on the way.
    public static func loadWithWarnings(_ path: String) throws(FormatError) -> (
        manifest: AppManifest, warnings: [Diagnostic]
    ) {
        throw FormatError(.unsupported, at: .file(path + "/AndroidManifest.xml"), "app folders cannot be loaded yet")
    }
}
