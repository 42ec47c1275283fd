import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios

/// The options `validate` and `lint` share: values that stand in for a build file's, and `--flat`.
struct AppOptions {
    static let names = ["--namespace", "--min-sdk", "--target-sdk", "--flat"]

    static let help = """
          --namespace <package>  The namespace when no build file gives one (or overriding it)
          --min-sdk <n>          minSdk, overriding the build file and <uses-sdk>
          --target-sdk <n>       targetSdk, overriding the build file and <uses-sdk>
          --flat                 Provider files are beside the manifest, not in res/xml/
        """

    var options = ManifestLoader.Options()

    /// Takes `argument` (and its value) if it is one of these options.
    mutating func parse(_ argument: String, _ cursor: inout ArgumentCursor, usage: String) throws -> Bool {
        func level(_ option: String) throws -> Int {
            let text = try cursor.value(for: option)
            guard let value = Int(text), value > 0, value <= 10_000 else {
                throw UsageError(message: "'\(text)' is not an API level for '\(option)'", usage: usage)
            }
            return value
        }
        switch argument {
        case "--namespace": options.namespace = try cursor.value(for: argument)
        case "--min-sdk": options.minSdkVersion = try level(argument)
        case "--target-sdk": options.targetSdkVersion = try level(argument)
        case "--flat": options.flatResources = true
        default: return false
        }
        return true
    }
}
