// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/widget/WidgetData.kt @ ccdcc20 (Apache-2.0), not a copy.
package com.xingheyuzhuan.shiguangschedule.widget

import android.content.Context
import com.xingheyuzhuan.shiguangschedule.MyApplication
import com.xingheyuzhuan.shiguangschedule.data.db.widget.WidgetCourse
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.combine
import java.time.LocalDate

// Today's widget courses with the current week (null outside the semester), as one flow.
fun getWidgetCoursesAndWeekFlow(context: Context): Flow<Pair<List<WidgetCourse>, Int?>> {
    val widgetRepository = (context.applicationContext as MyApplication).widgetRepository
    val today = LocalDate.now().toString()

    val coursesFlow = widgetRepository.getWidgetCoursesByDateRange(today, today)
    val currentWeekFlow = widgetRepository.getCurrentWeekFlow()

    return coursesFlow.combine(currentWeekFlow) { courses, currentWeek ->
        Pair(courses, currentWeek)
    }
}

// The same for several dates: one course list per date, in order.
fun getWidgetCoursesByDatesAndWeekFlow(
    context: Context,
    dates: List<LocalDate>
): Flow<Pair<List<List<WidgetCourse>>, Int?>> {
    val widgetRepository = (context.applicationContext as MyApplication).widgetRepository

    val perDate = dates.map { date ->
        widgetRepository.getWidgetCoursesByDateRange(date.toString(), date.toString())
    }
    val combinedCoursesFlow = combine(perDate) { lists -> lists.map { it.toList() } }

    val currentWeekFlow = widgetRepository.getCurrentWeekFlow()

    return combinedCoursesFlow.combine(currentWeekFlow) { coursesList, currentWeek ->
        Pair(coursesList, currentWeek)
    }
}
