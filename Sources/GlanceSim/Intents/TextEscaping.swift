/// Number helpers shared by the stable text renderings (``AndroidBundle/description``, ``AndroidBundle/jsonFragment``);
/// their strings are quoted by ``jsonString(_:controls:)`` with `.unicode` controls.
enum TextEscaping {
    /// A JSON number for a finite value (Swift's shortest round-trip form); JSON has no NaN or
    /// infinities, so those become the strings `"NaN"`, `"Infinity"` and `"-Infinity"`.
    static func jsonNumber<Value: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Value) -> String {
        if value.isNaN { return "\"NaN\"" }
        if value.isInfinite { return value < 0 ? "\"-Infinity\"" : "\"Infinity\"" }
        return value.description
    }
}
