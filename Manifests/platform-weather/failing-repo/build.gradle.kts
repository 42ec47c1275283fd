// Not in android/platform-samples: the catalog app (../app/build.gradle.kts) once more, for a what-if — the
// same widget code with a WeatherRepo.getWeatherInfo() that throws, as a real network call can. Its
// behavior.json5 differs from ../app/behavior.json5 only in the worker.
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
    }
}

dependencies {
    implementation(project(":samples:user-interface:appwidgets"))
}
