// Written for GlanceSim in the shape of thementalgoose/android-hour-glass:widgets/src/main/java/tmg/hourglass/widgets/presentation/CountdownWidgetTheming.kt @ c67dd88 (Apache-2.0), excerpt, Apache-2.0.
// Copyright the android-hour-glass authors. Licensed under the Apache License, Version 2.0
// (http://www.apache.org/licenses/LICENSE-2.0). The upstream file as it is at that commit, unchanged below this header.
package tmg.hourglass.widgets.presentation

import androidx.compose.runtime.Composable
import androidx.compose.ui.unit.sp
import androidx.glance.GlanceTheme
import androidx.glance.text.TextDefaults.defaultTextStyle
import androidx.glance.text.TextStyle
import androidx.glance.unit.ColorProvider

data class CountdownWidgetTheming(
    val backgroundColor: ColorProvider,
    val barBackgroundColor: ColorProvider,
    val textColor: ColorProvider
) {
    val title: TextStyle = defaultTextStyle.copy(
        color = textColor,
        fontSize = 18.sp
    )
    val content: TextStyle = defaultTextStyle.copy(
        color = textColor,
        fontSize = 14.sp
    )
}

@Composable
fun getCountdownWidgetColors(): CountdownWidgetTheming {
    return CountdownWidgetTheming(
        textColor = GlanceTheme.colors.onBackground,
        backgroundColor = GlanceTheme.colors.widgetBackground,
        barBackgroundColor = GlanceTheme.colors.secondaryContainer
    )
}
