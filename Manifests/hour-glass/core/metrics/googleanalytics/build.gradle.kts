// core/metrics/googleanalytics/build.gradle.kts @ c67dd88. Upstream gives this module the namespace
// "tmg.hourglass.core.crashlytics" and the crashlytics module "tmg.hourglass.core.googleanalytics" — swapped,
// kept as they are.
plugins {
    id("hourglass.android.library")
    id("hourglass.android.junit5")
    id("hourglass.android.compose")
}

android {
    namespace = "tmg.hourglass.core.crashlytics"
}
