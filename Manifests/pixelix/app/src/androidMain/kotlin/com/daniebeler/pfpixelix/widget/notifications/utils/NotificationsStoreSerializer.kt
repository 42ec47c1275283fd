// Written for GlanceSim in the shape of daniebeler/pixelix:app/src/androidMain/kotlin/com/daniebeler/pfpixelix/widget/notifications/utils/NotificationsStoreSerializer.kt @ 93d1d65 (GPL-3.0), not a copy.
package com.daniebeler.pfpixelix.widget.notifications.utils

import androidx.datastore.core.Serializer
import com.daniebeler.pfpixelix.widget.notifications.models.NotificationsStore
import kotlinx.serialization.SerializationException
import kotlinx.serialization.json.Json
import java.io.InputStream
import java.io.OutputStream

// JSON in the DataStore file; a file that does not parse reads as the empty store.
object NotificationsStoreSerializer : Serializer<NotificationsStore> {
    override val defaultValue: NotificationsStore
        get() = NotificationsStore()

    override suspend fun readFrom(input: InputStream): NotificationsStore {
        val text = input.readBytes().decodeToString()
        return try {
            Json.decodeFromString(deserializer = NotificationsStore.serializer(), string = text)
        } catch (e: SerializationException) {
            defaultValue
        }
    }

    override suspend fun writeTo(t: NotificationsStore, output: OutputStream) {
        val text = Json.encodeToString(serializer = NotificationsStore.serializer(), value = t)
        output.write(text.encodeToByteArray())
    }
}
