// The Gradle project of android/platform-samples at commit dbcac6e (see SOURCE.md), reduced to the two
// modules this sample needs. The real settings script finds its samples by walking the tree
// (settingsDir.walk() for build files under /samples/) — code GlanceSim does not run — so they are listed here.
rootProject.name = "Platform Samples"
include(":app")
include(":samples:user-interface:appwidgets")
// Not in the real repository: the catalog app again, with a WeatherRepo that throws (failing-repo/).
include(":failing-repo")
