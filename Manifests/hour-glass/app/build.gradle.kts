// The app module of android-hour-glass @ c67dd88 (see ../SOURCE.md). SDK levels come from the version catalog
// through libs.versions.*.get().toInt(), as upstream. Firebase, signing, packaging and test settings are left
// out. The two product flavours are kept: "sand" (the default) installs as tmg.hourglass.sandbox, "live" as
// tmg.hourglass — this sample is the live build.
plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.parcelize)
    alias(libs.plugins.ksp)
    alias(libs.plugins.hilt)
    alias(libs.plugins.junit5)
    alias(libs.plugins.composecompiler)
}

android {
    compileSdk = libs.versions.compileSdk.get().toInt()

    defaultConfig {
        applicationId = "tmg.hourglass"
        minSdk = libs.versions.minSdk.get().toInt()
        targetSdk = libs.versions.targetSdk.get().toInt()
    }

    buildFeatures {
        buildConfig = true
        compose = true
    }

    flavorDimensions += "version"
    productFlavors {
        create("sand") {
            isDefault = true
            dimension = "version"
            applicationIdSuffix = ".sandbox"
            versionNameSuffix = "-sandbox"
        }

        create("live") {
            dimension = "version"
        }
    }

    namespace = "tmg.hourglass"
}

dependencies {
    implementation(project(":core:metrics:googleanalytics"))
    implementation(project(":core:metrics:crashlytics"))

    // Modules
    implementation(project(":data:room"))
    implementation(project(":data:prefs"))
    implementation(project(":domain"))
    implementation(project(":presentation:ui"))
    implementation(project(":presentation:strings"))
    implementation(project(":widgets"))

    // Hilt
    implementation(libs.hilt.android)
}
