public import GlanceSim

/// Why a Glance widget's state does not hold `expected` under `key`, or `nil` if it does. `expected: nil`
/// means the key must be absent (as it is once the widget is deleted). The state is read without creating
/// its store. Framework-free; ``expectGlanceState(_:widget:_:equals:fileID:filePath:line:column:)`` reports
/// it.
///
/// ```swift
/// let message = glanceStateMismatch(device, widget: id, stringPreferencesKey("time"), equals: "02:01")
/// ```
public func glanceStateMismatch<Value: Equatable>(
    _ device: Device,
    widget id: Int32,
    _ key: PreferencesKey<Value>,
    equals expected: Value?
) -> String? {
    let found = device.glanceStateStore(of: id)
    let preferences = found?.store.data ?? Preferences()
    let widgetName = device.widgetInfo(id).map { "widget \(id) (\($0.provider.shortString))" } ?? "widget \(id)"
    let storeName = GlanceId(appWidgetId: id).storeName
    let context =
        found == nil
        ? "no app has the store \(storeName)" + (device.widgetInfo(id) == nil ? " and the widget does not exist" : "")
        : "the state (\(storeName)): \(preferences)"
    return preferenceMismatch(
        preferences, key, expected, what: "the Glance state \(quoted(key.name)) of \(widgetName)", context: context,
        trace: device.trace, package: found?.package ?? device.widgetInfo(id)?.provider.packageName)
}

/// Expects a Glance widget's state (`getAppWidgetState`) to hold `expected` under the typed `key`, or, for
/// `nil`, not to hold the key.
///
/// On failure the message shows the expected and the actual value (with its stored type when that differs),
/// the whole state, and the app's last trace records.
///
/// ```swift
/// try device.click(id, on: .text("Add"))
/// try device.advance(by: .zero)
/// expectGlanceState(device, widget: id, intPreferencesKey("count"), equals: 1)
/// ```
public func expectGlanceState<Value: Equatable>(
    _ device: Device,
    widget id: Int32,
    _ key: PreferencesKey<Value>,
    equals expected: Value?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    if let message = glanceStateMismatch(device, widget: id, key, equals: expected) {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// Why an app's Preferences DataStore `store` does not hold `expected` under `key`, or `nil` if it does
/// (`expected: nil`: the key must be absent). A store that does not exist reads as empty and is not created.
/// Framework-free; ``expectPreference(_:package:store:_:equals:fileID:filePath:line:column:)`` reports it.
///
/// ```swift
/// let message = preferenceMismatch(device, package: "com.example.todo", store: "settings",
///                                  booleanPreferencesKey("darkMode"), equals: true)
/// ```
public func preferenceMismatch<Value: Equatable>(
    _ device: Device,
    package: String,
    store name: String,
    _ key: PreferencesKey<Value>,
    equals expected: Value?
) -> String? {
    guard let storage = try? device.storage(of: package) else {
        return "expected the DataStore \(quoted(name)) of \(package) to hold \(quoted(key.name)), "
            + "but '\(package)' is not installed; installed: "
            + device.installedPackages.map { "'\($0)'" }.joined(separator: ", ")
    }
    let store = storage.existingDataStore(named: name)
    let preferences = store?.data ?? Preferences()
    let context =
        store != nil
        ? "the store: \(preferences)"
        : "the store does not exist; stores: " + storage.dataStoreNames.map(quoted).joined(separator: ", ")
    return preferenceMismatch(
        preferences, key, expected, what: "\(quoted(key.name)) in the DataStore \(quoted(name)) of \(package)",
        context: context, trace: device.trace, package: package)
}

/// Expects an app's Preferences DataStore `store` to hold `expected` under the typed `key` (or, for `nil`,
/// not to hold it).
///
/// ```swift
/// expectPreference(device, package: "com.example.todo", store: "settings",
///                  booleanPreferencesKey("darkMode"), equals: true)
/// ```
public func expectPreference<Value: Equatable>(
    _ device: Device,
    package: String,
    store name: String,
    _ key: PreferencesKey<Value>,
    equals expected: Value?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    if let message = preferenceMismatch(device, package: package, store: name, key, equals: expected) {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

private func preferenceMismatch<Value: Equatable>(
    _ preferences: Preferences,
    _ key: PreferencesKey<Value>,
    _ expected: Value?,
    what: String,
    context: String,
    trace: Trace,
    package: String?
) -> String? {
    let actual = preferences[key]
    guard actual != expected else { return nil }
    let stored = preferences.value(named: key.name)
    let expectedText = expected.map { "\($0.preferenceValue)" } ?? "absent"
    var actualText = stored.map { "\($0)" } ?? "absent"
    if stored != nil, actual == nil { actualText += " (stored as another type than \(Value.self))" }
    var message = "expected \(what) to be \(expectedText), but it is \(actualText)\n\(context)"
    if let package {
        message += "\n"
        if !trace.mode.keepsRecords {
            message += "(the trace counts records only, so none can be shown)"
        } else {
            message += excerpt(
                stateChangingRecords(trace, package: package), "records of \(package) that run its code", limit: 6)
        }
    }
    return message
}
