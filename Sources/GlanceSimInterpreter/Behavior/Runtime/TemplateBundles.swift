import GlanceSim

/// The bundles a template reads by prefix (``TemplateNames/bundlePrefixes``): `param.NAME` an action callback's
/// parameters, `extra.NAME` the broadcast intent's extras, `input.NAME` a worker's input data. Each has a slot of
/// its own: every broadcast a behaviour file receives puts its extras here, and a dictionary would hash the name and
/// allocate storage to hold one bundle.
///
/// ```swift
/// var bundles = TemplateBundles()
/// bundles.extra = intent.extras
/// print(bundles["extra"]?["city"] as Any)
/// ```
struct TemplateBundles {
    var param: AndroidBundle?
    var extra: AndroidBundle?
    var input: AndroidBundle?

    /// A bundle by its prefix without the dot (`param`, `extra`, `input`); `nil` for any other name.
    subscript(name: String) -> AndroidBundle? {
        switch name {
        case "param": param
        case "extra": extra
        case "input": input
        default: nil
        }
    }
}
