// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/widget/WidgetSyncWorkers.kt @ ccdcc20 (Apache-2.0), not a copy.
package com.xingheyuzhuan.shiguangschedule.widget

import android.content.Context
import android.util.Log
import androidx.work.CoroutineWorker
import androidx.work.WorkerParameters
import com.xingheyuzhuan.shiguangschedule.data.sync.WidgetDataSynchronizer

// Every 15 minutes: recompose all widgets (they read the time when they compose).
class WidgetUiUpdateWorker(
    appContext: Context,
    workerParams: WorkerParameters
) : CoroutineWorker(appContext, workerParams) {
    override suspend fun doWork(): Result {
        Log.d("WidgetSync", "WidgetUiUpdateWorker running")
        updateAllWidgets(applicationContext)
        return Result.success()
    }
}

// Once a day: a full copy of the timetable into the widget database (AppWorkerFactory passes the synchronizer).
class FullDataSyncWorker(
    appContext: Context,
    workerParams: WorkerParameters,
    private val widgetDataSynchronizer: WidgetDataSynchronizer
) : CoroutineWorker(appContext, workerParams) {
    override suspend fun doWork(): Result {
        Log.d("WidgetSync", "FullDataSyncWorker running")
        return try {
            widgetDataSynchronizer.syncNow()
            Result.success()
        } catch (e: Exception) {
            Result.failure()
        }
    }
}
