// The Gradle project of daniebeler/pixelix at commit 93d1d65 (see SOURCE.md): one Kotlin Multiplatform module,
// ":app", whose Android source set is src/androidMain/ (manifest, res/, the widget code).
pluginManagement {
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
    }
}
dependencyResolutionManagement {
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
    }
}

rootProject.name = "Pixelix"
include(":app")
