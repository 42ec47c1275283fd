plugins {
    id("com.android.application")
}

android {
    namespace = "org.example.calendar.nowork"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
    }
}

dependencies {
    implementation(libs.example.calendar.sync)
    implementation(platform("androidx.compose:compose-bom:2024.06.00"))
}
