pluginManagement {
    repositories { google() }
}
rootProject.name = "Tides"
include(":app")
include(":widget", ":groovy", ":buildsrc", ":kmp")
include(":notes", ":notes-widget", ":notes-model", ":convention")
