/// "Did you mean" suggestions from Levenshtein edit distance, as swift-argument-parser offers them.
public enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions that turn `a` into `b`.
    public static func between(_ a: String, _ b: String) -> Int {
        let left = Array(a.unicodeScalars)
        let right = Array(b.unicodeScalars)
        if left.isEmpty { return right.count }
        if right.isEmpty { return left.count }
        var previous = Array(0...right.count)
        var current = [Int](repeating: 0, count: right.count + 1)
        for i in 1...left.count {
            current[0] = i
            for j in 1...right.count {
                let substitution = previous[j - 1] + (left[i - 1] == right[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[right.count]
    }

    /// The candidate closest to `word`, if it is close enough to be a likely typo (at most a third of the
    /// word's length, and at least 2, edits away). Ties go to the earlier candidate.
    ///
    /// ```swift
    /// EditDistance.suggestion(for: "demmo", among: ["demo", "help"])   // "demo"
    /// ```
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let limit = max(2, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = between(word, candidate)
            if distance <= limit && distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        return best?.candidate
    }
}
