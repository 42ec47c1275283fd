// Typed getters with Android's defaults (`BaseBundle.getInt(key, default)` and friends): a missing key
// or a value of another type gives the default, never a conversion.
extension AndroidBundle {
    /// The `int` under `key`, or `defaultValue` when missing or not an `int`.
    public func int(_ key: String, default defaultValue: Int32 = 0) -> Int32 {
        if case .int(let value)? = self[key] { return value }
        return defaultValue
    }

    /// The `long` under `key`, or `defaultValue` when missing or not a `long` (an `int` is not converted).
    public func long(_ key: String, default defaultValue: Int64 = 0) -> Int64 {
        if case .long(let value)? = self[key] { return value }
        return defaultValue
    }

    /// The `float` under `key`, or `defaultValue` when missing or not a `float`.
    public func float(_ key: String, default defaultValue: Float = 0) -> Float {
        if case .float(let value)? = self[key] { return value }
        return defaultValue
    }

    /// The `double` under `key`, or `defaultValue` when missing or not a `double`.
    public func double(_ key: String, default defaultValue: Double = 0) -> Double {
        if case .double(let value)? = self[key] { return value }
        return defaultValue
    }

    /// The `boolean` under `key`, or `defaultValue` when missing or not a `boolean`.
    public func bool(_ key: String, default defaultValue: Bool = false) -> Bool {
        if case .bool(let value)? = self[key] { return value }
        return defaultValue
    }

    /// The `String` under `key`, or `nil` when missing or not a string.
    public func string(_ key: String) -> String? {
        if case .string(let value)? = self[key] { return value }
        return nil
    }

    /// The `int[]` under `key`, or `nil` when missing or not an `int[]`.
    public func intArray(_ key: String) -> [Int32]? {
        if case .intArray(let value)? = self[key] { return value }
        return nil
    }

    /// The `long[]` under `key`, or `nil` when missing or not a `long[]`.
    public func longArray(_ key: String) -> [Int64]? {
        if case .longArray(let value)? = self[key] { return value }
        return nil
    }

    /// The `float[]` under `key`, or `nil` when missing or not a `float[]`.
    public func floatArray(_ key: String) -> [Float]? {
        if case .floatArray(let value)? = self[key] { return value }
        return nil
    }

    /// The `double[]` under `key`, or `nil` when missing or not a `double[]`.
    public func doubleArray(_ key: String) -> [Double]? {
        if case .doubleArray(let value)? = self[key] { return value }
        return nil
    }

    /// The `boolean[]` under `key`, or `nil` when missing or not a `boolean[]`.
    public func boolArray(_ key: String) -> [Bool]? {
        if case .boolArray(let value)? = self[key] { return value }
        return nil
    }

    /// The `ArrayList<SizeF>` under `key`, or `nil` when missing or of another type.
    public func sizeList(_ key: String) -> [SizeF]? {
        if case .sizeList(let value)? = self[key] { return value }
        return nil
    }

    /// The `String[]` under `key`, or `nil` when missing or not a `String[]`.
    public func stringArray(_ key: String) -> [String]? {
        if case .stringArray(let value)? = self[key] { return value }
        return nil
    }

    /// The nested bundle under `key`, or `nil` when missing or not a bundle.
    public func bundle(_ key: String) -> AndroidBundle? {
        if case .bundle(let value)? = self[key] { return value }
        return nil
    }
}
