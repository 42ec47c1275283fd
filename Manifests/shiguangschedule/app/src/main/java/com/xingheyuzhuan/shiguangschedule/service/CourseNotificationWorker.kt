// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/service/CourseNotificationWorker.kt @ ccdcc20 (Apache-2.0), not a copy.
// Not a widget component: kept because SyncManager enqueues it after every widget-database write and it reads
// that database (see the sample's SOURCE.md).
package com.xingheyuzhuan.shiguangschedule.service

import android.app.AlarmManager
import android.app.PendingIntent
import android.content.Context
import android.content.Intent
import android.os.Build
import android.util.Log
import androidx.work.CoroutineWorker
import androidx.work.WorkerParameters
import com.xingheyuzhuan.shiguangschedule.data.repository.AppSettingsRepository
import com.xingheyuzhuan.shiguangschedule.data.repository.WidgetRepository
import kotlinx.coroutines.flow.first
import java.time.LocalDate
import java.time.LocalDateTime
import java.time.LocalTime
import java.time.ZoneId
import java.time.format.DateTimeFormatter
import kotlin.math.abs

// Re-plans the course reminders: cancels the alarms of the next 14 days' courses, then (reminders on) sets one
// exact alarm per course that is not skipped, remindBeforeMinutes before it starts, if that is still ahead.
class CourseNotificationWorker(
    appContext: Context,
    workerParams: WorkerParameters,
    private val appSettingsRepository: AppSettingsRepository,
    private val widgetRepository: WidgetRepository
) : CoroutineWorker(appContext, workerParams) {

    private val alarmManager = appContext.getSystemService(Context.ALARM_SERVICE) as AlarmManager

    companion object {
        private const val WIDGET_SYNC_DAYS = 14L
        private const val TAG = "CourseNotificationWorker"
    }

    override suspend fun doWork(): Result {
        return try {
            val appSettings = appSettingsRepository.getAppSettings().first()
            if (!appSettings.reminderEnabled) {
                cancelAllAlarms()
                return Result.success()
            }
            val remindBeforeMinutes = appSettings.remindBeforeMinutes
            val courses = coursesAhead()
            cancelAllAlarms()
            for (course in courses) {
                if (course.isSkipped) continue
                val remindTime = LocalDateTime.of(LocalDate.parse(course.date), LocalTime.parse(course.startTime))
                    .minusMinutes(remindBeforeMinutes.toLong())
                if (remindTime.isAfter(LocalDateTime.now())) {
                    val millis = remindTime.atZone(ZoneId.systemDefault()).toInstant().toEpochMilli()
                    setAlarm(course.id, millis, course.name, course.position)
                }
            }
            Result.success()
        } catch (e: Exception) {
            Log.e(TAG, "could not set the reminders", e)
            Result.failure()
        }
    }

    private suspend fun coursesAhead() = LocalDate.now().let { today ->
        widgetRepository.getWidgetCoursesByDateRange(
            today.format(DateTimeFormatter.ISO_LOCAL_DATE),
            today.plusDays(WIDGET_SYNC_DAYS).format(DateTimeFormatter.ISO_LOCAL_DATE)
        ).first()
    }

    // Android 12+: nothing is set without the exact-alarm permission.
    private fun setAlarm(courseId: String, triggerTime: Long, name: String, position: String) {
        if (Build.VERSION.SDK_INT >= Build.VERSION_CODES.S && !alarmManager.canScheduleExactAlarms()) {
            return
        }
        val intent = Intent(applicationContext, CourseAlarmReceiver::class.java).apply {
            putExtra(CourseAlarmReceiver.EXTRA_COURSE_ID, courseId)
            putExtra(CourseAlarmReceiver.EXTRA_COURSE_NAME, name)
            putExtra(CourseAlarmReceiver.EXTRA_COURSE_POSITION, position)
        }
        val pendingIntent = PendingIntent.getBroadcast(
            applicationContext,
            abs(courseId.hashCode()),
            intent,
            PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE
        )
        alarmManager.setExactAndAllowWhileIdle(
            AlarmManager.RTC_WAKEUP,
            triggerTime,
            pendingIntent
        )
    }

    private suspend fun cancelAllAlarms() {
        for (course in coursesAhead()) {
            val intent = Intent(applicationContext, CourseAlarmReceiver::class.java).apply {
                putExtra(CourseAlarmReceiver.EXTRA_COURSE_ID, course.id)
            }
            val pendingIntent = PendingIntent.getBroadcast(
                applicationContext,
                abs(course.id.hashCode()),
                intent,
                PendingIntent.FLAG_NO_CREATE or PendingIntent.FLAG_IMMUTABLE
            )
            pendingIntent?.let {
                alarmManager.cancel(it)
                it.cancel()
            }
        }
    }
}
