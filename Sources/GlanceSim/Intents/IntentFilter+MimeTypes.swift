extension IntentFilter {
    /// A filter's MIME types in Android's internal form, with `IntentFilter.findMimeType`.
    ///
    /// `addDataType` (`processMimeType`) stores `base/*` as the partial type `base` (so `*/*` becomes `*`)
    /// and remembers that the filter has partial types; other types are stored as written. A type with
    /// its `/` at the start or missing, or with nothing after the `/`, throws `MalformedMimeTypeException`
    /// there and is skipped here.
    struct FilterTypes {
        private var types: [String] = []
        private var hasPartialTypes = false

        init(_ written: [String]) {
            for type in written {
                let units = Array(type.utf16)
                guard let slash = units.firstIndex(of: UInt16(UInt8(ascii: "/"))), slash > 0, units.count >= slash + 2
                else { continue }
                if units.count == slash + 2 && units[slash + 1] == UInt16(UInt8(ascii: "*")) {
                    types.append(String(decoding: units[..<slash], as: UTF16.self))
                    hasPartialTypes = true
                } else {
                    types.append(type)
                }
            }
        }

        var isEmpty: Bool { types.isEmpty }

        /// `findMimeType(type)`.
        func contains(_ type: String?) -> Bool {
            guard let type else { return false }
            if types.contains(type) { return true }
            // The intent wants every type the filter has.
            if type == "*/*" { return !types.isEmpty }
            // The filter wants every type (it was written as */*).
            if hasPartialTypes && types.contains("*") { return true }
            let units = Array(type.utf16)
            guard let slash = units.firstIndex(of: UInt16(UInt8(ascii: "/"))), slash > 0 else { return false }
            if hasPartialTypes && types.contains(String(decoding: units[..<slash], as: UTF16.self)) {
                return true
            }
            // An intent type `base/*` matches any filter type starting with `base/`.
            if units.count == slash + 2 && units[slash + 1] == UInt16(UInt8(ascii: "*")) {
                return types.contains { candidate in candidate.utf16.starts(with: units[...slash]) }
            }
            return false
        }
    }
}
