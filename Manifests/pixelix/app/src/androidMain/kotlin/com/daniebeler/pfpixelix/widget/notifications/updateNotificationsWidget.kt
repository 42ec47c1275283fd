// Written for GlanceSim in the shape of daniebeler/pixelix:app/src/androidMain/kotlin/com/daniebeler/pfpixelix/widget/notifications/updateNotificationsWidget.kt @ 93d1d65 (GPL-3.0), not a copy.
package com.daniebeler.pfpixelix.widget.notifications

import android.content.Context
import androidx.glance.appwidget.GlanceAppWidgetManager
import androidx.glance.appwidget.state.updateAppWidgetState
import androidx.glance.appwidget.updateAll
import com.daniebeler.pfpixelix.widget.notifications.models.NotificationStoreItem
import com.daniebeler.pfpixelix.widget.notifications.models.NotificationsStore

// A new list (or an error with an empty list): refreshing goes back to false.
suspend fun updateNotificationsWidget(notifications: List<NotificationStoreItem>, context: Context, error: String = "") {
    updateNotificationWidget(
        context,
        NotificationsStore(notifications = notifications, error = error)
    )
}

// Only the spinner: the list and the error are dropped.
suspend fun updateNotificationsWidgetRefreshing(context: Context) {
    updateNotificationWidget(context, NotificationsStore(refreshing = true))
}

// The same store is written for every placed widget, then all of them recompose.
private suspend fun updateNotificationWidget(context: Context, notificationsStore: NotificationsStore) {
    val glanceIds = GlanceAppWidgetManager(context).getGlanceIds(NotificationsWidget::class.java)
    glanceIds.forEach { glanceId ->
        updateAppWidgetState(
            context = context,
            definition = CustomNotificationsStateDefinition,
            glanceId = glanceId
        ) {
            notificationsStore
        }
    }
    NotificationsWidget().updateAll(context)
}
