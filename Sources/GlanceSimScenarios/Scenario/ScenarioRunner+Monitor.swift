public import GlanceSim
public import GlanceSimFormats
import GlanceSimInterpreter

extension ScenarioRunner {
    /// What a ``ScenarioRunner/monitor`` tells a running scenario.
    public enum MonitorDecision: Sendable {
        /// Go on.
        case proceed
        /// Stop now: the step throws a ``FormatError`` with the code ``Diagnostic/Code/interrupted``.
        case interrupt
    }

    /// Watches a run: called before every step and, inside a step that moves time, after every
    /// ``monitorSlice`` of simulated time, with the device as it is. A command line uses it to show progress
    /// and to stop on Ctrl-C.
    ///
    /// ```swift
    /// runner.monitor = { device in
    ///     print("reached \(device.now), \(device.eventsRun) events")
    ///     return stopRequested() ? .interrupt : .proceed
    /// }
    /// ```
    public typealias Monitor = (Device) -> MonitorDecision

    /// How much simulated time a monitored `advance` runs between two calls of the monitor. Moving time in
    /// slices runs exactly the same events in the same order as moving it at once (an event at a slice's end
    /// runs in that slice), so the trace does not depend on it.
    public static let monitorSlice = SimDuration.minutes(10)

    /// Asks the monitor whether to go on.
    /// - Throws: ``FormatError`` (``Diagnostic/Code/interrupted``) at `location` when it says stop.
    func consultMonitor(at location: SourceLocation) throws(FormatError) {
        guard let monitor, monitor(device) == .interrupt else { return }
        throw FormatError(
            .interrupted, at: location,
            "interrupted at \(device.now) (\(device.clock.localDateTime)) after \(device.eventsRun) events")
    }

    /// Moves time to `instant`, in slices when a monitor watches.
    func advanceMonitored(to instant: SimInstant, at location: SourceLocation) throws {
        guard monitor != nil else { return try device.advance(to: instant) }
        try advanceMonitored(by: instant - device.now, at: location)
    }

    /// Moves time by `duration`, in slices when a monitor watches.
    func advanceMonitored(by duration: SimDuration, at location: SourceLocation) throws {
        guard monitor != nil else { return try device.advance(by: duration) }
        try Self.advanceInSlices(by: duration, from: device.now, advance: device.advance(by:)) { () throws in
            try consultMonitor(at: location)
        }
    }

    /// Moves time by `duration` from `now` in ``monitorSlice``s through `advance`, calling `between` after each
    /// slice but the last (it throws to stop): how both runners — Android's and the iOS side's — let Ctrl-C stop a
    /// long step. A step past the horizon (or backwards) goes to `advance` whole, so the device refuses it before
    /// any slice runs.
    static func advanceInSlices<E: Error>(
        by duration: SimDuration, from now: SimInstant, advance: (SimDuration) throws(E) -> Void,
        between: () throws -> Void
    ) throws {
        guard duration >= .zero, now + duration <= .horizon else { return try advance(duration) }
        var remaining = duration
        while monitorSlice < remaining {
            try advance(monitorSlice)
            remaining = remaining - monitorSlice
            try between()
        }
        try advance(remaining)
    }
}

extension Diagnostic.Code {
    /// A run stopped by its caller (Ctrl-C on the command line).
    public static let interrupted = Diagnostic.Code(rawValue: "interrupted")
}
