// presentation/ui/build.gradle.kts @ c67dd88: shared Compose UI; no manifest.
plugins {
    id("hourglass.android.library")
    id("hourglass.android.junit5")
    id("hourglass.android.compose")
}

android {
    namespace = "tmg.hourglass.presentation"
}

dependencies {
    implementation(project(":presentation:strings"))
}
