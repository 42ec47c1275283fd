/// The real apps' module folders under `Manifests/` (each with an `app` module), found from this file's path.
package enum RealAppSamples {
    /// The `Manifests` folder.
    package static let manifests: String = {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(3)
        return components.joined(separator: "/") + "/Manifests"
    }()

    /// The samples whose Kotlin the code-facts reader is checked against.
    package static let apps = ["platform-weather", "h2r", "hour-glass", "snaptick", "pixelix", "shiguangschedule"]
}
