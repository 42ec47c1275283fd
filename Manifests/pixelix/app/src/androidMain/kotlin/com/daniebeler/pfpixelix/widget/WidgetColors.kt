// Written for GlanceSim in the shape of daniebeler/pixelix:app/src/androidMain/kotlin/com/daniebeler/pfpixelix/widget/WidgetColors.kt @ 93d1d65 (GPL-3.0), not a copy.
package com.daniebeler.pfpixelix.widget

import androidx.compose.material3.darkColorScheme
import androidx.glance.material3.ColorProviders
import com.daniebeler.pfpixelix.ui.theme.primaryDark
import com.daniebeler.pfpixelix.ui.theme.secondaryDark
import com.daniebeler.pfpixelix.ui.theme.tertiaryDark

// Before Android 12 the widgets use the dark scheme in both modes.
object WidgetColors {
    val colors = ColorProviders(
        light = DarkColorScheme,
        dark = DarkColorScheme
    )
}

private val DarkColorScheme = darkColorScheme(
    primary = primaryDark,
    secondary = secondaryDark,
    tertiary = tertiaryDark,
)
