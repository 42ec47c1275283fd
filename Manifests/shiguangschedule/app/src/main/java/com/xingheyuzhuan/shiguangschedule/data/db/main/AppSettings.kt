// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/data/db/main/AppSettings.kt @ ccdcc20 (Apache-2.0), not a copy.
package com.xingheyuzhuan.shiguangschedule.data.db.main

import androidx.room.Entity
import androidx.room.PrimaryKey

// The single settings row (id 1) of the main database.
@Entity(tableName = "app_settings")
data class AppSettings(
    @PrimaryKey
    val id: Int = 1,

    val showWeekends: Boolean = false,
    val currentCourseTableId: String? = null,
    val semesterStartDate: String? = null, // "yyyy-MM-dd"
    val semesterTotalWeeks: Int = 20,
    val defaultClassDuration: Int = 45,
    val defaultBreakDuration: Int = 10,

    val reminderEnabled: Boolean = false,
    val remindBeforeMinutes: Int = 15,
    val skippedDates: Set<String>? = null
)
