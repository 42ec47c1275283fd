// build-logic/convention/build.gradle.kts @ c67dd88: registers the convention plugins the modules apply.
// HourglassAndroidLibraryConventionPlugin (Kotlin, not reproduced here) applies com.android.library and sets
// compileSdk and minSdk from the catalog (libs.findVersion("compileSdk"/"minSdk")) — values in code GlanceSim
// does not run.
plugins {
    `kotlin-dsl`
}

dependencies {
    compileOnly(libs.gradle.agp)
    compileOnly(libs.gradle.hilt)
}

gradlePlugin {
    plugins {
        register("hourglassAndroidLibrary") {
            id = "hourglass.android.library"
            implementationClass = "HourglassAndroidLibraryConventionPlugin"
        }
        register("hourglassAndroidCompose") {
            id = "hourglass.android.compose"
            implementationClass = "HourglassAndroidComposeConventionPlugin"
        }
        register("hourglassAndroidJunit5") {
            id = "hourglass.android.junit5"
            implementationClass = "HourglassAndroidJunit5ConventionPlugin"
        }
    }
}
