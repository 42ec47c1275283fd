/// The colours a widget picture is drawn in: Material 3's baseline light or dark scheme, which Glance's
/// `GlanceTheme` falls back to when the app sets no colours (androidx.glance.material3, and the baseline
/// tokens of androidx.compose.material3 `ColorLightTokens`/`ColorDarkTokens`).
///
/// ```swift
/// let svg = WidgetPicture.svg(of: content, size: DpSize(width: 180, height: 110), scheme: .dark)
/// ```
public enum WidgetColorScheme: String, Hashable, Sendable, CaseIterable {
    /// The baseline light scheme.
    case light
    /// The baseline dark scheme.
    case dark

    /// The colours of the scheme, as `#RRGGBB`.
    struct Palette {
        var surface: String
        var onSurface: String
        var surfaceVariant: String
        var onSurfaceVariant: String
        var primary: String
        var onPrimary: String
        var outline: String
        var error: String
        /// Behind the widget: the launcher's wallpaper, plain so transparent widgets show.
        var wallpaper: String
    }

    var palette: Palette {
        switch self {
        case .light:
            Palette(
                surface: "#FFFBFE", onSurface: "#1C1B1F", surfaceVariant: "#E7E0EC", onSurfaceVariant: "#49454F",
                primary: "#6750A4", onPrimary: "#FFFFFF", outline: "#79747E", error: "#B3261E",
                wallpaper: "#C9D3DC")
        case .dark:
            Palette(
                surface: "#1C1B1F", onSurface: "#E6E1E5", surfaceVariant: "#49454F", onSurfaceVariant: "#CAC4D0",
                primary: "#D0BCFF", onPrimary: "#381E72", outline: "#938F99", error: "#F2B8B5",
                wallpaper: "#2A3138")
        }
    }
}
