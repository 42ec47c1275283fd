import GlanceSim

/// Shrinks a history that breaks an invariant: removes steps while the same invariant still breaks (delta
/// debugging: halves, then quarters, … then single steps), then shortens each wait by halving while it still
/// breaks. Deterministic: the same history and invariant give the same result.
enum ExploreShrinker {
    static func shrink(
        _ history: [String], breaking name: String, app: ExploredApp, checking invariants: [Invariant],
        parsed: ParsedSteps
    ) -> [String] {
        func breaks(_ steps: [String]) -> Bool {
            app.replay(steps, checking: invariants, parsed: parsed)?.invariant == name
        }
        // Cut what follows the breach first: later steps never matter.
        var steps = history
        if let breach = app.replay(steps, checking: invariants, parsed: parsed), breach.invariant == name {
            steps = Array(steps.prefix(breach.step + 1))
        }
        var chunk = max(1, steps.count / 2)
        while true {
            var start = 0
            var removedAny = false
            while start < steps.count {
                var candidate = steps
                candidate.removeSubrange(start..<min(start + chunk, steps.count))
                if !candidate.isEmpty, breaks(candidate) {
                    steps = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1 {
                if !removedAny { break }
            } else {
                chunk /= 2
            }
        }
        for index in steps.indices where steps[index].hasPrefix("advance ") {
            guard var wait = try? DurationSyntax.parse(steps[index].dropFirst("advance ".count)) else { continue }
            while wait.milliseconds >= 2_000 {
                let shorter = SimDuration.milliseconds(wait.milliseconds / 2 / 1_000 * 1_000)
                var candidate = steps
                candidate[index] = "advance \(shorter)"
                guard breaks(candidate) else { break }
                steps = candidate
                wait = shorter
            }
        }
        return steps
    }
}
