import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter

/// Shrinks a history that breaks an invariant into the scenario a colleague would write to show the bug:
/// steps removed while the invariant still breaks (delta debugging: halves, then quarters, … then single
/// steps); consecutive waits merged; each wait bisected down to the shortest whole second that still breaks it;
/// widget aliases renumbered `w1`, `w2`, … in the order they are added. Deterministic: the same history and
/// invariant give the same result.
enum ExploreShrinker {
    static func shrink(
        _ history: [String], breaking invariant: Invariant, app: ExploredApp, parsed: ParsedSteps
    ) -> [String] {
        func breaks(_ steps: [String]) -> Bool {
            app.replay(steps, checking: [invariant], parsed: parsed) != nil
        }
        // Cut what follows the breach first: later steps never matter.
        var steps = history
        if let breach = app.replay(steps, checking: [invariant], parsed: parsed) {
            steps = Array(steps.prefix(breach.step + 1))
        }
        steps = removingSteps(steps, while: breaks)
        steps = mergingWaits(steps, while: breaks)
        steps = bisectingWaits(steps, while: breaks)
        return renumberingWidgets(steps)
    }

    /// Delta debugging: removes chunks of steps, halving the chunk size down to one step, while `breaks` holds.
    private static func removingSteps(_ history: [String], while breaks: ([String]) -> Bool) -> [String] {
        var steps = history
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
        return steps
    }

    /// The wait of an `advance D` step.
    private static func wait(_ step: String) -> SimDuration? {
        guard step.hasPrefix("advance ") else { return nil }
        return try? DurationSyntax.parse(step.dropFirst("advance ".count))
    }

    /// Merges each run of consecutive `advance` steps into one, where the invariant still breaks.
    static func mergingWaits(_ history: [String], while breaks: ([String]) -> Bool) -> [String] {
        var steps = history
        var index = 0
        while index + 1 < steps.count {
            if let first = wait(steps[index]), let second = wait(steps[index + 1]) {
                var candidate = steps
                candidate.replaceSubrange(index...index + 1, with: ["advance \(first + second)"])
                if breaks(candidate) {
                    steps = candidate
                    continue
                }
            }
            index += 1
        }
        return steps
    }

    /// Shortens each wait to the shortest whole second at which the invariant still breaks (bisection between
    /// nothing and the wait; a wait of under two seconds stays).
    static func bisectingWaits(_ history: [String], while breaks: ([String]) -> Bool) -> [String] {
        var steps = history
        for index in steps.indices {
            guard let wait = wait(steps[index]), wait.milliseconds >= 2_000 else { continue }
            var candidate = steps
            // Invariant: `high` seconds break; `low` seconds do not (or are untried zero).
            var low: Int64 = 0
            var high = wait.milliseconds / 1_000
            if wait.milliseconds % 1_000 != 0 {
                candidate[index] = "advance \(SimDuration.seconds(high))"
                if !breaks(candidate) { continue }
            }
            while high - low > 1 {
                let middle = low + (high - low) / 2
                candidate[index] = "advance \(SimDuration.seconds(middle))"
                if breaks(candidate) { high = middle } else { low = middle }
            }
            steps[index] = "advance \(SimDuration.seconds(high))"
        }
        return steps
    }

    /// Renames the widget aliases to `w1`, `w2`, … in the order they are added (`add widget P as w7` becomes
    /// `as w1`, and every later step that names `w7` follows).
    static func renumberingWidgets(_ steps: [String]) -> [String] {
        var names: [String: String] = [:]
        return steps.map { step in
            var words = step.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            let position: Int?
            if words.count == 5, words[0] == "add", words[1] == "widget", words[3] == "as" {
                names[words[4]] = names[words[4]] ?? "w\(names.count + 1)"
                position = 4
            } else if words.count >= 3, ["remove", "resize"].contains(words[0]), words[1] == "widget" {
                position = 2
            } else if words.count >= 2, words[0] == "click" {
                position = 1
            } else {
                position = nil
            }
            guard let position, let name = names[words[position]] else { return step }
            words[position] = name
            return words.joined(separator: " ")
        }
    }
}
