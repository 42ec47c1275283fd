plugins {
    kotlin("multiplatform")
    id("com.android.kotlin.multiplatform.library")
}

kotlin {
    androidLibrary {
        namespace = "org.example.shared"
        compileSdk = 35
        minSdk = 24
    }
    sourceSets {
        commonMain.dependencies { }
    }
}
