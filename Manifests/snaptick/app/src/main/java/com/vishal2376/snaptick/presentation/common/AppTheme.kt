// Written for GlanceSim in the shape of vishal2376/snaptick:app/src/main/java/com/vishal2376/snaptick/presentation/common/AppTheme.kt @ d280daf (GPL-3.0), not a copy.
package com.vishal2376.snaptick.presentation.common

enum class AppTheme {
	Light, Dark, Amoled;
}
