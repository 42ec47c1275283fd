/// Finds ``CodeFacts`` in ``KotlinSources``: declarations first (receivers, Glance widgets), then every call whose
/// name a fact kind knows, each read by its recogniser (`CodeFactReader+Work.swift` and the others).
struct CodeFactReader {
    let sources: KotlinSources
    let evaluator: KotlinEvaluator
    var facts: CodeFacts
    /// Each runtime registration's receiver argument, in the order of `facts.runtimeReceivers` before sorting.
    var registrations: [(file: Int, range: Range<Int>, receiverClass: String?)] = []
    /// Where each name is written, built on first use (``callSites(of:file:parameters:)``), so that finding a
    /// helper's calls reads the sources once, not once per helper.
    var nameSites: [String: [(file: Int, index: Int)]]?

    init(sources: KotlinSources, facts: CodeFacts) {
        self.sources = sources
        evaluator = KotlinEvaluator(sources: sources)
        self.facts = facts
    }

    static let receiverKinds = ["GlanceAppWidgetReceiver", "AppWidgetProvider", "BroadcastReceiver"]
    static let callbackNames: Set<String> = [
        "onReceive", "onUpdate", "onEnabled", "onDisabled", "onDeleted", "onAppWidgetOptionsChanged", "onRestored",
    ]

    mutating func readAll() {
        for (path, error) in sources.unreadable {
            facts.todos.append(
                CodeFacts.Todo(
                    message: "the reader could not read this file: \(error.message)", file: path, line: error.line,
                    column: error.column))
        }
        readDeclarations()
        var unregisters: [(file: Int, index: Int, call: KotlinCall)] = []
        for (number, file) in sources.files.enumerated() {
            for index in file.tokens.indices where file.tokens[index].isIdentifier {
                let name = file.tokens[index].text
                guard CodeFactReader.callNames.contains(name) || name.hasSuffix("PreferencesKey"),
                    let call = file.call(at: index)
                else { continue }
                switch name {
                case "enqueueUniquePeriodicWork", "enqueueUniqueWork", "beginUniqueWork", "enqueue", "beginWith":
                    readWork(call, name: name, file: number)
                case "cancelUniqueWork", "cancelAllWorkByTag", "cancelWorkById", "cancelAllWork", "cancel":
                    readCancel(call, name: name, file: number)
                case _
                where ["registerReceiver", "unregisterReceiver", "sendBroadcast"].contains(name)
                    && isLocalBroadcastManager(call.receiver, file: number):
                    // androidx.localbroadcastmanager's: in-process, never the system's broadcasts.
                    continue
                case "registerReceiver":
                    readRegistration(call, file: number)
                case "unregisterReceiver":
                    unregisters.append((number, index, call))
                case "sendBroadcast", "sendOrderedBroadcast":
                    readBroadcast(call, file: number)
                case "update", "updateAll", "updateIf", "updateAppWidgetState", "updateAppWidget",
                    "partiallyUpdateAppWidget", "updateAppWidgetOptions", "notifyAppWidgetViewDataChanged":
                    readUpdate(call, name: name, file: number)
                default:
                    if name.hasSuffix("PreferencesKey") {
                        readStateKey(call, name: name, file: number)
                    } else {
                        readAlarm(call, name: name, file: number)
                    }
                }
            }
        }
        matchUnregisters(unregisters)
        sortFacts()
    }

    static let callNames: Set<String> = [
        "enqueueUniquePeriodicWork", "enqueueUniqueWork", "beginUniqueWork", "enqueue", "beginWith",
        "cancelUniqueWork", "cancelAllWorkByTag", "cancelWorkById", "cancelAllWork", "cancel", "registerReceiver",
        "unregisterReceiver", "sendBroadcast", "sendOrderedBroadcast", "update", "updateAll", "updateIf",
        "updateAppWidgetState", "updateAppWidget", "partiallyUpdateAppWidget", "updateAppWidgetOptions",
        "notifyAppWidgetViewDataChanged", "set", "setExact",
        "setExactAndAllowWhileIdle", "setAndAllowWhileIdle", "setRepeating", "setInexactRepeating", "setWindow",
        "setAlarmClock",
    ]

    /// Whether a call's receiver is androidx's `LocalBroadcastManager`: named (`LocalBroadcastManager.getInstance(c)`),
    /// or a variable or property declared as one or made from it.
    func isLocalBroadcastManager(_ receiver: Range<Int>?, file number: Int) -> Bool {
        guard let receiver else { return false }
        let file = sources.files[number]
        if file.tokens[receiver].contains(where: { $0.isIdentifier("LocalBroadcastManager") }) { return true }
        guard receiver.count == 1, file.tokens[receiver.lowerBound].isIdentifier,
            let (declaring, property) = declaration(
                of: file.tokens[receiver.lowerBound].text, file: number, scope: receiver.lowerBound)
        else { return false }
        if property.type?.hasSuffix("LocalBroadcastManager") == true { return true }
        return sources.files[declaring].tokens[property.initializer].contains {
            $0.isIdentifier("LocalBroadcastManager")
        }
    }

    mutating func todo(_ message: String, file: String, line: Int) {
        facts.todos.append(CodeFacts.Todo(message: message, file: file, line: line))
    }

    mutating func todo(_ message: String, file: Int, index: Int) {
        todo(message, file: sources.files[file].path, line: sources.files[file].tokens[index].line)
    }

    func place(_ file: Int, _ index: Int) -> (file: String, line: Int) {
        (sources.files[file].path, sources.files[file].tokens[index].line)
    }

    // MARK: - Declarations

    private mutating func readDeclarations() {
        var widgetOwners: [String: String] = [:]
        for (number, declared) in sources.allClasses {
            let file = sources.files[number]
            guard let kind = Self.receiverKinds.first(where: { sources.extends(declared.qualifiedName, $0) }) else {
                continue
            }
            // This declaration's own (a file may declare a class of the same name more than once), then those it
            // inherits from its superclasses declared here (an abstract provider's `final override fun onUpdate`).
            var callbacks = file.functions(declaredIn: declared.body).filter {
                $0.owner == declared.qualifiedName && $0.isOverride && Self.callbackNames.contains($0.name)
            }.map(\.name)
            for superclass in sources.superclasses(of: declared.qualifiedName) {
                guard let (number, inherited) = sources.declaredClass(superclass) else { continue }
                for function in sources.files[number].functions(declaredIn: inherited.body)
                where function.owner == superclass && function.isOverride && Self.callbackNames.contains(function.name)
                    && !callbacks.contains(function.name)
                {
                    callbacks.append(function.name)
                }
            }
            var glanceWidget: String?
            if kind == "GlanceAppWidgetReceiver",
                let property = Self.property("glanceAppWidget", of: declared, in: file)
            {
                glanceWidget = constructedClass(property.initializer, file: number)
                if glanceWidget == nil {
                    todo(
                        "which GlanceAppWidget '\(file.text(property.initializer))' makes", file: number,
                        index: property.nameIndex)
                } else {
                    widgetOwners[glanceWidget!] = widgetOwners[glanceWidget!] ?? declared.qualifiedName
                }
            }
            let (path, line) = place(number, declared.nameIndex)
            facts.receivers.append(
                CodeFacts.Receiver(
                    class: declared.qualifiedName, kind: kind, callbacks: callbacks, glanceWidget: glanceWidget,
                    file: path, line: line))
        }
        for (number, declared) in sources.allClasses where sources.extends(declared.qualifiedName, "GlanceAppWidget") {
            let file = sources.files[number]
            var stateDefinition: String?
            if let property = Self.property("stateDefinition", of: declared, in: file) {
                stateDefinition = constructedClass(property.initializer, file: number, objects: true)
            }
            let (path, line) = place(number, declared.nameIndex)
            facts.glanceWidgets.append(
                CodeFacts.GlanceWidget(
                    class: declared.qualifiedName, receiver: widgetOwners[declared.qualifiedName],
                    stateDefinition: stateDefinition, file: path, line: line))
        }
    }

    /// The first property `name` of this declaration of a class (not another declaration of the same name).
    static func property(_ name: String, of declared: KotlinClass, in file: KotlinFile) -> KotlinProperty? {
        file.properties(named: name).first {
            $0.owner == declared.qualifiedName && declared.body.contains($0.nameIndex)
        }
    }

    /// The class an expression makes (`X()`, `X(…)`) or names (`X`, an object, when `objects`), in full.
    func constructedClass(_ range: Range<Int>, file: Int, objects: Bool = false) -> String? {
        let tokens = sources.files[file].tokens
        guard !range.isEmpty else { return nil }
        var end = range.upperBound
        if tokens[end - 1].isSymbol(")") {
            end = sources.files[file].partner[end - 1]
        } else if !objects {
            return nil
        }
        // Java's `new X(…)`.
        let start =
            sources.files[file].isJava && tokens[range.lowerBound].isIdentifier("new")
            ? range.lowerBound + 1 : range.lowerBound
        guard end > start else { return nil }
        let written = tokens[start..<end].filter { !$0.isSymbol(".") }.map(\.text)
        guard !written.isEmpty, tokens[start..<end].allSatisfy({ $0.isIdentifier || $0.isSymbol(".") })
        else { return nil }
        let name = written.joined(separator: ".")
        return sources.resolveClass(name, in: file) ?? Self.platformClass(name, in: sources.files[file])
    }

    /// A platform class named in a file, qualified by its import (`PreferencesGlanceStateDefinition`).
    static func platformClass(_ name: String, in file: KotlinFile) -> String? {
        if let imported = file.imports[name] { return imported }
        if name == "PreferencesGlanceStateDefinition" {
            return "androidx.glance.state.PreferencesGlanceStateDefinition"
        }
        return name.contains(".") ? name : nil
    }

    // MARK: - Order

    private mutating func sortFacts() {
        func order<T>(_ items: inout [T], _ key: (T) -> (String, Int)) {
            let keyed = items.enumerated().map { (key($0.element), $0.offset, $0.element) }
            items = keyed.sorted { ($0.0.0, $0.0.1, $0.1) < ($1.0.0, $1.0.1, $1.1) }.map(\.2)
        }
        order(&facts.receivers) { ($0.file, $0.line) }
        order(&facts.glanceWidgets) { ($0.file, $0.line) }
        order(&facts.work) { ($0.file, $0.line) }
        order(&facts.cancels) { ($0.file, $0.line) }
        order(&facts.alarms) { ($0.file, $0.line) }
        order(&facts.runtimeReceivers) { ($0.file, $0.line) }
        order(&facts.broadcasts) { ($0.file, $0.line) }
        order(&facts.updates) { ($0.file, $0.line) }
        order(&facts.stateKeys) { ($0.file, $0.line) }
        order(&facts.todos) { ($0.file, $0.line) }
    }
}
