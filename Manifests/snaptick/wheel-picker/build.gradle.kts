// The wheel-picker library module of Snaptick @ d280daf (the time picker of the task editor). Its compileSdk
// (34) is below the app's, as upstream; it has no target SDK of its own.
plugins {
	id("com.android.library")
	id("org.jetbrains.kotlin.android")
}

android {
	namespace = "com.vishal2376.snaptick.wheelpicker"
	compileSdk = 34

	defaultConfig {
		minSdk = 26
		consumerProguardFiles("consumer-rules.pro")
	}
}
