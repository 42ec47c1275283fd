import Foundation
import GlanceSimFormats

@testable import GlanceSimInterpreter
@testable import GlanceSimScenarios

/// The fixture app folders under `Tests/GlanceSimFormatsTests/Fixtures/`, found from this file's path.
enum ManifestFixtures {
    static let root: String = {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(2)
        return components.joined(separator: "/") + "/Fixtures"
    }()

    /// The path of a fixture folder.
    static func folder(_ name: String) -> String { root + "/" + name }

    /// Diagnostics as rendered, with the fixture root removed so paths start at the fixture folder.
    static func rendered(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(\.description).joined(separator: "\n").replacingOccurrences(of: root + "/", with: "")
    }

    /// The rendered error of loading a fixture, or `nil` if it loads.
    static func loadError(_ name: String, options: ManifestLoader.Options = .init()) -> String? {
        do throws(FormatError) {
            _ = try ManifestLoader.load(appFolder: folder(name), options: options)
            return nil
        } catch {
            return rendered(error.diagnostics)
        }
    }
}
