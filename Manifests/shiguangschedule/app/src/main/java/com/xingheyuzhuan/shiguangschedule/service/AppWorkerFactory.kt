// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/service/AppWorkerFactory.kt @ ccdcc20 (Apache-2.0), not a copy.
package com.xingheyuzhuan.shiguangschedule.service

import android.content.Context
import androidx.work.ListenableWorker
import androidx.work.WorkerFactory
import androidx.work.WorkerParameters
import com.xingheyuzhuan.shiguangschedule.data.repository.AppSettingsRepository
import com.xingheyuzhuan.shiguangschedule.data.repository.WidgetRepository
import com.xingheyuzhuan.shiguangschedule.data.sync.WidgetDataSynchronizer
import com.xingheyuzhuan.shiguangschedule.widget.FullDataSyncWorker
import com.xingheyuzhuan.shiguangschedule.widget.WidgetUiUpdateWorker

// Builds the app's three workers with the singletons MyApplication holds.
class AppWorkerFactory(
    private val appSettingsRepository: AppSettingsRepository,
    private val widgetRepository: WidgetRepository,
    private val widgetDataSynchronizer: WidgetDataSynchronizer
) : WorkerFactory() {

    override fun createWorker(
        appContext: Context,
        workerClassName: String,
        workerParameters: WorkerParameters
    ): ListenableWorker? = when (workerClassName) {
        CourseNotificationWorker::class.java.name ->
            CourseNotificationWorker(appContext, workerParameters, appSettingsRepository, widgetRepository)
        WidgetUiUpdateWorker::class.java.name ->
            WidgetUiUpdateWorker(appContext, workerParameters)
        FullDataSyncWorker::class.java.name ->
            FullDataSyncWorker(appContext, workerParameters, widgetDataSynchronizer)
        else -> null
    }
}
