// The app module of daniebeler/pixelix @ 93d1d65 (see ../SOURCE.md): a Kotlin Multiplatform module (Android +
// iOS) whose Android side is an application. The SDK levels are literals in android { defaultConfig { } }, as
// upstream. Only the dependencies the widgets use are kept; the iOS targets are listed as upstream does.
plugins {
    alias(libs.plugins.androidApplication)
    alias(libs.plugins.kotlinMultiplatform)
    alias(libs.plugins.composeMultiplatform)
    alias(libs.plugins.kotlinx.serialization)
}

kotlin {
    jvmToolchain(17)
    androidTarget()

    listOf(
        iosX64(),
        iosArm64(),
        iosSimulatorArm64()
    ).forEach {
        it.binaries.framework {
            baseName = "ComposeApp"
            isStatic = true
        }
    }

    sourceSets {
        commonMain.dependencies {
            implementation(libs.kotlinx.serialization.json)
        }
        androidMain.dependencies {
            // widget
            implementation(libs.androidx.glance.appwidget)
            implementation(libs.androidx.glance.material3)
            // work Manager
            implementation(libs.androidx.work.runtime.ktx)
        }
    }
}

android {
    namespace = "com.daniebeler.pfpixelix"
    compileSdk = 35

    defaultConfig {
        applicationId = "com.daniebeler.pfpixelix"
        minSdk = 26
        targetSdk = 35
        versionCode = 30
        versionName = "4.0.3"
    }

    buildFeatures {
        buildConfig = true
    }
}
