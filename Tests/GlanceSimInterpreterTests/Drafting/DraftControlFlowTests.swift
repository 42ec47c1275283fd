import Foundation
import GlanceSimFormats
import GlanceSimInterpreter
import Testing

/// `glancesim init` never drops control flow (issue "Model from code that never guesses", item 1): each construct
/// that guards an effect — `if`/`else`, `when`, an early `return`/`continue`, `?.let`, `catch` — is either said as
/// an `if` effect (a condition the behaviour format can express: the intent's action and extras, null checks,
/// the ids, `runAttemptCount`, constants) or written as a TODO at its line around the effects it guards. Worker
/// results follow every `return` of `doWork`. Each snippet is a module of its own; each draft must load.
@Suite struct DraftControlFlowTests {
    /// A module with one receiver `.R` (filtering `com.x.REFRESH` and `com.x.CLEAR`), a worker `SyncWorker`,
    /// and `files` under `src/main/java/com/x/`.
    static func draft(_ files: [String: String], receivers: String = Self.refreshReceiver) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appending(
            path: "glancesim-flow-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
        ).path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sources = folder + "/src/main/java/com/x"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        let manifest = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.x">
              <uses-sdk android:minSdkVersion="26" android:targetSdkVersion="34"/>
              <application>
            \(receivers)
              </application>
            </manifest>
            """
        try Data(manifest.utf8).write(to: URL(filePath: folder + "/src/main/AndroidManifest.xml"))
        let worker = """
            package com.x
            class SyncWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                override suspend fun doWork(): Result = Result.success()
            }
            """
        for (name, text) in ["SyncWorker.kt": worker].merging(files, uniquingKeysWith: { $1 }) {
            try Data(text.utf8).write(to: URL(filePath: sources + "/" + name))
        }
        let draft = try BehaviorDraft.make(module: folder)
        _ = try BehaviorLoader.parse(text: draft.text, path: "behavior.json5")  // every draft loads
        return draft.text
    }

    /// The manifest's receiver `.R`, filtering `com.x.REFRESH` and `com.x.CLEAR`.
    static let refreshReceiver = """
            <receiver android:name=".R" android:exported="false">
              <intent-filter>
                <action android:name="com.x.REFRESH"/>
                <action android:name="com.x.CLEAR"/>
              </intent-filter>
            </receiver>
        """

    static let enqueue =
        "WorkManager.getInstance(context).enqueueUniqueWork(\"sync\", ExistingWorkPolicy.KEEP, OneTimeWorkRequestBuilder<SyncWorker>().build())"
    static let cancel = "WorkManager.getInstance(context).cancelUniqueWork(\"sync\")"

    static func receiver(_ body: String) -> [String: String] {
        [
            "R.kt": """
            package com.x
            const val ACTION_REFRESH = "com.x.REFRESH"
            class R : BroadcastReceiver() {
                override fun onReceive(context: Context, intent: Intent) {
            \(body)
                }
            }
            """
        ]
    }

    /// The lines of `text` from the first containing `start`, trimmed, for comparing a stretch of a draft.
    static func lines(_ text: String, from start: String, count: Int) -> [String] {
        let all = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let first = all.firstIndex(where: { $0.contains(start) }) else { return [] }
        return Array(all[first..<min(all.count, first + count)])
    }

    @Test func anIfElseOnTheActionIsTwoIfEffectsNotTwoUnconditionalOnes() throws {
        let text = try Self.draft(
            Self.receiver(
                """
                if (intent.action == ACTION_REFRESH) {
                    \(Self.enqueue)
                } else {
                    \(Self.cancel)
                }
                """))
        #expect(
            Self.lines(text, from: "{ if: \"action == 'com.x.REFRESH'\"", count: 4) == [
                "{ if: \"action == 'com.x.REFRESH'\", then: [", "// from src/main/java/com/x/R.kt:6",
                "{ enqueue: \"SyncWorker\", unique: \"sync\", policy: \"KEEP\" },", "] },",
            ] || text.contains("{ if: \"action == 'com.x.REFRESH'\", then: ["))
        #expect(text.contains("{ if: \"!(action == 'com.x.REFRESH')\", then: ["))
        #expect(!text.contains("// TODO("))
    }

    @Test func aWhenOnTheActionIsOneIfPerBranchAndItsElseTheNegationOfTheOthers() throws {
        let text = try Self.draft(
            Self.receiver(
                """
                when (intent.action) {
                    ACTION_REFRESH -> \(Self.enqueue)
                    "com.x.CLEAR", "com.x.OTHER" -> { \(Self.cancel) }
                    else -> \(Self.cancel)
                }
                """))
        #expect(text.contains("{ if: \"action == 'com.x.REFRESH'\", then: ["))
        #expect(text.contains("{ if: \"action in ['com.x.CLEAR', 'com.x.OTHER']\", then: ["))
        #expect(
            text.contains(
                "{ if: \"!(action == 'com.x.REFRESH') && !(action in ['com.x.CLEAR', 'com.x.OTHER'])\", then: ["))
    }

    @Test func anEarlyReturnGuardsWhatFollowsIt() throws {
        let text = try Self.draft(
            Self.receiver(
                """
                if (intent.getStringExtra("id") == null) return
                \(Self.enqueue)
                """))
        #expect(text.contains("{ if: \"!(extras.id == null)\", then: ["))
    }

    @Test func aSafeCallLetIsANullCheck() throws {
        let text = try Self.draft(Self.receiver("intent.getStringExtra(\"id\")?.let { \(Self.enqueue) }"))
        #expect(text.contains("{ if: \"extras.id != null\", then: ["))
    }

    @Test func aConditionTheFormatCannotSayIsATodoAroundItsEffectsNeverDropped() throws {
        let text = try Self.draft(
            Self.receiver(
                """
                if (context.getSharedPreferences("p", 0).getBoolean("on", false)) {
                    \(Self.enqueue)
                }
                """))
        let stretch = Self.lines(text, from: "TODO(src/main/java/com/x/R.kt:5)", count: 4)
        #expect(
            stretch.first?.hasPrefix(
                "// TODO(src/main/java/com/x/R.kt:5): the effects below run only when `context.getSharedPreferences"
            ) == true)
        #expect(stretch.contains { $0.hasPrefix("{ enqueue: \"SyncWorker\"") })
        #expect(
            stretch.last?.hasPrefix("// (end of the effects that run only when `context.getSharedPreferences") == true)
    }

    @Test func aCatchBlockIsATodoAndTheTryBlockRunsAsItIs() throws {
        let text = try Self.draft(
            Self.receiver(
                """
                try {
                    \(Self.enqueue)
                } catch (e: Exception) {
                    \(Self.cancel)
                }
                """))
        #expect(text.contains("run only when `the code above throws e: Exception`"))
        let enqueue = try #require(text.range(of: "{ enqueue: \"SyncWorker\""))
        let todo = try #require(text.range(of: "TODO(src/main/java/com/x/R.kt:7)"))
        #expect(enqueue.lowerBound < todo.lowerBound, "the try block's effect is not under the catch's TODO")
    }

    @Test func javaEqualsOnTheActionIsTranslated() throws {
        let text = try Self.draft([
            "R.java": """
            package com.x;
            public class R extends BroadcastReceiver {
                static final String ACTION_REFRESH = "com.x.REFRESH";
                @Override public void onReceive(Context context, Intent intent) {
                    if (ACTION_REFRESH.equals(intent.getAction())) {
                        WorkManager.getInstance(context).cancelUniqueWork("sync");
                    }
                }
            }
            """
        ])
        #expect(text.contains("{ if: \"'com.x.REFRESH' == action\", then: ["))
    }

    @Test func workerResultsFollowEveryReturn() throws {
        let worker = """
            package com.x
            class SyncWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                override suspend fun doWork(): Result {
                    if (runAttemptCount >= 3) return Result.failure()
                    if (runAttemptCount < 2) {
                        return Result.retry()
                    }
                    return Result.success()
                }
            }
            """
        let text = try Self.draft(Self.receiver(Self.enqueue).merging(["SyncWorker.kt": worker]) { $1 })
        #expect(
            text.contains(
                "result: \"${(runAttemptCount >= 3) ? 'failure' : (!(runAttemptCount >= 3)) && (runAttemptCount < 2) ? 'retry' : 'success'}\","
            ))
    }

    /// `AppWidgetProvider.onReceive` ignores an APPWIDGET_UPDATE without `EXTRA_APPWIDGET_IDS`
    /// (AppWidgetProvider.java: `if (appWidgetIds != null && appWidgetIds.length > 0)`): the draft keeps the ids,
    /// as `widgets(PROVIDER)` when the code asks `getAppWidgetIds(ComponentName(context, P::class.java))`.
    @Test func anAppWidgetUpdateBroadcastKeepsItsIds() throws {
        let text = try Self.draft(
            Self.receiver(
                """
                val manager = AppWidgetManager.getInstance(context)
                val ids = manager.getAppWidgetIds(ComponentName(context, R::class.java))
                val update = Intent(context, R::class.java).apply {
                    action = AppWidgetManager.ACTION_APPWIDGET_UPDATE
                    putExtra(AppWidgetManager.EXTRA_APPWIDGET_IDS, ids)
                }
                context.sendBroadcast(update)
                """))
        #expect(
            text.contains(
                "{ sendBroadcast: \"android.appwidget.action.APPWIDGET_UPDATE\", component: \"com.x.R\", extras: { "
                    + "appWidgetIds: \"${widgets('com.x.R')}\" } },"), "\(text)")
    }

}
