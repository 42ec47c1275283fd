import Foundation
import GlanceSimFormats
import GlanceSimInterpreter

/// Paths written into a generated scenario relative to the folder the scenario is written in, so that the
/// scenario replays wherever the repository is checked out.
enum RelativePath {
    /// `path` (absolute) as seen from `directory` (absolute or relative to the current directory):
    /// `/a/b/app` from `/a/c` is `../b/app`.
    ///
    /// ```swift
    /// RelativePath.of("/repo/Manifests/clock", from: "/repo/out")   // "../Manifests/clock"
    /// ```
    static func of(_ path: String, from directory: String) -> String {
        let target = components(of: path)
        let base = components(of: directory)
        var shared = 0
        while shared < target.count, shared < base.count, target[shared] == base[shared] { shared += 1 }
        let parts = Array(repeating: "..", count: base.count - shared) + target[shared...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// An `install /abs/path …` step with its folder made relative to `directory`; any other step as it is.
    static func installLine(_ step: String, relativeTo directory: String) -> String {
        guard step.hasPrefix("install /") || step.hasPrefix("install \"/") else { return step }
        let rest = step.dropFirst("install ".count)
        let quoted = rest.hasPrefix("\"")
        let path = quoted ? String(rest.dropFirst().prefix { $0 != "\"" }) : String(rest.prefix { $0 != " " })
        let tail = rest.dropFirst(path.count + (quoted ? 2 : 0))
        let relative = of(path, from: directory)
        return "install " + (relative.contains(" ") ? "\"\(relative)\"" : relative) + tail
    }

    private static func components(of path: String) -> [String] {
        let absolute =
            path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: absolute).standardizedFileURL.path.split(separator: "/").map(String.init)
    }
}
