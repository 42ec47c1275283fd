// domain/build.gradle.kts @ c67dd88: an Android library without a manifest (AGP 8 needs none); the countdown
// model and repositories. compileSdk/minSdk come from the convention plugin.
plugins {
    id("hourglass.android.library")
    id("hourglass.android.junit5")
}

android {
    namespace = "tmg.hourglass.domain"
    buildFeatures {
        testFixtures.enable = true
    }
}

dependencies {
    implementation(project(":presentation:strings"))
}
