import Foundation

/// A fresh folder under the system's temporary directory, for tests that write small projects.
package struct TemporaryFolder {
    package let path: String

    package init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("glancesim-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Removes the folder and everything in it.
    package func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    package func write(_ relative: String, _ text: String) throws {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
    }
}
