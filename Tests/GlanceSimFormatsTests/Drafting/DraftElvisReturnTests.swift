import Foundation
import GlanceSimFormats
import Testing

/// The `?: return` guards AnkiDroid showed wrong: a result in the `return` itself runs when the value is null, and
/// a value whose call's arguments span lines is the whole call.
@Suite struct DraftElvisReturnTests {
    /// AnkiDroid's SyncWorker: `val key = inputData.getString(KEY) ?: return Result.failure()` fails when the key
    /// is null (not when it is not). The input data is not the intent's, so the condition is a TODO.
    @Test func aResultInAnElvisReturnIsReturnedWhenTheValueIsNull() throws {
        let draft = try DraftControlFlowTests.draft([
            "SyncWorker.kt": """
            package com.x
            class SyncWorker(context: Context, params: WorkerParameters) : CoroutineWorker(context, params) {
                override suspend fun doWork(): Result {
                    val key = inputData.getString("key") ?: return Result.failure()
                    return Result.success()
                }
            }
            """
        ])
        #expect(
            draft.contains(
                "doWork returns failure at line 4 when `inputData.getString(\"key\") == null`, success at line 5 when "
                    + "`inputData.getString(\"key\") != null`"), "\(draft)")
    }

    /// AnkiDroid's AlarmManagerService: `getIntent(\n context,\n id\n) ?: return` — the condition is the call, not
    /// its closing parenthesis.
    @Test func anElvisReturnAfterACallOverSeveralLinesSaysTheCall() throws {
        let draft = try DraftControlFlowTests.draft(
            DraftControlFlowTests.receiver(
                """
                        getIntent(
                            context,
                            1
                        ) ?: return
                        \(DraftControlFlowTests.enqueue)
                """))
        #expect(draft.contains("run only when `getIntent(context, 1) != null`"), "\(draft)")
    }
}
