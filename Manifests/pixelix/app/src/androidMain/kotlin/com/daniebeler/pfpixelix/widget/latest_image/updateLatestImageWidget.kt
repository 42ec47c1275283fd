// Written for GlanceSim in the shape of daniebeler/pixelix:app/src/androidMain/kotlin/com/daniebeler/pfpixelix/widget/latest_image/updateLatestImageWidget.kt @ 93d1d65 (GPL-3.0), not a copy.
package com.daniebeler.pfpixelix.widget.latest_image

import android.content.Context
import androidx.glance.appwidget.GlanceAppWidgetManager
import androidx.glance.appwidget.state.updateAppWidgetState
import androidx.glance.appwidget.updateAll
import com.daniebeler.pfpixelix.widget.notifications.models.LatestImageStore

// A new picture (or an error with an empty picture): refreshing goes back to false.
suspend fun updateLatestImageWidget(uri: String, postId: String, context: Context, error: String = "") {
    updateLatestImageWidget(
        LatestImageStore(latestImageUri = uri, postId = postId, error = error),
        context
    )
}

// Only the spinner: the picture and the error are dropped.
suspend fun updateLatestImageWidgetRefreshing(context: Context) {
    updateLatestImageWidget(LatestImageStore(refreshing = true), context)
}

// The same store is written for every placed widget, then all of them recompose.
private suspend fun updateLatestImageWidget(latestImageStore: LatestImageStore, context: Context) {
    val glanceIds = GlanceAppWidgetManager(context).getGlanceIds(LatestImageWidget::class.java)
    glanceIds.forEach { glanceId ->
        updateAppWidgetState(
            context = context,
            definition = CustomLatestImageStateDefinition,
            glanceId = glanceId
        ) {
            latestImageStore
        }
    }
    LatestImageWidget().updateAll(context)
}
