/// AlarmManagerService in Doze and battery saver (AlarmManagerService.java, Android 14): while deep Doze is IDLE it
/// holds every alarm but alarm clocks, the system's own and allow-while-idle ones within their quota until the
/// idle-until time (the next maintenance window); light Doze does not touch alarms; battery saver holds a restricted
/// app's alarms until it ends, but for allow-while-idle ones within their quota. See the Power management article.
extension AlarmManagerService {
    /// `ALLOW_WHILE_IDLE_QUOTA` (72) and `ALLOW_WHILE_IDLE_COMPAT_QUOTA` (7) deliveries per `ALLOW_WHILE_IDLE_WINDOW`
    /// (1 hour), AlarmManagerService.java:777-781.
    static let allowWhileIdleQuota = 72
    static let allowWhileIdleCompatQuota = 7
    static let allowWhileIdleWindow = SimDuration.hours(1)
    /// `MIN_DEVICE_IDLE_FUZZ`: the idle-until time is moved at least this far ahead of an alarm clock. Android
    /// draws the distance at random in [2 min, min(15 min, time ahead)]; GlanceSim takes the 2 minutes.
    static let minDeviceIdleFuzz: Int64 = 120_000

    /// Deep Doze entered IDLE until `instant`, or left it (`nil`): on leaving, every alarm it held is due at once,
    /// in the order they fell due (`removeLocked(mPendingIdleUntil)` re-times them, :4106-4111, 4348-4350).
    func setIdleUntil(_ instant: SimInstant?) {
        guard instant != pendingIdleUntil else { return }
        pendingIdleUntil = instant
        if instant == nil {
            release { deferral in
                switch deferral {
                case .doze, .allowWhileIdleQuota: true
                case .batterySaver, .standbyQuota: false
                }
            }
        } else {
            for alarm in dozeHeld {
                if case .doze = alarm.deferral { alarm.deferral = .doze(until: instant) }
            }
        }
    }

    /// Battery saver went off: the alarms it held, and those over an allow-while-idle quota, are due now (they
    /// check Doze's rules again); on, alarms are checked as they fall due (`adjustDeliveryTimeBasedOnBatterySaver`).
    func batterySaverChanged() {
        guard !core.conditions.isPowerSaveMode else { return }
        release { deferral in
            switch deferral {
            case .batterySaver, .allowWhileIdleQuota: true
            case .doze, .standbyQuota: false
            }
        }
    }

    /// Takes the alarm out of the held ones, if power management holds it.
    func unhold(_ alarm: AlarmRecord) {
        guard alarm.deferral != nil else { return }
        dozeHeld.removeAll { $0 === alarm }
        alarm.deferral = nil
    }

    /// Makes the held alarms whose deferral `matches` (of the alarms `filter` keeps) due now, in the order they fell
    /// due.
    func release(where matches: (AlarmDeferral) -> Bool, filter: (AlarmRecord) -> Bool = { _ in true }) {
        var kept: [AlarmRecord] = []
        for alarm in dozeHeld {
            guard let deferral = alarm.deferral, matches(deferral), filter(alarm) else {
                kept.append(alarm)
                continue
            }
            alarm.deferral = nil
            reschedule(alarm, at: core.now)
        }
        dozeHeld = kept
    }

    /// Whether battery saver restricts the alarm's app (`AppStateTrackerImpl.areAlarmsRestrictedByBatterySaver`,
    /// :1152-1168) and the alarm is not exempt (`isExemptFromBatterySaver`, AlarmManagerService.java:4285-4297): the
    /// system's own alarms, alarm clocks and alarms that start an activity are; allowlisted apps and apps in the
    /// EXEMPTED bucket are not restricted.
    private func batterySaverRestricts(_ alarm: AlarmRecord) -> Bool {
        core.conditions.isPowerSaveMode && alarm.package != Device.systemCreator
            && !alarm.flags.contains(.wakeFromIdle) && alarm.operation.kind != .activity
            && !appStandbyController.isExemptFromBatterySaver(alarm.package)
    }

    /// `adjustDeliveryTimeBasedOnDeviceIdle` (:2516-2561) and `adjustDeliveryTimeBasedOnBatterySaver` (:2449-2497):
    /// whether deep Doze or battery saver holds an alarm that fell due now, holding it (with an `alarm.deferred`
    /// record) if so. Battery saver holds a restricted app's alarm until it ends, but for allow-while-idle alarms
    /// within their quota; deep Doze holds every alarm but alarm clocks, the system's own and allow-while-idle ones
    /// within their quota, until idle ends.
    func holdInDoze(_ alarm: AlarmRecord) -> Bool {
        let idleUntil = pendingIdleUntil
        let saver = batterySaverRestricts(alarm)
        guard idleUntil != nil || saver else { return false }
        let flags = alarm.flags
        if flags.contains(.allowWhileIdleUnrestricted) || flags.contains(.wakeFromIdle) { return false }
        let deferral: AlarmDeferral
        if flags.contains(.allowWhileIdle) || flags.contains(.allowWhileIdleCompat) {
            let quota = flags.contains(.allowWhileIdle) ? Self.allowWhileIdleQuota : Self.allowWhileIdleCompatQuota
            let history = recentAllowWhileIdleDeliveries(of: alarm)
            guard history.count >= quota else { return false }
            // The quota frees a place an hour after the quota-th last delivery, or idle ends first.
            let freed = history[history.count - quota] + Self.allowWhileIdleWindow
            let until = idleUntil.map { min(freed, $0) } ?? freed
            deferral = .allowWhileIdleQuota(perHour: quota, until: until)
            reschedule(alarm, at: until)
        } else {
            deferral = saver ? .batterySaver : .doze(until: idleUntil)
            if let pending = alarm.event { core.loop.queue.cancel(pending) }
            alarm.event = nil
        }
        alarm.deferral = deferral
        dozeHeld.append(alarm)
        core.record(.alarmDeferred, .alarm(.heldByDoze(alarm.info(firesAt: deferral.until), deferral)))
        return true
    }

    /// The allow-while-idle deliveries of the alarm's package within the last hour, of its kind.
    private func recentAllowWhileIdleDeliveries(of alarm: AlarmRecord) -> [SimInstant] {
        let windowStart = core.now - Self.allowWhileIdleWindow
        let compat = !alarm.flags.contains(.allowWhileIdle)
        var history = (compat ? allowWhileIdleCompatHistory : allowWhileIdleHistory)[alarm.package] ?? []
        history.removeAll { $0 <= windowStart }
        if compat {
            allowWhileIdleCompatHistory[alarm.package] = history
        } else {
            allowWhileIdleHistory[alarm.package] = history
        }
        return history
    }

    /// A delivery of an allow-while-idle alarm made in Doze or under battery saver counts against its package's
    /// quota; one outside both does not (:5696-5715).
    func noteAllowWhileIdleDelivery(_ alarm: AlarmRecord) {
        guard pendingIdleUntil != nil || core.conditions.isPowerSaveMode,
            !alarm.flags.contains(.allowWhileIdleUnrestricted),
            !alarm.flags.contains(.wakeFromIdle)
        else { return }
        if alarm.flags.contains(.allowWhileIdle) {
            allowWhileIdleHistory[alarm.package, default: []].append(core.now)
        } else if alarm.flags.contains(.allowWhileIdleCompat) {
            allowWhileIdleCompatHistory[alarm.package, default: []].append(core.now)
        }
    }

    /// `getNextWakeFromIdleTime`: the elapsed-realtime trigger of the next alarm clock, if one is set.
    var nextWakeFromIdleElapsed: Int64? {
        var next: Int64?
        let clock = core.clock
        for alarm in alarms where alarm.flags.contains(.wakeFromIdle) {
            guard let due = deadline(of: alarm.event) else { continue }
            let elapsed = clock.elapsedRealtime.milliseconds + (due - core.now).milliseconds
            next = min(next ?? elapsed, elapsed)
        }
        return next
    }

    /// `adjustIdleUntilTime` (:2412-2441): an idle-until time within `MIN_DEVICE_IDLE_FUZZ` of the next alarm clock,
    /// or past it, moves to that much before it (or to now, when the clock is nearer than that).
    func adjustIdleUntil(_ idleUntil: Int64) -> Int64 {
        guard let alarmClock = nextWakeFromIdleElapsed, idleUntil >= alarmClock - Self.minDeviceIdleFuzz else {
            return idleUntil
        }
        let now = core.clock.elapsedRealtime.milliseconds
        return max(now, alarmClock - Self.minDeviceIdleFuzz)
    }

    /// `ALLOW_WHILE_IDLE_WHITELIST_DURATION` (AlarmManagerService.java:754): how long an alarm's delivery lets its app
    /// through Doze's network block.
    static let allowWhileIdleAllowlistDuration = SimDuration.seconds(10)

    /// An app alarm sent with idle options (AlarmManagerService.java:2932-2945: exact alarms of apps targeting API 31+,
    /// allow-while-idle alarms and alarm clocks) puts its app on the temporary allowlist for 10 s as it is delivered
    /// (:897-923), so its receiver has a network in Doze. Jobs are not freed by it.
    func allowlistForDelivery(_ alarm: AlarmRecord) {
        guard alarm.package != Device.systemCreator else { return }
        let flags = alarm.flags
        var withIdleOptions =
            flags.contains(.wakeFromIdle) || flags.contains(.allowWhileIdle)
            || flags.contains(.allowWhileIdleCompat)
        if !withIdleOptions && alarm.windowMillis == 0 {
            withIdleOptions = (processTable.app(alarm.package)?.manifest.targetSdkVersion ?? 0) >= 31
        }
        guard withIdleOptions else { return }
        deviceIdleController.tempAllowlist(alarm.package, for: Self.allowWhileIdleAllowlistDuration)
    }
}
