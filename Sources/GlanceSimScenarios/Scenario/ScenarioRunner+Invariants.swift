import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter

/// The invariants a scenario's `invariant` steps declared, checked after every later step that lets time pass.
final class InvariantWatch {
    /// In declaration order.
    var invariants: [Invariant] = []
    /// The rules they were made from, in the same order (what a saved device keeps).
    var rules: [InvariantRule] = []
    /// The names of those already broken: each fails one step, the first that breaks it.
    var broken: Set<String> = []
}

extension ScenarioAction {
    /// Whether the step lets virtual time pass (invariants are checked after it).
    var letsTimePass: Bool {
        switch self {
        case .advance, .advanceTo, .runUntilIdle, .runUntilWork: return true
        default: return false
        }
    }
}

extension ScenarioRunner {
    /// Adds invariants to check from here on.
    func watchInvariants(_ rules: [InvariantRule]) {
        let watch = invariantWatch ?? InvariantWatch()
        for rule in rules {
            let invariant = Invariant(rule)
            guard !watch.invariants.contains(where: { $0.name == invariant.name }) else { continue }
            watch.invariants.append(invariant)
            watch.rules.append(rule)
        }
        invariantWatch = watch
    }

    /// The verdict of the invariants after a step that let time pass: a failure naming each newly broken one, or
    /// `nil` when all hold (or none are watched).
    func checkInvariants() -> ScenarioReport.Verdict? {
        guard let watch = invariantWatch else { return nil }
        let observations = observations()
        var messages: [String] = []
        for invariant in watch.invariants where !watch.broken.contains(invariant.name) {
            if let message = invariant.check(device, observations) {
                watch.broken.insert(invariant.name)
                messages.append("invariant '\(invariant.name)' broken: \(message)")
            }
        }
        return messages.isEmpty ? nil : ScenarioReport.Verdict(passed: false, message: messages.joined(separator: "; "))
    }
}
