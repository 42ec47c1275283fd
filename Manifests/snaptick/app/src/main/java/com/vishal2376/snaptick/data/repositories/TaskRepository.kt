// Written for GlanceSim in the shape of vishal2376/snaptick:app/src/main/java/com/vishal2376/snaptick/data/repositories/TaskRepository.kt @ d280daf (GPL-3.0), not a copy.
// Trimmed to what the widget depends on: every write ends in WidgetUpdateWorker.enqueueWorker, and the reads the
// worker and the toggle action use. Calendar sync and backups are left out; the DAOs are not reproduced.
package com.vishal2376.snaptick.data.repositories

import android.content.Context
import com.vishal2376.snaptick.data.calendar.CalendarPusher
import com.vishal2376.snaptick.data.local.TaskCompletion
import com.vishal2376.snaptick.data.local.TaskCompletionDao
import com.vishal2376.snaptick.data.local.TaskDao
import com.vishal2376.snaptick.data.local.TaskDatabase
import com.vishal2376.snaptick.data.local.TaskReminder
import com.vishal2376.snaptick.data.local.TaskReminderDao
import com.vishal2376.snaptick.domain.model.Task
import com.vishal2376.snaptick.service.PomodoroService
import com.vishal2376.snaptick.util.ReminderScheduler
import com.vishal2376.snaptick.widget.worker.WidgetUpdateWorker
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.onEach
import java.time.LocalDate

class TaskRepository(
	private val dao: TaskDao,
	private val completionDao: TaskCompletionDao,
	private val reminderDao: TaskReminderDao,
	private val database: TaskDatabase,
	private val context: Context,
	private val calendarPusher: CalendarPusher,
	private val reminderScheduler: ReminderScheduler,
) {
	suspend fun insertTask(task: Task, reminderOffsets: List<Int> = defaultOffsets(task)) {
		dao.insertTask(task)
		val stored = dao.getTaskByUuid(task.uuid) ?: task
		writeReminderOffsets(stored.uuid, reminderOffsets)
		reminderScheduler.schedule(stored, offsets = reminderOffsets)
		calendarPusher.pushInsert(stored)
		WidgetUpdateWorker.enqueueWorker(context)
	}

	suspend fun deleteTask(task: Task) {
		reminderScheduler.cancel(task.id)
		PomodoroService.stopIfRunningFor(context, task.id)
		completionDao.deleteAllForTask(task.uuid)
		reminderDao.deleteAllForTask(task.uuid)
		dao.deleteTask(task)
		calendarPusher.pushDelete(task)
		WidgetUpdateWorker.enqueueWorker(context)
	}

	suspend fun updateTask(task: Task, reminderOffsets: List<Int>? = null) {
		reminderScheduler.cancel(task.id)
		if (task.isCompleted) PomodoroService.stopIfRunningFor(context, task.id)
		dao.updateTask(task)
		val offsets = reminderOffsets ?: reminderDao.offsetsForTask(task.uuid)
			.ifEmpty { defaultOffsets(task) }
		if (reminderOffsets != null) writeReminderOffsets(task.uuid, reminderOffsets)
		reminderScheduler.schedule(task, offsets = offsets)
		calendarPusher.pushUpdate(task)
		WidgetUpdateWorker.enqueueWorker(context)
	}

	private suspend fun writeReminderOffsets(uuid: String, offsets: List<Int>) {
		reminderDao.deleteAllForTask(uuid)
		if (offsets.isNotEmpty()) {
			reminderDao.insertAll(offsets.map { TaskReminder(uuid = uuid, offsetMinutes = it) })
		}
	}

	private fun defaultOffsets(task: Task): List<Int> =
		if (task.reminder) listOf(0) else emptyList()

	suspend fun getTaskById(id: Int): Task? = dao.getTaskById(id)

	suspend fun deleteAllTasks() {
		val running = PomodoroService.runningTaskId
		if (running > 0) PomodoroService.stopIfRunningFor(context, running)
		dao.deleteAllTasks()
		WidgetUpdateWorker.enqueueWorker(context)
	}

	// Today's one-off tasks and the repeats active today, with today's completion rows applied to the repeats.
	fun getTodayTasksWithCompletions(): Flow<List<Task>> {
		val today = LocalDate.now()
		val todayIso = today.toString()
		return combine(
			dao.getTasksByDate(todayIso),
			dao.getActiveRepeats(todayIso),
			completionDao.completedUuidsOn(todayIso),
		) { dated, repeats, completedUuids ->
			val doneToday = completedUuids.toHashSet()
			val ids = HashSet<Int>()
			val result = ArrayList<Task>(dated.size + repeats.size)
			fun withCompletion(task: Task): Task =
				if (task.isRepeated && task.uuid in doneToday) task.copy(isCompleted = true) else task
			for (task in dated + repeats) {
				if (task.id in ids || !task.shouldOccurOn(today)) continue
				ids += task.id
				result += withCompletion(task)
			}
			result
		}
	}

	// Every emission of the task table also asks for a widget refresh.
	fun getAllTasks(): Flow<List<Task>> {
		return dao.getAllTasks().onEach {
			WidgetUpdateWorker.enqueueWorker(context)
		}
	}

	suspend fun markCompletedForDate(uuid: String, date: LocalDate) {
		completionDao.insert(TaskCompletion(uuid = uuid, date = date.toString()))
		dao.getTaskByUuid(uuid)?.let { task ->
			val isToday = date == LocalDate.now()
			if (isToday) PomodoroService.stopIfRunningFor(context, task.id)
			val offsets = reminderDao.offsetsForTask(uuid)
			reminderScheduler.cancel(task.id)
			reminderScheduler.schedule(task, offsets = offsets, skipToday = isToday)
		}
		WidgetUpdateWorker.enqueueWorker(context)
	}

	suspend fun unmarkCompletedForDate(uuid: String, date: LocalDate) {
		completionDao.delete(uuid, date.toString())
		dao.getTaskByUuid(uuid)?.let { task ->
			val offsets = reminderDao.offsetsForTask(uuid)
			reminderScheduler.cancel(task.id)
			reminderScheduler.schedule(task, offsets = offsets)
		}
		WidgetUpdateWorker.enqueueWorker(context)
	}

	suspend fun isCompletedOn(uuid: String, date: LocalDate): Boolean =
		completionDao.isCompleted(uuid, date.toString())
}
