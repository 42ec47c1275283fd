// Written for GlanceSim in the shape of thementalgoose/android-hour-glass:data/room/src/main/java/tmg/hourglass/room/HourGlassDatabase.kt @ c67dd88 (Apache-2.0), excerpt, Apache-2.0.
// Copyright the android-hour-glass authors. Licensed under the Apache License, Version 2.0
// (http://www.apache.org/licenses/LICENSE-2.0). The upstream file as it is at that commit, unchanged below this header.
package tmg.hourglass.room

import androidx.room.Database
import androidx.room.RoomDatabase
import androidx.room.migration.Migration
import androidx.sqlite.db.SupportSQLiteDatabase
import tmg.hourglass.room.dao.CountdownDao
import tmg.hourglass.room.dao.TagDao
import tmg.hourglass.room.dao.WidgetDao
import tmg.hourglass.room.models.Countdown
import tmg.hourglass.room.models.Tag
import tmg.hourglass.room.models.WidgetReference

internal const val DATABASE_NAME = "HourGlass"

@Database(
    version = 4,
    entities = [
        WidgetReference::class,
        Countdown::class,
        Tag::class
    ],
    exportSchema = true
)
internal abstract class HourGlassDatabase: RoomDatabase() {
    abstract fun widgetDao(): WidgetDao
    abstract fun countdownDao(): CountdownDao
    abstract fun tagDao(): TagDao
}
