extension Intent: CustomStringConvertible {
    /// A stable one-line form in the field order of Android's `Intent.toShortString`, with the extras
    /// printed in full instead of `(has extras)`.
    ///
    /// `Intent { act=… cat=[a,b] dat=… typ=… id=… flg=0x… pkg=… cmp=pkg/.Cls extras={…} }`: absent fields,
    /// empty categories, zero flags and empty extras are left out. As on Android, categories are joined
    /// with a bare `,`, flags are lower-case hex without leading zeros, and the component uses its short
    /// form. The data URI is printed in full (Android's `toString` prints a PII-safe form).
    public var description: String {
        var fields: [String] = []
        if let action { fields.append("act=" + action) }
        if !categories.isEmpty { fields.append("cat=[" + categories.joined(separator: ",") + "]") }
        if let data { fields.append("dat=" + data.string) }
        if let type { fields.append("typ=" + type) }
        if let identifier { fields.append("id=" + identifier) }
        if flags.rawValue != 0 { fields.append("flg=0x" + String(UInt32(bitPattern: flags.rawValue), radix: 16)) }
        if let package { fields.append("pkg=" + package) }
        if let component { fields.append("cmp=" + component.shortString) }
        if !extras.isEmpty { fields.append("extras=" + extras.description) }
        return "Intent { " + fields.joined(separator: " ") + " }"
    }
}
