// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/data/repository/WidgetRepository.kt @ ccdcc20 (Apache-2.0), not a copy.
package com.xingheyuzhuan.shiguangschedule.data.repository

import android.content.Context
import com.xingheyuzhuan.shiguangschedule.data.db.main.AppSettings
import com.xingheyuzhuan.shiguangschedule.data.db.main.AppSettingsDao
import com.xingheyuzhuan.shiguangschedule.data.db.widget.WidgetCourse
import com.xingheyuzhuan.shiguangschedule.data.db.widget.WidgetCourseDao
import kotlinx.coroutines.channels.Channel
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.map
import kotlinx.coroutines.flow.receiveAsFlow
import java.time.LocalDate
import java.time.temporal.ChronoUnit

// The widgets' view of the data: the widget database's courses, and the current week from the main database's
// settings. Every write signals dataUpdatedFlow (conflated), which SyncManager watches.
class WidgetRepository(
    private val widgetCourseDao: WidgetCourseDao,
    private val widgetAppSettingsDao: AppSettingsDao,
    private val context: Context
) {
    private val _dataUpdatedChannel = Channel<Unit>(Channel.CONFLATED)
    val dataUpdatedFlow: Flow<Unit> = _dataUpdatedChannel.receiveAsFlow()

    fun getWidgetCoursesByDateRange(startDate: String, endDate: String): Flow<List<WidgetCourse>> =
        widgetCourseDao.getWidgetCoursesByDateRange(startDate, endDate)

    suspend fun insertAll(courses: List<WidgetCourse>) {
        widgetCourseDao.insertAll(courses)
        _dataUpdatedChannel.trySend(Unit)
    }

    suspend fun deleteAll() {
        widgetCourseDao.deleteAll()
        _dataUpdatedChannel.trySend(Unit)
    }

    fun getAppSettingsFlow(): Flow<AppSettings?> = widgetAppSettingsDao.getAppSettings()

    fun getCurrentWeekFlow(): Flow<Int?> =
        widgetAppSettingsDao.getAppSettings().map { settings ->
            calculateCurrentWeek(settings?.semesterStartDate, settings?.semesterTotalWeeks ?: 0)
        }

    // Week 1 starts on the semester's first day; null before it, after the last week, or without a date.
    private fun calculateCurrentWeek(semesterStartDateStr: String?, totalWeeks: Int): Int? {
        if (semesterStartDateStr == null) return null
        return try {
            val days = ChronoUnit.DAYS.between(LocalDate.parse(semesterStartDateStr), LocalDate.now())
            val week = (days / 7).toInt() + 1
            if (days >= 0 && week in 1..totalWeeks) week else null
        } catch (e: Exception) {
            null
        }
    }
}
