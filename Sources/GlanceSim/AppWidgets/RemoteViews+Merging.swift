extension RemoteViews {
    /// What a partial update leaves shown: these views with `partial` merged in.
    ///
    /// Android's `RemoteViews.mergeRemoteViews` appends the partial views' actions, each replacing an
    /// earlier action on the same view id. Here a node's test tag (``GlanceModifier/testTag(_:)``) plays the
    /// view id: every tagged node of `partial` (the outermost ones; the last wins for a repeated tag)
    /// replaces the node with the same tag in each layout of these views. A tag these views do not have
    /// changes nothing, as an action on a view id the layout lacks does nothing; untagged content of
    /// `partial` is ignored.
    ///
    /// ```swift
    /// let shown = RemoteViews(Column { Text("Mon", modifier: .testTag("day")); Text("12°", modifier: .testTag("temp")) })
    /// let after = shown.merging(RemoteViews(Text("14°", modifier: .testTag("temp"))))
    /// // Column { Text("Mon"), Text("14°") }
    /// ```
    public func merging(_ partial: RemoteViews) -> RemoteViews {
        var replacements: [String: GlanceNode] = [:]
        for layout in partial.layouts { layout.root.collectTagged(into: &replacements) }
        guard !replacements.isEmpty else { return self }
        var merged = self
        for index in merged.layouts.indices {
            merged.layouts[index].root = merged.layouts[index].root.replacingTagged(replacements)
        }
        return merged
    }
}

extension GlanceNode {
    fileprivate func collectTagged(into replacements: inout [String: GlanceNode]) {
        if let tag = modifier.testTag {
            replacements[tag] = self
            return
        }
        for child in children { child.collectTagged(into: &replacements) }
    }

    fileprivate func replacingTagged(_ replacements: [String: GlanceNode]) -> GlanceNode {
        if let tag = modifier.testTag, let replacement = replacements[tag] { return replacement }
        guard !children.isEmpty else { return self }
        var copy = self
        copy.children = children.map { $0.replacingTagged(replacements) }
        return copy
    }
}
