// Written for GlanceSim in the shape of thementalgoose/android-hour-glass:widgets/src/main/java/tmg/hourglass/widgets/di/WidgetEntryPoints.kt @ c67dd88 (Apache-2.0), excerpt, Apache-2.0.
// Copyright the android-hour-glass authors. Licensed under the Apache License, Version 2.0
// (http://www.apache.org/licenses/LICENSE-2.0). The upstream file as it is at that commit, unchanged below this header.
package tmg.hourglass.widgets.di

import android.content.Context
import dagger.hilt.EntryPoint
import dagger.hilt.InstallIn
import dagger.hilt.android.EntryPointAccessors
import dagger.hilt.components.SingletonComponent
import tmg.hourglass.domain.repositories.CountdownRepository
import tmg.hourglass.domain.repositories.WidgetRepository

@EntryPoint
@InstallIn(SingletonComponent::class)
internal interface WidgetsEntryPoints {

    fun widgetConnector(): WidgetRepository
    fun countdownConnector(): CountdownRepository
    fun navigator(): WidgetNavigator

    companion object {
        fun get(context: Context): WidgetsEntryPoints = EntryPointAccessors.fromApplication(context, WidgetsEntryPoints::class.java)
    }
}
