/// A closure run when a view is clicked, mirroring Glance's `LambdaAction`.
///
/// On a device a lambda click becomes a broadcast to the widget's own `GlanceAppWidgetReceiver` carrying the
/// key (`ACTION_TRIGGER_LAMBDA`, `EXTRA_ACTION_KEY`); the running session looks the key up in its current
/// tree and runs every lambda registered under it. Equality, hashing and renderings therefore use the
/// ``key`` only, never the closure.
///
/// The key is assigned from the node's position when the tree is keyed (``GlanceNode/assigningLambdaKeys()``,
/// which validation, rendering and finding all apply): the dotted path of child indices (`0.2.1`), so the
/// same content built twice gets the same keys. A lambda created with an explicit `key` keeps it, with
/// `+<sibling index>` appended as Glance does, so equal explicit keys in one list stay distinguishable only
/// by position.
///
/// Not `Sendable`: the closure may capture the widget's non-sendable state, like everything the simulator
/// runs on its one thread.
public struct LambdaAction: Hashable, CustomStringConvertible {
    /// The key the click delivers; empty until the tree is keyed, unless ``explicitKey`` is set.
    public internal(set) var key: String
    /// The key given by the widget code (Glance's `key` parameter), or `nil` to key by position.
    public let explicitKey: String?
    private let block: () throws -> Void

    /// Creates a lambda action; `key` is an optional explicit key.
    public init(key: String? = nil, _ block: @escaping () throws -> Void) {
        self.explicitKey = key
        self.key = key ?? ""
        self.block = block
    }

    /// Runs the closure.
    public func run() throws {
        try block()
    }

    /// `lambda#<key>`.
    public var description: String { "lambda#" + key }

    /// Compares keys only.
    public static func == (lhs: LambdaAction, rhs: LambdaAction) -> Bool {
        lhs.key == rhs.key
    }

    /// Hashes the key only.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
    }
}

extension LambdaAction: Codable {
    private enum CodingKeys: String, CodingKey { case key, explicitKey }

    /// Reads a lambda's key. Its closure cannot be saved: the lambda read back throws when run (a device
    /// running a lambda of app code written in Swift is not saved; see ``SnapshotError``).
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        self.init(key: try values.decodeIfPresent(String.self, forKey: .explicitKey)) {
            throw SimulationError(.invalidArgument, "a lambda read back from a saved device has no code to run")
        }
        key = try values.decode(String.self, forKey: .key)
    }

    /// Writes the key (and the explicit key it came from, if any).
    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(key, forKey: .key)
        try values.encodeIfPresent(explicitKey, forKey: .explicitKey)
    }
}
