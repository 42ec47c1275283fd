import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter

/// Shrinks a history that breaks an invariant into the scenario a colleague would write to show the bug:
/// steps removed while the invariant still breaks (delta debugging: halves, then quarters, … then single
/// steps); consecutive waits merged; each wait cut to the shortest whole second that still breaks it (see
/// ``minimizingWaits(_:while:)``: bisection, then a bounded scan below it), then steps removed again where the
/// shorter waits made them needless; widget aliases renumbered `w1`, `w2`, … in the order they are added. Deterministic: the same history and invariant give the same result.
enum ExploreShrinker {
    /// A shrunk history, and the indices of its waits whose search gave up before it could say they are the
    /// shortest that break.
    struct Shrunk: Equatable {
        var steps: [String]
        var unsureWaits: [Int] = []
    }

    static func shrink(
        _ history: [String], breaking invariant: Invariant, app: ExploredApp, parsed: ParsedSteps
    ) -> Shrunk {
        func breaks(_ steps: [String]) -> Bool {
            app.replay(steps, checking: [invariant], parsed: parsed) != nil
        }
        // Cut what follows the breach first: later steps never matter.
        var steps = history
        if let breach = app.replay(steps, checking: [invariant], parsed: parsed) {
            steps = Array(steps.prefix(breach.step + 1))
        }
        steps = mergingWaits(removingSteps(steps, while: breaks), while: breaks)
        var waits = minimizingWaits(steps, while: breaks)
        // A shorter wait can make another step needless (a `set idle on` that only mattered to a longer wait's
        // staleness): remove and merge again, and cut the waits again if that removed anything; twice at most.
        for _ in 0..<2 {
            let fewer = mergingWaits(removingSteps(waits.steps, while: breaks), while: breaks)
            guard fewer != waits.steps else { break }
            waits = minimizingWaits(fewer, while: breaks)
        }
        return Shrunk(steps: renumberingWidgets(waits.steps), unsureWaits: waits.unsure)
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

    /// The granularities of the scan below a bisected wait, coarsest first, in seconds: the scan starts at whole
    /// minutes (or, for a wait too long to scan minute by minute within the budget, at the finest of these that
    /// fits) and refines the first cell that breaks at each finer one, down to the second.
    static let scanGranularities: [Int64] = [3_600, 900, 300, 60, 1]

    /// How many replays the scan below one bisected wait may make (the bisection's own, about log2 of the wait
    /// in seconds, come on top): whole minutes are scanned below a wait of up to two hours.
    static let waitScanBudget = 180

    /// Shortens each wait to the shortest whole second at which the invariant still breaks, in three parts:
    ///
    /// 1. Bisection between nothing and the wait (about log2 of its seconds replays), which is exact when a
    ///    breach only gets worse with longer waits.
    /// 2. A breach need not (periodic work that redraws the widget ends a stale window; a later one opens), so
    ///    every whole minute below the bisected wait is replayed, ascending, and the first that breaks becomes
    ///    the wait.
    /// 3. Every second of the minute before it, ascending: the first that breaks is the wait.
    ///
    /// A scan stops at the first wait that breaks, so a breach at 15m1s costs 15 replays, then 1. At most
    /// ``waitScanBudget`` replays per wait after the bisection: a wait with more whole minutes below it is
    /// scanned at the finest of ``scanGranularities`` that fits (then each finer one within the cell that broke),
    /// and when it had to be coarser than a minute, or the budget ran out mid-scan, its index is among the
    /// returned `unsure` ones: the report says that wait may not be the shortest. A breaking window narrower than
    /// a minute that holds no whole minute is not looked for below the minute scan's first break. A wait of under
    /// two seconds stays; one with a fraction of a second is only cut to whole seconds when that still breaks.
    static func minimizingWaits(_ history: [String], while stillBreaks: ([String]) -> Bool) -> (
        steps: [String], unsure: [Int]
    ) {
        var steps = history
        var unsure: [Int] = []
        for index in steps.indices {
            guard let wait = wait(steps[index]), wait.milliseconds >= 2_000 else { continue }
            var candidate = steps
            var tried: [Int64: Bool] = [:]
            var replays = 0
            func breaks(seconds: Int64) -> Bool {
                if let known = tried[seconds] { return known }
                candidate[index] = "advance \(SimDuration.seconds(seconds))"
                replays += 1
                let result = stillBreaks(candidate)
                tried[seconds] = result
                return result
            }
            // Bisection. Invariant: `high` seconds break; `low` seconds do not (or are untried zero).
            var low: Int64 = 0
            var high = wait.milliseconds / 1_000
            if wait.milliseconds % 1_000 != 0, !breaks(seconds: high) { continue }
            tried[high] = true
            while high - low > 1 {
                let middle = low + (high - low) / 2
                if breaks(seconds: middle) { high = middle } else { low = middle }
            }
            // The scan below it, from whole minutes (or coarser, to fit the budget) down to seconds.
            replays = 0
            var gaveUp = false
            var level = scanGranularities.firstIndex(of: 60)!
            // Room for the finer levels: at most 59 seconds, and a few cells of each coarser granularity.
            while level > 0, (high - 1) / scanGranularities[level] > Int64(waitScanBudget - 60) {
                level -= 1
                gaveUp = true
            }
            var floor: Int64 = 0
            scan: while level < scanGranularities.count {
                let step = scanGranularities[level]
                var next = floor / step + 1
                while next * step < high {
                    if tried[next * step] == nil, replays >= waitScanBudget {
                        gaveUp = true
                        break scan
                    }
                    if breaks(seconds: next * step) {
                        high = next * step
                        break
                    }
                    next += 1
                }
                // Every multiple of `step` between `floor` and `high` does not break: refine the last cell.
                floor = max(floor, (high - 1) / step * step)
                level += 1
            }
            steps[index] = "advance \(SimDuration.seconds(high))"
            if gaveUp { unsure.append(index) }
        }
        return (steps, unsure)
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
