// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/data/db/widget/WidgetCourseDao.kt @ ccdcc20 (Apache-2.0), not a copy.
package com.xingheyuzhuan.shiguangschedule.data.db.widget

import androidx.room.Dao
import androidx.room.Insert
import androidx.room.OnConflictStrategy
import androidx.room.Query
import kotlinx.coroutines.flow.Flow

@Dao
interface WidgetCourseDao {
    @Query("SELECT * FROM widget_courses ORDER BY date ASC, startTime ASC")
    fun getAllWidgetCourses(): Flow<List<WidgetCourse>>

    // Dates are "yyyy-MM-dd" strings, so BETWEEN compares them in calendar order.
    @Query("SELECT * FROM widget_courses WHERE date BETWEEN :startDate AND :endDate ORDER BY date ASC, startTime ASC")
    fun getWidgetCoursesByDateRange(startDate: String, endDate: String): Flow<List<WidgetCourse>>

    @Insert(onConflict = OnConflictStrategy.Companion.REPLACE)
    suspend fun insertAll(courses: List<WidgetCourse>)

    @Query("DELETE FROM widget_courses")
    suspend fun deleteAll()
}
