// Written for GlanceSim in the shape of JuniperPhoton/H2.R:app/src/main/java/com/juniperphoton/h2r/receiver/UpdateBroadcastReceiver.kt @ 3ca3f36 (Apache-2.0); excerpt, Apache-2.0: the whole file, unchanged below these lines.
// The upstream file has no header of its own; the repository's LICENSE is the Apache License, Version 2.0
// (https://www.apache.org/licenses/LICENSE-2.0).
package com.juniperphoton.h2r.receiver

import android.appwidget.AppWidgetManager
import android.content.BroadcastReceiver
import android.content.ComponentName
import android.content.Context
import android.content.Intent
import android.util.Log
import com.juniperphoton.h2r.TimeWidgetProvider
import com.juniperphoton.h2r.WidgetConfigurer

class UpdateBroadcastReceiver : BroadcastReceiver() {
    override fun onReceive(context: Context?, intent: Intent?) {
        Log.d("UpdateBroadcastReceiver", "onReceive:" + System.currentTimeMillis())
        if (intent!!.action == Intent.ACTION_TIME_TICK
                || intent!!.action == Intent.ACTION_TIME_CHANGED
                || intent!!.action == Intent.ACTION_TIMEZONE_CHANGED) {
            var ids = AppWidgetManager.getInstance(context).getAppWidgetIds(ComponentName(context, TimeWidgetProvider::class.java))
            ids.map {
                WidgetConfigurer.update(context!!, it)
            }
        }
    }
}
