import GlanceSim
import GlanceSimFormats

/// Writes a ``BehaviorDraft``: the sections in the order the behaviour file documents them.
struct BehaviorDrafter {
    let sources: KotlinSources
    let facts: CodeFacts
    let description: AppDescription
    let walk: CodeWalk
    var out = DraftText()
    var todos: [BehaviorDraft.Todo] = []
    var contentTodos = 0
    /// The classic providers' templates the effects name (`updateAppWidget`), in order.
    var classicTemplates: [String] = []

    init(sources: KotlinSources, facts: CodeFacts, description: AppDescription) {
        self.sources = sources
        self.facts = facts
        self.description = description
        walk = CodeWalk(sources: sources, facts: facts)
    }

    static func simpleName(_ qualified: String) -> String {
        qualified.split(separator: ".").last.map(String.init) ?? qualified
    }

    mutating func draft() -> BehaviorDraft {
        out.line(
            "// Drafted by `glancesim init` from the Kotlin and Java of '\(facts.module)' (\(sources.files.count) files)."
        )
        out.line("// Each effect names the line it came from. Each TODO is something the reader could not translate:")
        out.line(
            "// say it by hand, then run `glancesim validate` and `glancesim lint` (which reports drift from the code)."
        )
        out.open("{")
        for (path, error) in sources.unreadable {
            todo(
                "the reader could not read this file (at column \(error.column)): \(error.message); nothing in it "
                    + "is drafted: fix the file, or say what its code does by hand", file: path,
                line: error.line)
        }
        writeApplication()
        writeReceivers()
        writeCallbacks()
        writeWorkers()
        writeWidgets()
        out.close("}")
        return BehaviorDraft(text: out.text, todos: todos, contentTodos: contentTodos, facts: facts)
    }

    mutating func todo(_ message: String, file: String, line: Int, content: Bool = false) {
        out.line("// TODO(\(file):\(line)): \(message)")
        let item = BehaviorDraft.Todo(message: message, file: file, line: line, isContent: content)
        // A helper reached from several callbacks says its TODO at each; it is one thing to say.
        guard !todos.contains(item) else { return }
        todos.append(item)
        if content { contentTodos += 1 }
    }

    /// The function `name` declared in class `owner` (fully qualified), with its file.
    func function(_ name: String, of owner: String) -> (file: Int, function: KotlinFunction)? {
        sources.member(name, of: owner)
    }

    /// Classes declared in the sources that extend `supertype`.
    func classes(extending supertype: String) -> [(file: Int, declaration: KotlinClass)] {
        sources.allClasses.filter { sources.extends($0.declaration.qualifiedName, supertype) }
    }

    // MARK: - Sections

    private mutating func writeApplication() {
        guard let application = classes(extending: "Application").first,
            let onCreate = function("onCreate", of: application.declaration.qualifiedName)
        else { return }
        let steps = walk.steps(
            of: onCreate.function, file: onCreate.file, on: application.declaration.qualifiedName)
        guard !steps.isEmpty else { return }
        out.open("application: {")
        out.line("// \(application.declaration.qualifiedName).onCreate")
        out.open("onCreate: [")
        writeEffects(steps, context: .noWidget)
        out.close("],")
        out.close("},")
    }

    private mutating func writeReceivers() {
        // The manifest names a nested class `Outer$Inner`; the code, `Outer.Inner`. The draft keys it as the
        // manifest does.
        var declared: [String: String] = [:]
        for receiver in description.receivers {
            let name = receiver.component.className
            declared[String(name.map { $0 == "$" ? "." : $0 })] = name
        }
        let receivers = facts.receivers.filter { declared[$0.class] != nil }
        guard !receivers.isEmpty else { return }
        out.open("receivers: {")
        for receiver in receivers {
            let key = DraftText.quoted(declared[receiver.class] ?? receiver.class)
            out.line("// \(receiver.kind), \(receiver.file):\(receiver.line)")
            // Each overridden callback with what its code does (walked once), those that do something.
            let callbacks = receiver.callbacks.compactMap { callback -> (String, [CodeStep.Located])? in
                guard let found = function(callback, of: receiver.class) else { return nil }
                let steps = walk.steps(of: found.function, file: found.file, on: receiver.class)
                return steps.isEmpty ? nil : (callback, steps)
            }
            if callbacks.isEmpty {
                // Nothing of its own to do: the platform's dispatch (and Glance's, for its widget) is all.
                let widget = receiver.glanceWidget.map { " widget: \(DraftText.quoted(Self.simpleName($0))) " } ?? ""
                out.line("\(key): {\(widget)},")
                continue
            }
            out.open("\(key): {")
            if let widget = receiver.glanceWidget {
                out.line("widget: \(DraftText.quoted(Self.simpleName(widget))),")
            }
            for (callback, steps) in callbacks {
                if callback == "onReceive" {
                    out.line("// onReceive runs for every action the manifest's filters let through.")
                    out.open("onReceive: {")
                    out.open("\"*\": [")
                    writeEffects(steps, context: .noWidget)
                    out.close("],")
                    out.close("},")
                    continue
                }
                let perWidget = ["onUpdate", "onDeleted", "onRestored", "onAppWidgetOptionsChanged"].contains(callback)
                out.open("\(callback): [")
                if perWidget && callback != "onAppWidgetOptionsChanged" {
                    // Android calls onUpdate once with every id; the behaviour file runs it once per id, so what the
                    // code does outside its loop over the ids runs for the last id only.
                    // `updateAppWidget(appWidgetIds, views)` updates every id at once: per id too.
                    let perId = { (located: CodeStep.Located) -> Bool in
                        if case .update(let update) = located.step, update.everyId == true { return true }
                        return located.inLoop
                    }
                    let once = steps.filter { !perId($0) }
                    let each = steps.filter(perId)
                    writeEffects(each, context: .widget(provider: receiver.class))
                    if !once.isEmpty {
                        out.line("// Once per call (outside the loop over the ids):")
                        out.open("{ if: \"widgetId == ids.last\", then: [")
                        writeEffects(once, context: .widget(provider: receiver.class))
                        out.close("] },")
                    }
                } else {
                    writeEffects(steps, context: perWidget ? .widget(provider: receiver.class) : .noWidget)
                }
                out.close("],")
            }
            out.close("},")
        }
        out.close("},")
    }

    private mutating func writeCallbacks() {
        let callbacks = classes(extending: "ActionCallback")
        guard !callbacks.isEmpty else { return }
        out.open("callbacks: {")
        for (_, declared) in callbacks {
            out.line("// \(declared.qualifiedName).onAction")
            out.open("\(DraftText.key(declared.name)): [")
            if let onAction = function("onAction", of: declared.qualifiedName) {
                // An action callback runs for the widget that was clicked (its glanceId).
                writeEffects(
                    walk.steps(of: onAction.function, file: onAction.file, on: declared.qualifiedName),
                    context: .widget(provider: nil))
            }
            out.close("],")
        }
        out.close("},")
    }
}
