// Written for GlanceSim in the shape of vishal2376/snaptick:app/src/main/java/com/vishal2376/snaptick/domain/model/Task.kt @ d280daf (GPL-3.0), not a copy.
// The Room entity's fields and the helpers the widget path calls; the Pomodoro duration helpers are left out.
package com.vishal2376.snaptick.domain.model

import androidx.room.Entity
import androidx.room.PrimaryKey
import androidx.room.TypeConverters
import com.vishal2376.snaptick.domain.converters.LocalDateConverter
import com.vishal2376.snaptick.domain.converters.LocalTimeConverter
import java.time.LocalDate
import java.time.LocalTime

@Entity(tableName = "task_table")
@TypeConverters(
	LocalTimeConverter::class,
	LocalDateConverter::class
)
data class Task(
	@PrimaryKey(autoGenerate = true) val id: Int = 0,
	val uuid: String,
	val title: String = "",
	val isCompleted: Boolean = false,
	val startTime: LocalTime = LocalTime.now(),
	val endTime: LocalTime = LocalTime.now(),
	val reminder: Boolean = false,
	val isRepeated: Boolean = false,
	val repeatWeekdays: String = "",
	val pomodoroTimer: Int = -1,
	val date: LocalDate = LocalDate.now(),
	val priority: Int = 0,
	val calendarEventId: Long? = null,
) {
	// A task whose start and end are the same time lasts the whole day.
	fun isAllDayTaskEnabled(): Boolean = startTime == endTime

	// "0,2,4" → [0, 2, 4]; Monday is 0.
	fun getRepeatWeekList(): List<Int> =
		if (repeatWeekdays.isEmpty()) emptyList()
		else repeatWeekdays.split(",").map { it.toInt() }

	fun shouldOccurOn(target: LocalDate): Boolean {
		if (!isRepeated) return target == date
		if (target < date) return false
		return getRepeatWeekList().contains(target.dayOfWeek.value - 1)
	}
}
