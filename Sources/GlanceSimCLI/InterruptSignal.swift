import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C for the `glancesim` process. The first SIGINT only sets a flag, which a running `replay` or `step`
/// polls between steps and between slices of simulated time, so it stops within a moment, says how far it
/// got, exits 130 and leaves the state folder as it was. A second SIGINT ends the process at once (the
/// default action) — safe too, because a state folder survives any kill.
enum InterruptSignal {
    /// Whether SIGINT arrived (lock-free, so the handler may set it).
    static let received = Atomic<Bool>(false)

    /// Installs the handler.
    static func install() {
        _ = signal(SIGINT) { _ in
            InterruptSignal.received.store(true, ordering: .relaxed)
            _ = signal(SIGINT, SIG_DFL)
        }
    }

    /// Whether SIGINT arrived.
    static var wasReceived: Bool { received.load(ordering: .relaxed) }
}
