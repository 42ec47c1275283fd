import GlanceSim

/// Intents, alarms and runtime registrations: `sendBroadcast`, `startActivity`, `setAlarm`, `cancelAlarm` and
/// `register` with its whole `IntentFilter`.
extension EffectDecoder {
    func intent(_ main: JSON5Value, _ object: JSON5Object, _ verb: String, componentKey: String?)
        throws(FormatError) -> IntentSpec
    {
        IntentSpec(
            name: try TextTemplate.parse(main, "'\(verb)'"),
            package: try object.template("package"),
            component: try componentKey.flatMap { key throws(FormatError) in try object.template(key) },
            extras: try bundle(object["extras"], "'extras'"),
            data: try object.template("data"),
            mimeType: try mimeType(object["mimeType"]),
            categories: try object.templateArray("categories") ?? [])
    }

    private func mimeType(_ value: JSON5Value?) throws(FormatError) -> String? {
        guard let value else { return nil }
        let text = try JSON5Object.string(value, "'mimeType'")
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            throw FormatError(
                .invalidValue, at: value.location,
                "malformed MIME type '\(text)' (expected 'type/subtype', such as 'vnd.android.cursor.item/event')")
        }
        return text
    }

    // MARK: - Runtime receivers

    /// The `<data>` attributes a `data` entry of `register` takes, as the manifest writes them.
    static let dataKeys = ["scheme", "host", "port", "path", "pathPrefix", "pathPattern", "pathSuffix", "mimeType"]

    func runtimeReceiver(_ main: JSON5Value, _ object: JSON5Object) throws(FormatError) -> RuntimeReceiverSpec {
        let actions = try JSON5Object.stringArray(try object.required("actions"), "'actions'")
        var filter = IntentFilter(actions: actions, categories: try object.stringArray("categories") ?? [])
        if let data = object["data"] {
            let entries: [JSON5Value]
            if case .array(let elements) = data.kind { entries = elements } else { entries = [data] }
            for entry in entries { try addData(entry, to: &filter) }
        }
        let wasAllowed = superAllowed
        superAllowed = false
        defer { superAllowed = wasAllowed }
        let onReceive = try effects(try object.required("onReceive"), "'onReceive'", hasWidget: false)
        return RuntimeReceiverSpec(
            id: try JSON5Object.string(main, "'register'"), actions: actions, filter: filter,
            exported: try object.bool("exported"), registersNewEachTime: try object.bool("new") ?? false,
            onReceive: onReceive)
    }

    /// One `data` entry, added to the filter's lists as `IntentFilter.addDataScheme`, `addDataAuthority`,
    /// `addDataPath` and `addDataType` do (and as the manifest's `<data>` attributes do).
    private func addData(_ value: JSON5Value, to filter: inout IntentFilter) throws(FormatError) {
        let entry = try JSON5Object(value, "a 'data' entry", known: Self.dataKeys)
        if entry.members.isEmpty {
            throw FormatError(
                .missing, at: value.location, "empty 'data' entry; give " + Self.dataKeys.joined(separator: ", "))
        }
        if let scheme = try entry.string("scheme") { filter.dataSchemes.append(scheme) }
        let port = try entry.integer("port", in: 0...65_535)
        if let host = try entry.string("host") {
            filter.dataAuthorities.append(IntentFilter.Authority(host: host, port: port.map { Int($0) }))
        } else if let member = entry.member("port") {
            throw FormatError(.missing, at: member.keyLocation, "'port' needs 'host' in the same 'data' entry")
        }
        let paths: [(String, PatternMatcher.Kind)] = [
            ("path", .literal), ("pathPrefix", .prefix), ("pathPattern", .simpleGlob), ("pathSuffix", .suffix),
        ]
        for (key, kind) in paths {
            if let path = try entry.string(key) { filter.dataPaths.append(PatternMatcher(path, kind: kind)) }
        }
        if let type = try mimeType(entry["mimeType"]) { filter.dataTypes.append(type) }
    }

    // MARK: - Alarms

    private static let alarmTypes: [String: AlarmType] = [
        "RTC": .rtc, "RTC_WAKEUP": .rtcWakeup, "ELAPSED_REALTIME": .elapsedRealtime,
        "ELAPSED_REALTIME_WAKEUP": .elapsedRealtimeWakeup,
    ]

    func alarm(_ main: JSON5Value, _ object: JSON5Object, _ verb: String) throws(FormatError) -> AlarmSpec {
        var type = AlarmType.rtc
        if let typeValue = object["type"] {
            let name = try JSON5Object.string(typeValue, "'type'")
            let names = ["RTC", "RTC_WAKEUP", "ELAPSED_REALTIME", "ELAPSED_REALTIME_WAKEUP"]
            guard let known = Self.alarmTypes[name] else {
                throw FormatError(
                    .invalidValue, at: typeValue.location,
                    "unknown alarm type '\(name)'" + JSON5Object.suggestion(name, names))
            }
            type = known
        }
        var spec = AlarmSpec(
            intent: IntentSpec(
                name: try TextTemplate.parse(main, "'\(verb)'"), package: nil,
                component: try object.template("receiver"), extras: try bundle(object["extras"], "'extras'"),
                data: try object.template("data"), categories: try object.templateArray("categories") ?? []),
            type: type, delay: nil, timeOfDay: nil, repeating: try object.duration("repeating"),
            exact: try object.bool("exact") ?? false, inexact: try object.bool("inexact") ?? false, requestCode: 0)
        if let code = object["requestCode"] {
            if let template = try Self.computed(code) {
                spec.computedRequestCode = template
            } else {
                spec.requestCode = Int32(
                    try JSON5Object.integer(code, "'requestCode'", in: -2_147_483_648...2_147_483_647))
            }
        }
        if let delay = object["in"] {
            if let template = try Self.computed(delay) {
                spec.computedDelay = template
            } else {
                spec.delay = try JSON5Object.duration(delay, "'in'")
            }
        }
        if let at = object["at"] { try start(at, into: &spec) }
        spec.whileIdle = try object.bool("whileIdle") ?? false
        spec.alarmClock = try object.bool("alarmClock") ?? false
        for key in ["whileIdle", "alarmClock"] where spec.repeating != nil {
            if let member = object.member(key), key == "whileIdle" ? spec.whileIdle : spec.alarmClock {
                throw FormatError(
                    .invalidValue, at: member.keyLocation,
                    "'\(key)' alarms do not repeat (AlarmManager has no repeating form): drop 'repeating' and set "
                        + "the next alarm when this one goes off")
            }
        }
        if spec.alarmClock, let member = object.member("whileIdle"), spec.whileIdle {
            throw FormatError(
                .invalidValue, at: member.keyLocation, "an 'alarmClock' alarm goes off in Doze anyway: drop 'whileIdle'"
            )
        }
        if spec.alarmClock, let typeValue = object["type"], spec.type != .rtcWakeup {
            throw FormatError(
                .invalidValue, at: typeValue.location, "'alarmClock' alarms are RTC_WAKEUP (setAlarmClock)")
        }
        if spec.alarmClock { spec.type = .rtcWakeup }
        if verb == "setAlarm" {
            if spec.delay == nil && spec.timeOfDay == nil && spec.boundary == nil && spec.computedDelay == nil
                && spec.computedStart == nil
            {
                throw FormatError(
                    .missing, at: object.value.location,
                    "'setAlarm' needs 'in' (a duration) or 'at' (HH:mm, nextMinute, nextHour or nextDay)")
            }
            if let at = object.member("at"), spec.delay != nil || spec.computedDelay != nil {
                throw FormatError(.invalidValue, at: at.keyLocation, "'setAlarm' takes 'in' or 'at', not both")
            }
        }
        return spec
    }

    /// `at`: `"HH:mm"` or a boundary (`nextMinute`, `nextHour`, `nextDay`), then optionally `+ DURATION`
    /// (``AlarmSpec/Start/parse(_:)``), or `"${…}"` computed when the effect runs.
    private func start(_ value: JSON5Value, into spec: inout AlarmSpec) throws(FormatError) {
        if let template = try Self.computed(value) {
            spec.computedStart = template
            return
        }
        let text = try JSON5Object.string(value, "'at'")
        do {
            let start = try AlarmSpec.Start.parse(text)
            spec.timeOfDay = start.timeOfDay
            spec.boundary = start.boundary
            spec.offset = start.offset
        } catch {
            var location = value.location
            if error.offset >= 0 { location.column += 1 + error.offset }
            throw FormatError(.invalidValue, at: location, error.message)
        }
    }

    /// A string with `${…}` or `{{…}}`: a value computed when the effect runs.
    static func computed(_ value: JSON5Value) throws(FormatError) -> TextTemplate? {
        guard case .string(let text) = value.kind, text.contains("${") || text.contains("{{") else { return nil }
        return try TextTemplate.parse(value)
    }
}
