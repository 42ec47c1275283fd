package import GlanceSim

/// A receiver registered at run time by an effect.
package struct RuntimeReceiverSpec {
    /// Its id: the key it is kept under in the process's memory.
    package var id: String
    /// The actions of its filter.
    package var actions: [String]
    /// The whole filter: actions, categories and `data` (schemes, authorities, paths, MIME types).
    package var filter: IntentFilter
    /// `exported`: `true` → `RECEIVER_EXPORTED`, `false` → `RECEIVER_NOT_EXPORTED`, absent → no flag.
    package var exported: Bool?
    /// `new: true`: a new receiver object each time, with no `if (receiver == null)` guard (Kotlin's
    /// `receiver = R(); registerReceiver(receiver, filter)`); the earlier ones stay registered.
    package var registersNewEachTime = false
    /// What it does with each broadcast.
    package var onReceive: [Effect]
}
