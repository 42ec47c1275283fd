import GlanceSim
import GlanceSimTestSupport
import Testing

@testable import GlanceSimFormats
@testable import GlanceSimInterpreter

/// The one expression syntax of behaviour files: conditions, loops, worker results and `${…}` in templates.
@Suite struct ExpressionTests {
    private func scope(_ device: Device) throws -> TemplateScope {
        TemplateScope(context: try device.context(for: "com.example.e"), runtime: nil, state: Preferences())
    }

    private func device() throws -> Device {
        let device = Device(wallTime: WallTime(year: 2026, month: 3, day: 29, hour: 13, minute: 5))
        try device.install(AppManifest(packageName: "com.example.e"))
        return device
    }

    private func evaluate(_ text: String, _ configure: (inout TemplateScope) -> Void = { _ in }) throws
        -> TemplateValue
    {
        let device = try device()  // kept alive: contexts hold their device unowned
        var scope = try scope(device)
        configure(&scope)
        let value = try scope.evaluate(try ExpressionParser.parse(text, at: .file("e")))
        withExtendedLifetime(device) {}
        return value
    }

    /// Kotlin's integer arithmetic: `/` and `%` truncate toward zero (JLS §15.17.2, §15.17.3), a `Double` operand
    /// makes a `Double`, `+` with a string concatenates.
    @Test(arguments: [
        ("7 / 2", TemplateValue.int(3)),
        ("-7 / 2", .int(-3)),
        ("-7 % 2", .int(-1)),
        ("7 % -2", .int(1)),
        ("7.0 / 2", .double(3.5)),
        ("1 + 2 * 3", .int(7)),
        ("(1 + 2) * 3", .int(9)),
        ("15 * (2 + 1)", .int(45)),
        ("'a' + 1", .string("a1")),
        ("2 < 3 && !(1 == 2)", .bool(true)),
        ("1 == 1.0", .bool(true)),
        ("'abc' < 'abd'", .bool(true)),
        ("null ?: 5", .int(5)),
        ("3 ?: 5", .int(3)),
        ("1 > 2 ? 'yes' : 'no'", .string("no")),
        ("2 in [1, 2, 3]", .bool(true)),
        ("'cal' in 'content://com.android.calendar'", .bool(true)),
        ("[1, 2, 3].size", .int(3)),
        ("[].isEmpty()", .bool(true)),
        ("pad(7, 3)", .string("007")),
        ("pad(-7, 3)", .string("-07")),
        ("str(5).padStart(2, '0')", .string("05")),
        ("fixed(2.345, 2)", .string("2.35")),
        ("fixed(-0.004, 2)", .string("0.00")),
        ("min(3, 2) + max(3, 2)", .int(5)),
        ("'42'.toInt() + 1", .int(43)),
        ("now('EEE HH:mm')", .string("Sun 13:05")),
    ])
    func kotlinArithmeticAndBuiltIns(_ text: String, _ expected: TemplateValue) throws {
        #expect(try evaluate(text) == expected)
    }

    /// `Integer` division by zero throws `ArithmeticException: / by zero` (JLS §15.17.2); a `Double` gives
    /// Infinity.
    @Test func integerDivisionByZeroThrowsArithmeticExceptionAsKotlinDoes() throws {
        #expect(throws: AndroidException(className: "java.lang.ArithmeticException", message: "/ by zero")) {
            _ = try evaluate("1 / 0")
        }
        #expect(try evaluate("1.0 / 0") == .double(.infinity))
    }

    @Test func arithmeticOnAMissingValueThrowsNullPointerException() throws {
        #expect(throws: AndroidException.self) { _ = try evaluate("state.count + 1") }
        #expect(try evaluate("(state.count ?: 0) + 1") == .int(1))
    }

    @Test func namesReadStateExtrasBindingsAndDeviceConditions() throws {
        let device = try device()
        var scope = try scope(device)
        let store = scope.context.storage.dataStore(named: "s")
        store.edit { $0[intPreferencesKey("count")] = 4 }
        scope.state = store.data
        scope.bundles.extra = [IntentExtra.appWidgetIds: .intArray([3, 4])]
        scope.variables.attempt = .int(1)
        let expression = try ExpressionParser.parse(
            "state.count * 2 + extras.appWidgetIds.size + runAttemptCount + stores.s.count", at: .file("e"))
        #expect(try scope.evaluate(expression) == .int(15))
        #expect(try evaluate("network == 'unmetered' && connected && !charging && battery == 80") == .bool(true))
        #expect(try evaluate("extras['android.intent.extra.TEXT'] ?: 'none'") == .string("none"))
    }

    @Test func aTemplateMixesTextBindingsAndExpressionsAndKeepsTheTypeOfALoneExpression() throws {
        let device = try device()
        var scope = try scope(device)
        scope.variables.attempt = .int(2)
        let template = try TextTemplate.parse("retrying in ${15 * (runAttemptCount + 1)} s at {{now}}", at: .file("t"))
        #expect(try scope.text(template) == "retrying in 45 s at 13:05")
        let sole = try TextTemplate.parse("${[1, 2]}", at: .file("t"))
        #expect(try scope.value(sole) == .list([.int(1), .int(2)]))
        #expect(try scope.text(TextTemplate.parse("costs $${price}", at: .file("t"))) == "costs ${price}")
    }

    @Test(arguments: [
        (
            "widgts.count",
            "e:1:1: error: unknown name 'widgts'; did you mean 'widgets'?; names: action, attempt, "
                + "battery, batteryLow, categories, charging, connected, data, extras, height, idle, ids, index, input, "
                + "item, network, now, nowMillis, options, packageName, params, runAttemptCount, screenOn, session, state, "
                + "storageLow, stores, type, widgetId, widgets, width"
        ),
        ("state", "e:1:1: error: 'state' needs a key: write 'state.KEY' or 'state[\"KEY\"]'"),
        ("1 +", "e:1:4: error: expected a value, a name or '(' at the end of the expression"),
        ("(1 + 2", "e:1:7: error: expected ')' at the end of the expression"),
        ("1 2", "e:1:3: error: unexpected '2' after the expression"),
        ("'abc", "e:1:1: error: unterminated string; add a closing '"),
        ("pad(1)", "e:1:1: error: 'pad' takes 2 argument(s), found 1"),
        (
            "padd(1, 2)",
            "e:1:1: error: unknown function 'padd'; did you mean 'pad'?; functions: widgets(), now(), pad(), "
                + "fixed(), min(), max(), abs(), str(), int(), today(), epochDay(), date(), daysBetween(), "
                + "startOfDay(), startOfNextDay(), dayOfWeek(), format()"
        ),
        (
            "ids.sise",
            "e:1:5: error: unknown member 'sise'; did you mean 'size'?; members: size, count, ids, "
                + "first, last, length; methods: isEmpty(), isNotEmpty(), contains(), padStart(), toInt(), "
                + "toString(), startsWith(), endsWith()"
        ),
        (
            "1 # 2",
            "e:1:3: error: unexpected '#' in an expression; expected a number, a 'string', a name or one of "
                + "?: || && == != <= >= < > + - * / % ! ( ) [ ] ? :"
        ),
        ("12abc", "e:1:1: error: malformed number '12a'"),
    ])
    func aBadExpressionIsAnErrorAtItsColumnNamingWhatIsSupported(_ text: String, _ expected: String) {
        let message = BehaviorTestSupport.formatError { () throws(FormatError) in
            _ = try ExpressionParser.parse(text, at: .file("e"))
        }
        #expect(message == expected)
    }

    @Test func anErrorInsideATemplateExpressionPointsIntoTheFile() {
        let message = BehaviorTestSupport.formatError { () throws(FormatError) in
            _ = try BehaviorLoader.parse(
                text: "{ callbacks: { C: [{ log: 'n = ${state.n + stat.m}' }] } }", path: "b.json5")
        }
        #expect(
            message?.hasPrefix("b.json5:1:44: error: unknown name 'stat'; did you mean 'state'?") == true,
            "\(message ?? "")")
    }
}
