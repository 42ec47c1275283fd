import GlanceSim

/// A parsed scenario script: its steps in order.
public struct Scenario: Sendable {
    /// The script's path as given.
    public var path: String
    /// The steps, one per non-blank, non-comment line.
    public var steps: [ScenarioStep]
}
