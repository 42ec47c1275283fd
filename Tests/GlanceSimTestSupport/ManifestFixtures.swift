import Foundation
package import GlanceSimFormats

/// The fixture app folders under `Tests/GlanceSimFormatsTests/Fixtures/`, found from this file's path.
package enum ManifestFixtures {
    package static let root: String = {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(2)
        return components.joined(separator: "/") + "/GlanceSimFormatsTests/Fixtures"
    }()

    /// The path of a fixture folder.
    package static func folder(_ name: String) -> String { root + "/" + name }

    /// Diagnostics as rendered, with the fixture root removed so paths start at the fixture folder.
    package static func rendered(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(\.description).joined(separator: "\n").replacingOccurrences(of: root + "/", with: "")
    }

    /// The rendered error of loading a fixture, or `nil` if it loads.
    package static func loadError(_ name: String, options: ManifestLoader.Options = .init()) -> String? {
        do throws(FormatError) {
            _ = try ManifestLoader.load(appFolder: folder(name), options: options)
            return nil
        } catch {
            return rendered(error.diagnostics)
        }
    }
}
