plugins {
    id("org.example.convention.android.application")
}

// The convention plugin (build-logic) sets compileSdk, minSdk and targetSdk; GlanceSim cannot read it.
android {
    namespace = "org.example.convention"
}
