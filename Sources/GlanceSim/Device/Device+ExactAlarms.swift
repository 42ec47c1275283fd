/// The exact-alarm permission on the device: what the platform grants by API level (``ExactAlarmPermission``) and the
/// user's Settings › Apps › Special app access › Alarms & reminders switch.
extension Device {
    /// Whether the app may set exact alarms now, and why.
    ///
    /// ```swift
    /// print(try device.exactAlarmPermission(of: "com.example.clock"))   // deniedByDefault
    /// ```
    /// - Throws: ``SimulationError/Code/unknownPackage``.
    public func exactAlarmPermission(of packageName: String) throws(SimulationError) -> ExactAlarmPermission {
        exactAlarmPermission(of: try processTable.installedApp(packageName))
    }

    func exactAlarmPermission(of app: InstalledApp) -> ExactAlarmPermission {
        ExactAlarmPermission.grant(
            deviceSdk: sdkInt, targetSdk: app.manifest.targetSdkVersion, permissions: app.manifest.usesPermissions,
            userChoice: alarmManagerService.exactAlarmChoices[app.packageName],
            allowlisted: deviceIdleController.isAllowlisted(app.packageName))
    }

    /// The user turns Alarms & reminders on or off for the app (the app op `OP_SCHEDULE_EXACT_ALARM`; Settings shows the
    /// switch only for apps that declare `SCHEDULE_EXACT_ALARM`). Allowing sends
    /// `ACTION_SCHEDULE_EXACT_ALARM_PERMISSION_STATE_CHANGED` to the app (explicit, foreground); revoking removes
    /// every exact alarm the app set and kills it (AlarmManagerService.java `handleChangesToExactAlarmDenyList`,
    /// `removeExactAlarmsOnPermissionRevoked`). A change that does not change whether the app may set exact alarms
    /// sends and removes nothing.
    ///
    /// ```swift
    /// try device.setExactAlarmsAllowed(true, for: "com.example.clock")
    /// ```
    /// - Throws: ``SimulationError/Code/unknownPackage``; ``SimulationError/Code/invalidArgument`` when the app does
    ///   not declare `SCHEDULE_EXACT_ALARM` (there is no switch to turn).
    public func setExactAlarmsAllowed(_ allowed: Bool, for packageName: String) throws(SimulationError) {
        let app = try processTable.installedApp(packageName)
        guard app.manifest.usesPermissions.contains(ExactAlarmPermission.schedule) else {
            throw SimulationError(
                .invalidArgument,
                "'\(packageName)' does not declare \(ExactAlarmPermission.schedule): Settings shows it no Alarms & "
                    + "reminders switch")
        }
        let call = beginDirectCall()
        let before = exactAlarmPermission(of: app).allowsExactAlarms
        alarmManagerService.exactAlarmChoices[packageName] = allowed
        let after = exactAlarmPermission(of: app).allowsExactAlarms
        guard before != after else { return }
        if after {
            broadcastQueue.sendSystemBroadcast(
                Intent(
                    action: ExactAlarmPermission.stateChangedAction, package: packageName,
                    flags: [.receiverRegisteredOnlyBeforeBoot, .receiverForeground, .receiverReplacePending]))
        } else {
            alarmManagerService.removeExactAlarms(of: packageName)
            _ = call
            if app.process != nil { processTable.killProcess(app, reason: .exactAlarmPermissionRevoked) }
        }
    }
}
