// Written for GlanceSim in the shape of vishal2376/snaptick:app/src/main/java/com/vishal2376/snaptick/widget/model/WidgetState.kt @ d280daf (GPL-3.0), not a copy.
package com.vishal2376.snaptick.widget.model

import com.vishal2376.snaptick.domain.model.Task
import com.vishal2376.snaptick.presentation.common.AppTheme

// Everything the widget draws, as the worker last wrote it.
data class WidgetState(
	val tasks: List<Task> = emptyList(),
	val is24HourFormat: Boolean = false,
	val theme: AppTheme = AppTheme.Amoled,
	val useDynamicTheme: Boolean = false
)
