// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/widget/WidgetUpdateHelper.kt @ ccdcc20 (Apache-2.0), not a copy.
package com.xingheyuzhuan.shiguangschedule.widget

import android.content.Context
import android.util.Log
import androidx.glance.appwidget.updateAll
import com.xingheyuzhuan.shiguangschedule.widget.compact.TodayScheduleWidget
import com.xingheyuzhuan.shiguangschedule.widget.double_days.DoubleDaysScheduleWidget
import com.xingheyuzhuan.shiguangschedule.widget.large.LargeScheduleWidget
import com.xingheyuzhuan.shiguangschedule.widget.moderate.ModerateScheduleWidget

// Recomposes every placed widget of the four types.
suspend fun updateAllWidgets(context: Context) {
    Log.d("WidgetUpdateHelper", "updating all widgets")

    val widgetsToUpdate = listOf(
        TodayScheduleWidget(),
        ModerateScheduleWidget(),
        DoubleDaysScheduleWidget(),
        LargeScheduleWidget()
    )

    widgetsToUpdate.forEach { widget ->
        widget.updateAll(context)
    }
}
