// Root build script of Pixelix @ 93d1d65: plugin aliases from the version catalog, applied by the modules.
plugins {
    alias(libs.plugins.androidApplication) apply false
    alias(libs.plugins.kotlinMultiplatform) apply false
    alias(libs.plugins.composeMultiplatform) apply false
    alias(libs.plugins.kotlinx.serialization) apply false
}
