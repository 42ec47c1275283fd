import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios

/// `glancesim work list | show ID | run ID | cancel ID --state DIR`: WorkManager's work, in WorkInfo's words.
struct WorkCommand {
    static let abstract = "List, show, force-run or cancel the saved device's WorkManager work."

    static let options = OptionTable(
        "work", "list|show|run|cancel",
        options: [
            StateArguments.stateOption, StateArguments.verifyOption, CommandOption("--json", "Print JSON (list, show)"),
        ])
    static let forms = [
        OptionTable("work list", options: [StateArguments.stateOption, StateArguments.jsonOption]),
        OptionTable("work show", "<id|name>", options: [StateArguments.stateOption, StateArguments.jsonOption]),
        OptionTable("work run", "<id|name>", options: [StateArguments.stateOption]),
        OptionTable("work cancel", "<id|name>", options: [StateArguments.stateOption]),
    ]

    static let usage = OptionTable.usage(
        forms,
        description: """
            \(abstract)
            A work item is named by its id, unique name, tag or worker class. 'run' starts ENQUEUED work now
            whatever its delay and constraints (as 'adb shell cmd jobscheduler run -f' does); 'run' and 'cancel'
            save the device. ENQUEUED work says what it waits for: its first unmet constraint, or
            'waiting-for=doze(until TIME)' while Doze holds every job but expedited ones (TIME: Doze's next step),
            'waiting-for=battery-saver' while battery saver does, 'waiting-for=quota(until TIME)' while its app's
            standby-bucket job quota does. 'bucket=' is the app's standby bucket.
            """,
        options: options)

    let subcommand: String
    let arguments: StateArguments

    static func parse(_ arguments: [String]) throws -> WorkCommand {
        let first = try parseSubcommand(
            of: arguments, among: ["list", "show", "run", "cancel"], command: "work", usage: usage)
        let parsed = try StateArguments(options.parse(Array(arguments.dropFirst()), usage: usage))
        let needsTarget = first != "list"
        guard parsed.positionals.count == (needsTarget ? 1 : 0) else {
            throw UsageError(
                message: needsTarget ? "give one work id or name" : "'work list' takes no arguments", usage: usage)
        }
        return WorkCommand(subcommand: first, arguments: parsed)
    }

    func run(output: CommandOutput) -> CommandStatus {
        let display = output.progressDisplay(labels: [arguments.state!])
        defer { display?.clear() }
        do {
            // `run` and `cancel` save the folder again; `list` and `show` only read it.
            let saves = subcommand == "run" || subcommand == "cancel"
            guard case .android(let session) = try arguments.device(output: output, display: display, savable: saves)
            else {
                throw arguments.androidOnly(
                    "work",
                    instead: "iOS has no WorkManager; 'glancesim timeline list --state \(arguments.state!)' "
                        + "lists its widgets' timelines, next reloads and budgets")
            }
            switch subcommand {
            case "list":
                let rows = session.device.allWork.map {
                    WorkRow(device: session.device, package: $0.packageName, info: $0.info)
                }
                if arguments.json {
                    output.line("[" + rows.map(\.json).joined(separator: ",\n") + "]")
                } else if rows.isEmpty {
                    output.line("no work")
                } else {
                    for row in rows { output.line(row.text) }
                }
            case "show":
                let target = arguments.positionals[0]
                guard let found = session.runner.findWorkForCommand(target) else {
                    output.errorLine("error: no work '\(target)'")
                    return .dataError
                }
                let row = WorkRow(device: session.device, package: found.packageName, info: found.info)
                let history = try session.device.workManager(for: found.packageName).history(of: found.info.id)
                if arguments.json {
                    output.line(row.json)
                } else {
                    output.line(row.text)
                    output.line("history:")
                    for change in history { output.line("  \(change)") }
                }
            default:
                _ = try session.run(
                    text: "work \(subcommand) \(arguments.positionals[0])", path: "<work \(subcommand)>")
                try arguments.save(.android(session), output: output)
                output.line("\(subcommand == "run" ? "started" : "cancelled") \(arguments.positionals[0])")
            }
            return .success
        } catch let error as FormatError {
            return DiagnosticPrinter.report(error.notingUnsaved(arguments.state), output: output)
        } catch {
            output.errorLine("error: \(error)")
            return .dataError
        }
    }
}

/// One work item in WorkInfo's vocabulary.
struct WorkRow {
    let package: String
    let info: WorkInfo
    let nextRun: String
    let unmet: String?
    /// The app's standby bucket (`am get-standby-bucket`), which sets its job quota.
    let bucket: StandbyBucket

    init(device: Device, package: String, info: WorkInfo) {
        self.package = package
        self.info = info
        bucket = device.standbyBucket(of: package)
        nextRun = info.nextScheduleTime.map { "\(device.clock.timeZone.localDateTime(at: $0))" } ?? "-"
        if info.state == .enqueued && device.conditions.isPowerSaveMode && !device.conditions.isDozing
            && !info.isExpedited && !device.isExemptFromBatterySaver(package)
        {
            unmet = "battery-saver"  // BackgroundJobsController holds it until battery saver ends.
        } else if info.state == .enqueued && device.conditions.isDozing && !info.isExpedited
            && !device.isPowerSaveAllowlisted(package)
        {
            // DeviceIdleJobsController holds every job but an expedited one while Doze restricts apps.
            let doze = device.doze
            let ends = doze.deep == .idle ? doze.nextDeepStep : doze.nextLightStep
            unmet = "doze" + (ends.map { "(until \(device.clock.localDateTime(at: $0)))" } ?? "")
        } else if info.state == .enqueued, !info.isExpedited, let until = device.jobQuotaHeldUntil(package),
            (info.nextScheduleTime ?? device.clock.wallTime) <= device.clock.wallTime
        {
            // QuotaController holds the app's due jobs until its bucket's quota has room again.
            unmet = "quota(until \(device.clock.localDateTime(at: until)))"
        } else {
            unmet = info.state == .enqueued ? info.constraints.firstUnmet(in: device.conditions)?.name : nil
        }
    }

    var text: String {
        var fields = [
            "\(info.id) \(package) \(info.workerClassName)", "state=\(info.state)", "attempts=\(info.runAttemptCount)",
        ]
        if let name = info.uniqueName { fields.append("name=\(name)") }
        if !info.tags.isEmpty { fields.append("tags=\(info.tags.joined(separator: ","))") }
        if let period = info.repeatInterval { fields.append("every=\(period) periods=\(info.periodCount)") }
        if info.state == .enqueued { fields.append("next=\(nextRun)") }
        fields.append("constraints=\(info.constraints)")
        if let unmet { fields.append("waiting-for=\(unmet)") }
        fields.append("bucket=\(bucket.rawValue)")
        if info.stopReason != .notStopped { fields.append("stopReason=\(info.stopReason.name)") }
        return fields.joined(separator: " ")
    }

    var json: String {
        var members: [(String, String)] = [
            ("attempts", String(info.runAttemptCount)), ("bucket", jsonString(bucket.rawValue)),
            ("constraints", jsonString(info.constraints.description)),
            ("generation", String(info.generation)), ("id", jsonString(info.id.description)),
            ("nextRun", jsonString(nextRun)), ("package", jsonString(package)),
            ("periodCount", String(info.periodCount)),
            ("state", jsonString(info.state.rawValue)), ("stopReason", jsonString(info.stopReason.name)),
            ("tags", "[" + info.tags.map(jsonString).joined(separator: ",") + "]"),
            ("worker", jsonString(info.workerClassName)),
        ]
        members.append(("uniqueName", info.uniqueName.map(jsonString) ?? "null"))
        members.append(("repeatInterval", info.repeatInterval.map { jsonString($0.description) } ?? "null"))
        members.append(("waitingFor", unmet.map(jsonString) ?? "null"))
        return "{" + members.sorted { $0.0 < $1.0 }.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }
}
