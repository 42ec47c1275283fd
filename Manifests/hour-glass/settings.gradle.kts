// The Gradle project of thementalgoose/android-hour-glass at commit c67dd88 (see SOURCE.md): nine modules, and
// an included build (build-logic) whose convention plugins configure every library module.
pluginManagement {
    includeBuild("build-logic")
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}

rootProject.name = "android-hour-glass"

include(":app")
include(":core:metrics:googleanalytics")
include(":core:metrics:crashlytics")
include(":domain")
include(":data:room")
include(":data:prefs")
include(":presentation:ui")
include(":presentation:strings")
include(":widgets")
