/// A path in the form files and steps name each other by: `.` components and trailing slashes removed, `..`
/// kept (no file system is read, so links are not followed).
///
/// ```swift
/// NormalizedPath.of("Manifests/./clock/")   // "Manifests/clock"
/// NormalizedPath.of("a/b/../c")             // "a/c"
/// ```
package enum NormalizedPath {
    /// `path` with `.` components and trailing slashes removed; an empty relative path is `.`.
    package static func of(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
