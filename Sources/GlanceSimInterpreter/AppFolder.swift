import Foundation
public import GlanceSim
public import GlanceSimFormats

/// Loads an app into a manifest the device can install: an Android module as it is in a repository
/// (`build.gradle(.kts)`, `src/main/AndroidManifest.xml`, `src/main/res/`, and the library modules it depends
/// on) or a flat app folder (`AndroidManifest.xml`, `res/`), through ``ManifestLoader``; plus an optional
/// `behavior.json5` in the folder (``BehaviorLoader``) that gives the components something to do
/// (``AppAssembler``). Without a behaviour file the app is valid and its components simply do nothing.
///
/// ```swift
/// let manifest = try AppFolder.load("Manifests/clock")
/// try device.install(manifest)
/// ```
public enum AppFolder {
    /// The behaviour file's name in an app folder.
    public static let behaviorFileName = "behavior.json5"

    /// An app as loaded: what its manifests say (with where each value came from), its behaviour file, the
    /// runnable manifest, and the warnings found on the way.
    public struct LoadedApp {
        /// The merged manifest's description, with ``AppDescription/origins`` and ``AppDescription/modules``.
        public var description: AppDescription
        /// The behaviour file, when the folder has one.
        public var behavior: BehaviorSpec?
        /// The app, ready to install.
        public var manifest: AppManifest
        /// Problems that did not stop the app from loading, in file order.
        public var warnings: [Diagnostic]
    }

    /// Loads the app in `path`.
    /// - Throws: ``FormatError`` with every problem found, at its file, line and column.
    public static func load(_ path: String) throws(FormatError) -> AppManifest {
        try loadApp(path).manifest
    }

    /// Loads the app in `path` with options that stand in for what a build file says (or could not be read):
    /// the scenario step `install FOLDER target-sdk 34` uses this.
    public static func load(_ path: String, options: ManifestLoader.Options) throws(FormatError) -> AppManifest {
        try loadApp(path, options: options).manifest
    }

    /// Loads the app in `path`, with the warnings found on the way; `options` stand in for what a build file
    /// would say (namespace, SDK levels) and for a flat folder of copied files.
    public static func loadWithWarnings(_ path: String, options: ManifestLoader.Options = .init()) throws(FormatError)
        -> (manifest: AppManifest, warnings: [Diagnostic])
    {
        let app = try loadApp(path, options: options)
        return (app.manifest, app.warnings)
    }

    /// Loads the app in `path` with everything known about it.
    ///
    /// ```swift
    /// let app = try AppFolder.loadApp("Manifests/pixelix/app")
    /// print(app.description.targetSdkVersion, app.description.origins.targetSdkVersion)
    /// ```
    public static func loadApp(_ path: String, options: ManifestLoader.Options = .init()) throws(FormatError)
        -> LoadedApp
    {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw FormatError(.unreadable, at: .file(path), "no app folder at '\(path)'")
        }
        let description = try ManifestLoader.load(appFolder: path, options: options)
        let behaviorPath = ModulePaths.join(path, behaviorFileName)
        let behavior =
            FileManager.default.fileExists(atPath: behaviorPath) ? try BehaviorLoader.load(path: behaviorPath) : nil
        let manifest = try AppAssembler.assemble(description, behavior: behavior)
        return LoadedApp(
            description: description, behavior: behavior, manifest: manifest, warnings: description.warnings)
    }
}
