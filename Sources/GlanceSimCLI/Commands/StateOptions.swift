import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios

/// The arguments shared by the commands that work on a state folder: `--state DIR`, `--json`, positionals.
struct StateArguments {
    var state: String?
    var json = false
    var positionals: [String] = []

    /// Parses the arguments; `extraOptions` are the command's own options, taken out before and named here
    /// only for "did you mean".
    static func parse(_ arguments: [String], usage: String, allowJSON: Bool, extraOptions: [String] = []) throws
        -> StateArguments
    {
        var parsed = StateArguments()
        var cursor = ArgumentCursor(arguments, usage: usage)
        let known = ["--state", "--help"] + (allowJSON ? ["--json"] : []) + extraOptions
        while let argument = cursor.next() {
            switch argument {
            case "--state": parsed.state = try cursor.value(for: argument)
            case "--json" where allowJSON: parsed.json = true
            case "--help", "-h": throw HelpRequest()
            default:
                if argument.hasPrefix("--") { throw cursor.unknownOption(argument, known: known) }
                parsed.positionals.append(argument)
            }
        }
        guard parsed.state != nil else { throw UsageError(message: "'--state <dir>' is required", usage: usage) }
        return parsed
    }

    /// Loads the state folder, of either platform (an Android device, or an iOS one saved from a `platform ios`
    /// scenario), replaying its steps: recovery notes go to standard error, progress to the terminal, and Ctrl-C
    /// stops the replay. An Android session keeps the monitor for the steps run after it.
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
            savable: savable, notes: { output.errorLine($0.description) })
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
