// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/data/sync/WidgetDataSynchronizer.kt @ ccdcc20 (Apache-2.0), not a copy.
package com.xingheyuzhuan.shiguangschedule.data.sync

import android.content.Context
import com.xingheyuzhuan.shiguangschedule.data.db.main.AppSettings
import com.xingheyuzhuan.shiguangschedule.data.db.main.CourseWithWeeks
import com.xingheyuzhuan.shiguangschedule.data.db.main.TimeSlot
import com.xingheyuzhuan.shiguangschedule.data.db.widget.WidgetCourse
import com.xingheyuzhuan.shiguangschedule.data.repository.AppSettingsRepository
import com.xingheyuzhuan.shiguangschedule.data.repository.CourseTableRepository
import com.xingheyuzhuan.shiguangschedule.data.repository.TimeSlotRepository
import com.xingheyuzhuan.shiguangschedule.data.repository.WidgetRepository
import com.xingheyuzhuan.shiguangschedule.widget.updateAllWidgets
import kotlinx.coroutines.ExperimentalCoroutinesApi
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.combine
import kotlinx.coroutines.flow.first
import kotlinx.coroutines.flow.flatMapLatest
import kotlinx.coroutines.flow.flowOf
import java.time.LocalDate
import java.time.format.DateTimeFormatter
import java.time.temporal.ChronoUnit
import java.util.Locale

// Copies the current timetable into the widget database: one WidgetCourse per course and date, for the seven
// days from today (or from the semester's first day, if it is later). SyncManager collects syncFlow; the daily
// FullDataSyncWorker calls syncNow().
class WidgetDataSynchronizer(
    private val appContext: Context,
    private val appSettingsRepository: AppSettingsRepository,
    private val courseTableRepository: CourseTableRepository,
    private val timeSlotRepository: TimeSlotRepository,
    private val widgetRepository: WidgetRepository
) {
    private val dateFormatter = DateTimeFormatter.ofPattern("yyyy-MM-dd", Locale.getDefault())
    private val WIDGET_SYNC_DAYS = 7L

    @OptIn(ExperimentalCoroutinesApi::class)
    val syncFlow: Flow<Unit> = appSettingsRepository.getAppSettings()
        .flatMapLatest { appSettings ->
            val tableId = appSettings?.currentCourseTableId
            if (tableId == null) {
                flowOf(Triple(appSettings, emptyList(), emptyList()))
            } else {
                combine(
                    courseTableRepository.getCoursesWithWeeksByTableId(tableId),
                    timeSlotRepository.getTimeSlotsByCourseTableId(tableId)
                ) { courses, timeSlots -> Triple(appSettings, courses, timeSlots) }
            }
        }.combine(flowOf(Unit)) { (appSettings, coursesWithWeeks, timeSlots), _ ->
            if (appSettings != null) {
                performSync(appSettings, coursesWithWeeks, timeSlots)
            }
        }

    suspend fun syncNow() {
        val appSettings = appSettingsRepository.getAppSettings().first()
        val tableId = appSettings?.currentCourseTableId
        val coursesWithWeeks =
            if (tableId == null) emptyList() else courseTableRepository.getCoursesWithWeeksByTableId(tableId).first()
        val timeSlots =
            if (tableId == null) emptyList() else timeSlotRepository.getTimeSlotsByCourseTableId(tableId).first()

        if (appSettings != null) {
            performSync(appSettings, coursesWithWeeks, timeSlots)
        }
    }

    private suspend fun performSync(
        appSettings: AppSettings,
        coursesWithWeeks: List<CourseWithWeeks>,
        timeSlots: List<TimeSlot>
    ) {
        // No table, no start date or an unreadable date: the widget database is emptied (no redraw).
        if (appSettings.currentCourseTableId == null) {
            widgetRepository.deleteAll()
            return
        }
        val semesterStartDateString = appSettings.semesterStartDate ?: run {
            widgetRepository.deleteAll()
            return
        }
        val semesterStartDate: LocalDate = try {
            LocalDate.parse(semesterStartDateString, dateFormatter)
        } catch (e: Exception) {
            widgetRepository.deleteAll()
            return
        }
        val semesterTotalWeeks = appSettings.semesterTotalWeeks
        val skippedDates = appSettings.skippedDates ?: emptySet()
        val timeSlotMap = timeSlots.associateBy { it.number }
        val today = LocalDate.now()
        val startSyncDate = if (today.isBefore(semesterStartDate)) semesterStartDate else today

        val widgetCourses = mutableListOf<WidgetCourse>()
        for (i in 0 until WIDGET_SYNC_DAYS) {
            val date = startSyncDate.plusDays(i)
            val dateString = date.format(dateFormatter)
            val weekNumber = (ChronoUnit.DAYS.between(semesterStartDate, date) / 7).toInt() + 1
            if (weekNumber < 1 || semesterTotalWeeks <= 0 || weekNumber > semesterTotalWeeks) continue

            coursesWithWeeks
                .filter { cw -> cw.course.day == date.dayOfWeek.value && cw.weeks.any { it.weekNumber == weekNumber } }
                .forEach { cw ->
                    val course = cw.course
                    widgetCourses.add(
                        WidgetCourse(
                            id = "${course.id}-$dateString",
                            name = course.name,
                            teacher = course.teacher,
                            position = course.position,
                            startTime = timeSlotMap[course.startSection]?.startTime ?: "",
                            endTime = timeSlotMap[course.endSection]?.endTime ?: "",
                            isSkipped = dateString in skippedDates,
                            date = dateString
                        )
                    )
                }
        }

        widgetRepository.deleteAll()
        if (widgetCourses.isNotEmpty()) {
            widgetRepository.insertAll(widgetCourses)
        }
        updateAllWidgets(appContext)
    }
}
