import Foundation
import GlanceSimFormats
import Testing

/// Returns that end a callback early, as AnkiDroid and shiguangschedule write them: `?: return` (a result in the
/// `return` itself runs when the value is null; a value whose call's arguments span lines is the whole call),
/// `?: run { …; return }`, and a `return` nested in an earlier block (an `else`, a `catch`), after which the rest
/// runs only when it was not taken.
@Suite struct DraftEarlyReturnTests {
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
    /// shiguangschedule's `val start = settings.startDate ?: run { repository.deleteAll(); return }`: what follows
    /// runs when the value is not null, and what the `run` block does when it is.
    @Test func anElvisRunThatReturnsGuardsWhatFollows() throws {
        let draft = try DraftControlFlowTests.draft(
            DraftControlFlowTests.receiver(
                """
                        val id = intent.getStringExtra("id") ?: run {
                            \(DraftControlFlowTests.cancel)
                            return
                        }
                        \(DraftControlFlowTests.enqueue)
                """))
        #expect(draft.contains("{ if: \"extras.id == null\", then: ["), "\(draft)")
        #expect(draft.contains("{ if: \"extras.id != null\", then: ["), "\(draft)")
    }

    /// AnkiDroid's BootService: `if (a) { … } else { val col = get(); if (col == null) { …; return } … }`, then
    /// `restoreRecurringAlarms(context)`: the later effects run only when that nested return was not taken, a TODO
    /// naming its line (no single condition says it).
    @Test func aReturnNestedInAnEarlierBlockGuardsWhatFollows() throws {
        let draft = try DraftControlFlowTests.draft(
            DraftControlFlowTests.receiver(
                """
                        if (intent.action == ACTION_REFRESH) {
                            println("refresh")
                        } else {
                            val col = load()
                            if (col == null) {
                                return
                            }
                        }
                        \(DraftControlFlowTests.enqueue)
                """))
        #expect(
            draft.contains("run only when `the code above does not return first (the return at line 10)`"), "\(draft)")
    }

    /// A `return` in a `try` block is no condition on its `catch`, which runs only when the try block throws.
    @Test func aReturnInATryBlockIsNoConditionOfItsCatch() throws {
        let draft = try DraftControlFlowTests.draft(
            DraftControlFlowTests.receiver(
                """
                        try {
                            if (intent.hasExtra("x")) return
                            println("x")
                        } catch (e: Exception) {
                            \(DraftControlFlowTests.enqueue)
                        }
                """))
        #expect(!draft.contains("does not return first"), "\(draft)")
        #expect(draft.contains("run only when `the code above throws e: Exception`"))
    }
}
