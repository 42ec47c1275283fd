import Foundation
import GlanceSim
import GlanceSimTestSupport
import Testing

@testable import GlanceSimFormats

/// Android modules as they are in a repository (Fixtures/gradle-project, see its SOURCE.md): build files in both
/// DSLs, version catalogs, gradle.properties, root `ext` values, library modules merged as the manifest merger
/// does, and what happens when a value cannot be worked out.
@Suite struct ModuleLoaderTests {
    static func module(_ name: String) -> String { ManifestFixtures.folder("gradle-project/" + name) }

    static func load(_ name: String, options: ManifestLoader.Options = .init()) throws -> AppDescription {
        try ManifestLoader.load(appFolder: module(name), options: options)
    }

    /// AGP: `applicationId` is the installed package, relative class names resolve against `namespace`, and the
    /// build's minSdk/targetSdk are injected into the merged manifest (developer.android.com, "Merge multiple
    /// manifest files" and "Configure the app module").
    @Test func aModuleTakesApplicationIdNamespaceAndSdkLevelsFromItsBuildFileAndCatalog() throws {
        let app = try Self.load("app")
        #expect(app.packageName == "org.example.tides.app")
        #expect(app.namespace == "org.example.tides")
        #expect(app.minSdkVersion == 26 && app.targetSdkVersion == 34 && app.compileSdkVersion == 35)
        #expect(app.origins.targetSdkVersion.kind == .versionCatalog)
        #expect(app.origins.targetSdkVersion.detail == "targetSdk")
        #expect(app.origins.targetSdkVersion.location?.line == 4)
        #expect(app.origins.targetSdkVersion.through?.path.hasSuffix("app/build.gradle.kts") == true)
        #expect(app.origins.targetSdkVersion.through?.line == 12)
        #expect(app.origins.packageName.kind == .buildFile && app.origins.packageName.detail == "applicationId")
        #expect(app.activities[0].component.className == "org.example.tides.MainActivity")
        #expect(app.warnings.isEmpty)
    }

    /// platform-samples sets `targetSdk` in `lint { }` and `testOptions { }`: those are not the app's target SDK.
    @Test func targetSdkInLintAndTestOptionsBlocksIsNotTheAppsTargetSdk() throws {
        #expect(try Self.load("app").targetSdkVersion == 34)
    }

    /// ManifestMerger2: a library's components and permissions are added to the app's; its relative names resolve
    /// against the library's own namespace; the merged component belongs to the app's package. The permissions after
    /// the modules' two are work-runtime 2.7.1's, which glance-appwidget brings in (glance-appwidget/build.gradle
    /// @ a9b06aaf).
    @Test func aLibraryModuleDependencyIsMergedIntoTheApp() throws {
        let app = try Self.load("app")
        #expect(app.modules.map { $0.split(separator: "/").last.map(String.init) } == ["app", "widget"])
        #expect(
            app.usesPermissions == [
                "android.permission.INTERNET", "android.permission.ACCESS_NETWORK_STATE",
                "android.permission.WAKE_LOCK", "android.permission.RECEIVE_BOOT_COMPLETED",
                "android.permission.FOREGROUND_SERVICE",
            ])
        let receiver = try #require(app.receivers.first)
        #expect(receiver.component.packageName == "org.example.tides.app")
        #expect(receiver.component.className == "org.example.tides.widget.TideWidgetReceiver")
        // The library's own res/values resolve in its provider file.
        #expect(receiver.appWidgetProvider?.minWidth == 110)
    }

    /// Glance's `@bool/glance_appwidget_available` comes from glance-appwidget's res/values-v23/bools.xml (true).
    @Test func glanceAppWidgetAvailableResolvesFromTheLibraryTable() throws {
        let receiver = try #require(try Self.load("app").receivers.first)
        #expect(receiver.enabled)
        #expect(LibraryResources.entry(type: "bool", name: "glance_appwidget_available")?.value == "true")
    }

    @Test func groovyDslReadsRootExtValuesAndGradleProperties() throws {
        let app = try Self.load("groovy")
        #expect(app.packageName == "org.example.groovy")
        #expect(app.minSdkVersion == 24 && app.origins.minSdkVersion.kind == .gradleProperties)
        #expect(app.targetSdkVersion == 33 && app.origins.targetSdkVersion.kind == .extraProperty)
        #expect(app.compileSdkVersion == 34)
    }

    /// A value computed in buildSrc cannot be read: an error at the value naming the options, never a silent
    /// default — GlanceSim runs an app only at API levels it read; the option supplies the level.
    @Test func anUnreadableTargetSdkInABuildFileIsALocatedErrorNamingTheOptions() throws {
        let rendered = try #require(ManifestFixtures.loadError("gradle-project/buildsrc"))
        #expect(
            rendered.contains(
                "gradle-project/buildsrc/build.gradle.kts:10:26: error: GlanceSim cannot work out 'targetSdk' from "
                    + "'AndroidSdk.target'; GlanceSim runs an app only at API levels it has read, never a default: "
                    + "give it with '--target-sdk N' (in a scenario: 'install FOLDER target-sdk N')"))
        let fixed = try Self.load("buildsrc", options: .init(targetSdkVersion: 33))
        #expect(fixed.targetSdkVersion == 33 && fixed.origins.targetSdkVersion.kind == .option)
        #expect(fixed.minSdkVersion == 21 && fixed.origins.minSdkVersion.kind == .buildFile)
    }

    /// Levels set by a convention plugin are not in the module's build file: an error at the build file for
    /// each, naming its option; both options make the module load.
    @Test func sdkLevelsFromAConventionPluginAreAnErrorNamingBothOptions() throws {
        let rendered = try #require(ManifestFixtures.loadError("gradle-project/convention"))
        let lines = rendered.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        #expect(
            lines[0].hasPrefix(
                "gradle-project/convention/build.gradle.kts:1:1: error: the build file sets no 'minSdk' that "
                    + "GlanceSim can read (a convention plugin or buildSrc may set it) and the manifest has no "
                    + "'<uses-sdk android:minSdkVersion>'"))
        #expect(lines[0].contains("'--min-sdk N'"))
        #expect(lines[1].contains("'targetSdk'") && lines[1].contains("'--target-sdk N'"))
        let fixed = try Self.load("convention", options: .init(minSdkVersion: 26, targetSdkVersion: 35))
        #expect(fixed.minSdkVersion == 26 && fixed.targetSdkVersion == 35)
    }

    /// `project.libs.versions.app.build.targetSDK.get().toInt()`: the catalog reached through `project`, as the
    /// Fossify app family's build files write it.
    @Test func projectPrefixedCatalogAccessorsAreRead() throws {
        let app = try Self.load("notes")
        #expect(app.minSdkVersion == 26 && app.targetSdkVersion == 35 && app.compileSdkVersion == 35)
        #expect(app.origins.targetSdkVersion.kind == .versionCatalog)
        #expect(app.origins.targetSdkVersion.detail == "app.build.targetSDK")
    }

    /// The Android Gradle Plugin takes a library's package from `namespace`, so a library module may have no
    /// `AndroidManifest.xml`: it merges as an empty manifest, and its `res/` is the app's (here the provider
    /// info the app manifest's receiver points at). A plain Kotlin module adds nothing.
    @Test func aLibraryModuleWithoutAManifestMergesItsResources() throws {
        let app = try Self.load("notes")
        #expect(app.warnings.isEmpty, "\(ManifestFixtures.rendered(app.warnings))")
        #expect(app.modules.map { $0.split(separator: "/").last.map(String.init) ?? "" } == ["notes", "notes-widget"])
        let receiver = try #require(app.receivers.first)
        #expect(receiver.component.className == "org.example.notes.widget.NoteWidgetReceiver")
        let info = try #require(receiver.appWidgetProvider)
        #expect(info.minWidth == 180 && info.minHeight == 110)
    }

    /// ParsingPackageUtils.parseUsesSdk: minSdkVersion defaults to 1 and targetSdkVersion to minSdkVersion.
    @Test func noTargetSdkAnywhereWarnsWithAndroidsRule() throws {
        let app = try ManifestLoader.load(
            appFolder: ManifestFixtures.folder("widget-library"), options: .init(namespace: "org.example.player"))
        #expect(app.targetSdkVersion == 1)
        let warning = try #require(app.warnings.first { $0.message.hasPrefix("no target SDK") })
        #expect(warning.message.contains("minSdkVersion (1, itself defaulting to 1)"))
        #expect(warning.message.contains("'--target-sdk N'"))
        #expect(warning.location.line == 1)
    }

    @Test func aLibraryModuleOnItsOwnSaysItsTargetSdkIsTheApps() throws {
        let rendered = try #require(ManifestFixtures.loadError("gradle-project/widget"))
        #expect(rendered.contains("error: the build file sets no 'targetSdk'"))
        #expect(rendered.contains("A library module's target SDK is the app's"))
        #expect(try Self.load("widget", options: .init(targetSdkVersion: 34)).targetSdkVersion == 34)
    }

    @Test func aKotlinMultiplatformModuleLoadsFromAndroidMain() throws {
        let app = try Self.load("kmp")
        #expect(app.packageName == "org.example.shared" && app.minSdkVersion == 24 && app.targetSdkVersion == 35)
        #expect(app.receivers[0].component.className == "org.example.shared.SharedReceiver")
        #expect(app.manifestPath.hasSuffix("kmp/src/androidMain/AndroidManifest.xml"))
    }

    @Test func aFolderWithoutAManifestSaysWhereItLooked() {
        let rendered = ManifestFixtures.loadError("gradle-project")
        #expect(
            rendered
                == "gradle-project/build.gradle:1:1: error: no AndroidManifest.xml in 'gradle-project': looked for "
                + "'AndroidManifest.xml', 'src/main/AndroidManifest.xml', 'src/androidMain/AndroidManifest.xml'; this "
                + "is a Gradle project's root: give the app module's folder (such as 'gradle-project/app')")
    }

    /// An older build file with an applicationId and no namespace (home-assistant, PeopleInSpace): the
    /// applicationId stands in for the namespace, with a warning saying so.
    @Test func anApplicationIdWithoutANamespaceStandsInForIt() throws {
        let app = try Self.load("buildsrc", options: .init(targetSdkVersion: 33))
        #expect(app.namespace == "org.example.buildsrc")  // from the manifest's package here
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("settings.gradle", "include ':app'")
        try root.write(
            "app/build.gradle",
            "android { defaultConfig { applicationId 'org.example.id'\n minSdk 21\n targetSdk 34 } }")
        try root.write(
            "app/src/main/AndroidManifest.xml",
            "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n<application>\n"
                + "<receiver android:name=\".Tick\" android:exported=\"false\" />\n</application>\n</manifest>")
        let loaded = try ManifestLoader.load(appFolder: root.path + "/app")
        #expect(
            loaded.packageName == "org.example.id" && loaded.receivers[0].component.className == "org.example.id.Tick")
        #expect(loaded.warnings.map(\.message).contains { $0.hasPrefix("no namespace: neither the build file nor") })
    }

    @Test func optionsOverrideTheBuildFile() throws {
        let app = try Self.load("app", options: .init(minSdkVersion: 28, targetSdkVersion: 35))
        #expect(app.minSdkVersion == 28 && app.targetSdkVersion == 35)
        #expect(app.origins.targetSdkVersion.kind == .option)
    }
    /// AnkiDroid's library modules set their namespace in AGP's typed extension,
    /// `configure<LibraryExtension> { namespace = … }`, not in `android { }`; and its `:common` is a JVM library
    /// (`id("ankidroid.jvm.library")`) with a stray, empty AndroidManifest.xml that Gradle never reads. The app loads,
    /// with the library's receiver resolved against its namespace.
    @Test func aTypedAndroidExtensionGivesTheNamespaceAndAJVMModulesManifestIsNotMerged() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("settings.gradle.kts", "include(\":app\", \":widgets\", \":common\")")
        try root.write(
            "app/build.gradle.kts",
            "plugins { id(\"com.android.application\") }\nandroid { namespace = \"org.example.app\"\n"
                + " defaultConfig { minSdk = 24\n targetSdk = 34 } }\n"
                + "dependencies {\n implementation(project(\":widgets\"))\n implementation(project(\":common\"))\n}")
        try root.write(
            "app/src/main/AndroidManifest.xml",
            "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application/></manifest>")
        try root.write(
            "widgets/build.gradle.kts",
            "import com.android.build.api.dsl.LibraryExtension\nplugins { id(\"ankidroid.android.library\") }\n"
                + "configure<LibraryExtension> {\n namespace = \"org.example.widgets\"\n}")
        try root.write(
            "widgets/src/main/AndroidManifest.xml",
            "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\"><application>"
                + "<receiver android:name=\".Tick\" android:exported=\"false\"/></application></manifest>")
        try root.write("common/build.gradle.kts", "plugins {\n id(\"ankidroid.jvm.library\")\n}")
        try root.write("common/src/main/AndroidManifest.xml", "<manifest/>")
        let loaded = try ManifestLoader.load(appFolder: root.path + "/app")
        #expect(loaded.receivers.map(\.component.className) == ["org.example.widgets.Tick"])
    }
}
