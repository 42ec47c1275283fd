import Foundation
import GlanceSim
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
    /// against the library's own namespace; the merged component belongs to the app's package.
    @Test func aLibraryModuleDependencyIsMergedIntoTheApp() throws {
        let app = try Self.load("app")
        #expect(app.modules.map { $0.split(separator: "/").last.map(String.init) } == ["app", "widget"])
        #expect(app.usesPermissions == ["android.permission.INTERNET", "android.permission.ACCESS_NETWORK_STATE"])
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

    /// A value computed in buildSrc cannot be read: a warning at the value naming the option, never a silent
    /// default; Android's rule (targetSdkVersion = minSdkVersion) then applies, with its own warning.
    @Test func aValueFromBuildSrcIsALocatedWarningNamingTheOption() throws {
        let app = try Self.load("buildsrc")
        let rendered = ManifestFixtures.rendered(app.warnings)
        #expect(
            rendered.contains(
                "gradle-project/buildsrc/build.gradle.kts:10:26: warning: GlanceSim cannot work out 'targetSdk' from "
                    + "'AndroidSdk.target'; give it with '--target-sdk'"))
        #expect(app.targetSdkVersion == 21 && app.origins.targetSdkVersion.kind == .androidDefault)
        let fixed = try Self.load("buildsrc", options: .init(targetSdkVersion: 33))
        #expect(fixed.targetSdkVersion == 33 && fixed.origins.targetSdkVersion.kind == .option)
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
        let app = try Self.load("widget")
        #expect(app.warnings.contains { $0.message.contains("A library module's target SDK is the app's") })
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
            "app/build.gradle", "android { defaultConfig { applicationId 'org.example.id'\n targetSdk 34 } }")
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
}
