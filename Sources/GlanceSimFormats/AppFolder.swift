import Foundation
public import GlanceSim

/// Loads an app folder into a manifest the device can install: `AndroidManifest.xml` with its `res/xml/`
/// provider files and `res/values/` resources (``ManifestLoader``), and an optional `behavior.json5`
/// (``BehaviorLoader``) that gives the components something to do (``AppAssembler``). Without a behaviour
/// file the app is valid and its components simply do nothing.
///
/// ```swift
/// let manifest = try AppFolder.load("Manifests/clock")
/// try device.install(manifest)
/// ```
public enum AppFolder {
    /// The behaviour file's name in an app folder.
    public static let behaviorFileName = "behavior.json5"

    /// Loads the app in `path`.
    /// - Throws: ``FormatError`` with every problem found, at its file, line and column.
    public static func load(_ path: String) throws(FormatError) -> AppManifest {
        try loadWithWarnings(path).manifest
    }

    /// Loads the app in `path`, with the warnings found on the way; `options` stand in for what a build file
    /// would say (namespace, SDK levels) and for a flat folder of copied files.
    public static func loadWithWarnings(_ path: String, options: ManifestLoader.Options = .init()) throws(FormatError)
        -> (manifest: AppManifest, warnings: [Diagnostic])
    {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FormatError(.unreadable, at: .file(path), "no app folder at '\(path)'")
        }
        let description = try ManifestLoader.load(appFolder: path, options: options)
        let behaviorPath = path == "." || path.isEmpty ? behaviorFileName : path + "/" + behaviorFileName
        let behavior =
            FileManager.default.fileExists(atPath: behaviorPath) ? try BehaviorLoader.load(path: behaviorPath) : nil
        return (try AppAssembler.assemble(description, behavior: behavior), description.warnings)
    }
}
