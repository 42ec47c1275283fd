plugins { id("com.android.library") }
android { defaultConfig { minSdk = 26 } }
