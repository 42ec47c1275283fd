// Written for GlanceSim in the shape of JuniperPhoton/H2.R:app/src/main/java/com/juniperphoton/h2r/activity/MainActivity.kt @ 3ca3f36 (Apache-2.0); excerpt, Apache-2.0: the whole file, unchanged below these lines.
// The upstream file has no header of its own; the repository's LICENSE is the Apache License, Version 2.0
// (https://www.apache.org/licenses/LICENSE-2.0).
package com.juniperphoton.h2r.activity

import android.appwidget.AppWidgetManager
import android.content.ComponentName
import android.os.Bundle
import android.support.v7.app.AppCompatActivity
import com.juniperphoton.h2r.TimeWidgetProvider
import com.juniperphoton.h2r.WidgetConfigurer

class MainActivity : AppCompatActivity() {
    override fun onCreate(savedInstanceState: Bundle?) {
        super.onCreate(savedInstanceState)
        var ids = AppWidgetManager.getInstance(this).getAppWidgetIds(ComponentName(this, TimeWidgetProvider::class.java))
        ids.map {
            WidgetConfigurer.update(this, it)
        }
        finish()
    }
}
