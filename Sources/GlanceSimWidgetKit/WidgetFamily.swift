/// The sizes a widget comes in (`WidgetFamily`): the system families of the Home Screen and the accessory
/// families of the Lock Screen (iOS 16+). Unlike Android there is no free resizing: a widget's size is its
/// family's size on the device (see ``IPhoneScreen``).
///
/// ```swift
/// let size = IPhoneScreen.iPhone15.displaySize(of: .systemMedium)   // 338×158 pt
/// ```
public enum WidgetFamily: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    case systemSmall, systemMedium, systemLarge, systemExtraLarge
    case accessoryCircular, accessoryRectangular, accessoryInline

    /// The short name scenarios use: `small`, `medium`, `large`, `extraLarge`, `circular`, `rectangular`,
    /// `inline`.
    public var shortName: String {
        switch self {
        case .systemSmall: "small"
        case .systemMedium: "medium"
        case .systemLarge: "large"
        case .systemExtraLarge: "extraLarge"
        case .accessoryCircular: "circular"
        case .accessoryRectangular: "rectangular"
        case .accessoryInline: "inline"
        }
    }

    /// Whether it is a Lock Screen (accessory) family.
    public var isAccessory: Bool { rawValue.hasPrefix("accessory") }

    /// The family with this raw or short name.
    public init?(name: String) {
        guard let family = Self.allCases.first(where: { $0.rawValue == name || $0.shortName == name }) else {
            return nil
        }
        self = family
    }

    public var description: String { rawValue }
}
