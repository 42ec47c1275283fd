// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/data/db/main/MainAppDatabase.kt @ ccdcc20 (Apache-2.0), not a copy.
package com.xingheyuzhuan.shiguangschedule.data.db.main

import android.content.Context
import androidx.room.Database
import androidx.room.Room
import androidx.room.RoomDatabase
import androidx.room.TypeConverters
import androidx.sqlite.db.SupportSQLiteDatabase
import kotlinx.coroutines.CoroutineScope
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.flow.MutableStateFlow
import kotlinx.coroutines.flow.StateFlow
import kotlinx.coroutines.flow.asStateFlow
import kotlinx.coroutines.launch
import java.util.UUID

@Database(
    entities = [
        CourseTable::class,
        Course::class,
        CourseWeek::class,
        TimeSlot::class,
        AppSettings::class
    ],
    version = 1,
    exportSchema = false
)
@TypeConverters(Converters::class)
abstract class MainAppDatabase : RoomDatabase() {

    abstract fun courseTableDao(): CourseTableDao
    abstract fun courseDao(): CourseDao
    abstract fun courseWeekDao(): CourseWeekDao
    abstract fun timeSlotDao(): TimeSlotDao
    abstract fun appSettingsDao(): AppSettingsDao

    companion object {
        @Volatile
        private var INSTANCE: MainAppDatabase? = null

        // True once the database is open (and, on the first run, its default rows are written).
        private val _isInitialized = MutableStateFlow(false)
        val isInitialized: StateFlow<Boolean> = _isInitialized.asStateFlow()

        fun getDatabase(context: Context): MainAppDatabase {
            return INSTANCE ?: synchronized(this) {
                val instance = Room.databaseBuilder(
                    context.applicationContext,
                    MainAppDatabase::class.java,
                    "main_app_database"
                )
                    .addCallback(object : RoomDatabase.Callback() {
                        // First run: one table "我的课表", the settings pointing at it, and 13 time slots.
                        override fun onCreate(db: SupportSQLiteDatabase) {
                            super.onCreate(db)
                            CoroutineScope(Dispatchers.IO).launch {
                                val database = INSTANCE ?: return@launch
                                val table = CourseTable(
                                    id = UUID.randomUUID().toString(),
                                    name = "我的课表",
                                    createdAt = System.currentTimeMillis()
                                )
                                database.courseTableDao().insert(table)
                                database.appSettingsDao().insertOrUpdate(AppSettings(currentCourseTableId = table.id))
                                val slots = listOf(
                                    "08:00" to "08:45", "08:50" to "09:35", "09:50" to "10:35", "10:40" to "11:25",
                                    "11:30" to "12:15", "14:00" to "14:45", "14:50" to "15:35", "15:45" to "16:30",
                                    "16:35" to "17:20", "18:30" to "19:15", "19:20" to "20:05", "20:10" to "20:55",
                                    "21:10" to "21:55"
                                ).mapIndexed { i, (start, end) ->
                                    TimeSlot(number = i + 1, startTime = start, endTime = end, courseTableId = table.id)
                                }
                                database.timeSlotDao().insertAll(slots)
                                _isInitialized.value = true
                            }
                        }

                        override fun onOpen(db: SupportSQLiteDatabase) {
                            super.onOpen(db)
                            _isInitialized.value = true
                        }
                    })
                    .build()
                INSTANCE = instance
                instance
            }
        }
    }
}
