/// The input formats the fuzzer mutates, each with the command that reads it.
package enum FuzzFormat: String, CaseIterable, Comparable, Sendable {
    /// An Android `.scenario` script, replayed with `replay --quiet`.
    case scenario
    /// An iOS `.scenario` script (`platform ios`), replayed with `replay --quiet`.
    case ios
    /// A `.compare` script (both platforms), run with `compare`.
    case compare
    /// An app folder's `.invariants` file, read by a short `explore --invariants` (two histories of two hours).
    case invariants
    /// An app folder's `AndroidManifest.xml`, checked with `validate` and `lint`, then replayed.
    case manifest
    /// An `<appwidget-provider>` file in `res/xml/`, checked with `validate` and `lint`, then replayed.
    case provider
    /// A resource values file in `res/values/`, checked with `validate` and `lint`, then replayed.
    case values
    /// A `behavior.json5` (its Android part and its `ios` section), checked with `validate` and `lint`, then
    /// replayed on each platform the folder has a scenario for.
    case behavior
    /// A Gradle project's build file (`build.gradle(.kts)`, `settings.gradle(.kts)`, `gradle.properties`,
    /// a version catalog), checked with `validate` on one of its Android modules.
    case build
    /// A saved state folder's `glancesim-state.json`, read with `work list --state`, continued with
    /// `step --state` and `work cancel`.
    case state
    /// A saved state folder's `snapshot.json` (the device's complete state), its size and checksum in the
    /// manifest made to match as a deliberate edit would, read and continued as ``state`` is.
    case snapshot
    /// A `.kt` or `.java` file of an Android module, its project copied whole: the module's facts read with
    /// `init --facts --json`, its draft with `init -o -`, and `lint` (whose drift rule reads the code too).
    case kotlin

    /// Whether a case of this format mutates a file of a saved state folder.
    var isStateFolder: Bool { self == .state || self == .snapshot }

    package static func < (lhs: FuzzFormat, rhs: FuzzFormat) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// What became of one fuzz case.
package enum FuzzOutcome: String, CaseIterable, Comparable, Sendable {
    /// The command succeeded (exit 0) or ran with failed expectations (exit 1).
    case ok
    /// A clean error: exit 64–66 with `path:line:column: error:` pointing into an existing file.
    case located
    /// The process died of a signal, or reported an internal error (exit 70).
    case crash
    /// The process finished only when run again with six times the timeout: a valid but long simulation (a
    /// mutation can move a `device` line down or a date years ahead), not a hang.
    case slow
    /// The process did not finish within the timeout, nor within six times it.
    case hang
    /// An error without a usable position: no `path:line:column`, or one outside the file it names.
    case unlocated
    /// A state folder that loaded before a command no longer loads after it.
    case damagedState = "damaged-state"

    /// Whether the outcome is a bug.
    var isFailure: Bool { self != .ok && self != .located && self != .slow }

    package static func < (lhs: FuzzOutcome, rhs: FuzzOutcome) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
