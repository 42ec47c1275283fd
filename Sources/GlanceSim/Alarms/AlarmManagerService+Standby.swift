/// AlarmManagerService and App Standby (`adjustDeliveryTimeBasedOnBucketLocked`, AlarmManagerService.java:2571-2624,
/// Android 14): an app's alarms count against its standby bucket's quota per rolling hour (RESTRICTED: one a day);
/// an alarm over it goes off an hour after the quota-th last delivery. Alarm clocks, the system's own alarms and
/// exact allow-while-idle ones are exempt (`isExemptFromAppStandby`, :4523-4526); while BatteryStats reports charging
/// nothing is held (`mAppStandbyParole`). See ``StandbyBucket/alarmQuota``.
extension AlarmManagerService {
    /// `APP_STANDBY_WINDOW`: 1 hour (:757).
    static let appStandbyWindow = SimDuration.hours(1)
    /// `APP_STANDBY_RESTRICTED_WINDOW`: 24 hours (:769).
    static let appStandbyRestrictedWindow = SimDuration.hours(24)

    /// `isExemptFromAppStandby`: alarm clocks, alarms a core uid created, and alarms with FLAG_ALLOW_WHILE_IDLE or
    /// FLAG_ALLOW_WHILE_IDLE_UNRESTRICTED (not the COMPAT flag an inexact `setAndAllowWhileIdle` gets).
    private func isExemptFromAppStandby(_ alarm: AlarmRecord) -> Bool {
        alarm.package == Device.systemCreator || alarm.flags.contains(.wakeFromIdle)
            || alarm.flags.contains(.allowWhileIdle) || alarm.flags.contains(.allowWhileIdleUnrestricted)
    }

    /// When App Standby lets the alarm go off, if later than now: `nil` when its quota has room.
    func standbyPolicyTime(of alarm: AlarmRecord) -> (bucket: StandbyBucket, until: SimInstant)? {
        let standby: AppStandbyController = appStandbyController
        guard standby.isEnabled, !standby.isCharging, !isExemptFromAppStandby(alarm),
            let history = appStandbyHistory[alarm.package], let last = history.last
        else { return nil }
        let bucket = standby.bucket(of: alarm.package)
        let now = core.now
        let until: SimInstant
        if core.sdkInt < 29 {
            guard let minDelay = bucket.alarmMinDelay else { return nil }
            until = last + minDelay
        } else if bucket == .restricted && core.sdkInt >= StandbyBucket.restrictedBucketSdk {
            until = last + Self.appStandbyRestrictedWindow
        } else {
            let quota = bucket.alarmQuota
            guard history.count >= quota else { return nil }
            until = history[history.count - quota] + Self.appStandbyWindow
        }
        return until > now ? (bucket, until) : nil
    }

    /// Holds an alarm that fell due over its bucket's quota until the quota frees a place, with an `alarm.deferred`
    /// record. Returns whether it held it.
    func holdForStandby(_ alarm: AlarmRecord) -> Bool {
        guard let (bucket, until) = standbyPolicyTime(of: alarm) else { return false }
        let deferral = AlarmDeferral.standbyQuota(bucket: bucket, until: until)
        reschedule(alarm, at: until)
        alarm.deferral = deferral
        dozeHeld.append(alarm)
        core.record(.alarmDeferred, .alarm(.heldByDoze(alarm.info(firesAt: until), deferral)))
        return true
    }

    /// A delivered alarm that is not exempt counts against its package's quota (`AppWakeupHistory`, :5740-5748);
    /// deliveries older than a day are forgotten.
    func noteStandbyDelivery(_ alarm: AlarmRecord) {
        guard !isExemptFromAppStandby(alarm) else { return }
        let now = core.now
        var history = appStandbyHistory[alarm.package] ?? []
        history.append(now)
        let cutoff = now - Self.appStandbyRestrictedWindow
        if let first = history.first, first <= cutoff { history.removeAll { $0 <= cutoff } }
        let kept = StandbyBucket.active.alarmQuota
        if history.count > kept { history.removeFirst(history.count - kept) }
        appStandbyHistory[alarm.package] = history
    }

    /// The app's bucket changed, or charging began or ended (`package` `nil`): alarms the standby quota held are due
    /// now and re-check (:4981-4999).
    func standbyChanged(package: String?) {
        release { deferral in
            guard case .standbyQuota = deferral else { return false }
            return true
        } filter: { alarm in
            package == nil || alarm.package == package
        }
    }
}

extension StandbyBucket {
    /// `DEFAULT_APP_STANDBY_QUOTAS` (AlarmManagerService.java:757-769): how many alarms that are not exempt an app may
    /// get per rolling hour, from API 29. RESTRICTED (API 30+) gets one per 24 hours.
    ///
    /// | EXEMPTED, ACTIVE | WORKING_SET | FREQUENT | RARE |
    /// |---|---|---|---|
    /// | 720 | 10 | 2 | 1 |
    public var alarmQuota: Int {
        switch self {
        case .exempted, .active: 720
        case .workingSet: 10
        case .frequent: 2
        case .rare, .restricted: 1
        }
    }

    /// The API level from which RESTRICTED exists (Android 11).
    static let restrictedBucketSdk = 30

    /// Android 9 (API 28) had no quota: an app's alarms were kept this far apart by bucket
    /// (`DEFAULT_APP_STANDBY_DELAYS`): none, 6 minutes, 30 minutes, 2 hours.
    var alarmMinDelay: SimDuration? {
        switch self {
        case .exempted, .active: return nil
        case .workingSet: return .minutes(6)
        case .frequent: return .minutes(30)
        case .rare, .restricted: return .hours(2)
        }
    }

    /// `720 an hour`, `1 a day`: the quota in words.
    var alarmQuotaText: String {
        self == .restricted ? "1 a day" : "\(alarmQuota) an hour"
    }
}
