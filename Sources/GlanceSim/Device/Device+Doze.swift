/// Doze on the device: where it is, the parameters it runs with, and the commands `adb shell dumpsys deviceidle`
/// gives a developer. See the Power management article.
extension Device {
    /// Where Doze is now: deep and light state, whether it is forced, the next steps.
    ///
    /// ```swift
    /// device.setScreenOn(false)
    /// try device.advance(by: .hours(1) + .minutes(1))
    /// print(device.doze.deep)   // IDLE
    /// ```
    public var doze: DozeStatus { deviceIdleController.status }

    /// The Doze constants in force (``DozeParameters/aosp`` by default). Set them before the first step of time;
    /// a change applies from the next Doze timer on.
    ///
    /// ```swift
    /// device.dozeParameters = .off   // AOSP's config_enableAutoPowerModes=false: no Doze unless forced
    /// ```
    public var dozeParameters: DozeParameters {
        get { deviceIdleController.parameters }
        set {
            // Recorded under the number of what ran last (no direct call of its own): set before the first step,
            // the record is #0 and every later record keeps its number.
            deviceIdleController.parameters = newValue
            record(.dozeParameters, .doze(.parameters(newValue)))
            deviceIdleController.conditionsChanged(reason: .noActivity)
            appStandbyController.enabledChanged()
        }
    }

    /// `dumpsys deviceidle force-idle [deep|light]`: Doze idles now, whatever the screen and the charger, and stays
    /// held (``DozeStatus/isForced``) until ``unforceDeviceIdle()``; its timers go on (maintenance windows come).
    ///
    /// ```swift
    /// device.forceDeviceIdle(deep: true)
    /// print(device.doze.deep)   // IDLE
    /// ```
    public func forceDeviceIdle(deep: Bool) {
        _ = beginDirectCall()
        deviceIdleController.forceIdle(deep: deep)
    }

    /// `dumpsys deviceidle step [deep|light]`: one step of a Doze machine, as if its timer went off now.
    ///
    /// ```swift
    /// device.stepDeviceIdle(deep: true)   // INACTIVE → IDLE_PENDING
    /// ```
    public func stepDeviceIdle(deep: Bool) {
        _ = beginDirectCall()
        deviceIdleController.step(deep: deep)
    }

    /// `dumpsys deviceidle unforce`: Doze follows the screen and the charger again (ACTIVE at once if the screen
    /// is on and unlocked or the device charges).
    ///
    /// ```swift
    /// device.unforceDeviceIdle()
    /// ```
    public func unforceDeviceIdle() {
        _ = beginDirectCall()
        deviceIdleController.unforce()
    }

    /// `dumpsys deviceidle whitelist +PACKAGE` / `-PACKAGE` — the user's "Don't optimize" in battery settings:
    /// Doze does not restrict an allowlisted app. Its jobs run and its network stays on in Doze
    /// (DeviceIdleJobsController.java:202-222, NetworkPolicyManagerService's allowlist), and the alarms it sets while
    /// allowlisted go off in Doze with no quota (FLAG_ALLOW_WHILE_IDLE_UNRESTRICTED, AlarmManagerService.java:2893-2899).
    ///
    /// ```swift
    /// device.setPowerSaveAllowlisted("com.example.weather", true)
    /// ```
    public func setPowerSaveAllowlisted(_ packageName: String, _ allowlisted: Bool) {
        let call = beginDirectCall()
        guard deviceIdleController.setAllowlisted(packageName, allowlisted) else { return }
        _ = call
        record(.deviceCondition, .device(.powerSaveAllowlist(package: packageName, allowlisted: allowlisted)))
        jobScheduler.allowlistChanged(packageName)
    }

    /// Whether the app is on the power-save allowlist (``setPowerSaveAllowlisted(_:_:)``).
    public func isPowerSaveAllowlisted(_ packageName: String) -> Bool {
        deviceIdleController.isAllowlisted(packageName)
    }

    /// Whether power management cuts `package`'s network now (NetworkPolicyManagerService's DOZE and POWERSAVE
    /// chains, :5444-5475): while Doze restricts apps or battery saver is on, for every app but an allowlisted one,
    /// one an alarm's delivery put on the temporary allowlist (10 s, NetworkPolicyManagerService.java:4729-4736) or
    /// one running an expedited job (JobScheduler lifts the block for it, ConnectivityController.java:111-126).
    func powerBlocksNetwork(of package: String) -> Bool {
        conditions.restrictsBackground && !deviceIdleController.isAllowlisted(package)
            && !deviceIdleController.isTempAllowlisted(package)
            && !jobScheduler.runsExpeditedJob(of: package)
    }
}
