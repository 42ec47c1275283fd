/// A line diff for golden-file mismatches: `-` lines expected, `+` lines found, ` ` lines in both.
public enum LineDiff {
    /// Renders the difference between two texts line by line (the standard library's `difference(from:)`).
    public static func render(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let difference = new.difference(from: old)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var lines: [String] = []
        var oldIndex = 0
        var newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, removed.contains(oldIndex) {
                lines.append("-" + old[oldIndex])
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                lines.append("+" + new[newIndex])
                newIndex += 1
            } else {
                if newIndex < new.count { lines.append(" " + new[newIndex]) }
                oldIndex += 1
                newIndex += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
