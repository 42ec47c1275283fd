// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/widget/large/LargeLayout.kt @ ccdcc20 (Apache-2.0), not a copy.
// Colours, font sizes and icon tints are trimmed; the texts, branches and the click are as upstream.
package com.xingheyuzhuan.shiguangschedule.widget.large

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
import kotlinx.coroutines.flow.Flow
import java.time.LocalDate
import java.time.LocalTime
import java.time.format.DateTimeFormatter
import java.time.format.TextStyle as LocalDateTextStyle
import java.util.Locale

// Today's next 4 courses that have not ended, each as a CourseItem, and how many are left; or the holiday,
// no-courses or all-done message.
@Composable
fun LargeLayout(coursesAndWeekFlow: Flow<Pair<List<WidgetCourse>, Int?>>) {
    val (courses, currentWeek) = coursesAndWeekFlow.collectAsState(initial = Pair(emptyList(), null)).value
    val today = LocalDate.now()
    val todayDateString = today.format(DateTimeFormatter.ofPattern("M.d", Locale.getDefault()))
    val todayDayOfWeekString = today.dayOfWeek.getDisplayName(LocalDateTextStyle.SHORT, Locale.getDefault())
    val isVacation = currentWeek == null
    val now = LocalTime.now()
    val upcoming = courses.filter { !it.isSkipped && LocalTime.parse(it.endTime) > now }
    val nextCourses = upcoming.take(4)
    val remainingCoursesCount = upcoming.size

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
                Column(
                    modifier = GlanceModifier.fillMaxSize().padding(20.dp),
                    horizontalAlignment = Alignment.Horizontal.CenterHorizontally,
                    verticalAlignment = Alignment.Vertical.CenterVertically
                ) {
                    Text(text = "假期中", style = TextStyle(fontWeight = FontWeight.Bold))
                    Text(text = "期待新学期", style = TextStyle(fontSize = 12.sp))
                }
            } else if (courses.isEmpty()) {
                Column(
                    modifier = GlanceModifier.fillMaxSize(),
                    verticalAlignment = Alignment.Vertical.CenterVertically,
                    horizontalAlignment = Alignment.Horizontal.CenterHorizontally
                ) {
                    Text(text = "今天没有课程")
                }
            } else if (nextCourses.isNotEmpty()) {
                Column(modifier = GlanceModifier.fillMaxWidth().defaultWeight().padding(top = 16.dp)) {
                    nextCourses.forEachIndexed { index, course ->
                        CourseItem(course = course)
                        if (index < nextCourses.size - 1) {
                            Spacer(modifier = GlanceModifier.height(8.dp))
                        }
                    }
                    Spacer(modifier = GlanceModifier.defaultWeight())
                    if (remainingCoursesCount > 0) {
                        Row(modifier = GlanceModifier.fillMaxWidth().padding(horizontal = 16.dp).padding(bottom = 12.dp)) {
                            Text(text = "今天还有 $remainingCoursesCount 节课", style = TextStyle(fontSize = 12.sp))
                        }
                    }
                }
            } else {
                Column(
                    modifier = GlanceModifier.fillMaxWidth().defaultWeight(),
                    horizontalAlignment = Alignment.Horizontal.CenterHorizontally,
                    verticalAlignment = Alignment.Vertical.CenterVertically
                ) {
                    Text(text = "今日课程已结束", style = TextStyle(fontWeight = FontWeight.Bold))
                }
            }
        }
    }
}

// Start and end time on the left; name, room and teacher on a card on the right.
@Composable
fun CourseItem(course: WidgetCourse) {
    val hhmm = DateTimeFormatter.ofPattern("HH:mm")
    Row(
        modifier = GlanceModifier.fillMaxWidth().padding(horizontal = 16.dp),
        verticalAlignment = Alignment.CenterVertically
    ) {
        Column(horizontalAlignment = Alignment.Horizontal.CenterHorizontally) {
            Text(text = LocalTime.parse(course.startTime).format(hhmm))
            Spacer(modifier = GlanceModifier.height(4.dp))
            Text(text = LocalTime.parse(course.endTime).format(hhmm))
        }
        Spacer(modifier = GlanceModifier.width(16.dp))
        Box(
            modifier = GlanceModifier.defaultWeight().cornerRadius(12.dp).padding(horizontal = 8.dp, vertical = 4.dp),
            contentAlignment = Alignment.Center
        ) {
            Column(modifier = GlanceModifier.fillMaxWidth()) {
                Text(text = course.name, style = TextStyle(fontWeight = FontWeight.Bold), maxLines = 1)
                if (course.position.isNotBlank() || course.teacher.isNotBlank()) {
                    Spacer(modifier = GlanceModifier.height(2.dp))
                    Row(verticalAlignment = Alignment.CenterVertically) {
                        Image(
                            provider = ImageProvider(R.drawable.outline_location_on_24),
                            contentDescription = "位置图标",
                            modifier = GlanceModifier.height(12.dp)
                        )
                        Text(text = course.position, maxLines = 1)
                        if (course.teacher.isNotBlank()) {
                            Spacer(modifier = GlanceModifier.width(8.dp))
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
        }
    }
}
