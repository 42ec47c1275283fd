// Written for GlanceSim in the shape of vishal2376/snaptick:app/src/main/java/com/vishal2376/snaptick/presentation/common/utils/TaskFormatter.kt @ d280daf (GPL-3.0), not a copy.
// Only formatTaskTime, which the widget's task row calls.
package com.vishal2376.snaptick.presentation.common.utils

import com.vishal2376.snaptick.domain.model.Task

// "start - end" in the chosen clock, with " +1" when the task runs past midnight.
fun formatTaskTime(task: Task, is24HourFormat: Boolean = false): String {
	val formatter = if (is24HourFormat) Formatters.time24h else Formatters.time12h
	val nextDay = !task.isAllDayTaskEnabled() && task.endTime < task.startTime
	val start = task.startTime.format(formatter)
	val end = task.endTime.format(formatter)
	return if (nextDay) "$start - $end +1" else "$start - $end"
}
