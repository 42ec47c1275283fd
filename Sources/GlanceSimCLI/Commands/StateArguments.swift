import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios

/// The arguments shared by the commands that work on a state folder: `--state DIR`, `--json`, positionals.
struct StateArguments {
    var state: String?
    var json = false
    /// `--verify`: also replay the saved steps and check the snapshot is the device they make.
    var verify = false
    /// `--full-trace`: the folder keeps every record from now on (only for commands that save).
    var fullTrace = false
    var positionals: [String] = []

    /// `--state <dir>`, the option every state command needs.
    static let stateOption = CommandOption(
        "--state", value: "<dir>", "The state folder (made by 'replay --state')", synopsis: .required)
    /// `--verify`, which every state command takes; only `step`'s synopsis shows it.
    static let verifyOption = verifyOption(synopsis: .hidden)

    /// `--verify`, placed in a synopsis as `placement` says.
    static func verifyOption(synopsis placement: CommandOption.Placement) -> CommandOption {
        CommandOption(
            "--verify",
            "Also replay the saved steps and check that they make the saved device, to the byte (slow: it re-runs "
                + "the whole history)",
            synopsis: placement)
    }
    /// `--json` for the state commands that list.
    static let jsonOption = CommandOption("--json", "Print JSON instead of text")

    /// The state arguments of what a command's table parsed.
    /// - Throws: ``UsageError`` when `--state` is missing.
    init(_ parsed: ParsedArguments) throws(UsageError) {
        guard let state = parsed.string("--state") else {
            throw UsageError(message: "'--state <dir>' is required", usage: parsed.usage)
        }
        self.state = state
        json = parsed.flag("--json")
        verify = parsed.flag("--verify")
        fullTrace = parsed.flag("--full-trace")
        positionals = parsed.positionals
    }

    /// Loads the state folder, of either platform (an Android device, or an iOS one saved from a `platform ios`
    /// scenario), restored from its snapshot (an older folder's steps are replayed): recovery and migration notes
    /// go to standard error, progress to the terminal, and Ctrl-C stops a replay. An Android session keeps the
    /// monitor for the steps run after it.
    /// - Parameters:
    ///   - traceMode: Where an Android trace goes: by default it is only counted, so loading a folder saved after
    ///     years of simulated time takes no more memory than one saved after a day.
    ///   - savable: Whether the trace is spooled so the session can be saved again (not for a command that only
    ///     reads the folder).
    func device(
        output: CommandOutput, display: ProgressDisplay?, traceMode: Trace.Mode = .counting, savable: Bool = true
    ) throws(FormatError) -> StateFolder.SavedDevice {
        defer { display?.clear() }
        return try StateFolder.loadDevice(
            state!, monitor: output.monitor(display), shouldStop: output.isInterrupted, traceMode: traceMode,
            savable: savable, fullTrace: fullTrace, verify: verify, notes: { output.errorLine($0.description) })
    }

    /// Saves the device back into the state folder, unless the user pressed Ctrl-C.
    func save(_ device: StateFolder.SavedDevice, output: CommandOutput) throws(FormatError) {
        try StateArguments.save(device, to: state!, output: output)
    }

    /// Saves a device into a state folder, unless the user pressed Ctrl-C (then nothing is saved).
    static func save(_ device: StateFolder.SavedDevice, to state: String, output: CommandOutput) throws(FormatError) {
        guard !output.isInterrupted() else {
            throw FormatError(.interrupted, at: .file(state), "interrupted; nothing was saved to '\(state)'")
        }
        try StateFolder.save(
            device, to: state, fileSystem: POSIXStateFileSystem(), notes: { output.errorLine($0.description) })
    }

    /// The error for a command that has no meaning on an iOS device.
    func androidOnly(_ command: String, instead: String) -> FormatError {
        FormatError(
            .invalidValue, at: .file(state! + "/" + StateFolder.manifestName),
            "'\(state!)' holds an iOS device (WidgetKit): '\(command)' is for Android devices; \(instead)")
    }
}

extension FormatError {
    /// This error, with a note that the state folder was left as it was when the run was interrupted.
    func notingUnsaved(_ state: String?) -> FormatError {
        guard let state, diagnostics.contains(where: { $0.code == .interrupted }),
            !diagnostics.contains(where: { $0.message.hasPrefix("interrupted; nothing was saved") })
        else {
            return self
        }
        return FormatError(
            diagnostics + [Diagnostic(.note, .interrupted, at: .file(state), "nothing was saved to '\(state)'")])
    }
}
