#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's peak resident memory so far, from `getrusage(RUSAGE_SELF)`.
///
/// ```swift
/// PeakMemory.megabytes()  // 22
/// ```
package enum PeakMemory {
    /// Whole megabytes (rounded down), or `nil` where the system cannot say.
    package static func megabytes() -> Int? {
        #if canImport(Glibc) || canImport(Darwin)
            var usage = rusage()
            #if canImport(Glibc)
                let who = __rusage_who_t(RUSAGE_SELF.rawValue)  // Glibc imports RUSAGE_SELF as an enum case
            #else
                let who = RUSAGE_SELF
            #endif
            guard getrusage(who, &usage) == 0 else { return nil }
            #if canImport(Darwin)
                let bytes = Int(usage.ru_maxrss)  // Darwin counts bytes
            #else
                let bytes = Int(usage.ru_maxrss) * 1024  // Linux counts kilobytes
            #endif
            return bytes / (1024 * 1024)
        #else
            return nil
        #endif
    }
}
