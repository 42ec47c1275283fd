/// What the process table and app code record: the typed payload of `process.*`, `app.*`, `activity.start`
/// and `service.start` trace records.
///
/// ```swift
/// let pids = device.trace.records.compactMap { record -> Int? in
///     guard case .process(.start(_, let pid, _)) = record.event else { return nil }
///     return pid
/// }
/// ```
public enum ProcessTraceEvent: TracePayload {
    /// An app process started (`process.start`).
    case start(package: String, pid: Int, cause: ProcessStartCause)
    /// An app process ended (`process.death`), taking this many runtime receivers with it.
    case death(package: String, pid: Int, reason: ProcessDeathReason, receiversGone: Int)
    /// App code threw (`app.crash`): the error's description and where it was thrown. The process dies next.
    case crash(package: String, error: String, site: CrashSite)
    /// An app did something Android only logs (`app.warning`): `source` names who (a receiver, a package, a
    /// work item) as the record's subject, `message` says what.
    case warning(package: String, source: String, message: String)
    /// App code wrote a log line (`app.log`).
    case log(package: String, message: String)
    /// An app was installed (`app.install`).
    case install(package: String, targetSdkVersion: Int, receiverCount: Int)
    /// An installed app was replaced by a new version (`app.install`).
    case replace(package: String, targetSdkVersion: Int)
    /// An activity or a service was started by `caller` (`activity.start`, `service.start`).
    case componentStart(StartedComponent, intent: Intent, caller: String)
    /// The app's own code ran the named action (`app.action`), with its parameters and the widget it is for.
    case action(package: String, name: String, parameters: AndroidBundle, appWidgetId: Int32?)

    public var kind: TraceKind {
        switch self {
        case .start: return .processStart
        case .death: return .processDeath
        case .crash: return .appCrash
        case .warning: return .appWarning
        case .log: return .appLog
        case .install, .replace: return .appInstall
        case .componentStart(.activity, _, _): return .activityStart
        case .componentStart(.service, _, _): return .serviceStart
        case .action: return .appAction
        }
    }

    public var subject: String {
        switch self {
        case .warning(_, let source, _): return source
        case .componentStart(_, let intent, let caller):
            return intent.component?.shortString ?? Self.targetPackage(of: intent, caller: caller)
        case .start, .death, .crash, .log, .install, .replace, .action: return package
        }
    }

    public var details: String {
        switch self {
        case .start(_, let pid, let cause): return "pid \(pid) for \(cause)"
        case .death(_, let pid, let reason, let gone):
            return "pid \(pid) \(reason)" + (gone > 0 ? ", \(gone) runtime receiver(s) gone" : "")
        case .crash(_, let error, let site): return "\(error) in \(site)"
        case .warning(_, _, let message), .log(_, let message): return message
        case .install(_, let target, let receivers): return "targetSdk \(target), \(receivers) receiver(s)"
        case .replace(_, let target): return "replaced, targetSdk \(target)"
        case .componentStart(_, let intent, let caller): return "\(intent) from \(caller)"
        case .action(_, let name, let parameters, let appWidgetId):
            return name + (parameters.isEmpty ? "" : " \(parameters)")
                + (appWidgetId.map { " for widget \($0)" } ?? "")
        }
    }

    /// The app the record concerns (for a started component, the app it starts in).
    public var packageName: String? { package }

    private var package: String {
        switch self {
        case .start(let package, _, _), .death(let package, _, _, _), .crash(let package, _, _),
            .warning(let package, _, _), .log(let package, _), .install(let package, _, _), .replace(let package, _),
            .action(let package, _, _, _):
            return package
        case .componentStart(_, let intent, let caller): return Self.targetPackage(of: intent, caller: caller)
        }
    }

    /// The package an activity or service intent starts in: its component's, its package, or the caller's own.
    static func targetPackage(of intent: Intent, caller: String) -> String {
        intent.component?.packageName ?? intent.package ?? caller
    }
}

/// Why a process started: ActivityManagerService's `HostingRecord`, as the `process.start` record says it.
///
/// ```swift
/// if case .process(.start(_, _, .broadcast(let action, let receiver))) = record.event { print(action, receiver) }
/// ```
public enum ProcessStartCause: Hashable, Sendable, CustomStringConvertible {
    /// The app was launched (``Device/startProcess(_:)``).
    case launch
    /// A broadcast to one of the app's manifest receivers.
    case broadcast(action: String?, receiver: ComponentName)
    /// App code registered a receiver while the process was not running.
    case registerReceiver
    /// App code asked for its in-memory objects (``AppContext/processMemory``).
    case appCode
    /// An activity of the app was started.
    case activity
    /// A service of the app was started.
    case service
    /// Another subsystem's reason, in its words (Glance, WorkManager).
    case described(String)

    public var description: String {
        switch self {
        case .launch: return "launch"
        case .broadcast(let action, let receiver): return "broadcast \(action ?? "-") to \(receiver.shortString)"
        case .registerReceiver: return "registerReceiver"
        case .appCode: return "app code"
        case .activity: return "activity"
        case .service: return "service"
        case .described(let text): return text
        }
    }
}

/// Why a process ended, as the `process.death` record says it.
///
/// ```swift
/// if case .process(.death(_, _, .crashed, _)) = record.event { print("crashed") }
/// ```
public enum ProcessDeathReason: String, Hashable, Sendable, CustomStringConvertible {
    /// Killed from outside (``Device/kill(_:)``, the low-memory killer, `am kill`).
    case killed
    /// App code threw.
    case crashed
    /// The device rebooted.
    case reboot
    /// The app was replaced by a new version.
    case packageReplaced = "package replaced"
    /// The user turned the app's exact-alarm permission off (`killUid(…, "schedule_exact_alarm revoked")`).
    case exactAlarmPermissionRevoked = "exact-alarm permission revoked"

    public var description: String { rawValue }
}

/// Where app code threw, as the `app.crash` record says it.
///
/// ```swift
/// if case .process(.crash(_, let error, .applicationOnCreate)) = record.event { print(error) }
/// ```
public enum CrashSite: Hashable, Sendable, CustomStringConvertible {
    /// `Application.onCreate`, while the process started.
    case applicationOnCreate
    /// A receiver's `onReceive`.
    case onReceive(ReceiverIdentity)
    /// One of the app's own actions (``Device/runAppAction(_:of:parameters:appWidgetId:)``).
    case appAction(String)
    /// A call of a widget collection's factory (``RemoteViewsFactory``), named as `getViewAt(2)`.
    case remoteViewsFactory(ComponentName, String)

    public var description: String {
        switch self {
        case .applicationOnCreate: return "Application.onCreate"
        case .onReceive(let receiver): return "\(receiver).onReceive"
        case .appAction(let name): return "app action '\(name)'"
        case .remoteViewsFactory(let service, let call): return "\(service.shortString) factory.\(call)"
        }
    }
}

/// The kind of component a `componentStart` record started.
///
/// ```swift
/// if case .process(.componentStart(.activity, let intent, _)) = record.event { print(intent) }
/// ```
public enum StartedComponent: Hashable, Sendable {
    /// `Context.startActivity`.
    case activity
    /// `Context.startService`.
    case service
}
