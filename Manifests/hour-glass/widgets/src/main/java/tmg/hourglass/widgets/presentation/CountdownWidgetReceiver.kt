// Written for GlanceSim in the shape of thementalgoose/android-hour-glass:widgets/src/main/java/tmg/hourglass/widgets/presentation/CountdownWidgetReceiver.kt @ c67dd88 (Apache-2.0), excerpt, Apache-2.0.
// Copyright the android-hour-glass authors. Licensed under the Apache License, Version 2.0
// (http://www.apache.org/licenses/LICENSE-2.0). The upstream file as it is at that commit, unchanged below this header.
package tmg.hourglass.widgets.presentation

import android.appwidget.AppWidgetManager
import android.content.Context
import android.content.Intent
import android.util.Log
import androidx.glance.appwidget.GlanceAppWidget
import androidx.glance.appwidget.GlanceAppWidgetReceiver
import androidx.glance.appwidget.updateAll
import dagger.hilt.android.AndroidEntryPoint
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.runBlocking

@AndroidEntryPoint
class CountdownWidgetReceiver: GlanceAppWidgetReceiver() {

    override val glanceAppWidget: GlanceAppWidget
        get() = CountdownWidget()

    override fun onReceive(context: Context, intent: Intent) {
        super.onReceive(context, intent)
        runBlocking(Dispatchers.IO) {
            glanceAppWidget.updateAll(context)
        }
    }
}
