import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimWidgetKit

/// `glancesim alarms list --state DIR [--json]`: what the saved device has scheduled — AlarmManager's alarms
/// on Android (`dumpsys alarm`, in a fixed order), the widgets' coming timeline reloads on iOS.
struct AlarmsCommand {
    static let abstract = "List the saved device's alarms (on iOS, its widgets' scheduled timeline reloads)."

    static let options = OptionTable(
        "alarms list",
        options: [
            StateArguments.stateOption, StateArguments.verifyOption,
            CommandOption("--json", "Print JSON: an array of objects, in the same order"),
        ])

    static let usage = OptionTable.usage(
        [options],
        description: """
            \(abstract)
            Android: each alarm set now, soonest first (then by id): its type, when it is due (simulated time since
            the run began, the phone's local time, and how long from now), its repeat interval, its delivery window,
            what its PendingIntent sends (action and component) and the app that set it ('android' for the system's
            own, such as a widget's updatePeriodMillis alarm). An alarm waiting for the device to wake shows
            'due=when-awake'; one Doze holds past its time shows when it will now go off, 'held=doze' (deep idle) or
            'held=quota' (an allow-while-idle alarm over its quota) or 'held=standby' (over its app's standby-bucket alarm
            quota) and the time it asked for ('requested='); one battery saver holds shows
            'due=after-battery-saver held=battery-saver'. iOS (a folder saved from a 'platform ios' scenario): each widget's next timeline reload
            and why (policy, withheld for budget, latency), soonest first; 'glancesim timeline list' shows more.
            """,
        options: options)

    let arguments: StateArguments

    static func parse(_ arguments: [String]) throws -> AlarmsCommand {
        try parseSubcommand(of: arguments, among: ["list"], command: "alarms", usage: usage)
        let parsed = try StateArguments(options.parse(Array(arguments.dropFirst()), usage: usage))
        guard parsed.positionals.isEmpty else {
            throw UsageError(message: "'alarms list' takes no arguments", usage: usage)
        }
        return AlarmsCommand(arguments: parsed)
    }

    func run(output: CommandOutput) -> CommandStatus {
        let display = output.progressDisplay(labels: [arguments.state!])
        defer { display?.clear() }
        do {
            let rows: [Row]
            switch try arguments.device(output: output, display: display, savable: false) {
            case .android(let session): rows = Self.rows(of: session.device)
            case .ios(let session): rows = try Self.rows(of: session)
            }
            if arguments.json {
                output.line("[" + rows.map(\.json).joined(separator: ",\n") + "]")
            } else if rows.isEmpty {
                output.line("no alarms")
            } else {
                for row in rows { output.line(row.text) }
            }
            return .success
        } catch let error as FormatError {
            return DiagnosticPrinter.report(error, output: output)
        } catch {
            output.errorLine("error: \(error)")
            return .dataError
        }
    }

    /// One line of the list: its fields in order, as `key=value` words (the first without a key) and as JSON.
    struct Row {
        /// The fields, `nil` values printed as `-` in text and `null` in JSON; numbers stay numbers in JSON.
        var fields: [(key: String, value: Value?)]

        enum Value {
            case text(String)
            case number(Int64)
        }

        var text: String {
            fields.enumerated().map { index, field in
                let value =
                    switch field.value {
                    case .text(let text): index > 0 && text.contains(" ") ? "\"\(text)\"" : text
                    case .number(let number): String(number)
                    case nil: "-"
                    }
                return index == 0 ? value : "\(field.key)=\(value)"
            }.joined(separator: " ")
        }

        var json: String {
            "{"
                + fields.map { field in
                    let value =
                        switch field.value {
                        case .text(let text): jsonString(text)
                        case .number(let number): String(number)
                        case nil: "null"
                        }
                    return "\(jsonString(field.key)):\(value)"
                }.joined(separator: ",") + "}"
        }
    }

    /// The Android device's alarms, soonest first (those waiting for the device to wake last), then by id.
    static func rows(of device: Device) -> [Row] {
        let alarms = device.alarms().sorted { a, b in
            let left = a.firesAt?.milliseconds ?? .max
            let right = b.firesAt?.milliseconds ?? .max
            return left != right ? left < right : a.id < b.id
        }
        return alarms.map { alarm in
            let intent = device.intent(of: alarm.operation)
            let due = alarm.firesAt
            let every = alarm.intervalMillis > 0 ? "\(SimDuration(milliseconds: alarm.intervalMillis))" : nil
            let window = alarm.windowMillis > 0 ? "\(SimDuration(milliseconds: alarm.windowMillis))" : "exact"
            var fields: [(key: String, value: Row.Value?)] = [
                ("id", .text(alarm.id.description)), ("type", .text(alarm.type.description)),
            ]
            if let due {
                fields.append(("due", .text(due.description)))
                fields.append(("dueMillis", .number(due.milliseconds)))
                fields.append(("local", .text(device.clock.localDateTime(at: due).description)))
                fields.append(("in", .text(max(.zero, due - device.now).description)))
            } else {
                let when = alarm.deferral == .batterySaver ? "after-battery-saver" : "when-awake"
                fields += [("due", .text(when)), ("dueMillis", nil), ("local", nil), ("in", nil)]
            }
            // A held alarm: when it asked to go off, and why it now goes off later (Doze, or its quota).
            if let deferral = alarm.deferral {
                fields.append(("held", .text(deferral.word)))
                fields.append(("requested", .text(Self.requested(alarm, on: device))))
            }
            fields.append(("every", every.map(Row.Value.text)))
            fields.append(("window", .text(window)))
            fields.append(("action", intent?.action.map(Row.Value.text)))
            fields.append(("component", intent?.component.map { Row.Value.text($0.shortString) }))
            fields.append(("sends", .text(alarm.operation.kind.rawValue)))
            fields.append(("app", .text(alarm.package)))
            return Row(fields: fields)
        }
    }

    /// An alarm's requested trigger time as the phone's local time.
    private static func requested(_ alarm: AlarmInfo, on device: Device) -> String {
        let clock = device.clock
        let wall =
            alarm.type.isWallClock
            ? alarm.triggerAtMillis
            : alarm.triggerAtMillis - clock.elapsedRealtime.milliseconds + clock.wallTime.millisecondsSinceEpoch
        return clock.timeZone.localDateTime(at: WallTime(millisecondsSinceEpoch: wall)).description
    }

    /// The iOS device's coming timeline reloads, soonest first, then by widget id.
    static func rows(of session: IOSSession) throws -> [Row] {
        let device = session.device
        let statuses = try device.widgets.map { try device.status(of: $0.id) }
        let scheduled = statuses.compactMap { status in status.nextReload.map { (status, $0) } }.sorted {
            $0.1.instant != $1.1.instant ? $0.1.instant < $1.1.instant : $0.0.id < $1.0.id
        }
        return scheduled.map { status, next in
            var fields: [(key: String, value: Row.Value?)] = [("widget", .text("widget \(status.id)"))]
            fields.append(("alias", session.runner.alias(of: status.id).map(Row.Value.text)))
            fields.append(("kind", .text(status.kind)))
            fields.append(("family", .text(status.family.rawValue)))
            fields.append(("reload", .text(next.instant.description)))
            fields.append(("reloadMillis", .number(next.instant.milliseconds)))
            fields.append(("local", .text(device.localDateTime(at: next.instant).description)))
            fields.append(("in", .text(max(.zero, next.instant - device.now).description)))
            fields.append(("why", .text(next.reason)))
            fields.append(("budget", status.budgetRemaining.map { Row.Value.number(Int64($0)) }))
            return Row(fields: fields)
        }
    }
}
