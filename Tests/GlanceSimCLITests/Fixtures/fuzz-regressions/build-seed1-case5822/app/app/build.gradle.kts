plugins {
    alias(libs.plugins.android.application)
}

android {
    namespace = "org.example.tides"
    compileSdk = libs.versions.android.compileSdk.get().toInt()

    defaultConfig {
        applicationId = "org.example.tides.app"
        minSdk = libs.versions.minSdk.get().toInt()
        targetSdk = libs.versions.targetSdk.get().toInt()
        versionCode = 3
    }
    lint {
        targetSdk = 21
    }
    testOptions {
        targetSdk = 21
    }
}

dependencies {
    implementation(project(":widget"))
    implementation("androidx.glance:glance-appwidget:1.1.1")
}
