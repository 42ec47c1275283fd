import GlanceSimFormats
import GlanceSimTestSupport
import Testing

/// ManifestMerger2's conflicts: the real build stops; GlanceSim keeps the app's values and says why.
@Suite struct ManifestMergerTests {
    @Test func aComponentBothDeclareKeepsTheAppsAttributesAndAHigherLibraryMinSdkIsReported() throws {
        let root = try TemporaryFolder()
        defer { root.remove() }
        try root.write("settings.gradle.kts", "include(\":app\", \":lib\")")
        try root.write(
            "app/build.gradle.kts",
            "android {\n namespace = \"org.example\"\n defaultConfig { minSdk = 26\n targetSdk = 34 }\n}\n"
                + "dependencies { implementation(project(\":lib\")) }")
        try root.write(
            "lib/build.gradle.kts", "android {\n namespace = \"org.example\"\n defaultConfig { minSdk = 30 }\n}")
        let receiver = { (exported: Bool) in
            "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n<application>\n"
                + "<receiver android:name=\".Sync\" android:exported=\"\(exported)\" />\n</application>\n</manifest>"
        }
        try root.write("app/src/main/AndroidManifest.xml", receiver(false))
        try root.write("lib/src/main/AndroidManifest.xml", receiver(true))
        let app = try ManifestLoader.load(appFolder: root.path + "/app")
        #expect(app.receivers.count == 1 && app.receivers[0].exported == false)
        let messages = app.warnings.map(\.message)
        #expect(
            messages.contains {
                $0.hasPrefix(
                    "'org.example.Sync' is declared by the app and by library ':lib' with different "
                        + "'android:exported'")
            })
        #expect(messages.contains { $0.hasPrefix("uses-sdk:minSdkVersion 26 cannot be smaller than version 30") })
    }
}
