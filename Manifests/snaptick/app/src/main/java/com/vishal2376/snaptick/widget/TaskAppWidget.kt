// Written for GlanceSim in the shape of vishal2376/snaptick:app/src/main/java/com/vishal2376/snaptick/widget/TaskAppWidget.kt @ d280daf (GPL-3.0), not a copy.
// Names, API calls and layout follow upstream; the text and comments are GlanceSim's.
package com.vishal2376.snaptick.widget

import android.content.Context
import android.os.Build
import androidx.compose.runtime.Composable
import androidx.glance.GlanceId
import androidx.glance.GlanceTheme
import androidx.glance.appwidget.GlanceAppWidget
import androidx.glance.appwidget.provideContent
import androidx.glance.currentState
import androidx.glance.material3.ColorProviders
import androidx.glance.state.GlanceStateDefinition
import com.vishal2376.snaptick.presentation.common.AppTheme
import com.vishal2376.snaptick.ui.theme.AmoledDarkColorScheme
import com.vishal2376.snaptick.ui.theme.DarkColorScheme
import com.vishal2376.snaptick.ui.theme.LightColorScheme
import com.vishal2376.snaptick.widget.model.WidgetState
import com.vishal2376.snaptick.widget.presentation.SnaptickTaskWidget
import com.vishal2376.snaptick.widget.state.WidgetStateDefinition

// The home-screen widget: today's open tasks, read from the one shared WidgetState file.
class TaskAppWidget : GlanceAppWidget() {

	override val stateDefinition: GlanceStateDefinition<WidgetState> = WidgetStateDefinition

	override suspend fun provideGlance(context: Context, id: GlanceId) {
		provideContent {
			val widgetState = currentState<WidgetState>()

			WidgetThemeWrapper(
				theme = widgetState.theme,
				useDynamicTheme = widgetState.useDynamicTheme
			) {
				SnaptickTaskWidget(
					tasks = widgetState.tasks,
					is24HourFormat = widgetState.is24HourFormat
				)
			}
		}
	}
}

// Picks the colour scheme: the system's (dynamic) on S+ when asked for, else the app theme's.
@Composable
private fun WidgetThemeWrapper(
	theme: AppTheme,
	useDynamicTheme: Boolean,
	content: @Composable () -> Unit
) {
	val scheme = when {
		useDynamicTheme && Build.VERSION.SDK_INT >= Build.VERSION_CODES.S -> null
		else -> when (theme) {
			AppTheme.Light -> LightColorScheme
			AppTheme.Dark -> DarkColorScheme
			AppTheme.Amoled -> AmoledDarkColorScheme
		}
	}

	if (scheme == null) {
		GlanceTheme(content = content)
	} else {
		GlanceTheme(
			colors = ColorProviders(scheme),
			content = content
		)
	}
}
