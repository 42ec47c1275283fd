import Foundation
import GlanceSimTestSupport
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimInterpreter

/// External libraries' manifests merged from ``LibraryManifests`` (Fixtures/library-manifests, written for these
/// tests): the androidx manifests cited are work/work-runtime/src/main/AndroidManifest.xml @ 18aa7c77 and
/// @ a9b06aaf, glance/glance-appwidget/src/main/AndroidManifest.xml @ 9264c63e, and
/// startup/startup-runtime/src/main/AndroidManifest.xml @ 47815434 (androidx/androidx, Apache-2.0).
@Suite struct LibraryManifestsTests {
    static func load(_ module: String) throws -> AppFolder.LoadedApp {
        try AppFolder.loadApp(ManifestFixtures.folder("library-manifests/" + module))
    }

    static func relative(_ text: String) -> String {
        text.replacingOccurrences(of: ManifestFixtures.root + "/", with: "")
    }

    /// work-runtime's manifest declares `<uses-permission android:name="android.permission.RECEIVE_BOOT_COMPLETED"/>`
    /// (@ 18aa7c77), which AGP merges into the app: an Etar-like app's own boot receiver gets BOOT_COMPLETED.
    @Test func workRuntimeGrantsAnEtarLikeBootReceiverItsPermission() throws {
        let app = try Self.load("calendar")
        #expect(app.description.usesPermissions.contains("android.permission.RECEIVE_BOOT_COMPLETED"))
        #expect(!AppLinter.lint(app).contains { $0.rule == LintRule.missingBootPermission.id })
    }

    /// The same app without the work-runtime dependency still lacks the permission (UserController sends
    /// BOOT_COMPLETED with RECEIVE_BOOT_COMPLETED as the required permission).
    @Test func withoutWorkRuntimeTheBootReceiverStillMissesItsPermission() throws {
        let findings = AppLinter.lint(try Self.load("calendar-without-work"))
        #expect(
            findings.filter { $0.rule == LintRule.missingBootPermission.id }.map {
                Self.relative($0.location.description)
            }
                == ["library-manifests/calendar-without-work/src/main/AndroidManifest.xml:6:39"])
    }

    /// `libs.androidx.work.runtime.ktx` and the bundle `libs.bundles.widgets` resolve through
    /// gradle/libs.versions.toml (`module = …, version.ref = …` and `group`/`name`); `-ktx` resolves to the base
    /// artifact; glance-appwidget brings glance at its version and work-runtime brings startup-runtime.
    @Test func versionCatalogDependenciesResolveToTheirLibraries() throws {
        let description = try Self.load("calendar").description
        #expect(
            description.libraries == [
                "androidx.work:work-runtime:2.9.0", "androidx.glance:glance-appwidget:1.1.1",
                "androidx.startup:startup-runtime", "androidx.glance:glance:1.1.1",
            ])
    }

    /// A library the table does not know is listed, never guessed; a BOM (`platform(…)`) is no library.
    @Test func anUnknownLibraryIsListedAsNotMerged() throws {
        let listing = AppListing(try Self.load("calendar"), folder: "calendar")
        #expect(
            listing.unmergedLibraries.map(Self.relative) == [
                "org.example:calendar-sync:1.0.0: unknown library "
                    + "(library-manifests/calendar/build.gradle.kts:16:20)"
            ])
    }

    /// `validate`'s listing names each merged component's library; the 2.9.0 RescheduleReceiver is the old
    /// manifest's (BOOT_COMPLETED, TIME_SET, TIMEZONE_CHANGED; declared disabled), and the app's own receiver
    /// comes first, as AGP merges libraries after the app.
    /// A catalog accessor GlanceSim cannot resolve (the project has no `gradle/libs.versions.toml`, or the catalog has
    /// no such entry) is listed as not merged with why, never guessed or dropped.
    @Test func anUnresolvableCatalogAccessorIsListedAsNotMerged() throws {
        let folder = ManifestFixtures.folder("library-manifests-no-catalog/app")
        let listing = AppListing(try AppFolder.loadApp(folder), folder: "app")
        #expect(
            listing.unmergedLibraries.map(Self.relative) == [
                "libs.androidx.work.runtime.ktx: no gradle/libs.versions.toml in the project "
                    + "(library-manifests-no-catalog/app/build.gradle.kts:14:20)"
            ])
        #expect(try AppFolder.loadApp(folder).description.libraries.isEmpty)
    }

    @Test func validateListsMergedComponentsWithTheirLibrary() throws {
        let listing = AppListing(try Self.load("calendar"), folder: "calendar")
        let receivers = listing.components.filter { $0.kind == "receiver" }
        #expect(receivers.first?.className == "org.example.calendar.alerts.AlertReceiver")
        #expect(receivers.first?.library == nil)
        let reschedule = try #require(
            receivers.first { $0.className == "androidx.work.impl.background.systemalarm.RescheduleReceiver" })
        #expect(reschedule.library == "androidx.work:work-runtime:2.9.0")
        #expect(!reschedule.enabled)
        #expect(
            reschedule.actions == [
                "android.intent.action.BOOT_COMPLETED", "android.intent.action.TIME_SET",
                "android.intent.action.TIMEZONE_CHANGED",
            ])
        let replaced = try #require(
            receivers.first { $0.className == "androidx.glance.appwidget.MyPackageReplacedReceiver" })
        #expect(replaced.library == "androidx.glance:glance-appwidget:1.1.1")
        #expect(receivers.count == 12)
    }

    /// Groovy `implementation 'g:n:v'`; Gradle takes the highest version of a library declared twice (2.10.0
    /// over 2.8.1), and a version from 2.11 on is the newer manifest (@ a9b06aaf: BOOT_COMPLETED only).
    @Test func groovyDependenciesAndTheHighestVersionWin() throws {
        let description = try Self.load("groovy-app").description
        #expect(
            description.libraries == ["androidx.work:work-runtime:2.10.0", "androidx.startup:startup-runtime:1.1.1"])
        let newer = LibraryManifests.entry("androidx.work:work-runtime", version: "2.11.0")
        #expect(
            newer?.receivers.first { $0.className.hasSuffix("RescheduleReceiver") }?.actions == [
                "android.intent.action.BOOT_COMPLETED"
            ])
        #expect(LibraryManifests.entry("androidx.work:work-runtime", version: "2.5.0") == nil)
        #expect(LibraryManifests.compare("2.10.0-alpha01", "2.10.0") < 0)
    }

    /// Groovy string templates name the version: `"…:${glance_version}"` (an `ext.` property) and `"…:$startup"` (a
    /// `def`) are read; `${rootProject.ext.coreVersion}`, which this build never sets, is listed as not merged with
    /// why. glance-appwidget brings work-runtime at the version its build file names (2.7.1,
    /// glance/glance-appwidget/build.gradle @ a9b06aaf), so its manifest is merged with no work-runtime declared.
    @Test func stringTemplateVersionsAndGlancesOwnWorkRuntimeVersion() throws {
        let loaded = try Self.load("glance-only")
        #expect(
            loaded.description.libraries == [
                "androidx.glance:glance-appwidget:1.1.1", "androidx.startup:startup-runtime:1.1.1",
                "androidx.glance:glance:1.1.1", "androidx.work:work-runtime:2.7.1",
            ])
        let listing = AppListing(loaded, folder: "glance-only")
        #expect(
            listing.unmergedLibraries.map(Self.relative) == [
                "androidx.core:core: GlanceSim cannot work out its version from 'coreVersion', which is not a "
                    + "value of this build (computed in buildSrc, build-logic or a plugin?) "
                    + "(library-manifests/glance-only/build.gradle:17:20)"
            ])
    }
}
