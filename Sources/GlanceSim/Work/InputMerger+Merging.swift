extension InputMerger {
    /// Merges `inputs` in order (`InputMerger.merge`).
    /// - Throws: `IllegalArgumentException` when ``arrayCreating`` meets values of different types.
    func merge(_ inputs: [AndroidBundle]) throws(AndroidException) -> AndroidBundle {
        var merged = AndroidBundle()
        switch self {
        case .overwriting:
            for input in inputs { merged.putAll(input) }
        case .arrayCreating:
            for input in inputs {
                for key in input.keys {
                    guard let value = input[key], let array = Self.arrayForm(value) else {
                        throw .illegalArgument("Unsupported type for key \(key)")
                    }
                    guard let existing = merged[key] else {
                        merged[key] = array
                        continue
                    }
                    guard let combined = Self.concatenate(existing, array) else {
                        throw .illegalArgument("Mismatched types for key \(key)")
                    }
                    merged[key] = combined
                }
            }
        }
        return merged
    }

    /// A scalar as a one-element array; an array as itself (`ArrayCreatingInputMerger`).
    private static func arrayForm(_ value: BundleValue) -> BundleValue? {
        switch value {
        case .int(let v): .intArray([v])
        case .long(let v): .longArray([v])
        case .float(let v): .floatArray([v])
        case .double(let v): .doubleArray([v])
        case .bool(let v): .boolArray([v])
        case .string(let v): .stringArray([v])
        case .intArray, .longArray, .floatArray, .doubleArray, .boolArray, .stringArray, .sizeList: value
        case .bundle: nil
        }
    }

    private static func concatenate(_ lhs: BundleValue, _ rhs: BundleValue) -> BundleValue? {
        switch (lhs, rhs) {
        case (.intArray(let a), .intArray(let b)): .intArray(a + b)
        case (.longArray(let a), .longArray(let b)): .longArray(a + b)
        case (.floatArray(let a), .floatArray(let b)): .floatArray(a + b)
        case (.doubleArray(let a), .doubleArray(let b)): .doubleArray(a + b)
        case (.boolArray(let a), .boolArray(let b)): .boolArray(a + b)
        case (.stringArray(let a), .stringArray(let b)): .stringArray(a + b)
        default: nil
        }
    }
}

extension WorkRow {
    /// The input a one-time worker gets: its own input, then its prerequisites' outputs (in insertion
    /// order; androidx leaves that order unspecified), through its merger.
    func mergedInput() throws(AndroidException) -> AndroidBundle {
        let prereqs = prerequisites.sorted { $0.sequence < $1.sequence }
        return try spec.inputMerger.merge([spec.input] + prereqs.map(\.spec.output))
    }
}
