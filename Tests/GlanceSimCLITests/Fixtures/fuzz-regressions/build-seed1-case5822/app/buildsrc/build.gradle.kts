plugins {
    id("com.android.application")
}

android {
    compileSdkVersion(AndroidSdk.compile)
    defaultConfig {
        applicationId = "org.example.buildsrc"
        minSdkVersion(21)
        targetSdkVersion(AndroidSdk.target)
    }
}
