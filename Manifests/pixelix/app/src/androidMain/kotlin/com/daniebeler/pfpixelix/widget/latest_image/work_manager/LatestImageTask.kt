// Written for GlanceSim in the shape of daniebeler/pixelix:app/src/androidMain/kotlin/com/daniebeler/pfpixelix/widget/latest_image/work_manager/LatestImageTask.kt @ 93d1d65 (GPL-3.0), not a copy.
// AppComponent, AuthService, WidgetService and Resource live in commonMain (not included here).
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
import com.daniebeler.pfpixelix.widget.latest_image.updateLatestImageWidget
import com.daniebeler.pfpixelix.widget.latest_image.updateLatestImageWidgetRefreshing
import com.daniebeler.pfpixelix.widget.notifications.updateNotificationsWidget
import kotlinx.coroutines.flow.firstOrNull
import kotlinx.coroutines.flow.last

class LatestImageTask(
    context: Context,
    workerParams: WorkerParameters,
    private val appComponent: AppComponent
) : CoroutineWorker(context, workerParams) {
    override suspend fun doWork(): Result {
        val context = appComponent.context
        val authService = appComponent.authService
        val widgetService = appComponent.widgetService

        try {
            updateLatestImageWidgetRefreshing(context)
            authService.openSessionIfExist()
            if (authService.activeUser.firstOrNull() == null) {
                // As upstream: the logged-out message goes to the notifications widget's store.
                updateNotificationsWidget(emptyList(), context, "you have to be logged in to an account")
                return Result.failure()
            }
            val res = widgetService.getLatestImage().last()
            if (res !is Resource.Success || res.data == null) {
                throw Exception()
            }
            val preview = res.data.mediaAttachments.first().previewUrl
            updateLatestImageWidget(getImageUri(context, preview), res.data.id, context)
        } catch (e: Exception) {
            if (runAttemptCount < 4) {
                val seconds = NotificationWorkManagerRetrySeonds * (runAttemptCount + 1)
                updateLatestImageWidget("", "", context, "an error occurred, retrying in $seconds seconds")
                return Result.retry()
            }
            updateLatestImageWidget("", "", context, "an unexpected error occurred")
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
