public import GlanceSim

extension WidgetKitDevice {
    /// What a widget shows now drawn as SVG at its family's size on this screen (in points, the HIG table §9),
    /// with GlanceSim's widget picture renderer: date-relative text as it reads now, the placeholder redacted.
    /// A Home Screen widget is drawn on its container background (`containerBackground(for: .widget)`, which iOS
    /// 17 expects) with rounded corners and the default 16-point content margins; a Lock Screen widget has no
    /// background. The radius (22 points) is an approximation: Apple does not publish it.
    ///
    /// ```swift
    /// let svg = try device.widgetPicture(id, scheme: .dark)   // 158×158 for a small widget on an iPhone 15
    /// ```
    public func widgetPicture(_ id: Int, scheme: WidgetColorScheme = .light) throws(WidgetKitError) -> String {
        let instance = try instance(id)
        let size = DpSize(width: Double(instance.displaySize.width), height: Double(instance.displaySize.height))
        var content = view(of: instance)
        if !instance.family.isAccessory {
            content = GlanceNode(
                .box(contentAlignment: .topStart),
                modifier: GlanceModifier().fillMaxSize().appWidgetBackground().cornerRadius(22).padding(16),
                children: [content])
        }
        return WidgetPicture.svg(of: content, size: size, scheme: scheme)
    }
}

extension GlanceNode {
    /// The node as WidgetKit draws a placeholder (`.redacted(reason: .placeholder)`, A-TP): every letter and
    /// digit of its text becomes a block, so the layout stays and the data does not show.
    func redactedForPlaceholder() -> GlanceNode {
        var node = self
        switch kind {
        case .text(let text, let maxLines): node.kind = .text(Self.redacted(text), maxLines: maxLines)
        case .button(let text, let enabled): node.kind = .button(text: Self.redacted(text), enabled: enabled)
        case .checkBox(let text, let checked): node.kind = .checkBox(text: Self.redacted(text), checked: checked)
        case .switchToggle(let text, let checked):
            node.kind = .switchToggle(text: Self.redacted(text), checked: checked)
        default: break
        }
        node.children = children.map { $0.redactedForPlaceholder() }
        return node
    }

    private static func redacted(_ text: String) -> String {
        String(text.map { $0.isLetter || $0.isNumber ? "▆" : $0 })
    }
}
