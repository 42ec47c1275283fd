// Restates mihonapp/mihon's settings.gradle.kts @ a2c24ff (Apache-2.0), trimmed to the two modules this sample
// has. Upstream includes :app, :baseline-profile, :core-metadata, :core:archive, :core:common, :core:metro,
// :data, :domain, :i18n, :presentation-core, :presentation-widget, :source-api, :source-local and :telemetry;
// the home-screen widget lives in the library module :presentation-widget, merged into :app.
pluginManagement {
    includeBuild("gradle/build-logic")
    repositories {
        google()
        mavenCentral()
        gradlePluginPortal()
        maven(url = "https://www.jitpack.io")
    }
}

dependencyResolutionManagement {
    versionCatalogs {
        // The second catalog, `mihonx`: SDK levels and the convention plugins' ids.
        create("mihonx") {
            from(files("gradle/mihon.versions.toml"))
        }
    }
    repositoriesMode.set(RepositoriesMode.FAIL_ON_PROJECT_REPOS)
    repositories {
        google()
        mavenCentral()
        maven(url = "https://www.jitpack.io")
    }
}

enableFeaturePreview("TYPESAFE_PROJECT_ACCESSORS")

rootProject.name = "Mihon"
include(":app")
include(":presentation-widget")
