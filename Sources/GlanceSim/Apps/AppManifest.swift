/// What Android knows about an app from its `AndroidManifest.xml`, plus the Swift code behind it.
///
/// ```swift
/// var manifest = AppManifest(packageName: "com.example.clock", targetSdkVersion: 34)
/// manifest.receivers.append(
///     ReceiverDeclaration(className: ".BootReceiver", exported: false,
///                         intentFilters: [IntentFilter(action: IntentAction.bootCompleted)]) {
///         BlockReceiver { context, _ in /* … */ }
///     })
/// let device = Device()
/// try device.install(manifest)
/// ```
public struct AppManifest {
    /// The application id, e.g. `com.example.clock`.
    public var packageName: String
    /// `uses-sdk android:minSdkVersion`.
    public var minSdkVersion: Int
    /// `uses-sdk android:targetSdkVersion`: decides which of Android's behaviour changes apply.
    public var targetSdkVersion: Int
    /// The `<receiver>` elements, in manifest order.
    public var receivers: [ReceiverDeclaration]
    /// The `<activity>` elements.
    public var activities: [ComponentDeclaration]
    /// The `<service>` elements.
    public var services: [ComponentDeclaration]
    /// `<uses-permission>` names; the simulator treats each as granted.
    public var usesPermissions: [String]
    /// `Application.onCreate`: runs each time the app's process starts, before any component.
    public var onCreate: ((AppContext) throws -> Void)?
    /// The app's WorkManager workers by class name: WorkManager makes a new one for every run.
    public var workers: [String: () -> any Worker]
    /// The app's Glance action callbacks (`actionRunCallback<T>()` targets). When there are any, installing
    /// the app adds Glance's `ActionCallbackBroadcastReceiver` to its receivers, as Glance's manifest does.
    public var actionCallbacks: [any ActionCallback.Type] = []
    /// Action callbacks made by factories, by name (for callbacks that are not Swift types of their own, such
    /// as those a behaviour file describes). A name here wins over a type of the same name.
    public var actionCallbackFactories: [String: () -> any ActionCallback] = [:]
    /// What the app's own code does on the user's behalf, by name — an activity saving a setting, a
    /// configuration activity writing its choice, a player pushing its state — run with
    /// ``Device/runAppAction(_:of:parameters:appWidgetId:)``.
    public var appActions: [String: (AppActionInvocation) throws -> Void] = [:]
    /// The app's `RemoteViewsService`s by class name as ``services`` writes it: what widget collection views bind
    /// for their items (``RemoteAdapter``).
    public var remoteViewsServices: [String: RemoteViewsService] = [:]
    /// Makes the app's objects again when a saved device is restored (apps described by files have one).
    package var restorer: (any AppRestorer)?

    /// Creates a manifest with no components.
    public init(
        packageName: String,
        minSdkVersion: Int = 21,
        targetSdkVersion: Int = 34,
        receivers: [ReceiverDeclaration] = [],
        activities: [ComponentDeclaration] = [],
        services: [ComponentDeclaration] = [],
        usesPermissions: [String] = [],
        workers: [String: () -> any Worker] = [:],
        onCreate: ((AppContext) throws -> Void)? = nil
    ) {
        self.packageName = packageName
        self.minSdkVersion = minSdkVersion
        self.targetSdkVersion = targetSdkVersion
        self.receivers = receivers
        self.activities = activities
        self.services = services
        self.usesPermissions = usesPermissions
        self.workers = workers
        self.onCreate = onCreate
    }
}
