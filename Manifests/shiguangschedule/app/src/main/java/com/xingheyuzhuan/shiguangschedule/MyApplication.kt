// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/MyApplication.kt @ ccdcc20 (Apache-2.0), not a copy.
// CourseConversionRepository (not used by the widgets) is left out; the other repositories, DAOs and entities the
// widgets do not read (AppSettingsRepository, CourseTableRepository, TimeSlotRepository, ...) are not included.
package com.xingheyuzhuan.shiguangschedule

import android.app.Application
import androidx.work.Configuration
import com.xingheyuzhuan.shiguangschedule.data.db.main.MainAppDatabase
import com.xingheyuzhuan.shiguangschedule.data.db.widget.WidgetDatabase
import com.xingheyuzhuan.shiguangschedule.data.repository.AppSettingsRepository
import com.xingheyuzhuan.shiguangschedule.data.repository.CourseTableRepository
import com.xingheyuzhuan.shiguangschedule.data.repository.TimeSlotRepository
import com.xingheyuzhuan.shiguangschedule.data.repository.WidgetRepository
import com.xingheyuzhuan.shiguangschedule.data.sync.SyncManager
import com.xingheyuzhuan.shiguangschedule.data.sync.WidgetDataSynchronizer
import com.xingheyuzhuan.shiguangschedule.service.AppWorkerFactory

// Holds the app's singletons and gives WorkManager a factory that can build the workers with them.
class MyApplication : Application(), Configuration.Provider {

    val database: MainAppDatabase by lazy { MainAppDatabase.getDatabase(this) }
    val widgetDatabase: WidgetDatabase by lazy { WidgetDatabase.getDatabase(this) }

    val appSettingsRepository: AppSettingsRepository by lazy {
        AppSettingsRepository(database.appSettingsDao())
    }
    val timeSlotRepository: TimeSlotRepository by lazy {
        TimeSlotRepository(database.timeSlotDao())
    }
    val courseTableRepository: CourseTableRepository by lazy {
        CourseTableRepository(
            database.courseTableDao(),
            database.courseDao(),
            database.courseWeekDao(),
            timeSlotRepository
        )
    }
    val widgetRepository: WidgetRepository by lazy {
        WidgetRepository(
            widgetDatabase.widgetCourseDao(),
            database.appSettingsDao(),
            this
        )
    }

    val widgetDataSynchronizer by lazy {
        WidgetDataSynchronizer(
            appContext = this,
            appSettingsRepository = appSettingsRepository,
            courseTableRepository = courseTableRepository,
            timeSlotRepository = timeSlotRepository,
            widgetRepository = widgetRepository
        )
    }

    override val workManagerConfiguration: Configuration
        get() = Configuration.Builder()
            .setWorkerFactory(
                AppWorkerFactory(
                    appSettingsRepository = appSettingsRepository,
                    widgetRepository = widgetRepository,
                    widgetDataSynchronizer = widgetDataSynchronizer
                )
            )
            .build()

    override fun onCreate() {
        super.onCreate()

        // Opening the main database (first run: its default rows) lets the sync start.
        database.courseTableDao()

        val syncManager = SyncManager(
            appContext = this,
            appSettingsRepository = appSettingsRepository,
            courseTableRepository = courseTableRepository,
            timeSlotRepository = timeSlotRepository,
            widgetRepository = widgetRepository
        )
        syncManager.startAllSynchronizers()
    }
}
