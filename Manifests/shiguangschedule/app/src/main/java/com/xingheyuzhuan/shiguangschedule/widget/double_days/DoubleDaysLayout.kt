// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/widget/double_days/DoubleDaysLayout.kt @ ccdcc20 (Apache-2.0), not a copy.
// Colours, font sizes and icon tints are trimmed; the texts, branches and the click are as upstream.
package com.xingheyuzhuan.shiguangschedule.widget.double_days

import androidx.compose.runtime.Composable
import androidx.compose.runtime.collectAsState
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import androidx.glance.GlanceModifier
import androidx.glance.GlanceTheme
import androidx.glance.Image
import androidx.glance.ImageProvider
import androidx.glance.action.actionStartActivity
import androidx.glance.action.clickable
import androidx.glance.appwidget.appWidgetBackground
import androidx.glance.appwidget.cornerRadius
import androidx.glance.background
import androidx.glance.layout.Alignment
import androidx.glance.layout.Box
import androidx.glance.layout.Column
import androidx.glance.layout.Row
import androidx.glance.layout.Spacer
import androidx.glance.layout.fillMaxHeight
import androidx.glance.layout.fillMaxSize
import androidx.glance.layout.fillMaxWidth
import androidx.glance.layout.height
import androidx.glance.layout.padding
import androidx.glance.layout.width
import androidx.glance.text.FontWeight
import androidx.glance.text.Text
import androidx.glance.text.TextStyle
import com.xingheyuzhuan.shiguangschedule.MainActivity
import com.xingheyuzhuan.shiguangschedule.R
import com.xingheyuzhuan.shiguangschedule.data.db.widget.WidgetCourse
import com.xingheyuzhuan.shiguangschedule.widget.compact.VacationLayout
import kotlinx.coroutines.flow.Flow
import java.time.LocalDate
import java.time.LocalTime
import java.time.format.DateTimeFormatter
import java.time.format.TextStyle as LocalDateTextStyle
import java.util.Locale

// A date bar, then two columns: today's next course that has not ended, and tomorrow's first course.
@Composable
fun DoubleDaysLayout(
    coursesAndWeekFlow: Flow<Pair<List<List<WidgetCourse>>, Int?>>
) {
    val (coursesList, currentWeek) = coursesAndWeekFlow.collectAsState(
        initial = Pair(emptyList(), null)
    ).value
    val todayCourses = coursesList.getOrElse(0) { emptyList() }
    val tomorrowCourses = coursesList.getOrElse(1) { emptyList() }
    val today = LocalDate.now()
    val todayDateString = today.format(DateTimeFormatter.ofPattern("M.d", Locale.getDefault()))
    val todayDayOfWeekString = today.dayOfWeek.getDisplayName(LocalDateTextStyle.SHORT, Locale.getDefault())
    val isVacation = currentWeek == null

    Box(
        modifier = GlanceModifier
            .fillMaxSize()
            .appWidgetBackground()
            .background(GlanceTheme.colors.widgetBackground)
            .cornerRadius(21.dp)
            .clickable(actionStartActivity<MainActivity>()),
        contentAlignment = Alignment.Center
    ) {
        Column(modifier = GlanceModifier.fillMaxSize()) {
            Row(
                modifier = GlanceModifier.fillMaxWidth().height(48.dp).padding(horizontal = 16.dp),
                verticalAlignment = Alignment.CenterVertically
            ) {
                Text(text = "$todayDateString $todayDayOfWeekString")
                Spacer(modifier = GlanceModifier.defaultWeight())
                Text(text = if (currentWeek != null) "第${currentWeek}周" else "")
            }
            if (isVacation) {
                VacationLayout()
            } else {
                Row(modifier = GlanceModifier.fillMaxSize()) {
                    DayColumn(
                        title = "今天",
                        courses = todayCourses,
                        modifier = GlanceModifier.defaultWeight().fillMaxHeight(),
                        isToday = true
                    )
                    Box(modifier = GlanceModifier.width(1.dp).fillMaxHeight()) {
                        Spacer(modifier = GlanceModifier.fillMaxSize())
                    }
                    DayColumn(
                        title = "明天",
                        courses = tomorrowCourses,
                        modifier = GlanceModifier.defaultWeight().fillMaxHeight(),
                        isToday = false
                    )
                }
            }
        }
    }
}

// Today counts only courses that have not ended; tomorrow counts every course not skipped.
@Composable
fun DayColumn(title: String, courses: List<WidgetCourse>, modifier: GlanceModifier, isToday: Boolean) {
    val now = LocalTime.now()
    val shown = courses.filter { !it.isSkipped && (!isToday || LocalTime.parse(it.endTime) > now) }
    val nextCourse = shown.firstOrNull()
    val remainingCoursesCount = shown.size

    Column(
        modifier = modifier.padding(12.dp),
        horizontalAlignment = Alignment.Horizontal.CenterHorizontally
    ) {
        if (nextCourse != null) {
            CourseItem(course = nextCourse)
        } else if (courses.isNotEmpty() && isToday) {
            TodayCoursesFinishedLayout()
        } else if (courses.isEmpty() && isToday) {
            NoCoursesLayout()
        } else {
            TomorrowNoCoursesLayout()
        }
        Spacer(modifier = GlanceModifier.defaultWeight())
        if (remainingCoursesCount > 0) {
            Text(text = "$title 还有 $remainingCoursesCount 节课", style = TextStyle(fontSize = 12.sp))
        } else {
            Spacer(modifier = GlanceModifier.height(12.dp))
        }
    }
}

@Composable
fun NoCoursesLayout() {
    Box(modifier = GlanceModifier.fillMaxSize(), contentAlignment = Alignment.Center) {
        Text(text = "今天没有课程")
    }
}

@Composable
fun TomorrowNoCoursesLayout() {
    Box(modifier = GlanceModifier.fillMaxSize(), contentAlignment = Alignment.Center) {
        Text(text = "明天没有课程")
    }
}

@Composable
fun TodayCoursesFinishedLayout() {
    Box(modifier = GlanceModifier.fillMaxSize(), contentAlignment = Alignment.Center) {
        Text(text = "今日课程已结束")
    }
}

// Name, then time, room and teacher, each with its icon.
@Composable
fun CourseItem(course: WidgetCourse) {
    Column(horizontalAlignment = Alignment.Horizontal.Start, modifier = GlanceModifier.fillMaxWidth()) {
        Text(text = course.name, style = TextStyle(fontWeight = FontWeight.Bold), maxLines = 1)
        Row(verticalAlignment = Alignment.CenterVertically) {
            Image(
                provider = ImageProvider(R.drawable.outline_calendar_clock_24),
                contentDescription = "时间图标",
                modifier = GlanceModifier.height(12.dp)
            )
            Text(text = "${course.startTime}-${course.endTime}")
        }
        if (course.position.isNotBlank()) {
            Spacer(modifier = GlanceModifier.height(4.dp))
            Row(verticalAlignment = Alignment.CenterVertically) {
                Image(
                    provider = ImageProvider(R.drawable.outline_location_on_24),
                    contentDescription = "位置图标",
                    modifier = GlanceModifier.height(12.dp)
                )
                Text(text = course.position, maxLines = 1)
            }
        }
        if (course.teacher.isNotBlank()) {
            Spacer(modifier = GlanceModifier.height(4.dp))
            Row(verticalAlignment = Alignment.CenterVertically) {
                Image(
                    provider = ImageProvider(R.drawable.outline_person_book_24),
                    contentDescription = "老师图标",
                    modifier = GlanceModifier.height(12.dp)
                )
                Text(text = course.teacher, maxLines = 1)
            }
        }
    }
}
