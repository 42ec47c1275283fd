// Written for GlanceSim in the shape of vishal2376/snaptick:app/src/main/java/com/vishal2376/snaptick/util/SettingsStore.kt @ d280daf (GPL-3.0), not a copy.
// Every key as upstream declares it; only the three settings the widget reads (theme, dynamic theme, time
// format) keep their flows and setters here.
package com.vishal2376.snaptick.util

import android.content.Context
import androidx.datastore.core.DataStore
import androidx.datastore.preferences.core.Preferences
import androidx.datastore.preferences.core.booleanPreferencesKey
import androidx.datastore.preferences.core.edit
import androidx.datastore.preferences.core.intPreferencesKey
import androidx.datastore.preferences.core.longPreferencesKey
import androidx.datastore.preferences.core.stringPreferencesKey
import androidx.datastore.preferences.preferencesDataStore
import com.vishal2376.snaptick.presentation.common.AppTheme
import kotlinx.coroutines.flow.Flow
import kotlinx.coroutines.flow.map

class SettingsStore(val context: Context) {

	companion object {
		val Context.dataStore: DataStore<Preferences> by preferencesDataStore(Constants.SETTINGS_KEY)

		private val THEME_KEY = intPreferencesKey("theme_key")
		private val DYNAMIC_THEME_KEY = booleanPreferencesKey("dynamic_theme_key")
		private val TIME_PICKER_KEY = booleanPreferencesKey("time_picker_key")
		private val TIME_FORMAT_KEY = booleanPreferencesKey("time_format_key")
		private val LANGUAGE_KEY = stringPreferencesKey("language_key")
		private val SORT_TASK_KEY = intPreferencesKey("sort_task_key")
		private val CALENDER_VIEW_KEY = intPreferencesKey("calender_view_key")
		private val LAST_OPENED_KEY = stringPreferencesKey("last_opened_key")
		private val STREAK_KEY = intPreferencesKey("streak_key")
		private val SLEEP_TIME_KEY = stringPreferencesKey("sleep_time_key")
		private val SHOW_WHATS_NEW_KEY = booleanPreferencesKey("show_whats_new_key")
		private val BUILD_VERSION_CODE = intPreferencesKey("build_version_code")
		private val SWIPE_BEHAVIOUR_KEY = intPreferencesKey("swipe_behaviour_key")
		private val CALENDAR_SYNC_ENABLED_KEY = booleanPreferencesKey("calendar_sync_enabled_key")
		private val CALENDAR_SYNC_CALENDAR_ID_KEY =
			stringPreferencesKey("calendar_sync_calendar_id_key")
		private val ONBOARDING_COMPLETED_KEY = booleanPreferencesKey("onboarding_completed_key")
		private val SOUND_ENABLED_KEY = booleanPreferencesKey("sound_enabled_key")
		private val LAST_UPDATE_CHECK_AT_KEY = longPreferencesKey("last_update_check_at_key")

		private val DEFAULT_THEME = AppTheme.Amoled.ordinal
		private const val DEFAULT_DYNAMIC_THEME = false
		private const val DEFAULT_TIME_FORMAT = false
	}

	val themeKey: Flow<Int> = context.dataStore.data.map { prefs ->
		prefs[THEME_KEY] ?: DEFAULT_THEME
	}

	val dynamicThemeKey: Flow<Boolean> = context.dataStore.data.map { prefs ->
		prefs[DYNAMIC_THEME_KEY] ?: DEFAULT_DYNAMIC_THEME
	}

	val timeFormatKey: Flow<Boolean> = context.dataStore.data.map { prefs ->
		prefs[TIME_FORMAT_KEY] ?: DEFAULT_TIME_FORMAT
	}

	suspend fun setTheme(theme: Int) {
		context.dataStore.edit { prefs ->
			prefs[THEME_KEY] = theme
		}
	}

	suspend fun setDynamicTheme(isEnabled: Boolean) {
		context.dataStore.edit { prefs ->
			prefs[DYNAMIC_THEME_KEY] = isEnabled
		}
	}

	suspend fun setTimeFormat(is24hourFormat: Boolean) {
		context.dataStore.edit { prefs ->
			prefs[TIME_FORMAT_KEY] = is24hourFormat
		}
	}
}
