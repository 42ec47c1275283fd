// Written for GlanceSim in the shape of daniebeler/pixelix:app/src/androidMain/kotlin/com/daniebeler/pfpixelix/widget/notifications/NotificationWidgetReceiver.kt @ 93d1d65 (GPL-3.0), not a copy.
package com.daniebeler.pfpixelix.widget.notifications

import android.content.Context
import androidx.glance.appwidget.GlanceAppWidget
import androidx.glance.appwidget.GlanceAppWidgetReceiver
import com.daniebeler.pfpixelix.widget.notifications.work_manager.NotificationsWorkManager

class NotificationWidgetReceiver : GlanceAppWidgetReceiver() {
    override val glanceAppWidget: GlanceAppWidget = NotificationsWidget()

    // First widget of this kind placed: start the periodic refresh.
    override fun onEnabled(context: Context) {
        super.onEnabled(context)
        NotificationsWorkManager(context).executePeriodic()
    }

    // Last one removed: stop it.
    override fun onDisabled(context: Context) {
        super.onDisabled(context)
        NotificationsWorkManager(context).cancelWork()
    }
}
