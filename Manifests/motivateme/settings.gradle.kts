// Restates KatieBarnett/MotivateMe's settings.gradle.kts @ 3538f83 (branch workshop/Activity-12): one module.
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

rootProject.name = "MotivateMe"
include(":app")
