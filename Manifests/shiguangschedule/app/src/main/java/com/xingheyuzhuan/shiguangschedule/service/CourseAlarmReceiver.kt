// Written for GlanceSim in the shape of XingHeYuZhuan/shiguangschedule:app/src/main/java/com/xingheyuzhuan/shiguangschedule/service/CourseAlarmReceiver.kt @ ccdcc20 (Apache-2.0), not a copy.
// Not a widget component: the reminder alarms' receiver, declared in the manifest (see the sample's SOURCE.md).
package com.xingheyuzhuan.shiguangschedule.service

import android.app.NotificationChannel
import android.app.NotificationManager
import android.app.PendingIntent
import android.content.BroadcastReceiver
import android.content.Context
import android.content.Intent
import androidx.core.app.NotificationCompat
import com.xingheyuzhuan.shiguangschedule.MainActivity
import com.xingheyuzhuan.shiguangschedule.R

// Shows "上课提醒" with the course's name and room; a tap opens MainActivity.
class CourseAlarmReceiver : BroadcastReceiver() {

    companion object {
        const val NOTIFICATION_CHANNEL_ID = "course_notification_channel"
        const val NOTIFICATION_ID_BASE = 1000
        const val EXTRA_COURSE_NAME = "course_name"
        const val EXTRA_COURSE_POSITION = "course_position"
        const val EXTRA_COURSE_ID = "course_id"
    }

    override fun onReceive(context: Context?, intent: Intent?) {
        val ctx = context ?: return
        val courseIdString = intent?.getStringExtra(EXTRA_COURSE_ID)
        if (courseIdString.isNullOrEmpty()) return
        showNotification(
            ctx,
            courseIdString.hashCode() and 0x7fffffff,
            intent?.getStringExtra(EXTRA_COURSE_NAME) ?: "未知课程",
            intent?.getStringExtra(EXTRA_COURSE_POSITION) ?: "地点未知"
        )
    }

    private fun showNotification(context: Context, courseId: Int, name: String, position: String) {
        val notificationManager = context.getSystemService(Context.NOTIFICATION_SERVICE) as NotificationManager
        if (notificationManager.getNotificationChannel(NOTIFICATION_CHANNEL_ID) == null) {
            notificationManager.createNotificationChannel(
                NotificationChannel(NOTIFICATION_CHANNEL_ID, "课程提醒", NotificationManager.IMPORTANCE_HIGH).apply {
                    description = "上课提醒通知"
                }
            )
        }
        val pendingIntent = PendingIntent.getActivity(
            context,
            0,
            Intent(context, MainActivity::class.java),
            PendingIntent.FLAG_UPDATE_CURRENT or PendingIntent.FLAG_IMMUTABLE
        )
        val notification = NotificationCompat.Builder(context, NOTIFICATION_CHANNEL_ID)
            .setSmallIcon(R.drawable.ic_launcher_foreground)
            .setContentTitle("上课提醒")
            .setContentText("$name - $position")
            .setPriority(NotificationCompat.PRIORITY_HIGH)
            .setContentIntent(pendingIntent)
            .setAutoCancel(true)
            .build()
        notificationManager.notify(NOTIFICATION_ID_BASE + courseId, notification)
    }
}
