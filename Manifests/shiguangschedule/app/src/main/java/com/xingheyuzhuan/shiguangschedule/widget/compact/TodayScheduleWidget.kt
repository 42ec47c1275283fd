// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/widget/compact/TodayScheduleWidget.kt @ ccdcc20 (Apache-2.0), not a copy.
package com.xingheyuzhuan.shiguangschedule.widget.compact

import android.content.Context
import androidx.glance.GlanceId
import androidx.glance.GlanceTheme
import androidx.glance.appwidget.GlanceAppWidget
import androidx.glance.appwidget.provideContent
import com.xingheyuzhuan.shiguangschedule.widget.getWidgetCoursesAndWeekFlow

// The 2x2 widget: today's courses from the widget database, drawn by CompactLayout.
class TodayScheduleWidget : GlanceAppWidget() {
    override suspend fun provideGlance(context: Context, id: GlanceId) {
        val combinedFlow = getWidgetCoursesAndWeekFlow(context)

        provideContent {
            GlanceTheme {
                CompactLayout(coursesAndWeekFlow = combinedFlow)
            }
        }
    }
}
