/// Android's rules for names in a manifest.
enum ClassNames {
    /// A class name resolved against the package as `ParsingUtils.buildClassName` does: `.Clock` →
    /// `package.Clock`, a name with no dot → `package.Name`, anything else as written.
    static func resolve(_ name: String, in packageName: String) -> String {
        if name.hasPrefix(".") { return packageName + name }
        if !name.contains(".") { return packageName + "." + name }
        return name
    }

    /// Why `name` is not a valid application id (`FrameworkParsingPackageUtils.validateName` with a
    /// separator required), or `nil` when it is valid.
    static func packageNameProblem(_ name: String) -> String? {
        let segments = name.split(separator: ".", omittingEmptySubsequences: false)
        if segments.count < 2 { return "it must have at least one '.' separator" }
        for segment in segments {
            guard let first = segment.unicodeScalars.first else { return "it has an empty segment" }
            guard first.properties.isAlphabetic && first.isASCII else {
                return "segment '\(segment)' must start with a letter"
            }
            let valid = segment.unicodeScalars.allSatisfy {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
            }
            if !valid { return "segment '\(segment)' may contain only letters, digits and '_'" }
        }
        return nil
    }
}
