import GlanceSimFormats
import Testing

/// The evaluator: constants followed across files, platform constants, durations, templates and concatenation,
/// and the reasons it gives instead of guessing.
@Suite struct KotlinEvaluatorTests {
    /// The value of the property `name` declared in the first file (top-level or a member of any class there).
    func value(of name: String, in files: [(String, String)]) throws -> KotlinEvaluation {
        let parsed = try files.map { path, text throws(KotlinSyntaxError) in try KotlinFile(path: path, text: text) }
        let sources = KotlinSources(files: parsed)
        let property = try #require(sources.files[0].properties.first { $0.name == name })
        return KotlinEvaluator(sources: sources).evaluate(property.initializer, in: 0)
    }

    func value(of name: String, in text: String) throws -> KotlinEvaluation {
        try value(of: name, in: [("a/W.kt", text)])
    }

    @Test func constValAndTemplatesWithAndWithoutBraces() throws {
        let text = """
            package a
            const val PREFIX = "widget"
            val plain = "$PREFIX-items"
            val braced = "${PREFIX}_${'$'}count"
            """
        #expect(try value(of: "plain", in: text) == .value(.string("widget-items")))
        #expect(try value(of: "braced", in: text) == .value(.string("widget_$count")))
    }

    @Test func templateOfAnotherObjectsMemberInAnotherFile() throws {
        let files = [
            ("a/W.kt", "package a\nimport b.Keys\nval name = \"${Keys.PREFIX}.${Keys.Inner.SUFFIX}\""),
            (
                "b/Keys.kt",
                "package b\nobject Keys {\n    const val PREFIX = \"p\"\n    object Inner { const val SUFFIX = \"s\" }\n}"
            ),
        ]
        #expect(try value(of: "name", in: files) == .value(.string("p.s")))
    }

    @Test func concatenationOfStringsAndNumbers() throws {
        let text = "package a\nconst val BASE = \"w\"\nval name = BASE + \"_\" + 3 + \"_\" + (1 + 2)"
        #expect(try value(of: "name", in: text) == .value(.string("w_3_3")))
    }

    @Test func companionConstantOfAClassInAnotherFile() throws {
        let files = [
            ("a/W.kt", "package a\nimport b.SyncWorker\nval name = SyncWorker.NAME + \"-\" + SyncWorker.Companion.TAG"),
            (
                "b/SyncWorker.kt",
                "package b\nclass SyncWorker {\n    companion object {\n        const val NAME = \"sync\"\n        const val TAG = \"t\"\n    }\n}"
            ),
        ]
        #expect(try value(of: "name", in: files) == .value(.string("sync-t")))
    }

    @Test func memberConstantSeenFromInsideItsClass() throws {
        let text = """
            package a
            class W {
                companion object { private const val NAME = "n" }
                val full = "$NAME!"
            }
            """
        #expect(try value(of: "full", in: text) == .value(.string("n!")))
    }

    @Test func enumEntryOfAnAppEnumIsAConstant() throws {
        let text = "package a\nenum class Mode { FAST, SLOW }\nval mode = Mode.SLOW"
        #expect(try value(of: "mode", in: text) == .value(.constant(type: "Mode", name: "SLOW")))
    }

    @Test func platformConstantsAndImportedOnes() throws {
        let text = """
            package a
            import androidx.work.ExistingPeriodicWorkPolicy.KEEP
            val policy = KEEP
            val network = androidx.work.NetworkType.CONNECTED
            val type = AlarmManager.RTC_WAKEUP
            val hour = AlarmManager.INTERVAL_HOUR
            val action = Intent.ACTION_TIME_TICK
            """
        #expect(
            try value(of: "policy", in: text) == .value(.constant(type: "ExistingPeriodicWorkPolicy", name: "KEEP")))
        #expect(try value(of: "network", in: text) == .value(.constant(type: "NetworkType", name: "CONNECTED")))
        #expect(try value(of: "type", in: text) == .value(.constant(type: "AlarmManager", name: "RTC_WAKEUP")))
        #expect(try value(of: "hour", in: text) == .value(.integer(3_600_000)))
        #expect(try value(of: "action", in: text) == .value(.string("android.intent.action.TIME_TICK")))
    }

    @Test func durationSpellings() throws {
        let text = """
            package a
            val a = Duration.ofMinutes(15)
            val b = java.time.Duration.ofHours(2)
            val c = 30.minutes
            val d = 2.toDuration(DurationUnit.HOURS)
            val e = TimeUnit.MINUTES.toMillis(15)
            val f = 1.hours + 30.minutes
            val g = 90.seconds.inWholeMilliseconds
            val h = 15L.minutes.toJavaDuration()
            """
        #expect(try value(of: "a", in: text) == .value(.duration(900_000)))
        #expect(try value(of: "b", in: text) == .value(.duration(7_200_000)))
        #expect(try value(of: "c", in: text) == .value(.duration(1_800_000)))
        #expect(try value(of: "d", in: text) == .value(.duration(7_200_000)))
        #expect(try value(of: "e", in: text) == .value(.integer(900_000)))
        #expect(try value(of: "f", in: text) == .value(.duration(5_400_000)))
        #expect(try value(of: "g", in: text) == .value(.integer(90_000)))
        #expect(try value(of: "h", in: text) == .value(.duration(900_000)))
    }

    @Test func rawStringsWithTrimIndentAndTrimMarginAreTrimmedAsKotlinDoes() throws {
        let text = #"""
            package a
            val indented = """
                first
                  second

                third
                """.trimIndent()
            val margin = """
                |one
                  |two
                three""".trimMargin()
            val custom = """>x
                >y""".trimMargin(">")
            val plain = """  keep  """
            """#
        #expect(try value(of: "indented", in: text) == .value(.string("first\n  second\n\nthird")))
        #expect(try value(of: "margin", in: text) == .value(.string("one\ntwo\n    three")))
        #expect(try value(of: "custom", in: text) == .value(.string("x\ny")))
        #expect(try value(of: "plain", in: text) == .value(.string("  keep  ")))
    }

    @Test func integerArithmeticIsLeftAssociativeWithPrecedence() throws {
        let text =
            "package a\nval a = 15 * 60 * 1000\nval b = 10 - 2 - 3\nval c = 2 + 3 * 4\nval d = -(4) + 0x10\nval e = 7 % 4 / 1"
        #expect(try value(of: "a", in: text) == .value(.integer(900_000)))
        #expect(try value(of: "b", in: text) == .value(.integer(5)))
        #expect(try value(of: "c", in: text) == .value(.integer(14)))
        #expect(try value(of: "d", in: text) == .value(.integer(12)))
        #expect(try value(of: "e", in: text) == .value(.integer(3)))
    }

    @Test func classLiteralNames() throws {
        let text = """
            package a
            class SyncWorker
            val simple = SyncWorker::class.java.simpleName
            val full = SyncWorker::class.java.name
            val kotlin = SyncWorker::class.simpleName
            """
        #expect(try value(of: "simple", in: text) == .value(.string("SyncWorker")))
        #expect(try value(of: "full", in: text) == .value(.string("a.SyncWorker")))
        #expect(try value(of: "kotlin", in: text) == .value(.string("SyncWorker")))
    }

    @Test func javaStaticFinalConstant() throws {
        let files = [
            (
                "a/Keys.java",
                "package a;\npublic class Keys {\n    public static final String NAME = \"n\" + \"_\" + Keys.SUFFIX;\n    static final String SUFFIX = \"s\";\n}"
            )
        ]
        #expect(try value(of: "NAME", in: files) == .value(.string("n_s")))
    }

    @Test func conditionIsUnknownWithAReason() throws {
        let evaluation = try value(of: "v", in: "package a\nval flag = true\nval v = if (flag) \"a\" else \"b\"")
        #expect(evaluation.value == nil)
        #expect(evaluation.reason?.contains("depends on a condition") == true)
        let elvis = try value(of: "v", in: "package a\nval v = System.getenv(\"X\") ?: \"d\"")
        #expect(elvis.reason?.contains("depends on a condition") == true)
    }

    @Test func parameterIsUnknownWithAReason() throws {
        let evaluation = try value(of: "name", in: "package a\nfun f(id: Int) {\n    val name = \"w$id\"\n}")
        #expect(evaluation.reason == "'id' is a parameter of 'f'")
    }

    @Test func varChangedLaterIsUnknown() throws {
        let local = try value(of: "w", in: "package a\nfun f() {\n    var v = 1\n    v = 2\n    val w = v\n}")
        #expect(local.reason == "'v' is changed after it is declared")
        let text = "package a\nvar counter = 1\nval copy = counter"
        #expect(try value(of: "copy", in: text).reason == "'counter' is a var")
    }

    @Test func functionCallIsUnknownNotGuessed() throws {
        let evaluation = try value(of: "v", in: "package a\nval v = computeName()")
        #expect(evaluation.value == nil)
        let method = try value(of: "v", in: "package a\nval v = \"a\".uppercase()")
        #expect(method.reason == "'\"a\".uppercase()' is computed by 'uppercase'")
    }

    @Test func divisionByZeroIsUnknown() throws {
        #expect(try value(of: "v", in: "package a\nval v = 1 / 0").reason == "'1/0' divides by zero")
    }

    @Test func overflowingDurationsAndArithmeticAreUnknownNotATrap() throws {
        let text = """
            package a
            val a = Long.MAX_VALUE.minutes
            val b = Duration.ofDays(Long.MAX_VALUE)
            val c = Long.MAX_VALUE * 2
            val d = (-Long.MAX_VALUE - 1) / -1
            val e = Long.MAX_VALUE.toDuration(DurationUnit.DAYS)
            val f = TimeUnit.DAYS.toMillis(Long.MAX_VALUE)
            """
        for name in ["a", "b", "c", "d", "e", "f"] {
            let evaluation = try value(of: name, in: text)
            #expect(evaluation.value == nil, "\(name)")
            #expect(evaluation.reason?.contains("overflows") == true, "\(name): \(evaluation)")
        }
    }

    @Test func selfReferenceStopsWithAReason() throws {
        let evaluation = try value(of: "a", in: "package a\nval a: String = b\nval b: String = a")
        #expect(evaluation.reason == "constants refer to each other too deeply")
    }

    @Test func brokenTemplateExpressionIsUnknownNotATrap() throws {
        let evaluation = try value(of: "v", in: "package a\nval v = \"${foo(}\"")
        #expect(evaluation.value == nil)
    }
}

/// Declarations around the evaluated names that a keyword scanner can trip on.
@Suite struct KotlinEvaluatorDeclarationTests {
    func value(of name: String, in files: [(String, String)]) throws -> KotlinEvaluation {
        let parsed = try files.map { path, text throws(KotlinSyntaxError) in try KotlinFile(path: path, text: text) }
        let sources = KotlinSources(files: parsed)
        let property = try #require(sources.files[0].properties.first { $0.name == name })
        return KotlinEvaluator(sources: sources).evaluate(property.initializer, in: 0)
    }

    @Test func namedCompanionObjectConstantFromAnotherFile() throws {
        let files = [
            ("a/U.kt", "package a\nval name = W.NAME + W.Factory.SUFFIX"),
            (
                "a/W.kt",
                "package a\nclass W {\n    companion object Factory {\n        const val NAME = \"n\"\n        const val SUFFIX = \"s\"\n    }\n}"
            ),
        ]
        #expect(try value(of: "name", in: files) == .value(.string("ns")))
    }

    @Test func constantAfterAPropertyWithNestedGenericsIsFound() throws {
        let text = """
            package a
            val table: Map<String, List<Pair<Int, Map<String, Long>>>> = mapOf()
            val handler: (Int) -> Unit = {}
            const val NAME = "after"
            val copy = NAME
            """
        #expect(try value(of: "copy", in: [("a/W.kt", text)]) == .value(.string("after")))
    }

    @Test func parameterAfterNestedGenericAndFunctionTypeParametersIsAParameter() throws {
        let text = """
            package a
            fun <T : Comparable<T>> f(m: Map<String, List<Pair<A, B>>>, cb: (Int) -> Unit, name: String) {
                val copy = name
            }
            """
        #expect(try value(of: "copy", in: [("a/W.kt", text)]).reason == "'name' is a parameter of 'f'")
    }

    @Test func javaParameterOfAGenericMethodIsAParameter() throws {
        let text = """
            package a;
            class J {
                public static <T> void schedule(Context c, List<Map<String, Integer>> all, String name) {
                    String copy = name;
                }
            }
            """
        #expect(try value(of: "copy", in: [("a/J.java", text)]).reason == "'name' is a parameter of 'schedule'")
    }

    @Test func javaTernaryIsUnknown() throws {
        let text =
            "package a;\nclass J {\n    static final String NAME = FLAG ? \"a\" : \"b\";\n    static final boolean FLAG = true;\n}"
        #expect(try value(of: "NAME", in: [("a/J.java", text)]).value == nil)
    }

    @Test func whenExpressionIsACondition() throws {
        let text = "package a\nval v = when (x) {\n    1 -> \"a\"\n    else -> \"b\"\n}"
        #expect(try value(of: "v", in: [("a/W.kt", text)]).reason?.contains("depends on a condition") == true)
    }

    @Test func importAliasOfAnotherFilesConstant() throws {
        let files = [
            ("a/U.kt", "package a\nimport b.NAME as OTHER\nval name = \"$OTHER!\""),
            ("b/K.kt", "package b\nconst val NAME = \"k\""),
        ]
        #expect(try value(of: "name", in: files) == .value(.string("k!")))
    }
}
