/// The elements and `android:` attributes Android defines for the manifest elements GlanceSim reads.
///
/// An attribute in these lists is accepted without a diagnostic even when GlanceSim has no use for it
/// (`android:theme`, `android:label`…); an `android:` attribute not listed gets a warning with a "did you
/// mean". Lists follow the manifest element reference on developer.android.com.
enum ManifestVocabulary {
    /// Children of `<manifest>`.
    static let manifestChildren = [
        "application", "uses-sdk", "uses-permission", "uses-permission-sdk-23", "permission", "permission-group",
        "permission-tree", "uses-feature", "uses-configuration", "supports-screens", "compatible-screens",
        "supports-gl-texture", "queries", "instrumentation", "attribution", "uses-split", "original-package",
        "adopt-permissions", "protected-broadcast", "package-verifier", "key-sets", "overlay", "restrict-update",
        "uses-gl-texture", "eat-comment", "profileable", "feature-group", "install-constraints", "uses-apex",
    ]

    /// Children of `<application>`.
    static let applicationChildren = [
        "activity", "activity-alias", "receiver", "service", "provider", "meta-data", "uses-library",
        "uses-native-library", "profileable", "property", "uses-sdk-library", "uses-static-library",
        "uses-package", "apex-system-service", "processes", "sdk-library", "static-library", "library",
    ]

    /// Children of `<activity>`, `<activity-alias>`, `<receiver>` and `<service>`.
    static let componentChildren = ["intent-filter", "meta-data", "property", "layout", "preferred"]

    /// Children of `<intent-filter>`.
    static let intentFilterChildren = ["action", "category", "data", "uri-relative-filter-group"]

    static let manifestAttributes = [
        "sharedUserId", "sharedUserLabel", "sharedUserMaxSdkVersion", "versionCode", "versionCodeMajor",
        "versionName", "installLocation", "targetSandboxVersion", "compileSdkVersion", "compileSdkVersionCodename",
        "isFeatureSplit", "isSplitRequired", "requiredSplitTypes", "splitTypes", "revisionCode",
    ]

    /// Unprefixed attributes `<manifest>` takes (aapt reads these without a namespace).
    static let manifestUnprefixedAttributes = ["package", "split", "configForSplit", "featureSplit", "coreApp"]

    static let usesSdkAttributes = ["minSdkVersion", "targetSdkVersion", "maxSdkVersion"]

    static let usesPermissionAttributes = [
        "name", "maxSdkVersion", "requiredFeature", "requiredNotFeature", "usesPermissionFlags",
    ]

    static let applicationAttributes = [
        "allowTaskReparenting", "allowBackup", "allowClearUserData", "allowCrossUidActivitySwitchFromBelow",
        "allowNativeHeapPointerTagging", "allowAudioPlaybackCapture", "appCategory", "appComponentFactory",
        "attributionsAreUserVisible", "backupAgent", "backupInForeground", "banner", "crossProfile",
        "dataExtractionRules", "debuggable", "defaultToDeviceProtectedStorage", "description", "directBootAware",
        "enabled", "enableOnBackInvokedCallback", "extractNativeLibs", "forceQueryable", "fullBackupContent",
        "fullBackupOnly", "gwpAsanMode", "hasCode", "hasFragileUserData", "hardwareAccelerated", "icon", "isGame",
        "isMonitoringTool", "killAfterRestore", "largeHeap", "label", "logo", "localeConfig", "manageSpaceActivity",
        "memtagMode", "name", "networkSecurityConfig", "pageSizeCompat", "permission", "persistent",
        "preserveLegacyExternalStorage", "process", "requestLegacyExternalStorage",
        "requestRawExternalStorageAccess", "requiredAccountType", "resizeableActivity", "restoreAnyVersion",
        "restrictedAccountType", "roundIcon", "supportsRtl", "taskAffinity", "testOnly", "theme", "uiOptions",
        "usesCleartextTraffic", "usesNonSdkApi", "vmSafeMode", "zygotePreloadName",
    ]

    /// Attributes every component element takes.
    static let commonComponentAttributes = [
        "name", "enabled", "exported", "permission", "icon", "roundIcon", "banner", "logo", "label",
        "description", "directBootAware", "process", "splitName", "attributionTags", "singleUser",
    ]

    static let receiverAttributes = commonComponentAttributes

    static let serviceAttributes =
        commonComponentAttributes + [
            "foregroundServiceType", "isolatedProcess", "stopWithTask", "externalService", "useAppZygote",
            "allowSharedIsolatedProcess", "visibleToInstantApps",
        ]

    static let activityAttributes =
        commonComponentAttributes + [
            "allowEmbedded", "allowTaskReparenting", "allowUntrustedActivityEmbedding", "alwaysRetainTaskState",
            "autoRemoveFromRecents", "canDisplayOnRemoteDevices", "clearTaskOnLaunch", "colorMode", "configChanges",
            "documentLaunchMode", "enableOnBackInvokedCallback", "excludeFromRecents", "finishOnTaskLaunch",
            "hardwareAccelerated", "immersive", "knownActivityEmbeddingCerts", "launchMode", "lockTaskMode",
            "maxAspectRatio", "maxRecents", "minAspectRatio", "multiprocess", "noHistory", "parentActivityName",
            "persistableMode", "preferMinimalPostProcessing", "recreateOnConfigChanges", "relinquishTaskIdentity",
            "requireContentUriPermissionFromCaller", "resizeableActivity", "resumeWhilePausing",
            "rotationAnimation", "screenOrientation", "showForAllUsers", "showOnLockScreen", "showWhenLocked",
            "stateNotNeeded", "supportsPictureInPicture", "taskAffinity", "theme", "turnScreenOn", "uiOptions",
            "visibleToInstantApps", "windowSoftInputMode",
        ]

    static let activityAliasAttributes = commonComponentAttributes + ["targetActivity", "parentActivityName"]

    static let intentFilterAttributes = [
        "icon", "roundIcon", "banner", "logo", "label", "priority", "order", "autoVerify",
    ]

    static let nameOnlyAttributes = ["name"]

    static let dataAttributes = [
        "scheme", "host", "port", "path", "pathPrefix", "pathPattern", "pathSuffix", "pathAdvancedPattern",
        "ssp", "sspPrefix", "sspPattern", "sspSuffix", "sspAdvancedPattern", "mimeType", "mimeGroup",
    ]

    static let metaDataAttributes = ["name", "value", "resource"]

    static let appWidgetProviderAttributes = [
        "minWidth", "minHeight", "minResizeWidth", "minResizeHeight", "maxResizeWidth", "maxResizeHeight",
        "targetCellWidth", "targetCellHeight", "updatePeriodMillis", "initialLayout", "initialKeyguardLayout",
        "configure", "previewImage", "previewLayout", "autoAdvanceViewId", "resizeMode", "widgetCategory",
        "widgetFeatures", "description",
    ]
}
