/// Composing a session's content for the sizes its mode asks for and pushing the result as one RemoteViews
/// (androidx.glance.appwidget `AppWidgetSession.processEmittableTree`, `translateComposition`).
extension GlanceRuntime {
    /// Composes a session for every size its mode asks for, validates, and pushes one RemoteViews through
    /// `AppWidgetManager.updateAppWidget`. Every call recomposes, as `update` does on a device.
    func compose(_ session: GlanceSession, context: AppContext) {
        let manager = AppWidgetManager(context: context)
        let sizes = Self.sizes(
            session.widget.sizeMode, options: session.options,
            minimum: manager.minimumSize(of: session.id.appWidgetId))
        var layouts: [(size: DpSize, root: GlanceNode)] = []
        layouts.reserveCapacity(sizes.count)
        var lambdas: [String: LambdaAction] = [:]
        for size in sizes {
            let scope = GlanceScope(
                context: context, id: session.id, state: session.state, size: size, options: session.options)
            let root: GlanceNode
            do {
                // Validation keys the lambdas (after normalising sizes): keying here too would be thrown away.
                root = try session.content.compose(scope)
            } catch {
                showError(session.id, context: context, .compositionThrew(error: "\(error)"))
                return
            }
            let validated = validateGlanceContent(root, sizeCount: sizes.count)
            for warning in validated.warnings {
                core.record(
                    .glanceWarning,
                    .glance(.warning(package: context.packageName, glanceId: session.id, message: warning)))
            }
            if let error = validated.error {
                showError(session.id, context: context, .invalidContent(error))
                return
            }
            layouts.append((size, validated.displayed))
            // One click runs the lambda in every size's composition; the last one (in size, then tree order)
            // wins here. Most widgets have none, which validation found out on its way.
            if validated.containsLambdaActions { Self.collectLambdas(validated.content, into: &lambdas) }
        }
        session.lambdas = lambdas
        let views: RemoteViews
        if case .single = session.widget.sizeMode {
            views = RemoteViews(layouts[0].root)
        } else {
            views = RemoteViews(sizes: layouts)
        }
        core.record(
            .glanceCompose, .glance(.compose(package: context.packageName, glanceId: session.id, sizes: sizes)))
        manager.updateAppWidget(session.id.appWidgetId, views: views)
    }

    /// The sizes a mode composes for (android.md §5.4); `minimum` is the provider's minimum size (zero when
    /// the widget has no provider info).
    static func sizes(_ mode: SizeMode, options: AndroidBundle, minimum: DpSize?) -> [DpSize] {
        let minimum = minimum ?? DpSize(width: 0, height: 0)
        switch mode {
        case .single:
            return [minimum]
        case .exact:
            if let sizes = options.sizeList(AppWidgetOption.sizes), !sizes.isEmpty {
                return unique(sizes.map { DpSize(width: Double($0.width), height: Double($0.height)) })
            }
            let ints = [
                AppWidgetOption.minWidth, AppWidgetOption.maxWidth, AppWidgetOption.minHeight,
                AppWidgetOption.maxHeight,
            ]
            .map { Double(options.int($0)) }
            guard !ints.contains(0) else { return [minimum] }
            return unique([DpSize(width: ints[0], height: ints[3]), DpSize(width: ints[1], height: ints[2])])
        case .responsive(let sizes):
            return unique(sizes)
        }
    }

    /// Every lambda of a keyed tree by key, the last in tree order winning.
    private static func collectLambdas(_ node: GlanceNode, into lambdas: inout [String: LambdaAction]) {
        if let lambda = node.modifier.clickAction?.lambdaAction { lambdas[lambda.key] = lambda }
        for child in node.children { collectLambdas(child, into: &lambdas) }
    }

    private static func unique(_ sizes: [DpSize]) -> [DpSize] {
        var seen: [DpSize] = []
        for size in sizes where !seen.contains(size) { seen.append(size) }
        return seen
    }

    /// `onCompositionError`'s default: the widget shows Glance's error layout.
    func showError(_ id: GlanceId, context: AppContext, _ failure: GlanceCompositionFailure) {
        core.record(.glanceError, .glance(.error(package: context.packageName, glanceId: id, failure)))
        AppWidgetManager(context: context).updateAppWidget(id.appWidgetId, views: RemoteViews(GlanceNode.errorLayout))
    }
}
