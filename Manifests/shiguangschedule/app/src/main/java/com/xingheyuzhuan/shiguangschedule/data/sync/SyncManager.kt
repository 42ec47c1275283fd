// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/data/sync/SyncManager.kt @ ccdcc20 (Apache-2.0), not a copy.
package com.xingheyuzhuan.shiguangschedule.data.sync

import android.content.Context
import android.util.Log
import androidx.work.ExistingWorkPolicy
import androidx.work.OneTimeWorkRequestBuilder
import androidx.work.WorkManager
import com.xingheyuzhuan.shiguangschedule.data.db.main.MainAppDatabase
import com.xingheyuzhuan.shiguangschedule.data.repository.AppSettingsRepository
import com.xingheyuzhuan.shiguangschedule.data.repository.CourseTableRepository
import com.xingheyuzhuan.shiguangschedule.data.repository.TimeSlotRepository
import com.xingheyuzhuan.shiguangschedule.data.repository.WidgetRepository
import com.xingheyuzhuan.shiguangschedule.service.CourseNotificationWorker
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.FlowPreview
import kotlinx.coroutines.SupervisorJob
import kotlinx.coroutines.flow.debounce
import kotlinx.coroutines.flow.filter
import kotlinx.coroutines.flow.launchIn
import kotlinx.coroutines.flow.onEach
import kotlin.time.Duration.Companion.milliseconds

// Starts the widget sync once the main database is ready, for as long as the process lives.
class SyncManager(
    private val appContext: Context,
    private val appSettingsRepository: AppSettingsRepository,
    private val courseTableRepository: CourseTableRepository,
    private val timeSlotRepository: TimeSlotRepository,
    private val widgetRepository: WidgetRepository
) {

    private val scope = CoroutineScope(Dispatchers.IO + SupervisorJob())

    // Re-plans the course reminders; a newer request replaces a pending one.
    private fun triggerNotificationWorker() {
        val workRequest = OneTimeWorkRequestBuilder<CourseNotificationWorker>().build()
        WorkManager.getInstance(appContext).enqueueUniqueWork(
            "CourseNotificationWorker_Sync_Update",
            ExistingWorkPolicy.REPLACE,
            workRequest
        )
    }

    @OptIn(FlowPreview::class)
    fun startAllSynchronizers() {
        MainAppDatabase.isInitialized
            .filter { it }
            .onEach {
                val widgetSynchronizer = WidgetDataSynchronizer(
                    appContext = appContext,
                    appSettingsRepository = appSettingsRepository,
                    courseTableRepository = courseTableRepository,
                    timeSlotRepository = timeSlotRepository,
                    widgetRepository = widgetRepository
                )

                // Every change of the settings, courses or time slots is copied to the widget database.
                widgetSynchronizer.syncFlow.launchIn(scope)

                // Every write to the widget database (at most one per 500 ms) re-plans the reminders.
                widgetRepository.dataUpdatedFlow
                    .debounce(500.milliseconds)
                    .onEach {
                        Log.d("SyncManager", "widget database changed")
                        triggerNotificationWorker()
                    }
                    .launchIn(scope)

                Log.d("SyncManager", "synchronizers started")
            }
            .launchIn(scope)
    }
}
