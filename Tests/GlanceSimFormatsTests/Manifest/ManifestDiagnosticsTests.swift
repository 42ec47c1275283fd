import GlanceSimFormats
import GlanceSimTestSupport
import Testing

@Suite struct ManifestDiagnosticsTests {
    @Test func everyProblemOfABrokenAppIsReportedInFileOrder() {
        let expected = [
            "broken-app/res/values/dimens.xml:3:5: error: duplicate resource '@dimen/cells'",
            "broken-app/res/values/dimens.xml:2:5: note: '@dimen/cells' is first defined here",
            "broken-app/AndroidManifest.xml:2:68: error: 'android:targetSdkVersion' is the preview codename 'Baklava'; "
                + "GlanceSim needs an API level number",
            "broken-app/AndroidManifest.xml:4:9: warning: unknown element '<recevier>' in '<application>'; did you mean "
                + "'<receiver>'? (it is ignored)",
            "broken-app/AndroidManifest.xml:5:84: warning: unknown attribute 'android:exportd' on '<receiver>'; did you "
                + "mean 'android:exported'? (it is ignored)",
            "broken-app/AndroidManifest.xml:5:108: warning: attribute 'name' on '<receiver>' has no namespace and is "
                + "ignored; did you mean 'android:name'?",
            "broken-app/AndroidManifest.xml:5:67: warning: unresolved resource '@bool/glance_on': no '<bool "
                + "name=\"glance_on\">' in res/values/*.xml nor in GlanceSim's table of library resources; it is "
                + "defined only in 'res/values-v31/', and GlanceSim reads only res/values/; it is ignored",
            "broken-app/AndroidManifest.xml:8:48: warning: 'android:port' without a host in the same '<data>' is "
                + "ignored, as Android ignores it",
            "broken-app/AndroidManifest.xml:8:41: error: malformed MIME type 'image' (expected 'type/subtype', such as "
                + "'image/*')",
            "broken-app/AndroidManifest.xml:10:84: error: unresolved resource '@xml/missing_info': no file "
                + "'broken-app/res/xml/missing_info.xml'; it exists only in 'res/xml-v31/', and GlanceSim reads only "
                + "res/xml/",
            "broken-app/AndroidManifest.xml:12:63: error: 'android:exported' must be 'true' or 'false', not 'yes'",
            "broken-app/AndroidManifest.xml:12:88: error: unsupported placeholder '${flavor}' in 'android:permission': "
                + "GlanceSim substitutes only '${applicationId}' (other manifest placeholders come from the build file)",
            "broken-app/AndroidManifest.xml:13:13: error: the 'android.appwidget.provider' meta-data needs "
                + "'android:resource=\"@xml/…\"' naming an <appwidget-provider> file",
            "broken-app/res/xml/sizes.xml:2:23: error: 'android:minWidth' is '40px', but GlanceSim takes sizes only in "
                + "'dp' (or 'dip'); 'px' depends on a screen GlanceSim does not simulate",
            "broken-app/res/xml/sizes.xml:3:24: error: 'android:minHeight' must be a dimension such as '110dp', not "
                + "'40' (the unit is missing)",
            "broken-app/res/xml/sizes.xml:4:30: error: 'android:targetCellWidth' cannot refer to '@dimen/cells'; "
                + "expected a value or '@integer/…'",
            "broken-app/res/xml/sizes.xml:5:25: error: unknown flag 'diagonal' in 'android:resizeMode' (expected "
                + "'none', 'horizontal', 'vertical')",
            "broken-app/res/xml/sizes.xml:6:29: error: unknown flag 'home_sceen' in 'android:widgetCategory'; did you "
                + "mean 'home_screen'?",
            "broken-app/res/xml/sizes.xml:7:5: warning: unknown attribute 'android:updatePeriodMilis' on "
                + "'<appwidget-provider>'; did you mean 'android:updatePeriodMillis'? (it is ignored)",
            "broken-app/res/xml/cover.xml:1:1: error: the root element is '<samsung-appwidget-provider>', expected "
                + "'<appwidget-provider>' (Android ignores a provider whose meta-data does not start with that tag)",
        ]
        let rendered = ManifestFixtures.loadError("broken-app")?.split(separator: "\n").map(String.init) ?? []
        #expect(rendered.count == expected.count)
        for (line, expectedLine) in zip(rendered, expected) { #expect(line == expectedLine) }
    }

    @Test func targetingS_RequiresExplicitExportedWithIntentFilters() {
        let message =
            "Targeting S+ (version 31 and above) requires that an explicit value for android:exported be defined "
            + "when intent filters are present (INSTALL_PARSE_FAILED_MANIFEST_MALFORMED: the device would refuse to "
            + "install the app)"
        #expect(
            ManifestFixtures.loadError("broken-exported")
                == "broken-exported/AndroidManifest.xml:4:9: error: 'org.example.old.Main': \(message)\n"
                + "broken-exported/AndroidManifest.xml:9:9: error: 'org.example.old.Boot': \(message)")
        #expect(ManifestFixtures.loadError("broken-exported", options: .init(targetSdkVersion: 30)) == nil)
    }

    @Test func wellFormednessErrorsComeFromTheXMLReader() {
        #expect(
            ManifestFixtures.loadError("broken-xml")
                == "broken-xml/AndroidManifest.xml:4:5: error: mismatched end tag: expected '</receiver>', found "
                + "'</application>'\nbroken-xml/AndroidManifest.xml:3:9: note: '<receiver>' starts here")
    }

    @Test func wrongRootElementAndMissingFolder() {
        #expect(
            ManifestFixtures.loadError("broken-root")
                == "broken-root/AndroidManifest.xml:1:1: error: the root element is '<manifests>', expected '<manifest>'"
        )
        #expect(ManifestFixtures.loadError("no-such-app") == "no-such-app/AndroidManifest.xml:1:1: error: no such file")
        do throws(FormatError) {
            _ = try ManifestLoader.load(appFolder: ManifestFixtures.folder("no-such-app"))
        } catch {
            #expect(error.isMissingInput)
        }
    }

    @Test func diagnosticCodesAreStable() {
        do throws(FormatError) {
            _ = try ManifestLoader.load(appFolder: ManifestFixtures.folder("broken-app"))
        } catch {
            let codes = error.diagnostics.map(\.code.rawValue)
            #expect(codes.filter { $0 == "unresolved" }.count == 2)
            #expect(codes.filter { $0 == "unsupported" }.count == 4)
            #expect(codes.filter { $0 == "unknown-name" }.count == 4)
        }
    }
}
