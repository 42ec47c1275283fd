/// The wall clock change AlarmManagerService last acted on: `mLastTimeChangeClockTime` (wall ms, 0 until the
/// first change after boot) and `mLastTimeChangeRealtime` (elapsed realtime ms at that change). The next
/// change is compared with `clockTime + (elapsedNow − realtime)`.
struct TimeChangeReference {
    var clockTime: Int64 = 0
    var realtime: Int64 = 0
}
