// Restates mihon's app/build.gradle.kts @ a2c24ff: namespace, applicationId, version, the widget module and
// WorkManager. Of its 13 project dependencies only :presentation-widget is here; Compose, networking, Coil,
// signing, build types (debug adds applicationIdSuffix ".dev"; this sample is the release build, app.mihon),
// telemetry and the shortcuts task are left out.
//
// minSdk and targetSdk: upstream never writes them in this file. The convention plugin mihonx.plugins.android
// .application applies mihon.plugins.android.base (gradle/build-logic/src/main/kotlin/PluginAndroidBase.kt),
// which sets `minSdk = mihonx.versions.android.sdk.min.get().toInt()` and, for an application,
// `targetSdk = mihonx.versions.android.sdk.target.get().toInt()` — 26 and 36 from gradle/mihon.versions.toml,
// the file settings.gradle.kts names catalog `mihonx`. GlanceSim reads neither convention plugins nor the
// catalog names settings.gradle.kts gives (it looks for gradle/mihonx.versions.toml), so the two values the
// plugin computes are written here as literals.
plugins {
    alias(mihonx.plugins.android.application)
    alias(mihonx.plugins.compose)
}

android {
    namespace = "eu.kanade.tachiyomi"

    defaultConfig {
        applicationId = "app.mihon"

        // Not in upstream's file: what PluginAndroidBase.kt sets (see above).
        minSdk = 26
        targetSdk = 36

        versionCode = 29
        versionName = "0.20.4"
    }
}

dependencies {
    implementation(projects.presentationWidget)

    implementation(libs.androidx.work)
}
