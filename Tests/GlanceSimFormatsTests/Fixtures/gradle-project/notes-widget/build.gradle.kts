plugins {
    alias(libs.plugins.android.library)
}

// No src/main/AndroidManifest.xml: the Android Gradle Plugin takes the package from the namespace.
android {
    namespace = "org.example.notes.widget"
    defaultConfig {
        minSdk = project.libs.versions.app.build.minimumSDK.get().toInt()
    }
}
