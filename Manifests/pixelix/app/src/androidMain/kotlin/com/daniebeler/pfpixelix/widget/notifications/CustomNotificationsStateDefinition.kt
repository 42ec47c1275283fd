// Written for GlanceSim in the shape of daniebeler/pixelix:app/src/androidMain/kotlin/com/daniebeler/pfpixelix/widget/notifications/CustomNotificationsStateDefinition.kt @ 93d1d65 (GPL-3.0), not a copy.
package com.daniebeler.pfpixelix.widget.notifications

import android.content.Context
import androidx.datastore.core.DataStore
import androidx.datastore.dataStore
import androidx.glance.state.GlanceStateDefinition
import com.daniebeler.pfpixelix.widget.notifications.models.NotificationsStore
import com.daniebeler.pfpixelix.widget.notifications.utils.NotificationsStoreSerializer
import java.io.File

// Every glance id gets the same DataStore: fileKey is not used, so all widgets of this kind share one file.
object CustomNotificationsStateDefinition : GlanceStateDefinition<NotificationsStore> {
    override suspend fun getDataStore(context: Context, fileKey: String): DataStore<NotificationsStore> {
        return context.dataStore
    }

    override fun getLocation(context: Context, fileKey: String): File {
        return File(context.applicationContext.filesDir, "datastore/$fileName")
    }

    private const val fileName = "notifications_widget_store"
    private val Context.dataStore: DataStore<NotificationsStore> by dataStore(fileName, NotificationsStoreSerializer)
}
