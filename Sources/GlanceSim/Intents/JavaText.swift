/// Java `String` semantics that Android's matching code relies on and Swift's `String` does not share.
enum JavaText {
    /// `String.compareToIgnoreCase(…) == 0` over UTF-16 code units: equal lengths, and each pair of units
    /// equal, or equal after upper-casing, or equal after upper- then lower-casing (`Character`'s
    /// one-to-one mappings; surrogates compare exactly).
    static func equalsIgnoreCase(_ lhs: [UInt16], _ rhs: [UInt16]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return zip(lhs, rhs).allSatisfy { left, right in
            if left == right { return true }
            let upperLeft = mapped(left, upper: true)
            let upperRight = mapped(right, upper: true)
            if upperLeft == upperRight { return true }
            return mapped(upperLeft, upper: false) == mapped(upperRight, upper: false)
        }
    }

    /// Java's `Character.toUpperCase(char)` / `toLowerCase(char)`: the mapping when it is one BMP
    /// character, otherwise the unit unchanged.
    private static func mapped(_ unit: UInt16, upper: Bool) -> UInt16 {
        if unit < 0x80 {
            let ascii = UInt8(unit)
            if upper, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(ascii) { return unit - 0x20 }
            if !upper, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(ascii) { return unit + 0x20 }
            return unit
        }
        guard let scalar = Unicode.Scalar(unit) else { return unit }
        let mapping = upper ? scalar.properties.uppercaseMapping : scalar.properties.lowercaseMapping
        let scalars = mapping.unicodeScalars
        guard scalars.count == 1, let only = scalars.first, only.value <= 0xFFFF else { return unit }
        return UInt16(only.value)
    }
}
