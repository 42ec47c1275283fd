// Written for GlanceSim in the shape of daniebeler/pixelix:app/src/androidMain/kotlin/com/daniebeler/pfpixelix/widget/notifications/work_manager/NotificationsWorkManager.kt @ 93d1d65 (GPL-3.0), not a copy.
package com.daniebeler.pfpixelix.widget.notifications.work_manager

import android.content.Context
import androidx.work.BackoffPolicy
import androidx.work.Constraints
import androidx.work.ExistingPeriodicWorkPolicy
import androidx.work.NetworkType
import androidx.work.OneTimeWorkRequestBuilder
import androidx.work.PeriodicWorkRequest
import androidx.work.PeriodicWorkRequestBuilder
import androidx.work.WorkManager
import androidx.work.WorkRequest
import java.util.concurrent.TimeUnit

// The backoff delay, in seconds; NotificationsTask also quotes it in its retry message.
public val NotificationWorkManagerRetrySeonds: Long = 15
class NotificationsWorkManager(private val context: Context) {
    fun executePeriodic() = enqueuePeriodicWorker()
    fun executeOnce() = startWorkerOnce()

    // The refresh button: a plain one-time request, not unique, so every tap adds one.
    private fun startWorkerOnce() {
        val request: WorkRequest =
            OneTimeWorkRequestBuilder<NotificationsTask>().setConstraints(
                Constraints.Builder().setRequiredNetworkType(NetworkType.CONNECTED).build()
            ).build()
        WorkManager.getInstance(context).enqueue(request)
    }

    private fun enqueuePeriodicWorker() {
        WorkManager.getInstance(context).enqueueUniquePeriodicWork(
            "notifications_widget_task",
            ExistingPeriodicWorkPolicy.KEEP, buildRequest()
        )
    }

    private fun buildRequest(): PeriodicWorkRequest {
        return PeriodicWorkRequestBuilder<NotificationsTask>(
            15, TimeUnit.MINUTES
        ).addTag("notifications_widget_task").setConstraints(
            Constraints.Builder().setRequiredNetworkType(NetworkType.CONNECTED).build()
        ).setBackoffCriteria(
            BackoffPolicy.EXPONENTIAL, NotificationWorkManagerRetrySeonds, TimeUnit.SECONDS
        ).build()
    }

    fun cancelWork() {
        WorkManager.getInstance(context).cancelUniqueWork("notifications_widget_task")
    }
}
