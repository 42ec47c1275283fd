rootProject.name = "library-without-manifest"
include(":app", ":lib")
