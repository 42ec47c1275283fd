extension Device {
    func registerReceiver(
        _ receiver: any BroadcastReceiver,
        _ filter: IntentFilter,
        flags: ReceiverExportFlags,
        permission: String?,
        app: InstalledApp
    ) throws {
        if flags.contains(.exported) && flags.contains(.notExported) {
            throw AndroidException.illegalArgument(
                "Receiver can't specify both RECEIVER_EXPORTED and RECEIVER_NOT_EXPORTED flag")
        }
        let onlySystemActions = filter.actions.allSatisfy { BroadcastPolicy.systemOnlyActions.contains($0) }
        if flags.isEmpty && !onlySystemActions && app.manifest.targetSdkVersion >= 34 {
            // ActivityManagerService.registerReceiverWithFeature, Android 14 (android.md §3.5).
            throw AndroidException.security(
                "\(app.packageName): One of RECEIVER_EXPORTED or RECEIVER_NOT_EXPORTED should be specified "
                    + "when a receiver isn't being registered exclusively for system broadcasts")
        }
        beginDirectCall()
        ensureProcess(app, cause: "registerReceiver")
        let number = nextRegistrationNumber
        let label = { "\(app.packageName)/\(receiver.receiverName)#\(number)" }
        let registration = RuntimeRegistration(
            number: number, package: app.packageName, app: app,
            context: ReceiverContext(
                device: self, packageName: app.packageName, restricted: false, result: nil, receiverLabel: label,
                app: app),
            receiver: receiver, filter: filter, exported: !flags.contains(.notExported), permission: permission)
        nextRegistrationNumber += 1
        registrations.append(registration)
        record(
            .receiverRegister, registration.label,
            "actions [\(filter.actions.joined(separator: ", "))]"
                + (registration.exported ? "" : " not exported")
                + (filter.priority != 0 ? " priority \(filter.priority)" : ""))
    }

    func unregisterReceiver(_ receiver: any BroadcastReceiver, app: InstalledApp) throws {
        let identity = ObjectIdentifier(receiver)
        let matching = registrations.filter {
            ObjectIdentifier($0.receiver) == identity && $0.package == app.packageName
        }
        guard !matching.isEmpty else {
            throw AndroidException.illegalArgument("Receiver not registered: \(type(of: receiver))")
        }
        beginDirectCall()
        registrations.removeAll { ObjectIdentifier($0.receiver) == identity && $0.package == app.packageName }
        for registration in matching { record(.receiverUnregister, registration.label) }
    }

    /// The runtime receivers registered now, in registration order.
    public func registeredReceivers(of packageName: String? = nil) -> [RegisteredReceiverInfo] {
        registrations.filter { packageName == nil || $0.package == packageName }.map {
            RegisteredReceiverInfo(
                package: $0.package, receiverType: $0.receiver.receiverName,
                registrationNumber: $0.number, filter: $0.filter, exported: $0.exported, permission: $0.permission)
        }
    }
}

/// A snapshot of one runtime registration, for inspection and expectations.
public struct RegisteredReceiverInfo: Hashable, Sendable, CustomStringConvertible {
    /// The registering app.
    public var package: String
    /// The receiver's name (``BroadcastReceiver/receiverName``: its Swift type unless it says otherwise).
    public var receiverType: String
    /// Counts up from 1 across the device; orders registrations.
    public var registrationNumber: Int
    /// The filter it was registered with.
    public var filter: IntentFilter
    /// Whether other apps' broadcasts reach it.
    public var exported: Bool
    /// The permission a sender must hold, if any.
    public var permission: String?

    public var description: String {
        "\(package)/\(receiverType)#\(registrationNumber) [\(filter.actions.joined(separator: ", "))]"
    }
}
