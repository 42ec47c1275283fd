// Written for GlanceSim in the shape of daniebeler/pixelix:app/src/androidMain/kotlin/com/daniebeler/pfpixelix/widget/latest_image/utils/GetImageProvider.kt @ 93d1d65 (GPL-3.0), not a copy.
package com.daniebeler.pfpixelix.widget.latest_image.utils

import android.content.Context
import android.graphics.Color
import android.graphics.ImageDecoder
import android.graphics.Paint
import android.graphics.Path
import android.graphics.PixelFormat
import android.graphics.PorterDuff
import android.graphics.PorterDuffXfermode
import android.os.Build
import android.provider.MediaStore
import androidx.compose.ui.unit.dp
import androidx.core.graphics.drawable.RoundedBitmapDrawableFactory
import androidx.core.graphics.drawable.toBitmap
import androidx.core.net.toUri
import androidx.glance.ImageProvider

// Reads a content URI into a bitmap with rounded corners (radius in px) for a Glance Image.
class GetImageProvider {
    operator fun invoke(imagePath: String, context: Context, radius: Float): ImageProvider {
        if (Build.VERSION.SDK_INT < 29) {
            return oldWayToGetBitmap(context, imagePath, radius)
        }
        return try {
            val source = ImageDecoder.createSource(context.contentResolver, imagePath.toUri())
            ImageProvider(ImageDecoder.decodeBitmap(source) { decoder, info, _ ->
                val longest = maxOf(info.size.width, info.size.height)
                if (longest > 1400) decoder.setTargetSampleSize(3)
                else if (longest > 800) decoder.setTargetSampleSize(2)
                decoder.setPostProcessor { canvas ->
                    // Clear everything outside a rounded rectangle.
                    val outside = Path().apply {
                        fillType = Path.FillType.INVERSE_EVEN_ODD
                        addRoundRect(
                            0f, 0f, canvas.width.toFloat(), canvas.height.toFloat(),
                            radius, radius, Path.Direction.CW
                        )
                    }
                    canvas.drawPath(outside, Paint().apply {
                        isAntiAlias = true
                        color = Color.TRANSPARENT
                        xfermode = PorterDuffXfermode(PorterDuff.Mode.SRC)
                    })
                    PixelFormat.TRANSLUCENT
                }
            })
        } catch (e: Exception) {
            oldWayToGetBitmap(context, imagePath, radius)
        }
    }

    private fun oldWayToGetBitmap(context: Context, imagePath: String, radius: Float): ImageProvider {
        val bitmap = MediaStore.Images.Media.getBitmap(context.contentResolver, imagePath.toUri())
        val rounded = RoundedBitmapDrawableFactory.create(context.resources, bitmap)
        rounded.cornerRadius = radius.dp.value
        return ImageProvider(rounded.current.toBitmap())
    }
}
