/// How many launcher grid cells a widget covers, and the dp sizes a host reports for them.
///
/// Launchers differ; the simulator uses the current Android documentation's Pixel-like grid
/// (developer.android.com "Determine a size for your widget"): a cell area of `n` columns × `m` rows is
/// `73n − 16` × `118m − 16` dp in portrait, and about `142n − 15` × `66m − 15` dp in landscape (the
/// documented 127/269/412/554/697 × 51/117/184/250 within 2 dp). A provider's `minWidth` maps back to cells
/// with the Android 4.0 design rule `70n − 30` dp.
///
/// ```swift
/// let cells = WidgetCells(columns: 2, rows: 1)
/// print(cells.portraitSize)    // 130x102dp
/// print(cells.landscapeSize)   // 269x51dp
/// ```
public struct WidgetCells: Hashable, Sendable, CustomStringConvertible {
    /// Columns covered.
    public var columns: Int
    /// Rows covered.
    public var rows: Int

    /// The most columns or rows a cell area may have where GlanceSim reads one from a file (no launcher grid
    /// comes near it); the scenario parser and the provider parser refuse larger counts.
    public static let maximumCount = 100

    /// Creates a cell area.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The portrait size: `73n − 16` × `118m − 16` dp (computed in `Double`, so no cell count can overflow).
    public var portraitSize: DpSize {
        DpSize(width: 73 * Double(columns) - 16, height: 118 * Double(rows) - 16)
    }

    /// The landscape size: about `142n − 15` × `66m − 15` dp.
    public var landscapeSize: DpSize {
        DpSize(width: 142 * Double(columns) - 15, height: 66 * Double(rows) - 15)
    }

    /// The sizes a host reports in `appWidgetSizes`: portrait, then landscape.
    public var reportedSizes: [DpSize] { [portraitSize, landscapeSize] }

    /// The smallest cell area whose `70n − 30` dp covers a provider's minimum size (at least 1 × 1, at most
    /// ``maximumCount`` × ``maximumCount``), or its target cells when it declares them (API 31).
    public static func defaultCells(for info: AppWidgetProviderInfo) -> WidgetCells {
        if info.targetCellWidth > 0 && info.targetCellHeight > 0 {
            return WidgetCells(columns: info.targetCellWidth, rows: info.targetCellHeight)
        }
        func cells(_ dp: Double) -> Int {
            let count = ((dp + 30) / 70).rounded(.up)
            return count.isNaN ? 1 : Int(min(max(count, 1), Double(maximumCount)))
        }
        return WidgetCells(columns: cells(info.minWidth), rows: cells(info.minHeight))
    }

    public var description: String { "\(columns)x\(rows)" }
}
