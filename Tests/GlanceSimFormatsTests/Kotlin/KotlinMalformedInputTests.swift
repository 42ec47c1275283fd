import GlanceSimFormats
import Testing

/// Malformed input never traps: a file either fails to tokenize (a located ``KotlinSyntaxError``, which the reader
/// turns into a todo) or is read for whatever facts it holds.
@Suite struct KotlinMalformedInputTests {
    static let snippets: [String] = [
        "",
        "// only a comment",
        "/* only a /* nested */ comment */",
        "/* never closed",
        "\"never closed",
        "val r = \"\"\"raw never closed",
        "val t = \"${never closed",
        "fun f() {",
        "}",
        "val x = (1 + 2",
        "<",
        "val x = a <",
        "class",
        "companion object",
        "object",
        "fun",
        "val",
        "'a",
        "`never closed",
        "@",
        "package",
        "import",
        "fun <T",
        "fun f() =",
        "val x = 1 +",
        "$ \\ # ?",
        "enqueue(",
        "class A<",
        "class A : B<",
        "val s = \"${foo(}\"\nfun f(c: Context) { WorkManager.getInstance(c).cancelUniqueWork(s) }",
        "fun f(x: WorkManager) { if (a > (b).cancel(x)) {} }",
        "fun f(w: WorkManager) { w.enqueueUniqueWork(a = 1, b = 2, c = 3) }",
        "fun f(w: WorkManager) { w.enqueueUniqueWork(tag = \"x\", mode = KEEP, request = r) }",
        "fun f(w: WorkManager) { w.enqueueUniquePeriodicWork(\"n\", policy = KEEP, request = r) }",
        "val d = Long.MAX_VALUE.minutes\nfun f(w: WorkManager) { w.enqueue(PeriodicWorkRequestBuilder<W>(d).build()) }",
        "fun f(w: WorkManager) { w.enqueue(PeriodicWorkRequestBuilder<W>(Long.MAX_VALUE, TimeUnit.DAYS).build()) }",
        "fun f(a: AlarmManager) { a.setRepeating(AlarmManager.RTC, 0, Long.MAX_VALUE * 1000, p) }",
        "val x = (-Long.MAX_VALUE - 1) / -1\nfun f(w: WorkManager) { w.cancelAllWorkByTag(\"$x\") }",
        "fun f(w: WorkManager) { w.enqueue(OneTimeWorkRequestBuilder<W>().setInitialDelay(-5, TimeUnit.MINUTES).build()) }",
        "fun f() { x.update<>() ; y.updateAll() ; registerReceiver() ; sendBroadcast() }",
        "fun f() { a.b.c.registerReceiver(, ) }",
        "class R : GlanceAppWidgetReceiver() { override val glanceAppWidget }",
        "class R : GlanceAppWidgetReceiver() { override val glanceAppWidget = }",
        "val k = intPreferencesKey()",
        "fun f() { context.sendBroadcast(Intent(,)) }",
        "fun f() { -.cancel(x) }",
        "fun f() { >.cancel(x) }",
        "fun f() { a > (b).cancel(x); (c)<(d).cancel(y) }",
        "val a: String = b\nval b: String = a\nfun f(w: WorkManager) { w.cancelUniqueWork(a) }",
        "fun x() = x()\nfun f(w: WorkManager) { w.enqueue(x()) }",
        "val r = r\nfun f(w: WorkManager) { w.enqueue(r) }",
    ]

    @Test(arguments: snippets)
    func malformedKotlinGivesATodoOrFactsButNeverTraps(snippet: String) throws {
        for path in ["app/src/main/java/M.kt", "app/src/main/java/M.java"] {
            let facts = try KotlinTestSupport.facts([(path, snippet)])
            for todo in facts.todos {
                #expect(todo.file == path)
                #expect(todo.line >= 1)
            }
            if let file = try? KotlinFile(path: path, text: snippet) {
                let sources = KotlinSources(files: [file])
                let evaluator = KotlinEvaluator(sources: sources)
                for property in file.properties {
                    _ = evaluator.evaluate(property.initializer, in: 0)
                }
                for index in file.tokens.indices {
                    _ = file.call(at: index)
                    _ = file.receiverOfCall(at: index)
                    _ = file.expressionEnd(from: index)
                }
            }
        }
    }

    @Test func syntaxErrorsSayWhereTheyAre() {
        let cases: [(String, Int, Int)] = [
            ("/* never closed", 1, 1), ("val s =\n  \"open", 2, 3), ("fun f() {", 1, 9), ("a\n}", 2, 1),
            ("val r = \"\"\"x\n\ny", 1, 9), ("`x\n`", 1, 1),
        ]
        for (text, line, column) in cases {
            do {
                _ = try KotlinFile(path: "M.kt", text: text)
                Issue.record("\(text) was read")
            } catch {
                #expect(error.line == line, "\(text)")
                #expect(error.column == column, "\(text)")
            }
        }
    }
}
