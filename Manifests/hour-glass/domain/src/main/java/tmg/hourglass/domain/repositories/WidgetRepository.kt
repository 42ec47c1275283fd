// Written for GlanceSim in the shape of thementalgoose/android-hour-glass:domain/src/main/java/tmg/hourglass/domain/repositories/WidgetRepository.kt @ c67dd88 (Apache-2.0), excerpt, Apache-2.0.
// Copyright the android-hour-glass authors. Licensed under the Apache License, Version 2.0
// (http://www.apache.org/licenses/LICENSE-2.0). The upstream file as it is at that commit, unchanged below this header.
package tmg.hourglass.domain.repositories

import kotlinx.coroutines.flow.Flow
import tmg.hourglass.domain.model.WidgetReference

interface WidgetRepository {

    fun saveSync(widgetReference: WidgetReference)

    fun saveSync(appWidgetId: Int, countdownId: String) {
        val model = WidgetReference(
            appWidgetId = appWidgetId,
            countdownId = countdownId,
            openAppOnClick = false
        )
        saveSync(model)
    }

    fun getSync(appWidgetId: Int): WidgetReference?
    fun get(appWidgetId: Int): Flow<WidgetReference?>

}
