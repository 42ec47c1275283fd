// The Gradle project of XingHeYuZhuan/shiguangschedule @ ccdcc20 (see SOURCE.md): one module, ":app".
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

rootProject.name = "shiguangschedule"
include(":app")
