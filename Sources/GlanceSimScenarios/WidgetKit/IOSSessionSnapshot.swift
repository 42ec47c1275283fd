package import GlanceSimWidgetKit

/// An ``IOSSession``'s complete state between steps, in a Codable form: restoring it
/// (``IOSSession/init(restoring:traceMode:)``) gives a session that continues byte-identically to this one. Its
/// dictionaries encode in one order with `JSONEncoder`'s `.sortedKeys`.
///
/// ```swift
/// let encoder = JSONEncoder()
/// encoder.outputFormatting = .sortedKeys
/// let data = try encoder.encode(try session.snapshot())
/// let copy = try IOSSession(restoring: JSONDecoder().decode(IOSSessionSnapshot.self, from: data))
/// ```
package struct IOSSessionSnapshot: Codable, Equatable {
    package var runner: IOSRunnerSnapshot
    /// Every step run so far (the state folder's record of them).
    package var steps: [StateFolder.SavedStep]
}

/// An ``IOSScenarioRunner``'s complete state between steps: its device, aliases, folders and whether its steps
/// have started (after which `device` settings are refused).
package struct IOSRunnerSnapshot: Codable, Equatable {
    package var device: WidgetKitDeviceSnapshot
    package var baseDirectory: String
    package var aliases: [String: Int]
    /// The app folders installed, in order, as their paths were resolved.
    package var installedFolders: [String]
    /// The absolute path of the folder the installed app was loaded from; restoring loads it again.
    package var appFolder: String?
    package var started: Bool
}
