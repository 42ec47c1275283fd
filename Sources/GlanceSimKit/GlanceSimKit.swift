// GlanceSimKit: the one module a Swift user imports to load app folders, run scenarios, lint, explore and compare
// platforms — the simulator core, the WidgetKit side, the formats, the interpreter and the scenarios layer,
// re-exported (as swift-nio's `NIO` module re-exports its parts). The targets beneath may be split further; this
// module's name stays.

@_exported public import GlanceSim
@_exported public import GlanceSimFormats
@_exported public import GlanceSimInterpreter
@_exported public import GlanceSimScenarios
@_exported public import GlanceSimWidgetKit
