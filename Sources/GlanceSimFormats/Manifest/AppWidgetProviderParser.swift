import GlanceSim

/// Reads an `<appwidget-provider>` file (`res/xml/NAME.xml`) into ``AppWidgetProviderInfo``, as
/// AppWidgetServiceImpl's `parseAppWidgetProviderInfo` does (reference/android.md §2).
///
/// Sizes are dimensions in `dp` / `dip` or `@dimen/…` references; counts and periods are integers or
/// `@integer/…`; `resizeMode`, `widgetCategory` and `widgetFeatures` take flag words joined by `|`.
/// Layouts, drawables and ids are kept as the references written (`@layout/widget_loading`); `description`
/// resolves through `@string/…` when the string is defined. `configure` is resolved against the package
/// like a component name (`.ConfigureActivity` → `com.example.ConfigureActivity`).
struct AppWidgetProviderParser {
    static let resizeModeWords: [(name: String, value: Int32)] = [("none", 0), ("horizontal", 1), ("vertical", 2)]
    static let categoryWords: [(name: String, value: Int32)] = [
        ("home_screen", 1), ("keyguard", 2), ("searchbox", 4), ("not_keyguard", 8),
    ]
    static let featureWords: [(name: String, value: Int32)] = [
        ("reconfigurable", 1), ("hide_from_picker", 2), ("configuration_optional", 4),
    ]

    var resolver: ValueResolver
    var packageName: String
    var diagnostics = DiagnosticCollector()

    init(resolver: ValueResolver, packageName: String) {
        self.resolver = resolver
        self.packageName = packageName
    }

    /// The provider info, or `nil` when the root element is not `<appwidget-provider>`.
    mutating func parse(_ document: ParsedXMLDocument) -> AppWidgetProviderInfo? {
        let root = document.root
        guard root.name == "appwidget-provider" else {
            diagnostics.error(
                .unsupported,
                at: root.location,
                "the root element is '<\(root.name)>', expected '<appwidget-provider>' "
                    + "(Android ignores a provider whose meta-data does not start with that tag)"
            )
            return nil
        }
        var info = AppWidgetProviderInfo()
        let known = ManifestVocabulary.appWidgetProviderAttributes
        for attribute in root.attributes {
            guard attribute.namespaceURI == AndroidNamespace.android else {
                if attribute.namespaceURI == nil {
                    diagnostics.warning(
                        .unknownName, at: attribute.nameLocation,
                        "attribute '\(attribute.name)' on '<appwidget-provider>' has no namespace and is ignored")
                }
                continue
            }
            read(attribute, into: &info, known: known)
        }
        for child in root.childElements where child.namespaceURI == nil {
            diagnostics.warning(
                .unknownName, at: child.location,
                "unknown element '<\(child.name)>' in '<appwidget-provider>' (it is ignored)")
        }
        return info
    }

    private mutating func read(_ attribute: XMLAttribute, into info: inout AppWidgetProviderInfo, known: [String]) {
        switch attribute.localName {
        case "minWidth": info.minWidth = dimension(attribute) ?? info.minWidth
        case "minHeight": info.minHeight = dimension(attribute) ?? info.minHeight
        case "minResizeWidth": info.minResizeWidth = dimension(attribute)
        case "minResizeHeight": info.minResizeHeight = dimension(attribute)
        case "maxResizeWidth": info.maxResizeWidth = dimension(attribute) ?? 0
        case "maxResizeHeight": info.maxResizeHeight = dimension(attribute) ?? 0
        case "targetCellWidth": info.targetCellWidth = count(attribute)
        case "targetCellHeight": info.targetCellHeight = count(attribute)
        case "updatePeriodMillis":
            guard let value = resolver.integer(attribute, diagnostics: &diagnostics) else { return }
            if value < 0 {
                diagnostics.error(
                    .invalidValue, at: attribute.valueLocation, "'\(attribute.name)' must not be negative")
            } else if value > Int64(Int32.max) {
                // AppWidgetServiceImpl reads it with TypedArray.getInt: it is a Java int.
                diagnostics.error(
                    .invalidValue, at: attribute.valueLocation,
                    "'\(attribute.name)' is out of range; expected from 0 to \(Int32.max) (a Java int)")
            } else {
                info.updatePeriodMillis = value
            }
        case "resizeMode":
            let value = resolver.flags(attribute, words: Self.resizeModeWords, diagnostics: &diagnostics)
            info.resizeMode = AppWidgetProviderInfo.ResizeMode(rawValue: value ?? 0)
        case "widgetCategory":
            let value = resolver.flags(attribute, words: Self.categoryWords, diagnostics: &diagnostics)
            info.widgetCategory = AppWidgetProviderInfo.Category(rawValue: value ?? 1)
        case "widgetFeatures":
            info.widgetFeatures = resolver.flags(attribute, words: Self.featureWords, diagnostics: &diagnostics) ?? 0
        case "configure":
            info.configure = attribute.value.isEmpty ? nil : ClassNames.resolve(attribute.value, in: packageName)
        case "initialLayout": info.initialLayout = attribute.value
        case "initialKeyguardLayout": info.initialKeyguardLayout = attribute.value
        case "previewImage": info.previewImage = attribute.value
        case "previewLayout": info.previewLayout = attribute.value
        case "description": info.description = resolver.string(attribute, diagnostics: &diagnostics) ?? attribute.value
        case "autoAdvanceViewId": break
        default:
            var message = "unknown attribute '\(attribute.name)' on '<appwidget-provider>'"
            if let suggestion = EditDistance.suggestion(for: attribute.localName, among: known) {
                message += "; did you mean '\(attribute.prefix.map { $0 + ":" } ?? "")\(suggestion)'?"
            }
            diagnostics.warning(.unknownName, at: attribute.nameLocation, message + " (it is ignored)")
        }
    }

    private mutating func dimension(_ attribute: XMLAttribute) -> Double? {
        guard let value = resolver.dimension(attribute, diagnostics: &diagnostics) else { return nil }
        guard value >= 0 else {
            diagnostics.error(.invalidValue, at: attribute.valueLocation, "'\(attribute.name)' must not be negative")
            return nil
        }
        guard FormatLimits.dpSizes.contains(value) else {
            diagnostics.error(
                .invalidValue, at: attribute.valueLocation,
                "'\(attribute.name)' is out of range; expected \(FormatLimits.describe(FormatLimits.dpSizes)) dp")
            return nil
        }
        return value
    }

    private mutating func count(_ attribute: XMLAttribute) -> Int {
        guard let value = resolver.integer(attribute, diagnostics: &diagnostics) else { return 0 }
        guard value >= 0, let exact = Int(exactly: value), exact <= 100 else {
            diagnostics.error(
                .invalidValue, at: attribute.valueLocation,
                "'\(attribute.name)' must be a number of cells between 0 and 100, not '\(value)'")
            return 0
        }
        return exact
    }
}
