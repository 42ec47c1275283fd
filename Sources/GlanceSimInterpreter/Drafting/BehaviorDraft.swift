public import GlanceSimFormats

/// A behaviour file drafted from a module's own Kotlin and Java (`glancesim init`): each receiver callback,
/// worker, action callback and `Application.onCreate` gets the effects its code has (following calls into the
/// module's functions), each with a `// from path:line` comment; widgets get content from their `Text(…)` and
/// `Button(…)` literals; and everything the reader could not translate is a located `// TODO(path:line): …`.
///
/// ```swift
/// let draft = try BehaviorDraft.make(module: "Manifests/platform-weather/app")
/// print(draft.text)            // the behavior.json5 text
/// draft.todos.count            // what is left to say by hand
/// ```
public struct BehaviorDraft: Sendable {
    /// The behaviour file's text.
    public var text: String
    /// What is left to say by hand, at the code line it is about (paths relative to the project root).
    public var todos: [Todo]
    /// How many of ``todos`` are about widget content (drafted only from literals).
    public var contentTodos: Int
    /// The facts the draft was made from.
    public var facts: CodeFacts
    /// The project root the facts' paths are relative to, as the module's path reaches it.
    public var projectRoot = "."

    /// Something left to say by hand, at the code line it is about.
    public struct Todo: Equatable, Sendable {
        public var message: String
        /// The source file, relative to the project root.
        public var file: String
        public var line: Int
        /// Whether it is about a widget's content.
        public var isContent: Bool
    }

    /// Drafts the behaviour file of the module at `folder`. Throws the manifest's located errors when the module's
    /// manifest does not load (the draft names its receivers).
    public static func make(module folder: String, options: ManifestLoader.Options = .init()) throws(FormatError)
        -> BehaviorDraft
    {
        let description = try ManifestLoader.load(appFolder: folder, options: options)
        let (sources, facts, root) = CodeFacts.readWithSources(module: folder)
        var drafter = BehaviorDrafter(sources: sources, facts: facts, description: description)
        var draft = drafter.draft()
        draft.projectRoot = root
        return draft
    }
}
