// Written for GlanceSim in the shape of vishal2376/snaptick:app/src/main/java/com/vishal2376/snaptick/widget/worker/WidgetUpdateWorker.kt @ d280daf (GPL-3.0), not a copy.
package com.vishal2376.snaptick.widget.worker

import android.content.Context
import android.util.Log
import androidx.glance.appwidget.updateAll
import androidx.hilt.work.HiltWorker
import androidx.work.CoroutineWorker
import androidx.work.ExistingPeriodicWorkPolicy
import androidx.work.ExistingWorkPolicy
import androidx.work.OneTimeWorkRequestBuilder
import androidx.work.PeriodicWorkRequestBuilder
import androidx.work.WorkManager
import androidx.work.WorkerParameters
import androidx.work.workDataOf
import com.vishal2376.snaptick.BuildConfig
import com.vishal2376.snaptick.data.repositories.TaskRepository
import com.vishal2376.snaptick.presentation.common.AppTheme
import com.vishal2376.snaptick.util.SettingsStore
import com.vishal2376.snaptick.widget.TaskAppWidget
import com.vishal2376.snaptick.widget.model.WidgetState
import com.vishal2376.snaptick.widget.state.WidgetStateDefinition
import dagger.assisted.Assisted
import dagger.assisted.AssistedInject
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.withContext
import java.time.Duration
import java.time.LocalDate
import java.time.LocalTime

private const val TAG = "WidgetUpdateWorker"

// Rebuilds the widget's state from today's tasks and the settings, then redraws every widget.
@HiltWorker
class WidgetUpdateWorker @AssistedInject constructor(
	@Assisted private val context: Context,
	@Assisted params: WorkerParameters,
	private val taskRepository: TaskRepository,
	private val settingsStore: SettingsStore
) : CoroutineWorker(context, params) {

	override suspend fun doWork(): Result = withContext(Dispatchers.IO) {
		try {
			val shown = refreshNow(context, taskRepository, settingsStore)
			Result.success(workDataOf(SUCCESS_KEY to "$shown tasks on the widget"))
		} catch (e: Exception) {
			Log.e(TAG, "Could not refresh the widget", e)
			Result.failure(workDataOf(ERROR_KEY to e.message))
		}
	}

	companion object {
		private const val WORKER_NAME = "widget_update_worker"
		private const val PERIODIC_WORKER_NAME = "widget_periodic_update_worker"
		const val SUCCESS_KEY = "widget_update_success"
		const val ERROR_KEY = "widget_update_error"

		// The refresh itself, on the caller's coroutine; returns how many tasks were pushed.
		suspend fun refreshNow(
			context: Context,
			taskRepository: TaskRepository,
			settingsStore: SettingsStore,
		): Int {
			if (BuildConfig.DEBUG) Log.d(TAG, "refreshing widget state")

			val todays = taskRepository.getTodayTasksWithCompletions().first()
			val weekday = LocalDate.now().dayOfWeek.value - 1
			val open = todays.filter { task ->
				!task.isRepeated || task.getRepeatWeekList().contains(weekday)
			}.filter { !it.isCompleted }

			val is24HourFormat = settingsStore.timeFormatKey.first()
			val themeOrdinal = settingsStore.themeKey.first()
			val theme = AppTheme.entries.getOrElse(themeOrdinal) { AppTheme.Amoled }
			val useDynamicTheme = settingsStore.dynamicThemeKey.first()

			val newState = WidgetState(
				tasks = open,
				is24HourFormat = is24HourFormat,
				theme = theme,
				useDynamicTheme = useDynamicTheme,
			)
			WidgetStateDefinition.updateState(context, newState)
			TaskAppWidget().updateAll(context)
			return open.size
		}

		// One refresh soon, replacing any that is still waiting.
		fun enqueueWorker(
			context: Context,
			policy: ExistingWorkPolicy = ExistingWorkPolicy.REPLACE
		) {
			val workRequest = OneTimeWorkRequestBuilder<WidgetUpdateWorker>()
				.addTag(WORKER_NAME)
				.build()

			WorkManager.getInstance(context)
				.enqueueUniqueWork(WORKER_NAME, policy, workRequest)
		}

		// A refresh every day, the first one just after the coming midnight.
		fun enqueuePeriodicWorker(
			context: Context,
			policy: ExistingPeriodicWorkPolicy = ExistingPeriodicWorkPolicy.KEEP
		) {
			val now = LocalTime.now()
			val endOfDay = LocalTime.MAX
			val delayUntilMidnight = Duration.between(now, endOfDay)
				.plus(Duration.ofSeconds(2))

			val periodicRequest = PeriodicWorkRequestBuilder<WidgetUpdateWorker>(
				Duration.ofDays(1)
			)
				.addTag(PERIODIC_WORKER_NAME)
				.setInitialDelay(delayUntilMidnight)
				.build()

			WorkManager.getInstance(context)
				.enqueueUniquePeriodicWork(PERIODIC_WORKER_NAME, policy, periodicRequest)
		}

		fun cancelPeriodicWorker(context: Context) {
			WorkManager.getInstance(context)
				.cancelUniqueWork(PERIODIC_WORKER_NAME)
		}

		fun cancelWorker(context: Context) {
			WorkManager.getInstance(context)
				.cancelUniqueWork(WORKER_NAME)
		}
	}
}
