// Written for GlanceSim in the shape of daniebeler/pixelix:app/src/androidMain/kotlin/com/daniebeler/pfpixelix/widget/notifications/models/NotificationsStore.kt @ 93d1d65 (GPL-3.0), not a copy.
package com.daniebeler.pfpixelix.widget.notifications.models

import kotlinx.serialization.Serializable

// What a notifications widget shows; stored as JSON by NotificationsStoreSerializer.
@Serializable
data class NotificationsStore(
    val notifications: List<NotificationStoreItem> = emptyList(),
    val refreshing: Boolean = false,
    val error: String = ""
)

@Serializable
data class NotificationStoreItem(
    val id: String,
    val accountAvatarUrl: String,
    val accountAvatarUri: String,
    val accountId: String,
    val accountUsername: String,
    val timeAgo: String,
    val type: String
)
