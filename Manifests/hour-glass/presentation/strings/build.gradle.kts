// presentation/strings/build.gradle.kts @ c67dd88: the app's strings (res/values) — among them the widget's
// label and its "N/A" — in a library with no manifest.
plugins {
    id("hourglass.android.library")
}

android {
    namespace = "tmg.hourglass.strings"
}
