/// Android's intent category strings (`Intent.CATEGORY_*`), verbatim.
public enum IntentCategory {
    /// `Intent.CATEGORY_DEFAULT`.
    public static let `default` = "android.intent.category.DEFAULT"
    /// `Intent.CATEGORY_LAUNCHER`.
    public static let launcher = "android.intent.category.LAUNCHER"
    /// `Intent.CATEGORY_HOME`.
    public static let home = "android.intent.category.HOME"
}
