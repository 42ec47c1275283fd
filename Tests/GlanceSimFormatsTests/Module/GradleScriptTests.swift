import GlanceSimTestSupport
import Testing

@testable import GlanceSimFormats

/// The build-file shapes real modules use, each read from a one-module project written to a temporary folder.
@Suite struct GradleScriptTests {
    private func read(_ buildFile: String, kotlin: Bool = true, catalog: String? = nil, properties: String? = nil)
        throws -> ModuleBuildFile
    {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("settings.gradle", "include ':m'")
        if let catalog { try root.write("gradle/libs.versions.toml", catalog) }
        if let properties { try root.write("gradle.properties", properties) }
        let name = kotlin ? "m/build.gradle.kts" : "m/build.gradle"
        try root.write(name, buildFile)
        var project = GradleProject(around: root.path + "/m")
        return try #require(BuildFileReader.read(root.path + "/" + name, project: &project))
    }

    @Test(arguments: [
        ("android { defaultConfig { targetSdk = 34 } }", true),
        ("android {\n  defaultConfig {\n    targetSdkVersion 34\n  }\n}", false),
        ("android { defaultConfig { targetSdkVersion(34) } }", true),
        ("android { defaultConfig { targetSdk = \"34\".toInt() } }", true),
        ("android { defaultConfig { targetSdk = (34) } }", true),
    ])
    func targetSdkSpellings(_ text: String, _ kotlin: Bool) throws {
        #expect(try read(text, kotlin: kotlin).targetSdk?.value == 34)
    }

    @Test func catalogAccessorsTreatDashesAsDots() throws {
        let build = try read(
            "android { compileSdk = libs.versions.android.compileSdk.get().toInt()\n"
                + "defaultConfig { targetSdk = libs.versions.targetSdk.get().toInt() } }",
            catalog: "[versions]\nandroid-compileSdk = \"35\"\ntargetSdk = { strictly = \"34\" }\n")
        #expect(build.compileSdk?.value == 35 && build.targetSdk?.value == 34)
    }

    @Test(arguments: [
        "android { defaultConfig { targetSdk = project.property(\"app.target\").toString().toInt() } }",
        "android { defaultConfig { targetSdk = (findProperty(\"app.target\") as String).toInt() } }",
        "android { defaultConfig { targetSdk = providers.gradleProperty(\"app.target\").get().toInt() } }",
        "android { defaultConfig { targetSdk = (project.findProperty(\"app.target\") as String?)?.toInt() ?: 30 } }",
    ])
    func gradlePropertySpellings(_ text: String) throws {
        let build = try read(text, properties: "app.target = 34\n")
        #expect(build.targetSdk?.value == 34)
        #expect(build.targetSdk?.origin.kind == .gradleProperties)
    }

    @Test func elvisFallsBackWhenThePropertyIsMissing() throws {
        let build = try read(
            "android { defaultConfig { targetSdk = (findProperty(\"x\") as String?)?.toInt() ?: 30 } }")
        #expect(build.targetSdk?.value == 30)
    }

    @Test func localValuesAndExtraProperties() throws {
        let build = try read(
            "val target = 34\nextra[\"minimum\"] = 26\nandroid { defaultConfig { targetSdk = target\n"
                + "minSdk = extra[\"minimum\"] as Int } }")
        #expect(build.targetSdk?.value == 34 && build.minSdk?.value == 26)
    }

    @Test func compileSdkReleaseBlockAndAndroidPrefix() throws {
        #expect(try read("android { compileSdk { version = release(36) } }").compileSdk?.value == 36)
        #expect(try read("android { compileSdkVersion 'android-33' }", kotlin: false).compileSdk?.value == 33)
    }

    @Test func aFunctionCallIsUnresolvedAtTheValue() throws {
        let build = try read("android {\n    defaultConfig {\n        targetSdk = computeTarget()\n    }\n}")
        #expect(build.targetSdk == nil && build.diagnostics.isEmpty)
        // Not a warning: the manifest parser makes it an error unless an option gives the level.
        let unreadable = try #require(build.unreadableSdk["targetSdk"])
        #expect(unreadable.location.line == 3 && unreadable.location.column == 21)
        #expect(unreadable.reason.contains("'computeTarget()'"))
    }

    @Test func commentsAndStringsDoNotConfuseTheReader() throws {
        let build = try read(
            "// targetSdk = 1\n/* android { defaultConfig { targetSdk = 2 } } */\n"
                + "android { namespace = \"a.b // not a comment\"\n defaultConfig { targetSdk = 34 } }")
        #expect(build.targetSdk?.value == 34 && build.namespace?.value == "a.b // not a comment")
    }

    @Test func projectDependenciesInBothDslsAndTypeSafeAccessors() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("settings.gradle.kts", "include(\":app\", \":core:widget-lib\")")
        try root.write(
            "app/build.gradle.kts",
            "dependencies {\n implementation(project(\":core:widget-lib\"))\n api(projects.core.widgetLib)\n"
                + " testImplementation(project(\":test\"))\n}")
        var project = GradleProject(around: root.path + "/app")
        let build = try #require(BuildFileReader.read(root.path + "/app/build.gradle.kts", project: &project))
        #expect(build.projectDependencies.map(\.path) == [":core:widget-lib", ":core:widget-lib"])
        #expect(project.folder(ofProject: ":core:widget-lib") == root.path + "/core/widget-lib")
    }

    /// AGP's typed extension configured by type is the `android { }` block (AnkiDroid's build files).
    @Test(arguments: [
        "configure<LibraryExtension> {\n namespace = \"org.example.lib\"\n}",
        "extensions.configure<com.android.build.api.dsl.LibraryExtension> {\n namespace = \"org.example.lib\"\n}",
        "extensions.configure(ApplicationExtension::class.java) {\n namespace = \"org.example.lib\"\n}",
    ])
    func aTypedAndroidExtensionIsTheAndroidBlock(buildFile: String) throws {
        #expect(try read(buildFile).namespace?.value == "org.example.lib")
    }

    /// Another extension configured by type is not Android's: `configure<KotlinJvmProjectExtension> { … }`.
    @Test func anotherTypedExtensionIsNotTheAndroidBlock() throws {
        #expect(try read("configure<PublishingExtension> {\n namespace = \"org.example.lib\"\n}").namespace == nil)
    }
}

/// Settings from a script the module applies, and preview codenames.
@Suite struct GradleAppliedScriptTests {
    /// AntennaPod's modules `apply from: "../../common.gradle"`, which sets minSdk and targetSdk for all of them.
    @Test func valuesFromAnAppliedScriptCountAndTheModulesOwnOverrideThem() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("settings.gradle", "include ':ui:widget'")
        try root.write(
            "common.gradle",
            "android {\n    compileSdk 35\n    defaultConfig {\n        minSdk 21\n        targetSdk 35\n    }\n}")
        try root.write(
            "ui/widget/build.gradle",
            "apply from: \"../../common.gradle\"\nandroid {\n    namespace \"org.example.widget\"\n"
                + "    defaultConfig { minSdk 23 }\n}")
        var project = GradleProject(around: root.path + "/ui/widget")
        let build = try #require(BuildFileReader.read(root.path + "/ui/widget/build.gradle", project: &project))
        #expect(build.targetSdk?.value == 35 && build.minSdk?.value == 23 && build.compileSdk?.value == 35)
        #expect(build.targetSdk?.origin.location?.path.hasSuffix("/common.gradle") == true)
    }

    /// user-interface-samples built against the Android 12 preview: `targetSdkPreview "S"` is a codename.
    @Test func previewCodenamesAreUnreadableLevels() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("settings.gradle", "include ':app'")
        try root.write("app/build.gradle", "android {\n    defaultConfig {\n        targetSdkPreview \"S\"\n    }\n}")
        var project = GradleProject(around: root.path + "/app")
        let build = try #require(BuildFileReader.read(root.path + "/app/build.gradle", project: &project))
        #expect(build.targetSdk == nil && build.diagnostics.isEmpty)
        let unreadable = try #require(build.unreadableSdk["targetSdk"])
        #expect(unreadable.reason == "'targetSdkPreview' is the preview codename \"S\", not an API level")
        #expect(unreadable.location.line == 3)
    }
}
