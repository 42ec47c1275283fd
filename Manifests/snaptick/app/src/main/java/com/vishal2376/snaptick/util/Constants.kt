// Written for GlanceSim in the shape of vishal2376/snaptick:app/src/main/java/com/vishal2376/snaptick/util/Constants.kt @ d280daf (GPL-3.0), not a copy.
// Only the constant the widget's code paths use.
package com.vishal2376.snaptick.util

object Constants {

	// Name of the settings Preferences DataStore.
	const val SETTINGS_KEY = "settings_key"
}
