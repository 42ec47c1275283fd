plugins {
    alias(libs.plugins.android.library)
}

android {
    namespace = "org.example.tides.widget"
    defaultConfig {
        minSdk = 23
    }
}
