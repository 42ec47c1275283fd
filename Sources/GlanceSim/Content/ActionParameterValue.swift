/// A Swift type that can be stored in ``ActionParameters`` under a typed key, by converting to and from
/// the ``BundleValue`` it becomes in an intent's extras.
///
/// `Int` is Kotlin's `Int` where it fits: values in 32-bit range are stored as a Java `int`, larger ones as
/// a `long`, and both read back as `Int`.
public protocol ActionParameterValue: Sendable {
    /// The value as it is put into a `Bundle`.
    var bundleValue: BundleValue { get }
    /// Reads the value back; `nil` if `bundleValue` holds another type.
    init?(bundleValue: BundleValue)
}

extension Bool: ActionParameterValue {
    /// A Java `boolean`.
    public var bundleValue: BundleValue { .bool(self) }
    /// Reads a Java `boolean`.
    public init?(bundleValue: BundleValue) {
        guard case .bool(let value) = bundleValue else { return nil }
        self = value
    }
}

extension Int: ActionParameterValue {
    /// A Java `int` when the value fits in 32 bits, otherwise a `long`.
    public var bundleValue: BundleValue {
        if let small = Int32(exactly: self) { return .int(small) }
        return .long(Int64(self))
    }
    /// Reads a Java `int` or `long`.
    public init?(bundleValue: BundleValue) {
        switch bundleValue {
        case .int(let value): self = Int(value)
        case .long(let value): self = Int(value)
        default: return nil
        }
    }
}

extension Int32: ActionParameterValue {
    /// A Java `int`.
    public var bundleValue: BundleValue { .int(self) }
    /// Reads a Java `int`.
    public init?(bundleValue: BundleValue) {
        guard case .int(let value) = bundleValue else { return nil }
        self = value
    }
}

extension Int64: ActionParameterValue {
    /// A Java `long`.
    public var bundleValue: BundleValue { .long(self) }
    /// Reads a Java `long`.
    public init?(bundleValue: BundleValue) {
        guard case .long(let value) = bundleValue else { return nil }
        self = value
    }
}

extension Float: ActionParameterValue {
    /// A Java `float`.
    public var bundleValue: BundleValue { .float(self) }
    /// Reads a Java `float`.
    public init?(bundleValue: BundleValue) {
        guard case .float(let value) = bundleValue else { return nil }
        self = value
    }
}

extension Double: ActionParameterValue {
    /// A Java `double`.
    public var bundleValue: BundleValue { .double(self) }
    /// Reads a Java `double`.
    public init?(bundleValue: BundleValue) {
        guard case .double(let value) = bundleValue else { return nil }
        self = value
    }
}

extension String: ActionParameterValue {
    /// A Java `String`.
    public var bundleValue: BundleValue { .string(self) }
    /// Reads a Java `String`.
    public init?(bundleValue: BundleValue) {
        guard case .string(let value) = bundleValue else { return nil }
        self = value
    }
}

extension Array: ActionParameterValue where Element == String {
    /// A Java `String[]`.
    public var bundleValue: BundleValue { .stringArray(self) }
    /// Reads a Java `String[]`.
    public init?(bundleValue: BundleValue) {
        guard case .stringArray(let value) = bundleValue else { return nil }
        self = value
    }
}
