import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios

/// The options `validate` and `lint` share: values that stand in for a build file's, and `--flat`.
enum AppOptions {
    /// The options, for a command's ``OptionTable``.
    static let options: [CommandOption] = [
        CommandOption(
            "--namespace", value: "<package>", "The namespace when no build file gives one (or overriding it)"),
        .count(
            "--min-sdk", in: 1...10_000, default: nil, noun: "API level",
            "minSdk, overriding the build file and <uses-sdk>"),
        .count(
            "--target-sdk", in: 1...10_000, default: nil, noun: "API level",
            "targetSdk, overriding the build file and <uses-sdk>"),
        CommandOption("--flat", "Provider files are beside the manifest, not in res/xml/"),
    ]

    /// What the options given stand in for.
    static func loaderOptions(_ parsed: ParsedArguments) throws(UsageError) -> ManifestLoader.Options {
        var options = ManifestLoader.Options()
        options.namespace = parsed.string("--namespace")
        options.minSdkVersion = try parsed.countIfGiven("--min-sdk")
        options.targetSdkVersion = try parsed.countIfGiven("--target-sdk")
        options.flatResources = parsed.flag("--flat")
        return options
    }
}
