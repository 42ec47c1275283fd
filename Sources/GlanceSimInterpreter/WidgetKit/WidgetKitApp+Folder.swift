import Foundation
public import GlanceSimFormats
public import GlanceSimWidgetKit

extension WidgetKitApp {
    /// The iOS side of an app folder: the `ios` section of its `behavior.json5` as a WidgetKit app, or `nil` when
    /// the folder has no behaviour file or the file has no `ios` section.
    ///
    /// ```swift
    /// let todo = try WidgetKitApp.load(folder: "Manifests/todo")   // kinds, App Intents, App Groups
    /// ```
    /// - Throws: ``FormatError`` at the key or value of the section that is wrong.
    public static func load(folder: String) throws(FormatError) -> WidgetKitApp? {
        let behavior = folder + "/behavior.json5"
        guard FileManager.default.fileExists(atPath: behavior) else { return nil }
        return try IOSSideDecoder.load(path: behavior)?.app()
    }
}
