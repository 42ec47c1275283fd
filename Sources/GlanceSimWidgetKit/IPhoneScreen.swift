/// A size in points (`CGSize` as `TimelineProviderContext.displaySize` reports it).
public struct PointSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    /// A size of `width`×`height` points.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public var description: String { "\(width)x\(height)pt" }
}

/// An iPhone screen and the size of each widget family on it, from Apple's Human Interface Guidelines
/// (Widgets › Specifications › iOS dimensions; widgetkit reference §9). This is what `context.displaySize`
/// reports to a provider; `systemExtraLarge` is iPad-only, so it has no size on an iPhone.
///
/// ```swift
/// let screen = IPhoneScreen(width: 393, height: 852)!    // iPhone 15
/// print(screen.displaySize(of: .systemSmall)!)           // 158x158pt
/// ```
public struct IPhoneScreen: Hashable, Sendable, CustomStringConvertible {
    /// The portrait screen width and height in points.
    public let width: Int
    public let height: Int
    private let sizes: [WidgetFamily: PointSize]

    /// The HIG table, one row per screen: small, medium, large, circular, rectangular, inline (width×height).
    /// A 320×568 screen has no Lock Screen widgets (N/A in the table).
    private static let table: [(screen: (Int, Int), sizes: [(Int, Int)])] = [
        ((430, 932), [(170, 170), (364, 170), (364, 382), (76, 76), (172, 76), (257, 26)]),
        ((428, 926), [(170, 170), (364, 170), (364, 382), (76, 76), (172, 76), (257, 26)]),
        ((414, 896), [(169, 169), (360, 169), (360, 379), (76, 76), (160, 72), (248, 26)]),
        ((414, 736), [(159, 159), (348, 157), (348, 357), (76, 76), (170, 76), (248, 26)]),
        ((393, 852), [(158, 158), (338, 158), (338, 354), (72, 72), (160, 72), (234, 26)]),
        ((390, 844), [(158, 158), (338, 158), (338, 354), (72, 72), (160, 72), (234, 26)]),
        ((375, 812), [(155, 155), (329, 155), (329, 345), (72, 72), (157, 72), (225, 26)]),
        ((375, 667), [(148, 148), (321, 148), (321, 324), (68, 68), (153, 68), (225, 26)]),
        ((360, 780), [(155, 155), (329, 155), (329, 345), (72, 72), (157, 72), (225, 26)]),
        ((320, 568), [(141, 141), (292, 141), (292, 311)]),
    ]

    private static let families: [WidgetFamily] = [
        .systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline,
    ]

    /// The screen of that portrait size, if the HIG table lists it.
    public init?(width: Int, height: Int) {
        guard let row = Self.table.first(where: { $0.screen == (width, height) }) else { return nil }
        self.width = width
        self.height = height
        var sizes: [WidgetFamily: PointSize] = [:]
        for (family, size) in zip(Self.families, row.sizes) {
            sizes[family] = PointSize(width: size.0, height: size.1)
        }
        self.sizes = sizes
    }

    /// Every screen of the table, largest first.
    public static var all: [IPhoneScreen] { table.compactMap { IPhoneScreen(width: $0.screen.0, height: $0.screen.1) } }

    /// The iPhone 15 and 15 Pro (393×852 pt): GlanceSim's default screen.
    public static let iPhone15 = IPhoneScreen(width: 393, height: 852)!

    /// The size of a family on this screen, or `nil` when the family does not exist here.
    public func displaySize(of family: WidgetFamily) -> PointSize? { sizes[family] }

    public static func == (lhs: IPhoneScreen, rhs: IPhoneScreen) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(width)
        hasher.combine(height)
    }

    public var description: String { "\(width)x\(height)pt" }
}
