extension URIParser {
    /// Percent-decodes `text` like Android's `Uri.decode` (`android.net.UriCodec.decode` with UTF-8,
    /// `convertPlus = false`, `throwOnFailure = false`).
    ///
    /// Runs of `%XX` escapes are collected as bytes and decoded as UTF-8, ill-formed sequences becoming
    /// U+FFFD. A `%` at the end of the input appends U+FFFD and stops. A `%` followed by a non-hex
    /// character appends U+FFFD, consumes that character, and (as the Java code does, because its `break`
    /// only leaves the digit loop) still stores the partial byte value. `+` is kept as `+`.
    static func decode(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = ""
        var pending: [UInt8] = []
        func flush() {
            guard !pending.isEmpty else { return }
            result += String(decoding: pending, as: UTF8.self)
            pending.removeAll()
        }

        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            guard scalar == "%" else {
                flush()
                result.unicodeScalars.append(scalar)
                continue
            }
            var byte: UInt8 = 0
            for _ in 0..<2 {
                guard index < scalars.count else {
                    flush()
                    result += "\u{FFFD}"
                    return result
                }
                let digit = scalars[index]
                index += 1
                guard let value = hexValue(digit) else {
                    flush()
                    result += "\u{FFFD}"
                    break
                }
                byte = byte &* 16 &+ value
            }
            pending.append(byte)
        }
        flush()
        return result
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": UInt8(scalar.value - 0x30)
        case "a"..."f": UInt8(scalar.value - 0x61 + 10)
        case "A"..."F": UInt8(scalar.value - 0x41 + 10)
        default: nil
        }
    }
}
