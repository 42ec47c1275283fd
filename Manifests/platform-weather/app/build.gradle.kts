// The catalog app of android/platform-samples at dbcac6e (see ../SOURCE.md): the application every sample is
// a library of. Its SDK levels are written here as literals, as in the real file.
plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
}

android {
    namespace = "com.example.platform.app"
    compileSdk = 33

    defaultConfig {
        applicationId = "com.example.platform.app"
        minSdk = 21
        targetSdk = 33
        versionCode = 1
        versionName = "1.0"
    }
}

dependencies {
    // The real file adds every sample found by settings.gradle.kts:
    //     val samples: List<String> by project.extra
    //     samples.forEach { implementation(project(it)) }
    // Here, the one sample modelled:
    implementation(project(":samples:user-interface:appwidgets"))
}
