// Restates MotivateMe's app/build.gradle.kts @ 3538f83: namespace, SDK levels, the Gemini flag and the widget's
// libraries (Glance, WorkManager, Hilt's worker factory, Firebase AI). Compose UI, navigation, serialization,
// splash screen, test and tooling dependencies left out.
plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.dagger.hilt.android)
    alias(libs.plugins.kotlin.android)
    alias(libs.plugins.kotlin.compose)
    alias(libs.plugins.kotlin.serialization)
    alias(libs.plugins.ksp)
    alias(libs.plugins.google.services)
}

android {
    namespace = "dev.motivateme"
    compileSdk = 36

    defaultConfig {
        applicationId = "dev.motivateme"
        minSdk = 27
        targetSdk = 36
        versionCode = 1
        versionName = "1.0"

        buildConfigField("boolean", "IS_GEMINI_ENABLED", "true")
    }

    buildFeatures {
        buildConfig = true
        compose = true
    }
}

dependencies {
    implementation(libs.hilt)
    implementation(libs.hilt.work)

    implementation(libs.work)

    implementation(libs.glance.appwidget)
    implementation(libs.glance.material3)

    implementation(platform(libs.firebase.bom))
    implementation(libs.firebase.ai)
}
