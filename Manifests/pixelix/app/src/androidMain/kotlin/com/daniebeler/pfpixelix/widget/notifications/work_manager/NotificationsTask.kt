// Written for GlanceSim in the shape of daniebeler/pixelix:app/src/androidMain/kotlin/com/daniebeler/pfpixelix/widget/notifications/work_manager/NotificationsTask.kt @ 93d1d65 (GPL-3.0), not a copy.
// AppComponent, AuthService, WidgetService, Resource and TimeAgo live in commonMain (not included here).
package com.daniebeler.pfpixelix.widget.notifications.work_manager

import android.content.Context
import android.content.Intent
import android.content.Intent.FLAG_GRANT_PERSISTABLE_URI_PERMISSION
import android.content.Intent.FLAG_GRANT_READ_URI_PERMISSION
import android.content.pm.PackageManager
import androidx.core.content.FileProvider.getUriForFile
import androidx.work.CoroutineWorker
import androidx.work.WorkerParameters
import coil3.imageLoader
import coil3.request.ErrorResult
import coil3.request.ImageRequest
import com.daniebeler.pfpixelix.domain.service.utils.Resource
import com.daniebeler.pfpixelix.di.AppComponent
import com.daniebeler.pfpixelix.utils.TimeAgo
import com.daniebeler.pfpixelix.widget.notifications.models.NotificationStoreItem
import com.daniebeler.pfpixelix.widget.notifications.updateNotificationsWidget
import com.daniebeler.pfpixelix.widget.notifications.updateNotificationsWidgetRefreshing
import kotlinx.coroutines.flow.firstOrNull
import kotlinx.coroutines.flow.last

class NotificationsTask(
    context: Context,
    workerParams: WorkerParameters,
    private val appComponent: AppComponent
) : CoroutineWorker(context, workerParams) {
    override suspend fun doWork(): Result {
        val context = appComponent.context
        val authService = appComponent.authService
        val widgetService = appComponent.widgetService

        try {
            updateNotificationsWidgetRefreshing(context)
            authService.openSessionIfExist()
            if (authService.activeUser.firstOrNull() == null) {
                updateNotificationsWidget(emptyList(), context, "you have to be logged in to an account")
                return Result.failure()
            }
            val res = widgetService.getNotifications().last()
            if (res !is Resource.Success || res.data == null) {
                throw Exception()
            }
            // At most ten, each avatar cached on the device and handed to the launcher as a content URI.
            val items = res.data.take(10).map { notification ->
                NotificationStoreItem(
                    notification.id,
                    notification.account.avatar,
                    getImageUri(context, notification.account.avatar),
                    notification.account.id,
                    notification.account.username,
                    TimeAgo.convertTimeToText(notification.createdAt),
                    notification.type
                )
            }
            updateNotificationsWidget(items, context)
        } catch (e: Exception) {
            if (runAttemptCount < 4) {
                val seconds = NotificationWorkManagerRetrySeonds * (runAttemptCount + 1)
                updateNotificationsWidget(emptyList(), context, "an error occurred, retrying in $seconds seconds")
                return Result.retry()
            }
            updateNotificationsWidget(emptyList(), context, "an unexpected error occurred")
            return Result.failure()
        }
        return Result.success()
    }

    // Downloads the picture with Coil, then shares its disk-cache file through the FileProvider with the
    // current home app, and returns the content URI.
    private suspend fun getImageUri(context: Context, url: String): String {
        val loaded = context.imageLoader.execute(ImageRequest.Builder(context).data(url).build())
        if (loaded is ErrorResult) {
            throw loaded.throwable
        }
        val uri = context.imageLoader.diskCache?.openSnapshot(url)?.use { snapshot ->
            val contentUri = getUriForFile(
                context, "com.example.android.appwidget.fileprovider", snapshot.data.toFile()
            )
            val home = context.packageManager.resolveActivity(
                Intent(Intent.ACTION_MAIN).apply { addCategory(Intent.CATEGORY_HOME) },
                PackageManager.MATCH_DEFAULT_ONLY
            )?.activityInfo?.packageName
            if (home != null) {
                context.grantUriPermission(
                    home,
                    contentUri,
                    FLAG_GRANT_READ_URI_PERMISSION or FLAG_GRANT_PERSISTABLE_URI_PERMISSION
                )
            }
            contentUri.toString()
        }
        return requireNotNull(uri) { "no cached file for $url" }
    }
}
