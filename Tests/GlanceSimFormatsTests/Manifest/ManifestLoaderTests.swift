import GlanceSim
import GlanceSimFormats
import GlanceSimTestSupport
import Testing

@Suite struct ManifestLoaderTests {
    private func tides() throws -> AppDescription {
        try ManifestLoader.load(appFolder: ManifestFixtures.folder("tide-widgets"))
    }

    @Test func packageSdkPermissionsAndApplication() throws {
        let app = try tides()
        #expect(app.manifestPath == ManifestFixtures.folder("tide-widgets") + "/AndroidManifest.xml")
        #expect(app.packageName == "org.example.tides")
        #expect(app.minSdkVersion == 26 && app.targetSdkVersion == 34)
        #expect(app.usesPermissions == ["android.permission.INTERNET", "android.permission.RECEIVE_BOOT_COMPLETED"])
        #expect(app.applicationClassName == "org.example.tides.TidesApplication")
        #expect(app.warnings.isEmpty, "\(ManifestFixtures.rendered(app.warnings))")
    }

    @Test func receiversInOrderWithNamesResolvedAsAndroidDoes() throws {
        let receivers = try tides().receivers
        #expect(
            receivers.map(\.component.className) == [
                "org.example.tides.widget.TideGlanceReceiver",
                "org.example.tides.HarbourWidget",
                "androidx.glance.appwidget.action.ActionCallbackBroadcastReceiver",
            ])
        #expect(receivers.map(\.className) == [".widget.TideGlanceReceiver", "HarbourWidget", receivers[2].className])
        #expect(receivers.map(\.exported) == [false, true, false])
        #expect(receivers.map(\.enabled) == [true, true, true])
        #expect(receivers[1].permission == "org.example.tides.permission.REFRESH")
        #expect(receivers[0].location.line == 34 && receivers[0].location.column == 9)
    }

    @Test func intentFiltersWithPriorityCategoriesAndData() throws {
        let harbour = try tides().receivers[1]
        #expect(harbour.intentFilters.count == 2)
        let refresh = harbour.intentFilters[0]
        #expect(refresh.priority == 10)
        #expect(refresh.actions == [IntentAction.appWidgetUpdate, "org.example.tides.action.REFRESH"])
        #expect(refresh.categories == ["android.intent.category.DEFAULT"])
        let view = harbour.intentFilters[1]
        #expect(view.dataSchemes == ["tides"])
        #expect(view.dataAuthorities == [IntentFilter.Authority(host: "harbour", port: 8080)])
        #expect(
            view.dataPaths == [PatternMatcher("/station/", kind: .prefix), PatternMatcher("/id/.*", kind: .simpleGlob)])
        #expect(view.dataSchemeSpecificParts == [PatternMatcher("//harbour", kind: .prefix)])
        #expect(view.dataTypes == ["text/*"])
        let data = URI("tides://harbour:8080/station/7")
        #expect(view.matchData(type: "text/plain", scheme: "tides", data: data) == .match(category: .type))
        #expect(view.matchData(type: nil, scheme: "tides", data: data) == .noMatchType)
    }

    @Test func metaDataKeepsValuesAsWrittenWithTheApplicationIdSubstituted() throws {
        let harbour = try tides().receivers[1]
        #expect(harbour.metaData.map(\.name) == ["android.appwidget.provider", "org.example.tides.CHANNEL"])
        #expect(harbour.metaData.map(\.value) == ["@xml/harbour_widget_info", "org.example.tides/alerts"])
    }

    @Test func appWidgetProviderFromResXmlWithResources() throws {
        let info = try #require(try tides().receivers[0].appWidgetProvider)
        #expect(info.minWidth == 180 && info.minHeight == 110)
        #expect(info.minResizeWidth == 57.5 && info.minResizeHeight == 40)
        #expect(info.maxResizeWidth == 400 && info.maxResizeHeight == 300)
        #expect(info.targetCellWidth == 3 && info.targetCellHeight == 2)
        #expect(info.updatePeriodMillis == 1_800_000)
        #expect(info.initialLayout == "@layout/glance_default_loading_layout")
        #expect(info.previewLayout == "@layout/tide_preview")
        #expect(info.description == "High   & low water, it's\nhere")
        #expect(info.resizeMode == [.horizontal, .vertical])
        #expect(info.widgetCategory == [.homeScreen, .keyguard])
        #expect(info.widgetFeatures == 5)
        #expect(info.configure == "org.example.tides.config.PickHarbourActivity")
        let harbour = try #require(try tides().receivers[1].appWidgetProvider)
        #expect(
            harbour.updatePeriodMillis == 3_600_000 && harbour.resizeMode == [] && harbour.widgetCategory == .homeScreen
        )
        #expect(harbour.minResizeWidth == nil)
    }

    @Test func activitiesAliasesServicesAndRemovedElements() throws {
        let app = try tides()
        #expect(
            app.activities.map(\.component.className) == [
                "org.example.tides.MainActivity", "org.example.tides.config.PickHarbourActivity",
                "org.example.tides.Launcher",
            ])
        #expect(app.activities[2].targetActivity == "org.example.tides.MainActivity")
        #expect(app.services.map(\.component.className) == ["org.example.tides.sync.TideSyncService"])
        #expect(!app.receivers.contains { $0.className.contains("OldReceiver") })
    }

    @Test func aLibraryManifestNeedsTheBuildFilesNamespace() throws {
        #expect(
            ManifestFixtures.loadError("widget-library")
                == "widget-library/AndroidManifest.xml:1:1: error: '<manifest>' has no 'package' attribute and no "
                + "build file gives a namespace; set 'namespace = \"com.example.app\"' in the module's "
                + "build.gradle(.kts) 'android { }' block, give '--namespace', or (in a flat folder) add package=\"…\"")
        let app = try ManifestLoader.load(
            appFolder: ManifestFixtures.folder("widget-library"),
            options: .init(namespace: "org.example.player", targetSdkVersion: 35))
        #expect(app.packageName == "org.example.player" && app.minSdkVersion == 1 && app.targetSdkVersion == 35)
        #expect(app.receivers[0].component.className == "org.example.player.player.MiniPlayerReceiver")
        #expect(app.receivers[0].appWidgetProvider?.minWidth == 110)
    }

    @Test func usesSdkDefaultsAsAndroid() throws {
        let app = try ManifestLoader.load(
            appFolder: ManifestFixtures.folder("widget-library"), options: .init(namespace: "org.example.player"))
        #expect(app.minSdkVersion == 1 && app.targetSdkVersion == 1)
        let withMin = try ManifestLoader.load(
            appFolder: ManifestFixtures.folder("widget-library"),
            options: .init(namespace: "org.example.player", minSdkVersion: 23))
        #expect(withMin.minSdkVersion == 23 && withMin.targetSdkVersion == 23)
    }
}
