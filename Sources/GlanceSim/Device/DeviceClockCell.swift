/// The one place a device keeps its ``DeviceClock``: the device reads and sets it through ``Device/clock``, and
/// each app's ``AppStorage`` holds the same cell to stamp its DataStore writes with the time — a strong reference
/// to a box that refers to nothing, where a closure over the device would check the device's reference count at
/// every write.
///
/// ```swift
/// let cell = DeviceClockCell(DeviceClock(wallTime: WallTime(millisecondsSinceEpoch: 0), timeZone: .utc))
/// cell.clock.now   // SimInstant.zero
/// ```
///
/// Its property skips the runtime's exclusivity check (`@exclusivity(unchecked)`): it is read at every event and
/// every write, only ever read or assigned (or changed by ``DeviceClock``'s own code, which calls out to nothing),
/// so two accesses never overlap.
final class DeviceClockCell {
    @exclusivity(unchecked) var clock: DeviceClock

    init(_ clock: DeviceClock) { self.clock = clock }
}
