/// Which node of a widget a simulated click lands on.
public enum WidgetNodeSelector: Hashable, Sendable, CustomStringConvertible {
    /// The one node whose text is exactly this.
    case text(String)
    /// The one node whose text contains this.
    case textContaining(String)
    /// The one node with this test tag.
    case testTag(String)
    /// The one node with this content description.
    case contentDescription(String)
    /// The node at this path of child indices (`[0, 2]`).
    case path([Int])

    public var description: String {
        switch self {
        case .text(let text): return "text \(jsonString(text))"
        case .textContaining(let text): return "text containing \(jsonString(text))"
        case .testTag(let tag): return "testTag \(jsonString(tag))"
        case .contentDescription(let text): return "contentDescription \(jsonString(text))"
        case .path(let path): return "path \(path.map(String.init).joined(separator: "."))"
        }
    }
}

extension GlanceNode {
    /// The one node `selector` names, as a click finds it.
    ///
    /// ```swift
    /// let found = try root.findNode(WidgetNodeSelector.text("Refresh"))
    /// ```
    public func findNode(_ selector: WidgetNodeSelector) throws(GlanceNodeLookupError) -> FoundGlanceNode {
        switch selector {
        case .text(let text): try findNode(text: text)
        case .textContaining(let text): try findNode(textContaining: text)
        case .testTag(let tag): try findNode(testTag: tag)
        case .contentDescription(let text): try findNode(contentDescription: text)
        case .path(let path): try findNode(path: path)
        }
    }
}

extension Device {
    /// Clicks a node of a widget as the user would on the host: the host sends the node's PendingIntent, so
    /// exactly what that action does on a device happens — a `runCallback` action broadcasts to Glance's
    /// ActionCallbackBroadcastReceiver, a lambda to the widget's own receiver (`ACTION_TRIGGER_LAMBDA`), an
    /// activity or service is started, a broadcast sent; each with the app's identity, starting its process
    /// if it is dead. A CheckBox or Switch delivers its new checked value.
    ///
    /// ```swift
    /// try device.click(id, on: .text("Refresh"))
    /// try device.advance(by: .zero)
    /// ```
    /// - Throws: ``SimulationError/Code/nodeNotFound`` when no shown node or more than one matches, or the
    ///   node has no click action.
    public func click(_ id: Int32, on selector: WidgetNodeSelector) throws(SimulationError) {
        guard let widget = appWidgetService.widget(id) else { throw appWidgetService.unknownWidget(id) }
        guard let views = widget.views else {
            throw SimulationError(.nodeNotFound, "widget \(id) shows its initial layout: its provider pushed no views")
        }
        let root = views.layout(for: appWidgetService.shownSize(of: widget))
        let found: FoundGlanceNode
        do {
            found = try root.findNode(selector)
        } catch {
            let texts = root.findNodes(.isKind("Text")).compactMap(\.node.text).map { "'\($0)'" }
            throw SimulationError(
                .nodeNotFound,
                "cannot click \(selector) in widget \(id): \(error)"
                    + (texts.isEmpty ? "" : "; texts shown: \(texts.joined(separator: ", "))"))
        }
        guard found.isShown else {
            throw SimulationError(.nodeNotFound, "the node with \(selector) in widget \(id) is not visible")
        }
        guard let taker = root.clickTaker(of: found.path) else {
            throw SimulationError(
                .nodeNotFound,
                "the node with \(selector) in widget \(id) has no click action, and neither has any node around it")
        }
        guard let action = taker.node.actionForClick() else {
            // A disabled button takes the touch and does nothing (View.onTouchEvent: "A disabled view that is
            // clickable still consumes the touch events, it just doesn't respond to them").
            return
        }
        _ = beginDirectCall()
        record(
            .widgetClick,
            .appWidget(
                .click(
                    provider: widget.provider, appWidgetId: id, selector: selector, action: WidgetClickAction(action))
            ))
        // The launcher reports the tap (AppWidgetManager.noteAppWidgetTapped): a use of the app for App Standby.
        appWasUsed(widget.provider.packageName)
        perform(action, for: widget)
    }

    private func perform(_ action: GlanceAction, for widget: AppWidgetRecord) {
        let package = widget.provider.packageName
        switch action {
        case .runCallback(let callback, let parameters):
            var intent = Intent(
                component: ComponentName(packageName: package, className: ActionCallbackBroadcastReceiver.className))
            intent.extras[ActionCallbackBroadcastReceiver.extraCallbackClass] = .string(callback)
            intent.extras[ActionCallbackBroadcastReceiver.extraAppWidgetId] = .int(widget.id)
            intent.extras[ActionCallbackBroadcastReceiver.extraParameters] = .bundle(parameters.bundle)
            try? broadcastQueue.send(intent, from: .app(package), receiverPermission: nil, ordered: nil)
        case .lambda(let lambda):
            var intent = Intent(component: widget.provider, action: GlanceAppWidgetReceiver.actionTriggerLambda)
            intent.extras[GlanceAppWidgetReceiver.extraActionKey] = .string(lambda.key)
            intent.extras[GlanceAppWidgetReceiver.extraAppWidgetId] = .int(widget.id)
            try? broadcastQueue.send(intent, from: .app(package), receiverPermission: nil, ordered: nil)
        case .startActivity(let intent):
            processTable.startComponent(.activity, intent, from: package)
        case .startService(let intent, _):
            processTable.startComponent(.service, intent, from: package)
        case .sendBroadcast(let intent):
            try? broadcastQueue.send(intent, from: .app(package), receiverPermission: nil, ordered: nil)
        }
    }
}
