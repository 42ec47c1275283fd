import GlanceSimFormats

/// The variables a template reads (``TemplateNames/variables``: `index`, `item`, `widgetId`, `attempt`, `width`,
/// `height`), each in a slot of its own: a content composition sets `width`, `height` and `widgetId` every time,
/// and a dictionary would hash each name and allocate its storage to hold three values.
///
/// ```swift
/// var variables = TemplateVariables()
/// variables.width = .double(110)
/// print(variables["width"] as Any)   // Optional(.double(110.0))
/// ```
struct TemplateVariables {
    var index: TemplateValue?
    var item: TemplateValue?
    var widgetId: TemplateValue?
    var attempt: TemplateValue?
    var width: TemplateValue?
    var height: TemplateValue?

    /// A variable by name; `nil` for a name that is not a variable.
    subscript(name: String) -> TemplateValue? {
        switch name {
        case "index": index
        case "item": item
        case "widgetId": widgetId
        case "attempt": attempt
        case "width": width
        case "height": height
        default: nil
        }
    }
}
