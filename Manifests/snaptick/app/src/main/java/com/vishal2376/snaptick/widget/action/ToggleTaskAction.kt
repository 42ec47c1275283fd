// Written for GlanceSim in the shape of vishal2376/snaptick:app/src/main/java/com/vishal2376/snaptick/widget/action/ToggleTaskAction.kt @ d280daf (GPL-3.0), not a copy.
package com.vishal2376.snaptick.widget.action

import android.content.Context
import androidx.glance.GlanceId
import androidx.glance.action.ActionParameters
import androidx.glance.appwidget.GlanceAppWidget
import androidx.glance.appwidget.action.ActionCallback
import com.vishal2376.snaptick.widget.TaskAppWidget
import com.vishal2376.snaptick.widget.di.WidgetEntryPoint
import com.vishal2376.snaptick.widget.state.WidgetStateDefinition
import dagger.hilt.android.EntryPointAccessors
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.launch
import java.time.LocalDate

// Tapping a task's circle: drop it from this widget at once, write the database afterwards.
class ToggleTaskAction : ActionCallback {

	companion object {
		val TaskIdKey = ActionParameters.Key<Int>("task_id")

		// Lives on after onAction returns.
		private val backgroundScope = CoroutineScope(SupervisorJob() + Dispatchers.IO)
	}

	override suspend fun onAction(
		context: Context,
		glanceId: GlanceId,
		parameters: ActionParameters
	) {
		val taskId = parameters[TaskIdKey] ?: return

		val current = WidgetStateDefinition.getDataStore(context, "snaptick_widget_state")
			.data.first()
		val nextTasks = current.tasks.filterNot { it.id == taskId }
		if (nextTasks.size != current.tasks.size) {
			WidgetStateDefinition.updateState(context, current.copy(tasks = nextTasks))
			TaskAppWidget().update(context, glanceId)
		}

		backgroundScope.launch {
			val entryPoint = EntryPointAccessors
				.fromApplication(context.applicationContext, WidgetEntryPoint::class.java)
			val repository = entryPoint.taskRepository()
			val task = repository.getTaskById(taskId) ?: return@launch
			if (!task.isRepeated) {
				repository.updateTask(task.copy(isCompleted = !task.isCompleted))
			} else {
				val today = LocalDate.now()
				if (repository.isCompletedOn(task.uuid, today)) {
					repository.unmarkCompletedForDate(task.uuid, today)
				} else {
					repository.markCompletedForDate(task.uuid, today)
				}
			}
		}
	}
}
