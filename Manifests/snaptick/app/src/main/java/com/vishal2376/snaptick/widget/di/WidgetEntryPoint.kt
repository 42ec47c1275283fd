// Written for GlanceSim in the shape of vishal2376/snaptick:app/src/main/java/com/vishal2376/snaptick/widget/di/WidgetEntryPoint.kt @ d280daf (GPL-3.0), not a copy.
package com.vishal2376.snaptick.widget.di

import com.vishal2376.snaptick.data.repositories.TaskRepository
import com.vishal2376.snaptick.util.SettingsStore
import dagger.hilt.EntryPoint
import dagger.hilt.InstallIn
import dagger.hilt.components.SingletonComponent

// What Glance callbacks (which Hilt does not inject) fetch from the singleton graph.
@EntryPoint
@InstallIn(SingletonComponent::class)
interface WidgetEntryPoint {
	fun taskRepository(): TaskRepository
	fun settingsStore(): SettingsStore
}
