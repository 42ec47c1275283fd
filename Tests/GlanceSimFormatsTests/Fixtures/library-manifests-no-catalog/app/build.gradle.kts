plugins {
    id("com.android.application")
}

android {
    namespace = "org.example.nocatalog"
    defaultConfig {
        minSdk = 26
        targetSdk = 34
    }
}

dependencies {
    implementation(libs.androidx.work.runtime.ktx)
}
