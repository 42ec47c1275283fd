import Foundation
import GlanceSimFormats
import GlanceSimInterpreter

/// `glancesim init MODULE`: drafts a behaviour file from the module's Kotlin and Java, or prints the facts it reads.
struct InitCommand {
    static let abstract = "Draft a module's behaviour file from its Kotlin and Java, or list the facts in its code."

    static let options = OptionTable(
        "init", "<module>",
        options: [
            CommandOption(
                "-o", alias: "--output", value: "<file>",
                "Where to write the draft (default <module>/behavior.json5; '-' prints it)"),
            CommandOption("--force", "Overwrite the output file if it exists"),
            CommandOption("--facts", "Print the facts instead of writing a draft", synopsis: .hidden),
            CommandOption(
                "--json",
                "With --facts: one JSON document, one array per kind, paths relative to the project root (the "
                    + "folder with settings.gradle)",
                synopsis: .hidden),
        ] + AppOptions.options)
    /// The second form's synopsis: `init <module> --facts [--json]`.
    static let factsForm = OptionTable(
        "init", "<module>",
        options: [
            CommandOption("--facts", "", synopsis: .required),
            CommandOption("--json", "", synopsis: .within("--facts")),
        ])

    static let usage = OptionTable.usage(
        [options, factsForm],
        description: """
            \(abstract)
            Reads the Kotlin and Java of <module> (an Android module folder) and of the modules it depends on through
            project(":…"): receivers and their callbacks, Glance widgets, WorkManager work, cancels, alarms, runtime
            receivers, broadcasts, updates and preference keys, each at its file and line. The draft gives each
            callback the effects its code has, each with a '// from path:line' comment, and a located TODO for
            everything the reader could not translate; each TODO is also printed. Then run 'glancesim validate' and
            'glancesim lint' (which reports where the behaviour file and the code disagree).
            Exit status 0 on success, 65 if the module's manifest does not load, 66 if it is missing, 73 if the
            output file exists (without --force).
            """,
        options: options)

    var module: String
    var facts = false
    var json = false
    var output: String?
    var force = false
    var options = ManifestLoader.Options()

    static func parse(_ arguments: [String]) throws -> InitCommand {
        let parsed = try options.parse(arguments, usage: usage)
        guard parsed.positionals.count == 1 else {
            throw UsageError(
                message: parsed.positionals.isEmpty ? "give a module folder" : "give one module folder", usage: usage)
        }
        var command = InitCommand(module: parsed.positionals[0])
        command.facts = parsed.flag("--facts")
        command.json = parsed.flag("--json")
        command.force = parsed.flag("--force")
        command.output = parsed.string("-o")
        command.options = try AppOptions.loaderOptions(parsed)
        if command.json && !command.facts {
            throw UsageError(message: "--json goes with --facts", usage: usage)
        }
        if command.facts && (command.output != nil || command.force) {
            throw UsageError(message: "--facts prints the facts; -o and --force are for the draft", usage: usage)
        }
        return command
    }

    func run(output printer: CommandOutput) -> CommandStatus {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: module, isDirectory: &isDirectory), isDirectory.boolValue else {
            printer.errorLine("\(module): error: no module folder at '\(module)'")
            return .noInput
        }
        if facts { return printFacts(printer) }
        let draft: BehaviorDraft
        do {
            draft = try BehaviorDraft.make(module: module, options: options)
        } catch {
            return DiagnosticPrinter.report(error, output: printer)
        }
        if draft.facts.receivers.isEmpty && draft.facts.glanceWidgets.isEmpty && draft.facts.work.isEmpty
            && !CodeFacts.hasSources(module: module)
        {
            printer.errorLine(
                "\(module): error: no Kotlin or Java sources under src/main/java, src/main/kotlin or "
                    + "src/androidMain/kotlin of this module or the modules it depends on")
            return .noInput
        }
        let target = output ?? ModulePaths.join(module, AppFolder.behaviorFileName)
        if target == "-" {
            printer.write(draft.text)
        } else {
            if FileManager.default.fileExists(atPath: target) && !force {
                printer.errorLine("\(target): error: the file exists; give --force to overwrite it, or -o another file")
                return .cannotCreate
            }
            do {
                // Without --force, a file that appears meanwhile (or a dangling link) is not replaced either.
                try Data(draft.text.utf8).write(
                    to: URL(fileURLWithPath: target), options: force ? .atomic : .withoutOverwriting)
            } catch {
                printer.errorLine("\(target): error: could not write the draft: \(error.localizedDescription)")
                return .cannotCreate
            }
        }
        for todo in draft.todos {
            printer.errorLine(
                "\(ModulePaths.join(draft.projectRoot, todo.file)):\(todo.line): note: TODO \(todo.message)")
        }
        let written = target == "-" ? "printed the draft" : "wrote \(target)"
        let other = draft.todos.count - draft.contentTodos
        printer.errorLine(
            "\(written) from \(draft.facts.receivers.count) receiver(s), \(draft.facts.work.count) enqueue(s) and "
                + "\(draft.facts.glanceWidgets.count) Glance widget(s): \(other) TODO(s) to say by hand, "
                + "\(draft.contentTodos) about content")
        return .success
    }

    private func printFacts(_ printer: CommandOutput) -> CommandStatus {
        let (_, found, root) = CodeFacts.readWithSources(module: module)
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(found) else { return .software }
            printer.line(String(decoding: data, as: UTF8.self))
            return .success
        }
        printer.write(CodeFactsPrinter.text(found, root: root))
        return .success
    }
}
