// The Gradle project of vishal2376/snaptick at commit d280daf (see SOURCE.md): the app and its wheel-picker
// library module.
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
		maven { url = uri("https://jitpack.io") }
	}
}

rootProject.name = "Snaptick"
include(":app")
include(":wheel-picker")
