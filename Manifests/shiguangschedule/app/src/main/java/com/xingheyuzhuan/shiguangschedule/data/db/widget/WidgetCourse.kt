// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/data/db/widget/WidgetCourse.kt @ ccdcc20 (Apache-2.0), not a copy.
package com.xingheyuzhuan.shiguangschedule.data.db.widget

import androidx.room.Entity
import androidx.room.PrimaryKey

// One course on one date, as the widgets show it ("<course id>-<date>").
@Entity(tableName = "widget_courses")
data class WidgetCourse(
    @PrimaryKey
    val id: String,
    val name: String,
    val teacher: String,
    val position: String,
    val startTime: String, // "08:00"
    val endTime: String, // "08:45"
    val isSkipped: Boolean = false,
    val date: String // "2025-09-15"
)
