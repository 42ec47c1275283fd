// The app module of vishal2376/snaptick @ d280daf (see ../SOURCE.md). SDK levels are literals, dependencies
// are string coordinates (no version catalog). Signing, Room schema, Compose and test settings are left out.
plugins {
	id("com.android.application")
	id("org.jetbrains.kotlin.android")
	id("com.google.devtools.ksp")
	kotlin("kapt")
	id("com.google.dagger.hilt.android")
}

android {
	namespace = "com.vishal2376.snaptick"
	compileSdk = 36

	defaultConfig {
		applicationId = "com.vishal2376.snaptick"
		minSdk = 26
		targetSdk = 36
		versionCode = 14
		versionName = "4.2"
	}

	buildTypes {
		release {
			isMinifyEnabled = true
		}
		// The debug build installs as com.vishal2376.snaptick.debug; this sample is the release build.
		debug {
			applicationIdSuffix = ".debug"
		}
	}
}

dependencies {
	implementation(project(":wheel-picker"))

	//room
	implementation("androidx.room:room-runtime:2.6.1")
	implementation("androidx.room:room-ktx:2.6.1")
	ksp("androidx.room:room-compiler:2.6.1")

	//hilt
	implementation("androidx.hilt:hilt-work:1.2.0")

	//work manager
	implementation("androidx.work:work-runtime-ktx:2.9.0")

	//datastore
	implementation("androidx.datastore:datastore-preferences:1.0.0")

	//glance
	implementation("androidx.glance:glance-appwidget:1.1.1")
	implementation("androidx.glance:glance-material3:1.1.1")

	//gson
	implementation("com.google.code.gson:gson:2.10.1")
}
