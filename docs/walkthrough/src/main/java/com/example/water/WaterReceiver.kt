// The walkthrough's app (README, "Your own widget"), written for GlanceSim: a Glance widget that counts glasses
// of water. `glancesim init docs/walkthrough` drafts the behaviour file from these three files.
package com.example.water

import androidx.glance.appwidget.GlanceAppWidget
import androidx.glance.appwidget.GlanceAppWidgetReceiver

class WaterReceiver : GlanceAppWidgetReceiver() {
    override val glanceAppWidget: GlanceAppWidget = WaterWidget()
}
