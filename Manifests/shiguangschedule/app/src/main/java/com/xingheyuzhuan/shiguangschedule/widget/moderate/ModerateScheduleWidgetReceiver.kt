// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/widget/moderate/ModerateScheduleWidgetReceiver.kt @ ccdcc20 (Apache-2.0), not a copy.
package com.xingheyuzhuan.shiguangschedule.widget.moderate

import android.content.Context
import androidx.glance.appwidget.GlanceAppWidget
import androidx.glance.appwidget.GlanceAppWidgetReceiver
import com.xingheyuzhuan.shiguangschedule.widget.WorkManagerHelper

class ModerateScheduleWidgetReceiver : GlanceAppWidgetReceiver() {
    override val glanceAppWidget: GlanceAppWidget = ModerateScheduleWidget()

    // The first widget of this type: schedule the shared periodic works.
    override fun onEnabled(context: Context) {
        super.onEnabled(context)
        WorkManagerHelper.schedulePeriodicWork(context)
    }

    // The last widget of this type: cancel them, even if widgets of the other types remain.
    override fun onDisabled(context: Context) {
        super.onDisabled(context)
        WorkManagerHelper.cancelAllWork(context)
    }
}
