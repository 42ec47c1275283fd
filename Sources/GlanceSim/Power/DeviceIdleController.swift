/// The system's Doze owner: Android's `DeviceIdleController` (frameworks/base
/// `apex/jobscheduler/service/java/com/android/server/DeviceIdleController.java`, Android 14).
///
/// It runs deep Doze (ACTIVE → INACTIVE → IDLE_PENDING → SENSING → LOCATING → IDLE ⇄ IDLE_MAINTENANCE) and light
/// Doze (ACTIVE → INACTIVE → IDLE ⇄ IDLE_MAINTENANCE, OVERRIDE while deep is IDLE) from the screen, the keyguard,
/// the charger and motion, with timers of its own on the device's queue (system alarms, which fire in Doze). It
/// tells its peers what changed: AlarmManagerService the idle-until time, JobScheduler and the network whether
/// apps are restricted, Glance when the device went idle. ``DozeParameters`` holds its constants.
///
/// GlanceSim's choices where Android leaves a point open (documented in the Power management article):
/// a window timer (`setWindow` with `flex_time_short`) goes off at ``Device/inexactAlarmPoint`` of its window, as
/// other inexact alarms do; the motion detector answers at once (still, unless ``DeviceConditions/isMoving``); no
/// location fix comes, so LOCATING lasts `locating_to`.
///
/// ```swift
/// device.setScreenOn(false)                       // INACTIVE, light INACTIVE
/// try device.advance(by: .hours(2))
/// print(device.doze.deep)                         // IDLE
/// ```
final class DeviceIdleController {
    /// What one of the controller's queue events does.
    enum Event {
        /// Deep Doze's timer (`mNextAlarmTime`): step the deep machine.
        case deepTimer
        /// Light Doze's timer (`mNextLightAlarmTime`): step the light machine.
        case lightTimer
        /// A maintenance window's minimum time after its idle-off broadcast is over (`MSG_FINISH_IDLE_OP`).
        case maintenanceOpsDone
    }

    /// The constants in force.
    var parameters = DozeParameters.aosp
    private(set) var deep = DeepDozeState.active
    private(set) var light = LightDozeState.active
    /// `mForceIdle`: set by `force-idle`; the screen and the charger do not end Doze while it holds.
    private(set) var isForced = false
    private var deepEvent: EventID?
    private var lightEvent: EventID?
    private var opsEvent: EventID?
    /// `mInactiveTimeout`: INACTIVE's timer, `motion_inactive_to` after significant motion.
    private var inactiveTimeout: Int64 = DozeParameters.aosp.inactiveTimeout
    /// `mNextIdlePendingDelay`, `mNextIdleDelay`: the next deep maintenance window's and idle period's lengths.
    private var nextIdlePendingDelay: Int64 = 0
    private var nextIdleDelay: Int64 = 0
    /// `mNextLightIdleDelay`, `mNextLightIdleDelayFlex`, `mCurLightIdleBudget`, `mMaintenanceStartTime`.
    private var nextLightIdleDelay: Int64 = 0
    private var nextLightIdleDelayFlex: Int64 = 0
    private var currentLightIdleBudget: Int64 = 0
    private var maintenanceStart: Int64 = 0
    /// The idle-until time deep IDLE asked for (elapsed ms), before an alarm clock moved it
    /// (`restoreRequestedTime`, AlarmManagerService.java:2412-2414).
    private var requestedIdleUntil: Int64 = 0
    /// `mActiveIdleOpCount > 0`: the idle-off broadcast's operation is still held.
    private var idleOpActive = false
    /// `mQuickDozeActivated`: battery saver is on, so Doze skips the motion and location checks.
    private var quickDozeActivated = false
    /// `mQuickDozeActivatedWhileIdling`: battery saver came on in deep IDLE or its maintenance window, so motion
    /// still ends Doze.
    private var quickDozeActivatedWhileIdling = false
    /// The user's power-save allowlist ("not optimized" in battery settings; `dumpsys deviceidle whitelist`): apps
    /// Doze does not restrict. Sorted.
    private(set) var allowlist: [String] = []
    /// The temporary allowlist (`addPowerSaveTempWhitelistApp`): apps an alarm's delivery lets through Doze's and
    /// battery saver's network block until the instant given (one entry per app, kept once past, so reading it
    /// changes nothing).
    private var tempAllowlistUntil: [String: SimInstant] = [:]
    /// PowerManager's deep and light idle modes as last reported to the peers.
    private var reportedDeepIdle = false
    private var reportedLightIdle = false
    /// The idle-until time last told to AlarmManagerService.
    private var reportedIdleUntil: SimInstant?

    /// What every owner shares, and the peers this one calls (set once by `connect`). The device owns them all and
    /// outlives them, so the references skip the reference-count check (see "How the device is built").
    unowned(unsafe) let core: DeviceCore
    private(set) unowned(unsafe) var alarmManagerService: AlarmManagerService!
    private(set) unowned(unsafe) var broadcastQueue: BroadcastQueue!
    private(set) unowned(unsafe) var glance: GlanceRuntime!
    private(set) unowned(unsafe) var jobScheduler: JobScheduler!
    private(set) unowned(unsafe) var processTable: ProcessTable!

    init(core: DeviceCore) {
        self.core = core
    }

    /// Hands it the peers it calls (`Device`, once, after making every owner).
    func connect(
        alarmManagerService: AlarmManagerService, broadcastQueue: BroadcastQueue, glance: GlanceRuntime,
        jobScheduler: JobScheduler, processTable: ProcessTable
    ) {
        self.alarmManagerService = alarmManagerService
        self.broadcastQueue = broadcastQueue
        self.glance = glance
        self.jobScheduler = jobScheduler
        self.processTable = processTable
    }

    /// Where Doze is now.
    var status: DozeStatus {
        DozeStatus(
            deep: deep, light: light, isForced: isForced, nextDeepStep: deadline(deepEvent),
            nextLightStep: deadline(lightEvent))
    }

    /// How many of its events are pending: they recur by themselves, so ``Device/runUntilIdle(maxEvents:)`` does
    /// not wait for them.
    var pendingEventCount: Int {
        (deadline(deepEvent) == nil ? 0 : 1) + (deadline(lightEvent) == nil ? 0 : 1)
            + (deadline(opsEvent) == nil ? 0 : 1)
    }

    private var nowElapsed: Int64 { core.clock.elapsedRealtime.milliseconds }

    private func deadline(_ event: EventID?) -> SimInstant? {
        event.flatMap { core.loop.queue.deadline(of: $0) }
    }

    /// Runs one of the controller's queue events.
    func handle(_ event: Event) {
        switch event {
        case .deepTimer:
            deepEvent = nil
            stepIdleState(.timer)
        case .lightTimer:
            lightEvent = nil
            stepLightIdleState(.timer)
        case .maintenanceOpsDone:
            opsEvent = nil
            idleOpActive = false
            exitMaintenanceEarlyIfNeeded()
        }
    }

    /// A queued event in the trace's words.
    func describe(_ event: Event) -> String {
        switch event {
        case .deepTimer: "doze deep \(deep)"
        case .lightTimer: "doze light \(light)"
        case .maintenanceOpsDone: "doze maintenance ops done"
        }
    }

    // MARK: - The device's news

    /// The screen, keyguard or charger changed (`updateInteractivityLocked`, `keyguardShowingLocked`,
    /// `updateChargingLocked`, DeviceIdleController.java:3466-3508, 3557-3608): an unlocked screen or the charger
    /// ends Doze unless it is forced; screen off (or locked) and unplugged starts it. With auto power modes off
    /// (the `off` parameters, which may have just been chosen) Doze ends unless forced.
    func conditionsChanged(reason: DozeReason) {
        guard !isForced else { return }
        if blocksInactive || !parameters.autoPowerModes {
            becomeActive(reason)
        } else {
            becomeInactiveIfAppropriate()
        }
    }

    /// Whether the screen or charger keeps Doze from starting: charging, or the screen on and unlocked (on while
    /// locked counts only when `wait_for_unlock` is off) — `becomeInactiveIfAppropriateLocked`'s test.
    private var blocksInactive: Bool {
        let conditions = core.conditions
        let screenBlocks = conditions.isScreenOn && (!parameters.waitForUnlock || !conditions.isLocked)
        return conditions.isCharging || screenBlocks
    }

    /// Significant motion (`handleMotionDetectedLocked`, DeviceIdleController.java:4144-4172): deep Doze, once past
    /// INACTIVE (the significant-motion listener is armed from IDLE_PENDING on, :3917), starts over at INACTIVE with
    /// `motion_inactive_to`; light Doze starts over only if it was OVERRIDE (deep IDLE or its maintenance window).
    func motionDetected() {
        // handleMotionDetectedLocked has no mForceIdle test: motion knocks even a forced Doze back to INACTIVE.
        guard parameters.autoPowerModes || isForced, deep != .active, deep != .inactive else { return }
        // Quick Doze ignores motion, unless it came on while already idling (:4154-4160).
        guard !quickDozeActivated || quickDozeActivatedWhileIdling else { return }
        handleMotion(timeout: parameters.motionInactiveTimeout)
    }

    /// `handleMotionDetectedLocked(timeout)`: deep to ACTIVE then INACTIVE with `timeout`; light reset only from
    /// OVERRIDE.
    private func handleMotion(timeout: Int64) {
        let becomeInactive = deep != .active || light == .override
        becomeActive(.motion, inactiveTimeout: timeout, changeLight: light == .override)
        if becomeInactive { becomeInactiveIfAppropriate() }
    }

    /// Battery saver went on or off (`updateQuickDozeFlagLocked`, :3531-3544): on, quick Doze starts at once if the
    /// screen is off and the device unplugged; off leaves deep Doze where it is until its next natural end.
    func batterySaverChanged(_ on: Bool) {
        quickDozeActivated = on
        quickDozeActivatedWhileIdling = on && (deep == .idle || deep == .idleMaintenance)
        if on { becomeInactiveIfAppropriate() }
    }

    /// The network came back: light Doze waiting for it goes to maintenance now (`updateConnectivityState`).
    func networkChanged() {
        guard light == .waitingForNetwork, core.conditions.network.isConnected else { return }
        stepLightIdleState(.timer)
    }

    /// An app has no job running any more (`setJobsActive(false)`): a maintenance window whose minimum time is
    /// over ends at once, in an event of its own (not inside JobScheduler's call).
    func jobsBecameInactive() {
        guard deep == .idleMaintenance || light == .idleMaintenance, !idleOpActive, opsEvent == nil else { return }
        arm(&opsEvent, 0, flex: 0, .maintenanceOpsDone)
    }

    /// A reboot: Doze starts over, ACTIVE, unforced, then follows the screen and the charger. Call it after the
    /// device's queue was emptied (its timers went with it).
    func deviceRebooted() {
        deepEvent = nil
        lightEvent = nil
        opsEvent = nil
        idleOpActive = false
        isForced = false
        tempAllowlistUntil = [:]
        // A new system server starts with both idle modes off and sends nothing.
        reportedDeepIdle = false
        reportedLightIdle = false
        reportedIdleUntil = nil
        setDozing(false)  // apps are no longer held (JobScheduler forgot its jobs with the reboot)
        if deep != .active { moveDeep(to: .active, .boot, until: nil) }
        if light != .active { moveLight(to: .active, .boot, until: nil) }
        inactiveTimeout = parameters.inactiveTimeout
        applyRestrictions()
        becomeInactiveIfAppropriate()
    }

    // MARK: - Commands (adb shell dumpsys deviceidle)

    /// Puts the app on the temporary allowlist for `duration` (an alarm's delivery, AlarmManagerService.java:912-923).
    func tempAllowlist(_ packageName: String, for duration: SimDuration) {
        tempAllowlistUntil[packageName] = core.now + duration
    }

    /// Whether the app is on the temporary allowlist now.
    func isTempAllowlisted(_ packageName: String) -> Bool {
        guard !tempAllowlistUntil.isEmpty, let until = tempAllowlistUntil[packageName] else { return false }
        return until > core.now
    }

    /// Whether the app is on the power-save allowlist.
    func isAllowlisted(_ packageName: String) -> Bool {
        !allowlist.isEmpty && allowlist.contains(packageName)
    }

    /// `whitelist +PACKAGE` / `-PACKAGE`: adds the app to the allowlist or takes it off. Returns whether it changed.
    func setAllowlisted(_ packageName: String, _ on: Bool) -> Bool {
        guard on != isAllowlisted(packageName) else { return false }
        if on {
            allowlist.insert(packageName, at: allowlist.firstIndex { $0 > packageName } ?? allowlist.endIndex)
        } else {
            allowlist.removeAll { $0 == packageName }
        }
        return true
    }

    /// `force-idle [deep|light]`: holds Doze (``DozeStatus/isForced``) and steps it to IDLE at once.
    func forceIdle(deep forceDeep: Bool) {
        isForced = true
        becomeInactiveIfAppropriate()
        // As `dumpsys deviceidle force-idle`: step until idle; a step that changes nothing (an alarm clock due
        // within min_time_to_alarm, API 22) ends forcing ("Unable to go deep idle", :4749-4761).
        if forceDeep {
            while deep != .idle {
                let before = deep
                stepIdleState(.shell)
                if deep == before { return unforce() }
            }
        } else {
            while light != .idle && light != .override {
                let before = light
                stepLightIdleState(.shell)
                if light == before { return unforce() }
            }
        }
    }

    /// `step [deep|light]`: one step of a machine, as its timer would make it.
    func step(deep stepDeep: Bool) {
        if stepDeep { stepIdleState(.shell) } else { stepLightIdleState(.shell) }
    }

    /// `unforce`: Doze follows the screen and the charger again (`exitForceIdleLocked`).
    func unforce() {
        guard isForced else { return }
        isForced = false
        // exitForceIdleLocked (:3735-3742): the screen on (locked or not) or the charger ends Doze.
        let conditions = core.conditions
        if conditions.isScreenOn || conditions.isCharging { becomeActive(.exitForce) }
    }

    // MARK: - The machines

    /// `becomeActiveLocked` (DeviceIdleController.java:3576-3608): deep back to ACTIVE with its timer cancelled and
    /// its idle ladder reset; light too unless `changeLight` is false (motion outside OVERRIDE).
    private func becomeActive(
        _ reason: DozeReason, inactiveTimeout timeout: Int64? = nil, changeLight: Bool = true
    ) {
        inactiveTimeout = timeout ?? parameters.inactiveTimeout
        guard deep != .active || (changeLight && light != .active) else { return }
        resetIdleManagement()
        if deep == .idleMaintenance || (changeLight && light == .idleMaintenance) { releaseIdleOp() }
        if deep != .active { moveDeep(to: .active, reason, until: nil) }
        if changeLight {
            resetLightIdleManagement()
            if light != .active { moveLight(to: .active, reason, until: nil) }
        }
        applyRestrictions()
    }

    private func releaseIdleOp() {
        disarm(&opsEvent)
        idleOpActive = false
    }

    /// `becomeInactiveIfAppropriateLocked` (DeviceIdleController.java:3643-3711): screen off (or locked) and
    /// unplugged — or forced — moves deep ACTIVE to INACTIVE with its timer and light ACTIVE to INACTIVE with
    /// `light_after_inactive_to`.
    private func becomeInactiveIfAppropriate() {
        guard isForced || (parameters.autoPowerModes && !blocksInactive) else { return }
        // Deep Doze came with API 23, light Doze with API 24.
        let sdk = core.sdkInt
        if quickDozeActivated && sdk >= 23
            && [.active, .inactive, .idlePending, .sensing, .locating].contains(deep)
        {
            // Quick Doze (:3664-3687): straight to QUICK_DOZE_DELAY, IDLE after quick_doze_delay_to (or that long
            // after an upcoming alarm clock); no motion or location checks.
            resetIdleManagement()
            var delay = parameters.quickDozeDelayTimeout
            if let alarmClock = upcomingAlarmClock { delay += alarmClock - nowElapsed }
            scheduleDeepTimer(delay, flex: 0)
            moveDeep(to: .quickDozeDelay, .noActivity, until: deadline(deepEvent))
        } else if deep == .active && sdk >= 23 {
            resetIdleManagement()
            var delay = inactiveTimeout
            // An alarm clock due within min_time_to_alarm: stay inactive until it is past.
            if let alarmClock = upcomingAlarmClock { delay = alarmClock - nowElapsed + inactiveTimeout }
            scheduleDeepTimer(delay, flex: parameters.flexTimeShort)
            moveDeep(to: .inactive, .noActivity, until: deadline(deepEvent))
        }
        if light == .active && sdk >= 24 {
            resetLightIdleManagement()
            scheduleLightTimer(parameters.lightIdleAfterInactiveTimeout, flex: parameters.flexTimeShort)
            moveLight(to: .inactive, .noActivity, until: deadline(lightEvent))
        }
    }

    /// `isUpcomingAlarmClock` (DeviceIdleController.java:3869-3872): the next alarm clock's elapsed time when it is
    /// due within `min_time_to_alarm` (inclusive).
    private var upcomingAlarmClock: Int64? {
        guard let alarmClock = alarmManagerService.nextWakeFromIdleElapsed,
            nowElapsed + parameters.minTimeToAlarm >= alarmClock
        else { return nil }
        return alarmClock
    }

    private func resetIdleManagement() {
        quickDozeActivatedWhileIdling = false
        nextIdlePendingDelay = 0
        nextIdleDelay = 0
        cancelDeepTimer()
    }

    private func resetLightIdleManagement() {
        nextLightIdleDelay = 0
        nextLightIdleDelayFlex = 0
        currentLightIdleBudget = 0
        maintenanceStart = 0
        cancelLightTimer()
    }

    /// `stepIdleStateLocked` (DeviceIdleController.java:3869-4027).
    private func stepIdleState(_ reason: DozeReason) {
        // An alarm clock due within min_time_to_alarm: leave Doze and wait until it is past (:3891-3899).
        if upcomingAlarmClock != nil {
            if deep != .active {
                becomeActive(.alarm)
                becomeInactiveIfAppropriate()
            }
            return
        }
        switch deep {
        case .active:
            return
        case .inactive:
            scheduleDeepTimer(parameters.idleAfterInactiveTimeout, flex: parameters.flexTimeShort)
            moveDeep(to: .idlePending, reason, until: deadline(deepEvent))
            // The significant-motion listener is armed now (:3917): a phone that is moving trips it at once.
            if core.conditions.isMoving && !isForced { handleMotion(timeout: parameters.motionInactiveTimeout) }
        case .idlePending:
            if core.conditions.isMoving && !isForced {
                // AnyMotion finds the device moving (:1915-1925): INACTIVE again with inactive_to.
                moveDeep(to: .sensing, reason, until: nil)
                handleMotion(timeout: parameters.inactiveTimeout)
                return
            }
            // The motion detector answers at once that the device is still; locating gets no fix.
            moveDeep(to: .sensing, reason, until: nil)
            scheduleDeepTimer(parameters.locatingTimeout, flex: 0)
            moveDeep(to: .locating, .stationary, until: deadline(deepEvent))
        case .sensing:
            scheduleDeepTimer(parameters.locatingTimeout, flex: 0)
            moveDeep(to: .locating, reason, until: deadline(deepEvent))
        case .locating, .quickDozeDelay:
            nextIdlePendingDelay = parameters.idlePendingTimeout
            nextIdleDelay = parameters.idleTimeout
            enterDeepIdle(reason)
        case .idle:
            // A maintenance window: everything runs until its timer, or earlier once nothing is left to run.
            scheduleDeepTimer(nextIdlePendingDelay, flex: parameters.flexTimeShort)
            nextIdlePendingDelay = min(
                parameters.maxIdlePendingTimeout, Int64(Double(nextIdlePendingDelay) * parameters.idlePendingFactor))
            nextIdlePendingDelay = max(nextIdlePendingDelay, parameters.idlePendingTimeout)
            moveDeep(to: .idleMaintenance, reason, until: deadline(deepEvent))
            holdIdleOp(for: parameters.minDeepMaintenanceTime)
            applyRestrictions()
        case .idleMaintenance:
            enterDeepIdle(reason)
        }
    }

    /// Deep IDLE for `mNextIdleDelay` (an idle-until alarm), growing the next by `idle_factor` up to `max_idle_to`;
    /// light Doze is overridden.
    private func enterDeepIdle(_ reason: DozeReason) {
        releaseIdleOp()
        requestedIdleUntil = nowElapsed + nextIdleDelay
        let idleUntil = alarmManagerService.adjustIdleUntil(requestedIdleUntil)
        scheduleDeepTimer(idleUntil - nowElapsed, flex: 0)
        nextIdleDelay = min(parameters.maxIdleTimeout, Int64(Double(nextIdleDelay) * parameters.idleFactor))
        nextIdleDelay = max(nextIdleDelay, parameters.idleTimeout)
        moveDeep(to: .idle, reason, until: deadline(deepEvent))
        if light != .override && core.sdkInt >= 24 {
            cancelLightTimer()
            moveLight(to: .override, reason, until: nil)
        }
        applyRestrictions()
    }

    /// `stepLightIdleStateLocked` (DeviceIdleController.java:3790-3853), in factor mode.
    private func stepLightIdleState(_ reason: DozeReason) {
        switch light {
        case .active, .override:
            return
        case .inactive, .idleMaintenance:
            if light == .inactive {
                currentLightIdleBudget = parameters.lightIdleMaintenanceMinBudget
                nextLightIdleDelay = parameters.lightIdleTimeout
                nextLightIdleDelayFlex = parameters.lightIdleTimeoutInitialFlex
                maintenanceStart = 0
            } else if maintenanceStart != 0 {
                // The unused part of the minimum budget is kept for later; overuse comes out of it.
                let duration = nowElapsed - maintenanceStart
                currentLightIdleBudget += parameters.lightIdleMaintenanceMinBudget - duration
            }
            maintenanceStart = 0
            releaseIdleOp()
            scheduleLightTimer(nextLightIdleDelay, flex: nextLightIdleDelayFlex)
            nextLightIdleDelay = min(
                parameters.lightMaxIdleTimeout, Int64(Double(nextLightIdleDelay) * parameters.lightIdleFactor))
            nextLightIdleDelayFlex = min(
                parameters.lightIdleTimeoutMaxFlex, Int64(Double(nextLightIdleDelayFlex) * parameters.lightIdleFactor))
            moveLight(to: .idle, reason, until: deadline(lightEvent))
            applyRestrictions()
        case .idle, .waitingForNetwork:
            if core.conditions.network.isConnected || light == .waitingForNetwork {
                maintenanceStart = nowElapsed
                currentLightIdleBudget = min(
                    parameters.lightIdleMaintenanceMaxBudget,
                    max(parameters.lightIdleMaintenanceMinBudget, currentLightIdleBudget))
                scheduleLightTimer(currentLightIdleBudget, flex: parameters.flexTimeShort)
                moveLight(to: .idleMaintenance, reason, until: deadline(lightEvent))
                holdIdleOp(for: parameters.minLightMaintenanceTime)
            } else {
                // No network for the maintenance window: wait for it the next (already grown) idle period at
                // most (:3846-3853).
                scheduleLightTimer(nextLightIdleDelay, flex: nextLightIdleDelayFlex / 2)
                moveLight(to: .waitingForNetwork, reason, until: deadline(lightEvent))
            }
            applyRestrictions()
        }
    }

    /// The idle-off broadcast's operation (`mActiveIdleOpCount`), released `minimum` after the window opened
    /// (DeviceIdleController.java:755-770): until then the window cannot end early.
    private func holdIdleOp(for minimum: Int64) {
        idleOpActive = true
        arm(&opsEvent, minimum, flex: 0, .maintenanceOpsDone)
    }

    /// `exitMaintenanceEarlyIfNeededLocked` (DeviceIdleController.java:4111-4135): a maintenance window with no idle
    /// operation held and no job running goes back to idle.
    private func exitMaintenanceEarlyIfNeeded() {
        guard deep == .idleMaintenance || light == .idleMaintenance, !idleOpActive,
            !jobScheduler.hasRunningJobsDozeWouldHold
        else { return }
        if deep == .idleMaintenance {
            cancelDeepTimer()
            stepIdleState(.early)
        } else if light == .idleMaintenance {
            cancelLightTimer()
            stepLightIdleState(.early)
        }
    }

    // MARK: - Timers and telling the peers

    /// A deep timer `delay` from now; a window timer goes off at the device's inexact point of its `flex`.
    private func scheduleDeepTimer(_ delay: Int64, flex: Int64) { arm(&deepEvent, delay, flex: flex, .deepTimer) }
    private func scheduleLightTimer(_ delay: Int64, flex: Int64) { arm(&lightEvent, delay, flex: flex, .lightTimer) }
    private func cancelDeepTimer() { disarm(&deepEvent) }
    private func cancelLightTimer() { disarm(&lightEvent) }

    /// Replaces `timer`'s pending event with `payload` `delay` from now, at the device's inexact point of `flex`.
    private func arm(_ timer: inout EventID?, _ delay: Int64, flex: Int64, _ payload: Event) {
        disarm(&timer)
        let at = core.now + .milliseconds(delay + core.inexactAlarmPoint.offset(in: flex))
        timer = core.loop.queue.schedule(at: at, .deviceIdleController(payload))
    }

    private func disarm(_ timer: inout EventID?) {
        if let event = timer { core.loop.queue.cancel(event) }
        timer = nil
    }

    /// The next alarm clock changed (set, replaced, cancelled): deep IDLE's end is worked out again from the time it
    /// asked for (`adjustIdleUntilTime` after `restoreRequestedTime`, AlarmManagerService.java:2412-2441,
    /// 4111-4117), earlier or later.
    func alarmClocksChanged() {
        guard deep == .idle, let current = deadline(deepEvent) else { return }
        let adjusted = max(nowElapsed, alarmManagerService.adjustIdleUntil(requestedIdleUntil))
        guard core.now + .milliseconds(adjusted - nowElapsed) != current else { return }
        scheduleDeepTimer(adjusted - nowElapsed, flex: 0)
        applyRestrictions()
    }

    private func moveDeep(to state: DeepDozeState, _ reason: DozeReason, until: SimInstant?) {
        deep = state
        jobScheduler.reportsJobsInactive = deep == .idleMaintenance || light == .idleMaintenance
        core.record(.dozeDeep, .doze(.deep(state, reason: reason, until: until)))
    }

    private func moveLight(to state: LightDozeState, _ reason: DozeReason, until: SimInstant?) {
        light = state
        jobScheduler.reportsJobsInactive = deep == .idleMaintenance || light == .idleMaintenance
        core.record(.dozeLight, .doze(.light(state, reason: reason, until: until)))
    }

    /// Tells the peers what the new states restrict: AlarmManagerService the idle-until time (deep IDLE only),
    /// JobScheduler and the network whether apps are held (deep IDLE, light IDLE or WAITING_FOR_NETWORK, recorded
    /// as `device.condition dozing=…`), registered receivers `DEVICE_IDLE_MODE_CHANGED` /
    /// `LIGHT_DEVICE_IDLE_MODE_CHANGED` when PowerManager's modes change, and Glance that the device went idle (it
    /// shortens its session timeout).
    private func applyRestrictions() {
        let deepIdle = deep == .idle
        let lightIdle = light == .idle || light == .waitingForNetwork
        let idleUntil = deepIdle ? deadline(deepEvent) : nil
        guard deepIdle != reportedDeepIdle || lightIdle != reportedLightIdle || idleUntil != reportedIdleUntil else {
            return
        }
        reportedIdleUntil = idleUntil
        alarmManagerService.setIdleUntil(idleUntil)
        if deepIdle != reportedDeepIdle {
            reportedDeepIdle = deepIdle
            if deepIdle { glance.deviceBecameIdle() }  // Glance shortens its session timeout
            broadcastQueue.sendSystemBroadcast(
                Intent(action: IntentAction.deviceIdleModeChanged, flags: .receiverRegisteredOnly))
        }
        if lightIdle != reportedLightIdle {
            reportedLightIdle = lightIdle
            broadcastQueue.sendSystemBroadcast(
                Intent(action: IntentAction.lightDeviceIdleModeChanged, flags: .receiverRegisteredOnly))
        }
        if setDozing(deepIdle || lightIdle) { jobScheduler.conditionsChanged() }
    }

    /// Sets whether Doze holds apps (``DeviceConditions/isDozing``), recorded as `device.condition dozing=…`
    /// when it changes. Returns whether it changed.
    @discardableResult
    private func setDozing(_ dozing: Bool) -> Bool {
        guard dozing != core.conditions.isDozing else { return false }
        core.conditions.isDozing = dozing
        core.recordCondition(.dozing(dozing), in: core.beginDirectCall())
        return true
    }
}

extension DeviceIdleController {
    /// The controller's saved form.
    struct Snapshot: Codable, Equatable {
        var parameters: DozeParameters
        var deep: DeepDozeState
        var light: LightDozeState
        var isForced: Bool
        var deepEvent: EventID?
        var lightEvent: EventID?
        var opsEvent: EventID?
        var delays: [Int64]
        var idleOpActive: Bool
        var reportedIdle: [Bool]
        var reportedIdleUntil: SimInstant?
        /// Absent in devices saved before the allowlist was modelled.
        var allowlist: [String]?
        /// Quick Doze's two flags; absent in devices saved before battery saver was modelled.
        var quickDoze: [Bool]?
        /// The idle-until time deep IDLE asked for; absent in devices saved before it was kept.
        var requestedIdleUntil: Int64?
        /// The temporary allowlist; absent in devices saved before it was modelled.
        var tempAllowlist: [String: SimInstant]?
    }

    var snapshot: Snapshot {
        Snapshot(
            parameters: parameters, deep: deep, light: light, isForced: isForced, deepEvent: deepEvent,
            lightEvent: lightEvent, opsEvent: opsEvent,
            delays: [
                inactiveTimeout, nextIdlePendingDelay, nextIdleDelay, nextLightIdleDelay, nextLightIdleDelayFlex,
                currentLightIdleBudget, maintenanceStart,
            ], idleOpActive: idleOpActive, reportedIdle: [reportedDeepIdle, reportedLightIdle],
            reportedIdleUntil: reportedIdleUntil, allowlist: allowlist,
            quickDoze: [quickDozeActivated, quickDozeActivatedWhileIdling], requestedIdleUntil: requestedIdleUntil,
            tempAllowlist: tempAllowlistUntil)
    }

    func restore(_ saved: Snapshot) throws(SnapshotError) {
        guard saved.delays.count == 7, saved.reportedIdle.count == 2 else {
            throw SnapshotError("Doze's saved state needs seven timings and two reported modes")
        }
        let limit = Int64(SnapshotError.counterLimit)
        try Self.check(saved.parameters)
        // Each timing but the light budget is a timeout of the parameters (grown by a factor of at least 0, and
        // bounded by another timeout) or, for the last, the elapsed time a light maintenance window started: none
        // is below 0. The light budget keeps the unused part of a window and loses its overuse, so it may be.
        let timings = [
            "the inactive timeout", "the next idle-pending delay", "the next idle delay", "the next light idle delay",
            "the next light idle delay's window", "the light maintenance budget", "the light maintenance start",
        ]
        for (index, delay) in saved.delays.enumerated() {
            try SnapshotError.check(
                delay, in: (index == 5 ? -limit : 0)...limit, "Doze's \(timings[index]) (ms)",
                at: ["delays", String(index)])
        }
        if let until = saved.requestedIdleUntil {
            // The elapsed time now and the next idle delay: an instant on the timeline and a timing.
            try SnapshotError.check(
                until, in: 0...(limit + SimInstant.horizon.milliseconds), "the idle-until time deep IDLE asked for",
                at: ["requestedIdleUntil"])
        }
        if let until = saved.reportedIdleUntil {
            try SnapshotError.checkInstant(until, "the idle-until time Doze reported", at: ["reportedIdleUntil"])
        }
        reportedDeepIdle = saved.reportedIdle[0]
        reportedIdleUntil = saved.reportedIdleUntil
        allowlist = (saved.allowlist ?? []).sorted()
        let quickDoze = saved.quickDoze ?? [false, false]
        guard quickDoze.count == 2 else { throw SnapshotError("Doze's saved quick-Doze flags need two values") }
        quickDozeActivated = quickDoze[0]
        quickDozeActivatedWhileIdling = quickDoze[1]
        requestedIdleUntil = saved.requestedIdleUntil ?? 0
        tempAllowlistUntil = saved.tempAllowlist ?? [:]
        for (package, until) in tempAllowlistUntil.sorted(by: { $0.key < $1.key }) {
            try SnapshotError.checkInstant(
                until, "'\(package)'s temporary allowlist entry", at: ["tempAllowlist", package])
            // An alarm's delivery puts its app there; apps are never uninstalled.
            guard processTable.app(package) != nil else {
                throw SnapshotError(
                    "the temporary allowlist names '\(package)', which is not installed",
                    at: ["tempAllowlist", package])
            }
        }
        reportedLightIdle = saved.reportedIdle[1]
        parameters = saved.parameters
        deep = saved.deep
        light = saved.light
        jobScheduler.reportsJobsInactive = deep == .idleMaintenance || light == .idleMaintenance
        isForced = saved.isForced
        deepEvent = saved.deepEvent
        lightEvent = saved.lightEvent
        opsEvent = saved.opsEvent
        inactiveTimeout = saved.delays[0]
        nextIdlePendingDelay = saved.delays[1]
        nextIdleDelay = saved.delays[2]
        nextLightIdleDelay = saved.delays[3]
        nextLightIdleDelayFlex = saved.delays[4]
        currentLightIdleBudget = saved.delays[5]
        maintenanceStart = saved.delays[6]
        idleOpActive = saved.idleOpActive
    }
}

extension DeviceIdleController {
    /// The largest growth factor a saved parameter set may have: far above any device's (AOSP's is 2), low
    /// enough that growing a timing of up to ``SnapshotError/counterLimit`` by it stays within `Int64` (a
    /// conversion past it traps).
    static let factorLimit: Double = 1024

    /// Throws unless every timeout of `parameters` is a duration (`0...counterLimit`: a negative one would set a
    /// timer in the past) and every factor a finite number in `0...factorLimit`. Only the named sets reach a
    /// saved device (`device doze NAME`), so another value is a hand-edit; the check is at each field's key.
    static func check(_ parameters: DozeParameters) throws(SnapshotError) {
        let timeouts: [(String, Int64)] = [
            ("flexTimeShort", parameters.flexTimeShort), ("inactiveTimeout", parameters.inactiveTimeout),
            ("sensingTimeout", parameters.sensingTimeout), ("locatingTimeout", parameters.locatingTimeout),
            ("motionInactiveTimeout", parameters.motionInactiveTimeout),
            ("idleAfterInactiveTimeout", parameters.idleAfterInactiveTimeout),
            ("idlePendingTimeout", parameters.idlePendingTimeout),
            ("maxIdlePendingTimeout", parameters.maxIdlePendingTimeout), ("idleTimeout", parameters.idleTimeout),
            ("maxIdleTimeout", parameters.maxIdleTimeout), ("quickDozeDelayTimeout", parameters.quickDozeDelayTimeout),
            ("minTimeToAlarm", parameters.minTimeToAlarm),
            ("minDeepMaintenanceTime", parameters.minDeepMaintenanceTime),
            ("lightIdleAfterInactiveTimeout", parameters.lightIdleAfterInactiveTimeout),
            ("lightIdleTimeout", parameters.lightIdleTimeout),
            ("lightIdleTimeoutInitialFlex", parameters.lightIdleTimeoutInitialFlex),
            ("lightIdleTimeoutMaxFlex", parameters.lightIdleTimeoutMaxFlex),
            ("lightMaxIdleTimeout", parameters.lightMaxIdleTimeout),
            ("lightIdleMaintenanceMinBudget", parameters.lightIdleMaintenanceMinBudget),
            ("lightIdleMaintenanceMaxBudget", parameters.lightIdleMaintenanceMaxBudget),
            ("minLightMaintenanceTime", parameters.minLightMaintenanceTime),
        ]
        for (name, timeout) in timeouts {
            try SnapshotError.checkCounter(timeout, "the Doze parameter '\(name)' (ms)", at: ["parameters", name])
        }
        let factors = [
            ("idlePendingFactor", parameters.idlePendingFactor), ("idleFactor", parameters.idleFactor),
            ("lightIdleFactor", parameters.lightIdleFactor),
        ]
        for (name, factor) in factors where !(factor.isFinite && (0...factorLimit).contains(factor)) {
            throw SnapshotError(
                "the Doze parameter '\(name)' is \(factor), outside 0...\(factorLimit)", at: ["parameters", name])
        }
    }
}
