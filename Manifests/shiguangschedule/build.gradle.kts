// Root build script of XingHeYuZhuan/shiguangschedule @ ccdcc20: plugin aliases from the version catalog,
// applied by the app module.
plugins {
    alias(libs.plugins.android.application) apply false
    alias(libs.plugins.kotlin.android) apply false
    alias(libs.plugins.kotlin.compose) apply false
    alias(libs.plugins.ksp) apply false
}
