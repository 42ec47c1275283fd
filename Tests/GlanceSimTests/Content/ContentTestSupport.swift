import GlanceSim

/// Stand-ins for app types named by `runCallback`.
struct Refresh {}
struct ToggleDone {}

/// `depth` nested Boxes, the innermost holding a Text: `depth + 1` nodes deep in all.
func nestedBoxes(_ depth: Int, leaf: GlanceNode = Text("leaf")) -> GlanceNode {
    var node = leaf
    for _ in 0..<depth {
        node = Box { node }
    }
    return node
}

let indexKey = ActionParameters.Key<Int>("index")
