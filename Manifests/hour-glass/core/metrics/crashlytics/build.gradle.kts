// core/metrics/crashlytics/build.gradle.kts @ c67dd88 (namespace swapped with googleanalytics, as upstream);
// no manifest.
plugins {
    id("hourglass.android.library")
    id("hourglass.android.junit5")
    id("hourglass.android.compose")
}

android {
    namespace = "tmg.hourglass.core.googleanalytics"
}
