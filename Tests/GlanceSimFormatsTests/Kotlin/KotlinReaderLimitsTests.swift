import Foundation
import GlanceSimFormats
import Testing

/// Pathological Kotlin, generated: nesting past ``FormatLimits/kotlinDepth`` is a todo at the token that goes too
/// deep (never a stack overflow), deep but allowed nesting and many classes read in linear time, and a file of one
/// provider repeated gives facts in proportion to it. No wall-clock limits (CI is noisy): each test finishes, and
/// sizes are compared instead.
@Suite struct KotlinReaderLimitsTests {
    let path = "app/src/main/java/com/x/Deep.kt"
    let depth = 10_000
    let tooDeep =
        "the reader could not read this file: brackets and string templates nest more than 256 deep here; "
        + "GlanceSim reads at most 256 levels"

    /// The one todo of a file that does not read, as `line:column: message`.
    func unreadable(_ text: String) throws -> String {
        let facts = try KotlinTestSupport.facts([(path, text)])
        try #require(facts.todos.count == 1)
        let todo = facts.todos[0]
        return "\(todo.line):\(todo.column.map(String.init) ?? "?"): \(todo.message)"
    }

    @Test func templatesNestedTenThousandDeepStopAtTheTemplateThatGoesTooDeep() throws {
        let text =
            "package com.x\nval s = " + String(repeating: "\"${", count: depth) + "1"
            + String(repeating: "}\"", count: depth) + "\n"
        // `val s = ` is 8 bytes, each level 3: the 257th `${` starts at byte 8 + 256 * 3 + 2.
        #expect(try unreadable(text) == "2:778: " + tooDeep)
        #expect(throws: KotlinSyntaxError.self) { try KotlinTokenizer.tokens(of: text, isJava: false) }
    }

    @Test func parenthesesBracketsAndBracesNestedTenThousandDeepStopAtTheBracket() throws {
        for (open, close) in [("(", ")"), ("[", "]"), ("{", "}")] {
            let text =
                "package com.x\nval s = " + String(repeating: open, count: depth) + "1"
                + String(repeating: close, count: depth) + "\n"
            #expect(try unreadable(text) == "2:265: " + tooDeep)
            // Java too: the limit is the tokenizer's.
            let java = try KotlinTestSupport.facts([("app/src/main/java/com/x/Deep.java", text)])
            #expect(java.todos.map(\.message) == [tooDeep])
        }
    }

    @Test func classesAndLambdasNestedTenThousandDeepStopAtTheBrace() throws {
        let classes =
            "package com.x\n" + String(repeating: "class A {\n", count: depth)
            + String(repeating: "}\n", count: depth)
        #expect(try unreadable(classes) == "258:9: " + tooDeep)
        let lambdas =
            "package com.x\nfun f() {\n" + String(repeating: "run {\n", count: depth)
            + String(repeating: "}\n", count: depth) + "}\n"
        #expect(try unreadable(lambdas) == "258:5: " + tooDeep)
    }

    @Test func nestingJustUnderTheLimitReads() throws {
        let allowed = FormatLimits.kotlinDepth
        let text =
            "package com.x\n" + String(repeating: "class A {\n", count: allowed)
            + String(repeating: "}\n", count: allowed)
        let file = try KotlinFile(path: path, text: text)
        #expect(file.classes.count == allowed)
        #expect(
            file.classes.last?.qualifiedName == "com.x." + Array(repeating: "A", count: allowed).joined(separator: "."))
        #expect(throws: KotlinSyntaxError.self) {
            try KotlinFile(path: path, text: "package com.x\n" + String(repeating: "(", count: allowed + 1))
        }
    }

    @Test func unnestedIfChainsAndPrefixOperatorsTenThousandLongRead() throws {
        // No brackets nest here, so no limit applies: the readers must not recurse per `if` or `-`.
        let ifs =
            "package com.x\nfun f(a: Int, w: WorkManager) {\n" + String(repeating: "if (a > 0) ", count: depth)
            + "w.cancelAllWork()\n}\n"
        #expect(try KotlinTestSupport.facts([(path, ifs)]).cancels.count == 1)
        let chain =
            "package com.x\nfun f(a: Int, w: WorkManager) {\n"
            + (0..<depth).map { "if (a == \($0)) w.cancelAllWork() else " }.joined() + "w.cancelAllWork()\n}\n"
        #expect(try KotlinTestSupport.facts([(path, chain)]).cancels.count == depth + 1)
        let minus =
            "package com.x\nval n = " + String(repeating: "- ", count: depth) + "1\n"
            + "fun f(w: WorkManager) { w.cancelUniqueWork(\"$n\") }\n"
        let facts = try KotlinTestSupport.facts([(path, minus)])
        #expect(facts.cancels.count == 1)
        #expect(facts.todos.count == 1)
    }

    @Test func manySiblingClassesAreQualifiedByTheirOwnersOnly() throws {
        let text =
            "package com.x\nclass Outer {\n" + (0..<depth).map { "class C\($0) { class Inner }\n" }.joined() + "}\n"
        let file = try KotlinFile(path: path, text: text)
        #expect(file.classes.count == 2 * depth + 1)
        #expect(file.classes[1].qualifiedName == "com.x.Outer.C0")
        #expect(file.classes[2].qualifiedName == "com.x.Outer.C0.Inner")
        #expect(file.classes.last?.qualifiedName == "com.x.Outer.C\(depth - 1).Inner")
    }

    @Test func unterminatedTemplateIsAtItsDollarSign() throws {
        let text = "package com.x\nval s = \"abc ${foo(1)\nval t = 2\n"
        #expect(
            try unreadable(text) == "2:14: the reader could not read this file: unterminated string template; "
                + "expected '}' to close this '${'")
    }

    @Test func invalidUTF8IsAtItsLineAndColumn() throws {
        let folder = FileManager.default.temporaryDirectory.path + "/glancesim-kotlin-utf8-\(getpid())"
        let sources = folder + "/app/src/main/java/com/x"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("package com.x\n\nval a = \"".utf8 + [0xFF] + Data("\"\n".utf8)).write(
            to: URL(fileURLWithPath: sources + "/Bad.kt"))
        let facts = CodeFacts.read(module: folder + "/app")
        #expect(facts.todos.count == 1)
        #expect(facts.todos.first?.line == 3)
        #expect(facts.todos.first?.column == 10)
    }

    /// A provider as real apps write it: a receiver registered at runtime, an alarm, unique periodic work, a
    /// broadcast and a preference key.
    static let provider = """
        class ClockProvider : AppWidgetProvider() {
            private var receiver: BroadcastReceiver? = null
            private val key = intPreferencesKey("count")

            override fun onUpdate(context: Context, manager: AppWidgetManager, ids: IntArray) {
                receiver = TickReceiver()
                val filter = IntentFilter()
                filter.addAction(Intent.ACTION_TIME_TICK)
                filter.addAction(Intent.ACTION_TIMEZONE_CHANGED)
                context.applicationContext.registerReceiver(receiver, filter)
                val alarms = context.getSystemService(Context.ALARM_SERVICE) as AlarmManager
                alarms.setRepeating(AlarmManager.RTC, 0L, 60_000L, pending(context))
                val request = PeriodicWorkRequestBuilder<SyncWorker>(15, TimeUnit.MINUTES).addTag("sync").build()
                WorkManager.getInstance(context).enqueueUniquePeriodicWork(
                    "sync", ExistingPeriodicWorkPolicy.KEEP, request)
                context.sendBroadcast(Intent(ACTION_REFRESH))
            }

            override fun onDisabled(context: Context) {
                context.applicationContext.unregisterReceiver(receiver)
                WorkManager.getInstance(context).cancelUniqueWork("sync")
            }
        }

        """

    func repeatedProvider(_ count: Int) throws -> CodeFacts {
        let text =
            "package com.x\n\nconst val ACTION_REFRESH = \"com.x.REFRESH\"\n\n"
            + String(repeating: Self.provider, count: count)
        return try KotlinTestSupport.facts([(path, text)])
    }

    func jsonSize(_ facts: CodeFacts) throws -> Int {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        return try encoder.encode(facts).count
    }

    @Test func aProviderRepeatedGivesEachCopyItsOwnFactsOnce() throws {
        let once = try repeatedProvider(1)
        #expect(once.receivers.map(\.callbacks) == [["onUpdate", "onDisabled"]])
        #expect(
            once.runtimeReceivers.map(\.actions) == [
                ["android.intent.action.TIME_TICK", "android.intent.action.TIMEZONE_CHANGED"]
            ])
        let count = 200
        let many = try repeatedProvider(count)
        // Each copy is a fact of its own, at its own line, with the callbacks and actions of that copy only.
        #expect(many.receivers.count == count)
        #expect(Set(many.receivers.map(\.line)).count == count)
        #expect(many.receivers.allSatisfy { $0.callbacks == once.receivers[0].callbacks })
        #expect(many.runtimeReceivers.count == count)
        #expect(many.runtimeReceivers.allSatisfy { $0.actions == once.runtimeReceivers[0].actions })
        #expect(many.alarms.count == count)
        #expect(many.work.count == count)
        #expect(many.broadcasts.count == count)
        #expect(many.cancels.count == count)
        #expect(many.stateKeys.count == count)
        #expect(many.todos.count == count * once.todos.count)
        // The output grows with the code: 200 copies print at most 200 times (and a little) what one does.
        let onceSize = try jsonSize(once)
        #expect(try jsonSize(many) <= count * onceSize + 1_000)
    }
}
