// Written for GlanceSim in the shape of daniebeler/pixelix:app/src/androidMain/kotlin/com/daniebeler/pfpixelix/MyApplication.kt @ 93d1d65 (GPL-3.0), not a copy.
// Only what the widgets need: the Application is WorkManager's Configuration.Provider, and its WorkerFactory
// builds the two widget workers with the app's AppComponent (commonMain, not included here).
package com.daniebeler.pfpixelix

import android.app.Activity
import android.app.Application
import android.content.Context
import androidx.work.Configuration
import androidx.work.ListenableWorker
import androidx.work.WorkerFactory
import androidx.work.WorkerParameters
import coil3.SingletonImageLoader
import com.daniebeler.pfpixelix.di.AppComponent
import com.daniebeler.pfpixelix.di.create
import com.daniebeler.pfpixelix.widget.notifications.work_manager.LatestImageTask
import com.daniebeler.pfpixelix.widget.notifications.work_manager.NotificationsTask
import java.lang.ref.WeakReference

class MyApplication : Application(), Configuration.Provider {

    private val workerFactory: WorkerFactory by lazy { MyWorkerFactory(appComponent) }
    override val workManagerConfiguration: Configuration
        get() = Configuration.Builder().setWorkerFactory(workerFactory).build()

    override fun onCreate() {
        appComponent = AppComponent.create(this)
        SingletonImageLoader.setSafe {
            appComponent.provideImageLoader()
        }
        super.onCreate()
    }

    companion object {
        lateinit var appComponent: AppComponent
            private set
        var currentActivity: WeakReference<Activity>? = null
    }
}

private class MyWorkerFactory(val appComponent: AppComponent) : WorkerFactory() {
    override fun createWorker(
        appContext: Context,
        workerClassName: String,
        workerParameters: WorkerParameters
    ): ListenableWorker? = when (workerClassName) {
        NotificationsTask::class.java.name -> NotificationsTask(
            appContext,
            workerParameters,
            appComponent
        )
        LatestImageTask::class.java.name -> LatestImageTask(
            appContext,
            workerParameters,
            appComponent
        )
        else -> null
    }
}
