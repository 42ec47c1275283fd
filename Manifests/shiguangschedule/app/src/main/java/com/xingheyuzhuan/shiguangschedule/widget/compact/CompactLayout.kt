// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/widget/compact/CompactLayout.kt @ ccdcc20 (Apache-2.0), not a copy.
// Colours, font sizes and icon tints are trimmed; the texts, branches and the click are as upstream.
package com.xingheyuzhuan.shiguangschedule.widget.compact

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

// 2x2: a date bar, then the next course of today that has not ended (name, time, room, teacher) and how many
// are left; or the holiday, no-courses or all-done message.
@Composable
fun CompactLayout(coursesAndWeekFlow: Flow<Pair<List<WidgetCourse>, Int?>>) {
    val (courses, currentWeek) = coursesAndWeekFlow.collectAsState(initial = Pair(emptyList(), null)).value
    val today = LocalDate.now()
    val todayDateString = today.format(DateTimeFormatter.ofPattern("M.d", Locale.getDefault()))
    val todayDayOfWeekString = today.dayOfWeek.getDisplayName(LocalDateTextStyle.SHORT, Locale.getDefault())
    val isVacation = currentWeek == null
    val now = LocalTime.now()
    val upcoming = courses.filter { !it.isSkipped && LocalTime.parse(it.endTime) > now }
    val nextCourse = upcoming.firstOrNull()
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
                VacationLayout()
            } else if (courses.isEmpty()) {
                NoCoursesLayout()
            } else {
                if (nextCourse != null) {
                    Column(modifier = GlanceModifier.fillMaxWidth().padding(horizontal = 16.dp)) {
                        Text(text = nextCourse.name, style = TextStyle(fontWeight = FontWeight.Bold), maxLines = 1)
                        Row(verticalAlignment = Alignment.CenterVertically) {
                            Image(
                                provider = ImageProvider(R.drawable.outline_calendar_clock_24),
                                contentDescription = "时间图标",
                                modifier = GlanceModifier.height(12.dp)
                            )
                            Text(text = "${nextCourse.startTime}-${nextCourse.endTime}")
                        }
                        if (nextCourse.position.isNotBlank()) {
                            Row(verticalAlignment = Alignment.CenterVertically) {
                                Image(
                                    provider = ImageProvider(R.drawable.outline_location_on_24),
                                    contentDescription = "位置图标",
                                    modifier = GlanceModifier.height(12.dp)
                                )
                                Text(text = nextCourse.position)
                            }
                        }
                        if (nextCourse.teacher.isNotBlank()) {
                            Row(verticalAlignment = Alignment.CenterVertically) {
                                Image(
                                    provider = ImageProvider(R.drawable.outline_person_book_24),
                                    contentDescription = "老师图标",
                                    modifier = GlanceModifier.height(12.dp)
                                )
                                Text(text = nextCourse.teacher)
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

                Spacer(modifier = GlanceModifier.defaultWeight())

                if (nextCourse != null && remainingCoursesCount > 0) {
                    Row(modifier = GlanceModifier.fillMaxWidth().padding(horizontal = 16.dp).padding(bottom = 12.dp)) {
                        Text(text = "今天还有 $remainingCoursesCount 节课", style = TextStyle(fontSize = 12.sp))
                    }
                } else {
                    Spacer(modifier = GlanceModifier.height(12.dp))
                }
            }
        }
    }
}

@Composable
fun VacationLayout() {
    Column(
        modifier = GlanceModifier.fillMaxSize().padding(20.dp),
        horizontalAlignment = Alignment.Horizontal.CenterHorizontally,
        verticalAlignment = Alignment.Vertical.CenterVertically
    ) {
        Text(text = "假期中", style = TextStyle(fontWeight = FontWeight.Bold))
        Text(text = "期待新学期", style = TextStyle(fontSize = 12.sp))
    }
}

@Composable
fun NoCoursesLayout() {
    Column(
        modifier = GlanceModifier.fillMaxSize(),
        verticalAlignment = Alignment.Vertical.CenterVertically,
        horizontalAlignment = Alignment.Horizontal.CenterHorizontally
    ) {
        Text(text = "今天没有课程")
    }
}
