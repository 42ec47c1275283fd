/// The identity of an app component: a package name plus a fully qualified class name.
///
/// Mirrors `android.content.ComponentName`. The class name is always stored fully qualified; a class
/// name that starts with `.` is taken relative to the package, as `ComponentName.createRelative` and the
/// manifest parser do. The short form (`com.example/.WidgetReceiver`) follows `flattenToShortString`
/// and `unflattenFromString`.
///
/// ```swift
/// let receiver = ComponentName(packageName: "com.example", className: ".WidgetReceiver")
/// print(receiver.className)        // com.example.WidgetReceiver
/// print(receiver)                  // com.example/.WidgetReceiver
/// print(receiver.flattenedString)  // com.example/com.example.WidgetReceiver
/// print(ComponentName(shortString: "com.example/.WidgetReceiver") == receiver)  // true
/// ```
public struct ComponentName: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The application package, for example `com.example`.
    public let packageName: String
    /// The fully qualified class name, for example `com.example.WidgetReceiver`.
    public let className: String

    /// Creates a component name; a `className` starting with `.` is expanded relative to `packageName`.
    public init(packageName: String, className: String) {
        self.packageName = packageName
        if className.utf8.first == UInt8(ascii: ".") {
            self.className = packageName + className
        } else {
            self.className = className
        }
    }

    /// Parses the `package/class` form, where `class` may start with `.`; `nil` if there is no `/` or
    /// nothing after it.
    ///
    /// Same rules as Android's `ComponentName.unflattenFromString`: the first `/` separates the parts and
    /// an empty package (`"/Cls"`) is accepted.
    public init?(shortString: String) {
        guard let slash = shortString.unicodeScalars.firstIndex(of: "/") else { return nil }
        let classStart = shortString.unicodeScalars.index(after: slash)
        guard classStart < shortString.endIndex else { return nil }
        self.init(
            packageName: String(shortString[..<slash]),
            className: String(shortString[classStart...])
        )
    }

    /// The class name with the package prefix replaced by `.` when it starts with the package followed
    /// by a dot (Android's `getShortClassName`).
    public var shortClassName: String {
        let packageLength = packageName.utf8.count
        let classBytes = className.utf8
        guard classBytes.count > packageLength, classBytes.starts(with: packageName.utf8) else { return className }
        let dotIndex = classBytes.index(classBytes.startIndex, offsetBy: packageLength)
        guard classBytes[dotIndex] == UInt8(ascii: ".") else { return className }
        return String(className[dotIndex...])
    }

    /// The short flattened form, `com.example/.Receiver` (Android's `flattenToShortString`).
    public var shortString: String { packageName + "/" + shortClassName }

    /// The full flattened form, `com.example/com.example.Receiver` (Android's `flattenToString`).
    public var flattenedString: String { packageName + "/" + className }

    /// The short flattened form; see ``shortString``.
    public var description: String { shortString }

    /// Orders by package name, then class name, as Android's `ComponentName.compareTo` does.
    public static func < (lhs: ComponentName, rhs: ComponentName) -> Bool {
        (lhs.packageName, lhs.className) < (rhs.packageName, rhs.className)
    }
}

extension ComponentName: Codable {}
