plugins {
    alias(libs.plugins.android.application)
}

android {
    namespace = "org.example.notes"
    compileSdk = project.libs.versions.android.compileSdk.get().toInt()

    defaultConfig {
        applicationId = "org.example.notes"
        minSdk = project.libs.versions.app.build.minimumSDK.get().toInt()
        targetSdk = project.libs.versions.app.build.targetSDK.get().toInt()
    }
}

dependencies {
    implementation(project(":notes-widget"))
    implementation(project(":notes-model"))
}
