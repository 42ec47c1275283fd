// Restates mihon's top-level build.gradle.kts @ a2c24ff, trimmed to the Android plugins the two modules here
// apply; upstream also declares about-libraries, baseline profile, Crashlytics, Google services, the Compose
// compiler, serialization, Metro, moko-resources and SQLDelight, and wires build-logic's clean/Spotless tasks.
plugins {
    alias(libs.plugins.android.application) apply false
    alias(libs.plugins.android.library) apply false
}
