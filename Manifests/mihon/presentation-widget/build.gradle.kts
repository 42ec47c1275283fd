// Restates mihon's presentation-widget/build.gradle.kts @ a2c24ff: an Android library (the convention plugin
// mihon.plugins.android.library, whose base sets minSdk 26 from gradle/mihon.versions.toml) with Glance 1.1.1.
// The project dependencies (core:common, core:metro, domain, presentation-core, i18n), Material, kotlinx-datetime
// and Metro are left out; Coil (which loads the covers) is kept.
plugins {
    alias(mihonx.plugins.android.library)
    alias(mihonx.plugins.compose)
}

android {
    namespace = "tachiyomi.presentation.widget"
}

dependencies {
    implementation(libs.androidx.glance.appWidget)

    implementation(libs.coil.core)
}
