// The appwidgets sample module of android/platform-samples at dbcac6e (see ../../../SOURCE.md).
// "com.example.platform.sample" is the project's convention plugin (build-logic/…/SamplePlugin.kt): it makes
// this an Android library and sets compileSdk 33 and minSdk 21 in Kotlin code GlanceSim does not run. A
// library has no target SDK of its own: the app's applies.
plugins {
    id("com.example.platform.sample")
    alias(libs.plugins.kotlin.serialization)
}

android {
    namespace = "com.example.platform.ui.appwidgets"
    buildFeatures {
        viewBinding = true
    }
}

dependencies {
    implementation(libs.kotlin.serialization.json)
    implementation(libs.androidx.core.remoteviews)
    implementation(libs.androidx.glance.appwidget)    // Glance
    implementation(libs.androidx.work.runtime.ktx)    // WorkManager refreshes the weather
}
