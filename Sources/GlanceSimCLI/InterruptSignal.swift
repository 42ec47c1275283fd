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

    /// Installs the handler, and unblocks SIGINT in case the parent process left it blocked (as Foundation's
    /// `Process` does). A process started with SIGINT ignored (a background job of a shell without job
    /// control) keeps ignoring it: the user's Ctrl-C is not meant for it.
    static func install() {
        let previous = signal(SIGINT) { _ in
            InterruptSignal.received.store(true, ordering: .relaxed)
            _ = signal(SIGINT, SIG_DFL)
        }
        if let previous, unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
            _ = signal(SIGINT, SIG_IGN)
            return
        }
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        _ = pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// Whether SIGINT arrived.
    static var wasReceived: Bool { received.load(ordering: .relaxed) }
}
