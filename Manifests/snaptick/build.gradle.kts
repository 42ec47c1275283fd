// Root build script of Snaptick @ d280daf: plugin ids and versions written as strings (the project has no
// version catalog).
plugins {
	id("com.android.application") version "8.10.1" apply false
	id("org.jetbrains.kotlin.android") version "1.9.23" apply false
	id("com.google.devtools.ksp") version "1.9.21-1.0.15" apply false
	id("com.google.dagger.hilt.android") version "2.49" apply false
}
