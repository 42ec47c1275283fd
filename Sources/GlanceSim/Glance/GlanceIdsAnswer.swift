/// One answer of ``GlanceAppWidgetManager/getGlanceIds(widgetTypeName:)`` and what it was derived from: the app's
/// receiver table (GlanceAppWidgetManager's DataStore, at a version) and AppWidgetService's widget bindings (at a
/// generation). A clock widget's tick asks for its ids once per state write and again for `updateAll`; between two
/// of those asks nothing they depend on usually changes, so the runtime answers from here.
///
/// The answer holds while the storage still leads the store's name to the same store (no delete or restore since),
/// that store saw no edit, and no widget was bound or deleted. Each of those counts only grows, so a changed input
/// always misses; the ids are then read afresh, as on a phone.
struct GlanceIdsAnswer {
    /// The app's storage, compared by identity: an app installed again (on a restored device) has a new one.
    let storage: AppStorage
    let widgetTypeName: String
    let storesGeneration: UInt64
    /// GlanceAppWidgetManager's store, held so that its identity cannot be reused while the answer is kept.
    let store: DataStore
    let storeVersion: UInt64
    let bindingGeneration: UInt64
    let ids: [GlanceId]

    /// Whether the answer still holds under the service's current binding generation.
    func holds(bindings: UInt64) -> Bool {
        bindings == bindingGeneration && storage.storesGeneration == storesGeneration && store.version == storeVersion
    }
}
