// Written for GlanceSim in the shape of vishal2376/snaptick:app/src/main/java/com/vishal2376/snaptick/widget/receiver/WidgetReceiver.kt @ d280daf (GPL-3.0), not a copy.
package com.vishal2376.snaptick.widget.receiver

import android.appwidget.AppWidgetManager
import android.content.Context
import androidx.glance.appwidget.GlanceAppWidget
import androidx.glance.appwidget.GlanceAppWidgetReceiver
import com.vishal2376.snaptick.widget.TaskAppWidget
import com.vishal2376.snaptick.widget.worker.WidgetUpdateWorker

// Lifecycle of the task widget: schedules the daily refresh while any widget exists.
class WidgetReceiver : GlanceAppWidgetReceiver() {

	override val glanceAppWidget: GlanceAppWidget = TaskAppWidget()

	override fun onEnabled(context: Context) {
		super.onEnabled(context)
		// First widget placed: the midnight refresh, and one refresh right away.
		WidgetUpdateWorker.enqueuePeriodicWorker(context)
		WidgetUpdateWorker.enqueueWorker(context)
	}

	override fun onUpdate(
		context: Context,
		appWidgetManager: AppWidgetManager,
		appWidgetIds: IntArray
	) {
		super.onUpdate(context, appWidgetManager, appWidgetIds)
		WidgetUpdateWorker.enqueueWorker(context)
	}

	override fun onDisabled(context: Context) {
		super.onDisabled(context)
		// Last widget gone: no more daily refreshes.
		WidgetUpdateWorker.cancelPeriodicWorker(context)
	}
}
