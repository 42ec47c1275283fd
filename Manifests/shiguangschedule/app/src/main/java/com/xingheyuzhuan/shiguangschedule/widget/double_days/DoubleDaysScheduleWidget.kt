// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/widget/double_days/DoubleDaysScheduleWidget.kt @ ccdcc20 (Apache-2.0), not a copy.
package com.xingheyuzhuan.shiguangschedule.widget.double_days

import android.content.Context
import androidx.glance.GlanceId
import androidx.glance.GlanceTheme
import androidx.glance.appwidget.GlanceAppWidget
import androidx.glance.appwidget.provideContent
import com.xingheyuzhuan.shiguangschedule.widget.getWidgetCoursesByDatesAndWeekFlow
import java.time.LocalDate

// The 4x2 today-and-tomorrow widget; the two dates are fixed when provideGlance runs.
class DoubleDaysScheduleWidget : GlanceAppWidget() {
    override suspend fun provideGlance(context: Context, id: GlanceId) {
        val dates = listOf(LocalDate.now(), LocalDate.now().plusDays(1))
        val combinedFlow = getWidgetCoursesByDatesAndWeekFlow(context, dates)

        provideContent {
            GlanceTheme {
                DoubleDaysLayout(coursesAndWeekFlow = combinedFlow)
            }
        }
    }
}
