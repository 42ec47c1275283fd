/// Cancels, alarms, runtime receivers, broadcasts, updates and preference keys.
extension CodeFactReader {
    mutating func readCancel(_ call: KotlinCall, name: String, file number: Int) {
        let file = sources.files[number]
        let (path, line) = place(number, call.nameIndex)
        switch name {
        case "cancelAllWork":
            guard call.arguments.isEmpty else { return }
            facts.cancels.append(CodeFacts.Cancel(by: "all", value: nil, file: path, line: line))
        case "cancelWorkById":
            facts.cancels.append(CodeFacts.Cancel(by: "id", value: nil, file: path, line: line))
        case "cancelUniqueWork", "cancelAllWorkByTag":
            guard let first = call.arguments.first, call.arguments.count == 1 else { return }
            var value: String?
            switch evaluator.evaluate(first.range, in: number) {
            case .value(.string(let text)): value = text
            case .value(let other): todo("what is cancelled is \(other)", file: number, index: call.nameIndex)
            case .unknown(let reason): todo("what is cancelled: \(reason)", file: number, index: call.nameIndex)
            }
            facts.cancels.append(
                CodeFacts.Cancel(
                    by: name == "cancelUniqueWork" ? "uniqueWork" : "tag", value: value, file: path, line: line))
        default:  // cancel(pendingIntent) on an AlarmManager
            guard call.arguments.count == 1, let receiver = call.receiver, isAlarmManager(receiver, file: number)
            else { return }
            _ = file
            facts.cancels.append(CodeFacts.Cancel(by: "alarm", value: nil, file: path, line: line))
        }
    }

    /// Whether an expression is an `AlarmManager`: it says so, or it names a variable made from one.
    func isAlarmManager(_ range: Range<Int>, file number: Int) -> Bool {
        let file = sources.files[number]
        let text = file.text(range)
        // What the receiver is declared as or made from decides; its name only when nothing declares it (an
        // app's own `alarmScheduler: AlarmScheduler` has a `set` too, and is no AlarmManager).
        if let first = range.first, file.tokens[first].isIdentifier,
            let (declaringFile, property) = declaration(of: file.tokens[first].text, file: number, scope: first)
        {
            let declaring = sources.files[declaringFile]
            if let type = property.type { return type.contains("AlarmManager") }
            let initializer = declaring.text(property.initializer)
            if let made = constructedClass(property.initializer, file: declaringFile),
                sources.declaredClass(made) != nil
            {
                return false
            }
            // `val alarmManager = alarmManager(context)`: a function of the module that returns one.
            if let first = property.initializer.first, declaring.tokens[first].isIdentifier,
                let call = declaring.call(at: first), call.receiver == nil, call.end == property.initializer.upperBound,
                let function = sources.functions(named: declaring.tokens[first].text, owner: nil).first
                    ?? sources.functions(
                        named: declaring.tokens[first].text,
                        owner: declaring.enclosingClassName(of: first)
                    ).first
            {
                let header = sources.files[function.file].text(
                    function.function.nameIndex..<max(function.function.nameIndex, function.function.body.lowerBound))
                let body = sources.files[function.file].text(function.function.body)
                return header.contains("AlarmManager") || body.contains("ALARM_SERVICE")
            }
            return initializer.contains("Alarm") || initializer.contains("ALARM_SERVICE")
        }
        if let first = range.first, range.count == 1, let function = file.enclosingFunction(of: first),
            function.parameters.contains(file.tokens[first].text)
        {
            return parameterType(file.tokens[first].text, of: function, file: number)?.contains("AlarmManager") ?? false
        }
        if let first = range.first, range.count == 1,
            sources.declaredClass(sources.resolveClass(file.tokens[first].text, in: number) ?? "") != nil
        {
            return false  // an object of the app's own
        }
        return text.lowercased().contains("alarm") || text.contains("ALARM_SERVICE")
    }

    /// When `range` is a parameter of the function it is in, each call of that function in the sources with the
    /// alarm type its argument gives (by position, by name, or the default); `nil` when it is no parameter or nothing
    /// calls it.
    mutating func typeFromCallers(_ range: Range<Int>, file number: Int) -> [CodeFacts.Caller]? {
        guard let (_, sites) = callSites(passing: [range], file: number) else { return nil }
        return sites.map { site in
            var type: String?
            switch site.arguments[0].map({ evaluator.evaluate($0.range, in: $0.file) }) {
            case .value(.constant(_, let constant))?: type = constant
            case .value(.integer(let value))? where Self.alarmTypes.indices.contains(Int(value)):
                type = Self.alarmTypes[Int(value)]
            default: type = nil
            }
            let (path, line) = place(site.file, site.index)
            return CodeFacts.Caller(type: type, file: path, line: line)
        }
    }

    /// `AlarmManager`'s alarm types by value (`AlarmManager.RTC_WAKEUP` is 0): code that passes the number.
    static let alarmTypes = ["RTC_WAKEUP", "RTC", "ELAPSED_REALTIME_WAKEUP", "ELAPSED_REALTIME"]

    static let alarmCalls: [String: (exact: Bool, repeating: Bool, whileIdle: Bool)] = [
        "set": (false, false, false), "setExact": (true, false, false),
        "setExactAndAllowWhileIdle": (true, false, true),
        "setAndAllowWhileIdle": (false, false, true), "setRepeating": (false, true, false),
        "setInexactRepeating": (false, true, false), "setWindow": (false, false, false),
        "setAlarmClock": (true, false, false),
    ]

    mutating func readAlarm(_ call: KotlinCall, name: String, file number: Int) {
        let file = sources.files[number]
        guard let shape = Self.alarmCalls[name] else { return }
        var call = call
        var isCompat = false
        if let receiver = call.receiver {
            if file.text(receiver).hasSuffix("AlarmManagerCompat") {
                // AlarmManagerCompat.setExact(alarmManager, type, time, operation): the manager comes first.
                call.arguments = Array(call.arguments.dropFirst())
                isCompat = true
            } else if !isAlarmManager(receiver, file: number) {
                return
            }
        } else if file.enclosingFunction(of: call.nameIndex).flatMap(file.extendedType(of:)) != "AlarmManager" {
            // Without a receiver, only a member call in an extension of AlarmManager (AnkiDroid's
            // `private fun AlarmManager.setWindowSafe(type: Int, …) { setWindow(type, …) }`).
            return
        }
        // AlarmManagerCompat.setAlarmClock(manager, triggerTime, showIntent, operation) takes the time, not an
        // AlarmClockInfo.
        let minimum =
            name == "setAlarmClock"
            ? (isCompat ? 3 : 2)
            : (name == "setRepeating" || name == "setInexactRepeating" || name == "setWindow" ? 4 : 3)
        // set(type, time, tag, listener, handler), setExact(…) and setWindow(type, start, length, tag, listener,
        // handler): an OnAlarmListener instead of a PendingIntent.
        let listener =
            ["set", "setExact", "setWindow"].contains(name) && !isCompat && call.arguments.count == minimum + 2
        guard call.arguments.count == minimum || listener else { return }
        var unknown: [String] = []
        defer {
            if !unknown.isEmpty { facts.alarms[facts.alarms.count - 1].unknown = unknown }
        }
        let (path, line) = place(number, call.nameIndex)
        var alarm = CodeFacts.Alarm(
            call: name, type: nil, exact: shape.exact, repeating: shape.repeating, whileIdle: shape.whileIdle,
            interval: nil, file: path, line: line)
        if listener { alarm.listener = true }
        if name != "setAlarmClock", let callers = typeFromCallers(call.arguments[0].range, file: number) {
            // The type is the helper's parameter: each caller's value, listed per call site.
            alarm.callers = callers
            if callers.contains(where: { $0.type == nil }) {
                unknown.append("type")
                todo(
                    "the alarm type: a caller passes a value the reader could not work out", file: number,
                    index: call.nameIndex)
            }
        } else if name != "setAlarmClock" {
            switch evaluator.evaluate(call.arguments[0].range, in: number) {
            case .value(.constant(_, let type)): alarm.type = type
            case .value(.integer(let value)) where Self.alarmTypes.indices.contains(Int(value)):
                alarm.type = Self.alarmTypes[Int(value)]
            case .value(let other):
                unknown.append("type")
                todo("the alarm type is \(other)", file: number, index: call.nameIndex)
            case .unknown(let reason):
                unknown.append("type")
                todo("the alarm type: \(reason)", file: number, index: call.nameIndex)
            }
        }
        if shape.repeating {
            var unknowns: [String] = []
            // Only the interval: the PendingIntent after it is no TimeUnit.
            alarm.interval = duration(
                [call.arguments[2]], from: 0, file: number, what: "the interval", unknowns: &unknowns)
            for reason in unknowns { todo(reason, file: number, index: call.nameIndex) }
            if alarm.interval == nil { unknown.append("interval") }
        }
        facts.alarms.append(alarm)
    }

    mutating func readRegistration(_ call: KotlinCall, file number: Int) {
        let file = sources.files[number]
        var arguments = call.arguments
        if let receiver = call.receiver, file.text(receiver).hasSuffix("ContextCompat") {
            arguments = Array(arguments.dropFirst())
        }
        guard arguments.count >= 2 else { return }
        let receiverArgument = CodeRange(file: number, range: arguments[0].range)
        let filterArgument = CodeRange(file: number, range: arguments[1].range)
        // A helper whose receiver or filter is its parameter: one registration per call of the helper.
        if let (helper, sites) = callSites(passing: [arguments[0].range, arguments[1].range], file: number) {
            let (path, line) = place(number, call.nameIndex)
            for site in sites {
                readRegistration(
                    receiver: site.arguments[0] ?? receiverArgument, filter: site.arguments[1] ?? filterArgument,
                    at: (site.file, site.index),
                    through: CodeFacts.Helper(name: helper.name, file: path, line: line))
            }
            return
        }
        readRegistration(
            receiver: receiverArgument, filter: filterArgument, at: (number, call.nameIndex), through: nil)
    }

    private mutating func readRegistration(
        receiver receiverArgument: CodeRange, filter filterArgument: CodeRange, at site: (file: Int, index: Int),
        through: CodeFacts.Helper?
    ) {
        let (path, line) = place(site.file, site.index)
        let receiverClass = receiverClass(receiverArgument.range, file: receiverArgument.file)
        var actions: [String] = []
        var actionsKnown = false
        var actionUnknown = false
        let filterFile = sources.files[filterArgument.file]
        let filterRanges =
            expansion(of: filterArgument.range, file: filterArgument.file)
            + assignments(to: filterArgument.range, file: filterArgument.file)
        for range in filterRanges {
            for index in range where filterFile.tokens[index].isIdentifier {
                let name = filterFile.tokens[index].text
                guard name == "IntentFilter" || name == "addAction", let filterCall = filterFile.call(at: index) else {
                    continue
                }
                actionsKnown = true
                guard let first = filterCall.arguments.first else { continue }
                switch evaluator.evaluate(first.range, in: filterArgument.file) {
                case .value(.string(let action)): actions.append(action)
                case .value(let other):
                    actionUnknown = true
                    todo("an action is \(other)", file: filterArgument.file, index: index)
                case .unknown(let reason):
                    actionUnknown = true
                    todo("an action: \(reason)", file: filterArgument.file, index: index)
                }
            }
        }
        if !actionsKnown {
            todo(
                "the filter '\(filterFile.text(filterArgument.range))' is not built where the reader can see it",
                file: site.file, index: site.index)
        } else if actions.isEmpty && !actionUnknown {
            // `IntentFilter()` given its actions where the reader does not look (AnkiDroid's
            // `broadcastsActions.keys.map(iFilter::addAction)`): never a filter of no action.
            actionUnknown = true
            todo(
                "the filter '\(filterFile.text(filterArgument.range))' gets its actions where the reader cannot see "
                    + "them (a function reference, a loop over a collection)", file: site.file, index: site.index)
        }
        let anonymous = expansion(of: receiverArgument.range, file: receiverArgument.file).contains {
            isAnonymousObject($0, file: receiverArgument.file)
        }
        if receiverClass == nil && !anonymous {
            todo(
                "which receiver '\(sources.files[receiverArgument.file].text(receiverArgument.range))' is",
                file: site.file, index: site.index)
        }
        facts.runtimeReceivers.append(
            CodeFacts.RuntimeReceiver(
                receiver: receiverClass, actions: actions, unregister: nil,
                unknown: actionsKnown && !actionUnknown ? nil : ["actions"], through: through, file: path, line: line))
        registrations.append((receiverArgument.file, receiverArgument.range, receiverClass))
    }

    /// Whether an argument stands for every widget it names: an array of ids (a parameter typed `IntArray`, or a
    /// name that says so: `appWidgetIds`, `ids`, `x.ids`), or a provider's `ComponentName`.
    func isIdArray(_ range: Range<Int>, file number: Int) -> Bool {
        let file = sources.files[number]
        // `updateAppWidget(ComponentName(context, P::class.java), views)` updates every widget of the provider.
        if let first = range.first, file.tokens[first].isIdentifier("ComponentName") { return true }
        guard let last = range.last, file.tokens[last].isIdentifier else { return false }
        let name = file.tokens[last].text
        if KotlinFile.namesWidgetIds(name) { return true }
        guard range.count == 1, let function = file.enclosingFunction(of: last),
            function.parameters.contains(name)
        else { return false }
        return parameterType(name, of: function, file: number) == "IntArray"
    }

    /// Whether an expression is an anonymous object: Kotlin's `object : X() {…}`, Java's `new X() {…}`.
    func isAnonymousObject(_ range: Range<Int>, file number: Int) -> Bool {
        let tokens = sources.files[number].tokens
        guard let first = range.first, let last = range.last else { return false }
        return tokens[first].isIdentifier("object")
            || (sources.files[number].isJava && tokens[first].isIdentifier("new") && tokens[last].isSymbol("}"))
    }

    /// `name = X(…)` statements for a field (not its declaration): where a `var` is given its value.
    func assignments(to range: Range<Int>, file number: Int) -> [Range<Int>] {
        let file = sources.files[number]
        guard range.count == 1, file.tokens[range.lowerBound].isIdentifier else { return [] }
        let name = file.tokens[range.lowerBound].text
        // Declarations (Kotlin's `val x =`, Java's `Type x =`) are the expansion's, not assignments; the file
        // indexed the others once (scanning it again for each call took quadratic time). Only those in the same
        // top-level class (or else function) as the use: another class's variable of that name is another one.
        let sites = file.lookups.assignments[name] ?? []
        let scope = file.outermostScope(of: range.lowerBound)
        var low = 0
        var high = sites.count
        while low < high {
            let middle = (low + high) / 2
            if sites[middle] < scope.lowerBound { low = middle + 1 } else { high = middle }
        }
        var result: [Range<Int>] = []
        while low < sites.count && sites[low] < scope.upperBound {
            result.append((sites[low] + 2)..<file.expressionEnd(from: sites[low] + 2))
            low += 1
        }
        return result
    }

    /// The class of a receiver expression: `X()`, or a name declared or assigned as one.
    func receiverClass(_ range: Range<Int>, file number: Int) -> String? {
        let file = sources.files[number]
        // `registerReceiver(this, filter)`: the class the call is in.
        if range.count == 1, file.tokens[range.lowerBound].isIdentifier("this") {
            return file.enclosingClassName(of: range.lowerBound)
        }
        if let made = constructedClass(range, file: number) { return made }
        // `registerReceiver(context, DayRolloverHandler, filter)`: an object of the module is its own instance.
        if range.count == 1, file.tokens[range.lowerBound].isIdentifier,
            let named = sources.resolveClass(file.tokens[range.lowerBound].text, in: number),
            sources.declaredClass(named)?.declaration.isObject == true
        {
            return named
        }
        for candidate in expansion(of: range, file: number).dropFirst() + assignments(to: range, file: number) {
            if let made = constructedClass(candidate, file: number) { return made }
        }
        return nil
    }

    mutating func matchUnregisters(_ unregisters: [(file: Int, index: Int, call: KotlinCall)]) {
        for (number, _, call) in unregisters {
            guard let argument = call.arguments.last else { continue }
            let file = sources.files[number]
            var range = argument.range
            // `receiver?.let { context.unregisterReceiver(it) }`
            if file.text(range) == "it", let holder = letReceiver(around: call.nameIndex, file: number) {
                range = holder
            }
            let text = file.text(range)
            let madeClass = receiverClass(range, file: number)
            for (position, registration) in registrations.enumerated()
            where facts.runtimeReceivers[position].unregister == nil {
                let registeredFile = sources.files[registration.file]
                let sameName =
                    registeredFile.text(registration.range) == text && registeredFile.packageName == file.packageName
                let sameClass = madeClass != nil && madeClass == registration.receiverClass
                if sameName || sameClass {
                    let (path, line) = place(number, call.nameIndex)
                    facts.runtimeReceivers[position].unregister = CodeFacts.Place(file: path, line: line)
                }
            }
        }
    }

    /// The expression `x` of `x?.let {` or `x.let {` whose lambda holds `index`.
    func letReceiver(around index: Int, file number: Int) -> Range<Int>? {
        let file = sources.files[number]
        for position in file.enclosingBraces(of: index)
        where position > 0
            && (file.tokens[position - 1].isIdentifier("let") || file.tokens[position - 1].isIdentifier("also"))
        {
            return file.receiverOfCall(at: position - 1)
        }
        return nil
    }

    mutating func readBroadcast(_ call: KotlinCall, file number: Int) {
        let file = sources.files[number]
        guard let intent = call.arguments.first else { return }
        let (path, line) = place(number, call.nameIndex)
        var broadcast = CodeFacts.Broadcast(action: nil, target: nil, file: path, line: line)
        var sawIntent = false
        for range in intentRanges(intent.range, file: number) {
            for index in range where file.tokens[index].isIdentifier {
                let name = file.tokens[index].text
                if name == "Intent", let made = file.call(at: index), made.open != nil {
                    sawIntent = true
                    let arguments = made.arguments
                    let first = arguments.first.map { evaluator.evaluate($0.range, in: number) }
                    if arguments.count == 1 || arguments.count == 4 || first?.value?.name != nil {
                        // Intent(action), Intent(action, uri), Intent(action, uri, context, class)
                        broadcast.action = actionValue(arguments[0].range, file: number, at: call.nameIndex)
                    }
                    if arguments.count == 2 && first?.value?.name == nil || arguments.count == 4,
                        let classArgument = arguments.last
                    {
                        if file.text(classArgument.range).contains("class") {
                            broadcast.target = workerClass(classArgument.range, file: number)
                        } else {
                            todo(
                                "which class '\(file.text(classArgument.range))' is", file: number,
                                index: call.nameIndex)
                        }
                    }
                } else if name == "putExtra", let made = file.call(at: index), made.arguments.count == 2,
                    case .value(.string(let extra)) = evaluator.evaluate(made.arguments[0].range, in: number)
                {
                    broadcast.extras = (broadcast.extras ?? []) + [extra]
                    if extra == "appWidgetIds" {
                        broadcast.widgetIdsOf = allWidgetIds(made.arguments[1].range, file: number)
                    }
                } else if name == "setAction", let made = file.call(at: index), let first = made.arguments.first {
                    broadcast.action = actionValue(first.range, file: number, at: call.nameIndex)
                } else if name == "action", index + 1 < range.upperBound, file.tokens[index + 1].isSymbol("=") {
                    let value = (index + 2)..<file.expressionEnd(from: index + 2)
                    broadcast.action = actionValue(value, file: number, at: call.nameIndex)
                }
            }
        }
        if !sawIntent {
            // `sendBroadcast(Helper.createIntent(…))`: the intent is made where the reader does not look.
            todo(
                "the intent '\(file.text(intent.range))' is not made where the reader can see it", file: number,
                index: call.nameIndex)
        }
        facts.broadcasts.append(broadcast)
    }

    /// The provider `range` asks every widget of: `getAppWidgetIds(ComponentName(context, P::class.java))` (or a
    /// local holding that), as `AppWidgetManager.getAppWidgetIds` returns them.
    private func allWidgetIds(_ range: Range<Int>, file number: Int) -> String? {
        let file = sources.files[number]
        for candidate in expansion(of: range, file: number) {
            for index in candidate where file.tokens[index].isIdentifier("getAppWidgetIds") {
                guard let call = file.call(at: index), let component = call.arguments.first else { continue }
                for inner in component.range where file.tokens[inner].isIdentifier("ComponentName") {
                    guard let made = file.call(at: inner), made.arguments.count == 2 else { continue }
                    if case .value(.classReference(let provider)) = evaluator.evaluate(
                        made.arguments[1].range, in: number)
                    {
                        return provider
                    }
                }
            }
        }
        return nil
    }

    /// Where an intent passed to `sendBroadcast` is made and set up: the expression and what it names; for `this`
    /// (or `it`) inside `Intent(…).apply { … }` (`also`, `run`, `let`), the scope function's receiver and its
    /// lambda, where `action = X` and `putExtra` are.
    private func intentRanges(_ range: Range<Int>, file number: Int) -> [Range<Int>] {
        let file = sources.files[number]
        guard range.count == 1, let word = range.first.map({ file.tokens[$0] }),
            word.isIdentifier("this") || word.isIdentifier("it")
        else { return expansion(of: range, file: number) }
        for open in file.enclosingBraces(of: range.lowerBound) where open >= 2 {
            let scope = file.tokens[open - 1]
            let names = word.text == "this" ? ["apply", "run"] : ["also", "let"]
            guard scope.isIdentifier, names.contains(scope.text), let receiver = file.receiverOfCall(at: open - 1)
            else { continue }
            return expansion(of: receiver, file: number) + [(open + 1)..<file.partner[open]]
        }
        return expansion(of: range, file: number)
    }

    private mutating func actionValue(_ range: Range<Int>, file number: Int, at index: Int) -> String? {
        switch evaluator.evaluate(range, in: number) {
        case .value(.string(let action)): return action
        case .value(let other):
            todo("the action is \(other)", file: number, index: index)
        case .unknown(let reason):
            todo("the action: \(reason)", file: number, index: index)
        }
        return nil
    }

    mutating func readUpdate(_ call: KotlinCall, name: String, file number: Int) {
        let file = sources.files[number]
        let (path, line) = place(number, call.nameIndex)
        switch name {
        case "updateAppWidget", "partiallyUpdateAppWidget", "updateAppWidgetOptions", "notifyAppWidgetViewDataChanged":
            // AppWidgetManager's: (appWidgetId(s), views | options | viewId), on a manager or on `this` in an
            // extension of AppWidgetManager (`fun AppWidgetManager.updateAppWidget(id: Id, views: RemoteViews)`).
            let onThisManager =
                file.enclosingFunction(of: call.nameIndex).flatMap(file.extendedType(of:)) == "AppWidgetManager"
            guard call.receiver != nil || onThisManager, call.arguments.count == 2 else { return }
            var update = CodeFacts.Update(call: name, widget: nil, file: path, line: line)
            if name == "updateAppWidget" || name == "partiallyUpdateAppWidget",
                isIdArray(call.arguments[0].range, file: number)
            {
                update.everyId = true
            }
            facts.updates.append(update)
        case "updateAppWidgetState":
            guard call.receiver == nil, call.arguments.count >= 2 || call.lambda != nil else { return }
            facts.updates.append(CodeFacts.Update(call: name, widget: nil, file: path, line: line))
        default:
            let widget = glanceWidget(on: call, file: number)
            if name == "update" {
                guard widget != nil, call.arguments.count == 2 else { return }
            } else if widget == nil {
                // Glance's updateAll and updateIf are extension functions the file imports; a DAO's or a
                // repository's updateAll is not one of them.
                guard !call.arguments.isEmpty,
                    call.receiver != nil || file.enclosingClassName(of: call.nameIndex) != nil,
                    importsGlance(name, file: file) || isDeclaredGlance(call.receiver, file: number)
                else { return }
                todo(
                    "which GlanceAppWidget '\(call.receiver.map { file.text($0) } ?? "this")' is", file: number,
                    index: call.nameIndex)
            }
            facts.updates.append(CodeFacts.Update(call: name, widget: widget, file: path, line: line))
        }
    }

    /// Whether `file` imports Glance's extension function `name` (`import androidx.glance.appwidget.updateAll`,
    /// or the whole package with `.*`).
    func importsGlance(_ name: String, file: KotlinFile) -> Bool {
        if file.imports[name] == "androidx.glance.appwidget.\(name)" { return true }
        // A wildcard import is not in `imports`: look for `import androidx.glance.appwidget.*` in the header.
        let tokens = file.tokens
        var index = 0
        while index + 7 < tokens.count, index < 4_000 {
            if tokens[index].isIdentifier("import"),
                (index + 1..<index + 6).map({ tokens[$0].text }).joined() == "androidx.glance.appwidget",
                tokens[index + 6].isSymbol("."), tokens[index + 7].text == "*"
            {
                return true
            }
            if tokens[index].isIdentifier("class") || tokens[index].isIdentifier("fun") { return false }
            index += 1
        }
        return false
    }

    /// Whether a call's receiver says it is Glance's: it names Glance (`GlanceAppWidgetManager(context)`), or is a
    /// parameter or property declared as a `GlanceAppWidget`.
    func isDeclaredGlance(_ receiver: Range<Int>?, file number: Int) -> Bool {
        guard let receiver else { return false }
        let file = sources.files[number]
        if file.tokens[receiver].contains(where: { $0.isIdentifier && $0.text.hasPrefix("Glance") }) { return true }
        guard receiver.count == 1, let first = receiver.first else { return false }
        let name = file.tokens[first].text
        if let function = file.enclosingFunction(of: first), function.parameters.contains(name),
            let type = parameterType(name, of: function, file: number)
        {
            return type.contains("GlanceAppWidget")
        }
        if let (_, property) = declaration(of: name, file: number, scope: first), let type = property.type {
            return type.contains("GlanceAppWidget")
        }
        return false
    }

    /// The GlanceAppWidget a call is made on: `X()`, an object `X`, a property holding one, `this` inside one, or a
    /// receiver's `glanceAppWidget`.
    func glanceWidget(on call: KotlinCall, file number: Int) -> String? {
        let file = sources.files[number]
        func isWidget(_ name: String?) -> String? {
            guard let name, sources.extends(name, "GlanceAppWidget") else { return nil }
            return name
        }
        guard let receiver = call.receiver else {
            return isWidget(file.enclosingClassName(of: call.nameIndex))
        }
        if file.text(receiver) == "this" { return isWidget(file.enclosingClassName(of: call.nameIndex)) }
        if let made = isWidget(constructedClass(receiver, file: number, objects: true)) { return made }
        if receiver.count == 1, file.tokens[receiver.lowerBound].isIdentifier("glanceAppWidget"),
            let owner = file.enclosingClassName(of: call.nameIndex),
            let holder = facts.receivers.first(where: { $0.class == owner })
        {
            return holder.glanceWidget
        }
        for candidate in expansion(of: receiver, file: number).dropFirst() {
            if let made = isWidget(constructedClass(candidate, file: number, objects: true)) { return made }
        }
        if let first = receiver.first, receiver.count == 1,
            let (declaringFile, property) = declaration(of: file.tokens[first].text, file: number, scope: first),
            let type = property.type
        {
            return isWidget(sources.resolveClass(String(type.filter { $0 != "?" }), in: declaringFile))
        }
        return nil
    }

    static let keyTypes: [String: String] = [
        "intPreferencesKey": "int", "longPreferencesKey": "long", "stringPreferencesKey": "string",
        "booleanPreferencesKey": "boolean", "floatPreferencesKey": "float", "doublePreferencesKey": "double",
        "stringSetPreferencesKey": "stringSet",
    ]

    mutating func readStateKey(_ call: KotlinCall, name: String, file number: Int) {
        guard let type = Self.keyTypes[name], let first = call.arguments.first else { return }
        let file = sources.files[number]
        let (path, line) = place(number, call.nameIndex)
        var key = CodeFacts.StateKey(name: nil, type: type, constant: nil, file: path, line: line)
        switch evaluator.evaluate(first.range, in: number) {
        case .value(.string(let text)): key.name = text
        case .value(let other): todo("the key's name is \(other)", file: number, index: call.nameIndex)
        case .unknown(let reason): todo("the key's name: \(reason)", file: number, index: call.nameIndex)
        }
        key.constant =
            file.properties.first(where: { $0.initializer.contains(call.nameIndex) && !$0.isLocal })?.name
            ?? file.properties.first(where: { $0.initializer.contains(call.nameIndex) })?.name
        facts.stateKeys.append(key)
    }
}
