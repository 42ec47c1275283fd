plugins { id("com.android.application") }
android {
    namespace = "com.example.app"
    defaultConfig { minSdk = 26; targetSdk = 34 }
}
dependencies {
    implementation(project(":lib"))
}
