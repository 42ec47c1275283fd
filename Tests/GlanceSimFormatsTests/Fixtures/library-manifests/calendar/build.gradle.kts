plugins {
    id("com.android.application")
}

android {
    namespace = "org.example.calendar"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
    }
}

dependencies {
    implementation(libs.androidx.work.runtime.ktx)
    implementation(libs.bundles.widgets)
    implementation(libs.example.calendar.sync)
    implementation(platform("androidx.compose:compose-bom:2024.06.00"))
}
