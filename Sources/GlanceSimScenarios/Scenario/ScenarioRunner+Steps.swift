import GlanceSim
public import GlanceSimFormats
import GlanceSimInterpreter

extension ScenarioRunner {
    /// Runs one step; returns a verdict for checks.
    func perform(_ step: ScenarioStep) throws -> ScenarioReport.Verdict? {
        let location = step.location
        if case .device = step.action {
        } else if !started {
            started = true
            announceDozeParameters()
        }
        switch step.action {
        case .device(let zone, let time, let sdk, let debuggable, let doze):
            try configureDevice(zone: zone, time: time, sdk: sdk, debuggable: debuggable, at: location)
            if let doze { try chooseDozeParameters(doze, at: location) }
        case .install(let folder, let options):
            let path = resolve(folder)
            let manifest: AppManifest
            do {
                manifest = try loadApp(path, options)
            } catch {
                throw error.installing(folder, at: location)
            }
            try device.install(manifest)
            appSources[manifest.packageName] = AppSource(folder: path, options: options)
            lastPackage = manifest.packageName
            if !installedFolders.contains(path) { installedFolders.append(path) }
        case .addWidget(let provider, let alias, let cells, let size):
            let component = try providerComponent(provider, at: location)
            let id: Int32
            if let size {
                id = try device.addWidget(component, sizes: [size])
            } else {
                id = try device.addWidget(component, cells: cells)
            }
            if let alias { aliases[alias] = id }
            widgetPackages[id] = component.packageName
        case .removeWidget(let reference):
            try device.removeWidget(widgetID(reference, at: location))
        case .resizeWidget(let reference, let cells, let size):
            let id = try widgetID(reference, at: location)
            if let cells {
                try device.resizeWidget(id, cells: cells)
            } else if let size {
                try device.resizeWidget(id, to: [size])
            }
        case .configureWidget(let reference, let accepted):
            try device.finishWidgetConfiguration(widgetID(reference, at: location), accepted: accepted)
        case .appAction(let name, let package, let widget, let parameters):
            guard let package = package ?? lastPackage else {
                throw FormatError(.missing, at: location, "'app do' needs an installed app: install one first")
            }
            var bundle = AndroidBundle()
            for (key, value) in parameters { bundle[key] = value }
            try device.runAppAction(
                name, of: package, parameters: bundle,
                appWidgetId: try widget.map { reference throws(FormatError) in
                    try widgetID(reference, at: location)
                })
        case .openApp(let package): try device.openApp(package)
        case .standbyBucket(let package, let bucket): try device.setStandbyBucket(bucket, of: package)
        case .exactAlarms(let package, let allowed): try device.setExactAlarmsAllowed(allowed, for: package)
        case .advance(let duration):
            try advanceMonitored(by: duration, at: location)
        case .advanceTo(let text):
            let target = device.clock.instant(atWallTime: try wallTime(text, at: location))
            guard target >= device.now else {
                throw FormatError(
                    .invalidValue, at: location,
                    "cannot advance to '\(text)': it is before the device's time \(device.clock.localDateTime)")
            }
            try advanceMonitored(to: target, at: location)
        case .runUntilIdle(let maxEvents):
            try device.runUntilIdle(maxEvents: maxEvents)
        case .runUntilWork(let name, let state, let within):
            return try runUntilWork(name, state: state, within: within, at: location)
        case .broadcast(
            let action, let package, let component, let sender, let extras, let data, let categories, let flags):
            var intent = Intent(
                action: action, data: data.map(URI.init), categories: categories, package: package, flags: flags)
            if let component {
                guard let name = ComponentName(shortString: component) else {
                    throw FormatError(
                        .invalidValue, at: location, "'\(component)' is not a component like com.example/.Receiver")
                }
                intent.component = name
            }
            for (key, value) in extras { intent.extras[key] = value }
            try device.sendBroadcast(intent, as: broadcastSender(sender))
        case .click(let reference, let selector):
            try device.click(widgetID(reference, at: location), on: selector)
        case .setCondition(let change):
            apply(change)
        case .peek:
            device.peek()
        case .doze(let command):
            runDoze(command)
        case .setTime(let text):
            device.setWallTime(try wallTime(text, at: location))
        case .setZone(let id):
            device.setTimeZone(try zone(id, at: location))
        case .kill(let package):
            try device.kill(package)
        case .reboot:
            try device.reboot()
        case .powerLoss:
            device.powerLoss()
        case .work(let command, let target):
            try workCommand(command, target: target, at: location)
        case .save:
            break
        case .invariants(let invariants):
            watchInvariants(invariants)
        case .expect(let expectation):
            return try check(expectation, at: location)
        }
        return nil
    }

    private func configureDevice(
        zone: String?, time: String?, sdk: Int?, debuggable: Bool?, at location: SourceLocation
    )
        throws(FormatError)
    {
        guard !started else {
            throw FormatError(.invalidValue, at: location, "'device' settings must come before every other step")
        }
        let rules = try zone.map { id throws(FormatError) in try self.zone(id, at: location) } ?? device.clock.timeZone
        let wall =
            try time.map { text throws(FormatError) in try wallTime(text, zone: rules, at: location) }
            ?? device.clock.wallTime
        let sdkInt = sdk ?? device.sdkInt
        let isDebuggable = debuggable ?? device.isDebuggableBuild
        log?.reset()
        keptCallbacks = WidgetCallbackRuns()
        keptObservations = ExploreObservations()
        fedCallbackRecords = 0
        device = Device(wallTime: wall, timeZone: rules, traceMode: deviceTraceMode)
        device.sdkInt = sdkInt
        device.isDebuggableBuild = isDebuggable
    }

    func zone(_ id: String, at location: SourceLocation) throws(FormatError) -> TimeZoneRules {
        guard let rules = TimeZoneRules(identifier: id) else {
            throw FormatError(.invalidValue, at: location, "unknown time zone '\(id)'")
        }
        return rules
    }

    func wallTime(_ text: String, zone: TimeZoneRules? = nil, at location: SourceLocation) throws(FormatError)
        -> WallTime
    {
        let wall: WallTime
        do {
            wall = try InstantSyntax.parseWallTime(text[...], zone: zone ?? device.clock.timeZone)
        } catch {
            throw FormatError(.invalidValue, at: location, error.message)
        }
        let settable = DeviceClock.settableRange
        guard settable.contains(wall) else {
            throw FormatError(
                .invalidValue, at: location,
                "'\(text)' is outside the wall times an Android clock can be set to (\(settable.lowerBound) up to "
                    + "\(settable.upperBound)): the kernel's settimeofday refuses it")
        }
        return wall
    }

    private func broadcastSender(_ text: String) -> BroadcastSender {
        switch text {
        case "system": return .system
        case "shell": return .shell
        default: return .app(text)
        }
    }

    private func apply(_ change: ConditionChange) {
        switch change {
        case .network(let state): device.setNetwork(state)
        case .charging(let on): device.setCharging(on)
        case .battery(let level): device.setBatteryLevel(level)
        case .idle(let on): device.setDeviceIdle(on)
        case .storageLow(let low): device.setStorageLow(low)
        case .screen(let on): device.setScreenOn(on)
        case .moving(let moving): device.setMoving(moving)
        case .batterySaver(let on): device.setBatterySaver(on)
        }
    }

    /// A provider named relative to the last installed app (`.ClockReceiver`) or in full (`pkg/.Cls`).
    func providerComponent(_ name: String, at location: SourceLocation) throws(FormatError) -> ComponentName {
        let component: ComponentName?
        if name.contains("/") {
            component = ComponentName(shortString: name)
        } else if let package = lastPackage {
            component = ComponentName(packageName: package, className: name)
        } else {
            throw FormatError(.missing, at: location, "install an app before adding its widgets")
        }
        guard let component, device.appWidgetProviders.contains(component) else {
            let known = device.appWidgetProviders.map(\.shortString)
            let shortKnown = known.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
            let hint = EditDistance.suggestion(for: name, among: name.contains("/") ? known : shortKnown)
            throw FormatError(
                .unresolved, at: location,
                "'\(name)' is not an installed widget provider"
                    + (hint.map { "; did you mean '\($0)'?" }
                        ?? (known.isEmpty ? "" : "; providers: " + known.map { "'\($0)'" }.joined(separator: ", "))))
        }
        return component
    }

    /// The widget a command-line argument names: an alias or an id.
    public func widgetID(named name: String) throws(FormatError) -> Int32 {
        try widgetID(Int32(name).map(WidgetReference.id) ?? .alias(name), at: .file("<widget>"))
    }

    /// The aliases given with `add widget … as NAME`.
    public var widgetAliases: [String: Int32] { aliases }

    func widgetID(_ reference: WidgetReference, at location: SourceLocation) throws(FormatError) -> Int32 {
        switch reference {
        case .id(let id):
            return id
        case .alias(let name):
            guard let id = aliases[name] else {
                let hint = EditDistance.suggestion(for: name, among: aliases.keys.sorted())
                throw FormatError(
                    .unresolved, at: location,
                    "no widget is called '\(name)'" + (hint.map { "; did you mean '\($0)'?" } ?? "")
                        + (aliases.isEmpty
                            ? "; name widgets with 'add widget … as NAME'"
                            : "; widgets: \(Self.listed(aliases.keys.sorted()))"))
            }
            return id
        }
    }
}
