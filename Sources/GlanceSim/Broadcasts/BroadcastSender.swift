/// Who sends a broadcast. It decides which receivers the broadcast may reach: the system reaches
/// non-exported receivers and may send protected actions; the shell (`adb shell am broadcast`) and apps may
/// not.
public enum BroadcastSender: Hashable, Sendable, CustomStringConvertible {
    /// The Android system (uid 1000): holds every permission.
    case system
    /// The shell user, as `adb shell am broadcast`: an outsider holding no app permission.
    case shell
    /// An installed app, by package name.
    case app(String)

    public var description: String {
        switch self {
        case .system: return "android"
        case .shell: return "shell"
        case .app(let package): return package
        }
    }
}
extension BroadcastSender: Codable {}
