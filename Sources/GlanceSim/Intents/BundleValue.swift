/// One typed value stored in an ``AndroidBundle``, mirroring the value types an Android `Bundle` can carry.
///
/// The cases keep Java's widths (`int` is 32-bit, `long` 64-bit), so reading a value back with the
/// wrong typed getter behaves as Android does: ``AndroidBundle/long(_:default:)`` on an `int` value returns
/// the default, because `BaseBundle.getLong` casts to `Long` and falls back on `ClassCastException`.
public enum BundleValue: Hashable, Sendable {
    /// A Java `int`.
    case int(Int32)
    /// A Java `long`.
    case long(Int64)
    /// A Java `float`.
    case float(Float)
    /// A Java `double`.
    case double(Double)
    /// A Java `boolean`.
    case bool(Bool)
    /// A Java `String`.
    case string(String)
    /// A Java `int[]`.
    case intArray([Int32])
    /// A Java `long[]`.
    case longArray([Int64])
    /// A Java `float[]`.
    case floatArray([Float])
    /// A Java `double[]`.
    case doubleArray([Double])
    /// A Java `boolean[]`.
    case boolArray([Bool])
    /// A Java `String[]`.
    case stringArray([String])
    /// A nested `Bundle`.
    case bundle(AndroidBundle)
    /// An `ArrayList<SizeF>`, as in the app-widget option `appWidgetSizes`.
    case sizeList([SizeF])

    /// The type tag used in ``AndroidBundle/jsonFragment``, equal to the case name (`"int"`, `"stringArray"`…).
    public var typeName: String {
        switch self {
        case .int: "int"
        case .long: "long"
        case .float: "float"
        case .double: "double"
        case .bool: "bool"
        case .string: "string"
        case .intArray: "intArray"
        case .longArray: "longArray"
        case .floatArray: "floatArray"
        case .doubleArray: "doubleArray"
        case .boolArray: "boolArray"
        case .stringArray: "stringArray"
        case .bundle: "bundle"
        case .sizeList: "sizeList"
        }
    }
}

extension BundleValue: Codable {}
