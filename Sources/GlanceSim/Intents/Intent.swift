/// A description of an operation or event, mirroring `android.content.Intent` as broadcasts use it.
///
/// Categories are a set on Android; here they are kept sorted and free of duplicates, so neither equality
/// nor any rendering depends on the order they were added in. Equality (`==`) compares every field,
/// extras and flags included; ``filterEquals(_:)`` is Android's narrower identity used for PendingIntents
/// and `FLAG_RECEIVER_REPLACE_PENDING`.
///
/// ```swift
/// var update = Intent(
///     component: ComponentName(packageName: "com.example", className: ".WidgetReceiver"),
///     action: IntentAction.appWidgetUpdate
/// )
/// update.extras[IntentExtra.appWidgetIds] = .intArray([3])
/// update.flags = .receiverForeground
/// print(update.isExplicit)  // true
/// print(update)
/// // Intent { act=android.appwidget.action.APPWIDGET_UPDATE flg=0x10000000
/// //          cmp=com.example/.WidgetReceiver extras={appWidgetIds=[3]} }   (one line)
/// ```
public struct Intent: Hashable, Sendable {
    /// The action, such as ``IntentAction/timeTick``; `nil` for none.
    public var action: String?
    /// The data URI (Android's `setData`).
    public var data: URI?
    /// The explicit MIME type (Android's `setType`); never resolved through a content provider.
    public var type: String?
    /// The target component; set for explicit intents such as every app-widget broadcast.
    public var component: ComponentName?
    /// The package the intent is limited to (Android's `setPackage`).
    public var package: String?
    /// The identifier (Android's `setIdentifier`), which only takes part in ``filterEquals(_:)``.
    public var identifier: String?
    /// The extras.
    public var extras: AndroidBundle
    /// The flags.
    public var flags: IntentFlags
    private var sortedCategories: [String]

    /// Creates an intent; `categories` are sorted and de-duplicated.
    public init(
        action: String? = nil,
        data: URI? = nil,
        type: String? = nil,
        categories: [String] = [],
        component: ComponentName? = nil,
        package: String? = nil,
        extras: AndroidBundle = AndroidBundle(),
        flags: IntentFlags = []
    ) {
        self.action = action
        self.data = data
        self.type = type
        self.component = component
        self.package = package
        self.identifier = nil
        self.extras = extras
        self.flags = flags
        self.sortedCategories = Intent.normalized(categories)
    }

    /// Creates an explicit intent for `component`, like `new Intent(context, Receiver.class)`.
    public init(component: ComponentName, action: String? = nil) {
        self.init(action: action, component: component)
    }

    /// The categories, sorted and without duplicates; assigning normalises the new value the same way.
    public var categories: [String] {
        get { sortedCategories }
        set { sortedCategories = Intent.normalized(newValue) }
    }

    /// Adds `category` if it is not there yet (Android's `addCategory`).
    public mutating func addCategory(_ category: String) {
        sortedCategories = Intent.normalized(sortedCategories + [category])
    }

    /// Removes `category` if present (Android's `removeCategory`).
    public mutating func removeCategory(_ category: String) {
        sortedCategories.removeAll { $0 == category }
    }

    /// Whether `category` is one of the intent's categories.
    public func hasCategory(_ category: String) -> Bool {
        sortedCategories.contains(category)
    }

    /// The data URI's scheme (Android's `getScheme`).
    public var scheme: String? { data?.scheme }

    /// Whether the intent names its receiver: a component or a package is set.
    ///
    /// This is the test the Android 8 implicit-broadcast limit applies
    /// (`intent.getComponent() == null && intent.getPackage() == null` means implicit).
    public var isExplicit: Bool { component != nil || package != nil }

    private static func normalized(_ categories: [String]) -> [String] {
        Array(Set(categories)).sorted()
    }
}

extension Intent: Codable {}
