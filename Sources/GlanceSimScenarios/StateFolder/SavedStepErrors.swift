import Foundation
import GlanceSimFormats
import GlanceSimInterpreter

extension FormatError {
    /// The error of saved step `index` that no longer runs, pointed at the step's `text` in the state folder's
    /// manifest (the file that holds it now), with a note naming the script line it was saved from. Diagnostics
    /// about other files (an app folder's) keep their places.
    ///
    /// ```swift
    /// // st/glancesim-state.json:17:15: error: saved step 4: unknown word 'advanse'; expected a step …
    /// // Manifests/clock/an-hour.scenario:6:1: note: the step was saved from here
    /// ```
    func savedStep(_ index: Int, _ step: StateFolder.SavedStep, manifest data: Data, path: String) -> FormatError {
        let root = try? JSON5Reader.read(String(decoding: data, as: UTF8.self), path: path, allowsDuplicateKeys: true)
        let steps = root?["steps"]
        let textLocation: SourceLocation =
            if case .array(let elements)? = steps?.kind, elements.indices.contains(index) {
                elements[index]["text"]?.location ?? elements[index].location
            } else {
                .file(path)
            }
        let origin = SourceLocation(path: step.path, line: max(1, step.line), column: 1)
        return FormatError(
            diagnostics.map { diagnostic in
                guard diagnostic.location.path == step.path, diagnostic.severity == .error,
                    diagnostic.code != .interrupted  // Ctrl-C is no fault of the step
                else { return diagnostic }
                var moved = diagnostic
                moved.location = textLocation
                moved.message = "saved step \(index + 1): \(diagnostic.message)"
                moved.notes.append((origin, "the step was saved from here"))
                return moved
            })
    }
}
