import GlanceSim

/// What every interpreted component of one app shares: the behaviour file and the app's package. Immutable.
final class BehaviorRuntime {
    let spec: BehaviorSpec
    let packageName: String

    init(spec: BehaviorSpec, packageName: String) {
        self.spec = spec
        self.packageName = packageName
    }

    /// A fresh interpreted Glance widget of the named type (validated when the file loaded).
    func glanceWidget(named name: String) -> InterpretedGlanceWidget {
        InterpretedGlanceWidget(runtime: self, behavior: spec.widget(named: name)!)
    }

    /// `.Receiver` (this app), `com.example.Receiver` (this app) or `com.other/.Receiver` (another app).
    func component(_ name: String) -> ComponentName {
        ComponentName(shortString: name) ?? ComponentName(packageName: packageName, className: name)
    }
}
