package com.example.water

import android.content.Context
import androidx.compose.runtime.Composable
import androidx.datastore.preferences.core.intPreferencesKey
import androidx.glance.Button
import androidx.glance.GlanceId
import androidx.glance.action.actionRunCallback
import androidx.glance.appwidget.GlanceAppWidget
import androidx.glance.appwidget.provideContent
import androidx.glance.currentState
import androidx.glance.layout.Column
import androidx.glance.text.Text

val GlassesKey = intPreferencesKey("glasses")

class WaterWidget : GlanceAppWidget() {
    override suspend fun provideGlance(context: Context, id: GlanceId) {
        provideContent { Content() }
    }

    @Composable
    private fun Content() {
        val glasses = currentState(GlassesKey) ?: 0
        Column {
            Text("Glasses today: $glasses")
            Button("+1", onClick = actionRunCallback<AddGlass>())
        }
    }
}
