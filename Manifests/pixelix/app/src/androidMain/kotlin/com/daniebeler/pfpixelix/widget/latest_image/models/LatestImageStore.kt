// Written for GlanceSim in the shape of daniebeler/pixelix:app/src/androidMain/kotlin/com/daniebeler/pfpixelix/widget/latest_image/models/LatestImageStore.kt @ 93d1d65 (GPL-3.0), not a copy.
package com.daniebeler.pfpixelix.widget.notifications.models

import kotlinx.serialization.Serializable

// What a latest-image widget shows; stored as JSON by LatestImageStoreSerializer.
@Serializable
data class LatestImageStore(
    val latestImageUri: String = "",
    val postId: String = "",
    val refreshing: Boolean = false,
    val error: String = ""
)
