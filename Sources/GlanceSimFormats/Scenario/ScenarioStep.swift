import GlanceSim

/// One line of a scenario script.
public struct ScenarioStep: Sendable {
    /// Where the line starts.
    public var location: SourceLocation
    /// The line as written (without its comment), for verdicts and the state folder.
    public var text: String
    /// What it does.
    public var action: ScenarioAction
}
