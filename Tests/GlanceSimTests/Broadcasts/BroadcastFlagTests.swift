import GlanceSim
import Testing

/// Broadcast flags as the platform applies them to manifest receivers (Android 14, israfilbd/ff @ 8e46fa07):
/// BroadcastSkipPolicy.disallowBackgroundStart (:341-348) for the background check every app targeting API 26+ is
/// under (ActivityManagerService.java:6243-6284), and FLAG_RECEIVER_REGISTERED_ONLY (:15652-15654). The device and
/// lint read one rule (``BroadcastPolicy``).
@Suite struct BroadcastFlagTests {
    static let package = "com.example.calendarwidget"
    static let action = "android.intent.action.PROVIDER_CHANGED"

    /// An app targeting 34 whose manifest receiver listens for PROVIDER_CHANGED on the calendar's authority, as a
    /// calendar widget does.
    private static func device(targetSdk: Int = 34) throws -> (Device, Recorder) {
        let device = Device()
        let recorder = Recorder()
        var manifest = AppManifest(packageName: package, targetSdkVersion: targetSdk)
        var filter = IntentFilter(action: action)
        filter.dataSchemes = ["content"]
        manifest.receivers = [
            ReceiverDeclaration(className: ".CalendarChanged", exported: true, intentFilters: [filter]) {
                BlockReceiver { _, intent in recorder.log.append(intent.action ?? "") }
            }
        ]
        try device.install(manifest)
        return (device, recorder)
    }

    private static func providerChanged(_ flags: IntentFlags = []) -> Intent {
        Intent(action: action, data: URI("content://com.android.calendar"), flags: flags)
    }

    /// FLAG_RECEIVER_INCLUDE_BACKGROUND lets an implicit broadcast reach a target-34 manifest receiver: the same
    /// PROVIDER_CHANGED from the shell (`am broadcast`, which adds no flag of its own) is skipped without the flag
    /// and delivered with it (`am broadcast -f 0x01000000`).
    @Test func includeBackgroundLetsAnImplicitBroadcastReachAManifestReceiver() throws {
        let (device, recorder) = try Self.device()
        try device.sendBroadcast(Self.providerChanged(), as: .shell)
        try device.advance(by: .seconds(1))
        #expect(recorder.log.isEmpty)
        #expect(
            device.trace.records.contains { record in
                guard case .broadcast(.blocked(_, .backgroundExecutionNotAllowed, _)) = record.event else {
                    return false
                }
                return true
            })
        try device.sendBroadcast(Self.providerChanged(.receiverIncludeBackground), as: .shell)
        try device.advance(by: .seconds(1))
        #expect(recorder.log == [Self.action])
    }

    /// CalendarProvider2 sends PROVIDER_CHANGED with FLAG_RECEIVER_INCLUDE_BACKGROUND (CalendarProvider2.java:4842-4846,
    /// android-14.0.0_r1): a system send of the calendar's PROVIDER_CHANGED carries the flag and reaches the manifest
    /// receiver; another provider's (contacts) carries none and is skipped.
    @Test func theCalendarProvidersChangeCarriesIncludeBackground() throws {
        let (device, recorder) = try Self.device()
        try device.sendBroadcast(Self.providerChanged(), as: .system)
        try device.sendBroadcast(Intent(action: Self.action, data: URI("content://com.android.contacts")), as: .system)
        try device.advance(by: .seconds(1))
        #expect(recorder.log == [Self.action])
        let sent = device.trace.records.compactMap { record -> Intent? in
            guard case .broadcast(.send(.system, let intent, _, _)) = record.event else { return nil }
            return intent
        }
        #expect(sent.map { $0.flags.contains(.receiverIncludeBackground) } == [true, false])
    }

    /// FLAG_RECEIVER_EXCLUDE_BACKGROUND skips a restricted app's manifest receiver even for an explicit broadcast;
    /// an app targeting 25 is not under the background check.
    @Test func excludeBackgroundSkipsEvenAnExplicitBroadcast() throws {
        for (target, delivered) in [(34, false), (25, true)] {
            let (device, recorder) = try Self.device(targetSdk: target)
            var intent = Self.providerChanged(.receiverExcludeBackground)
            intent.package = Self.package
            try device.sendBroadcast(intent, as: .system)
            try device.advance(by: .seconds(1))
            #expect(recorder.log.isEmpty == !delivered, "target \(target)")
        }
    }

    /// Every system send of a registered-only action carries FLAG_RECEIVER_REGISTERED_ONLY, whichever site sent it:
    /// screen off and on, Doze idle and its end, battery saver, shutdown.
    @Test func everySystemSendOfARegisteredOnlyActionCarriesTheFlag() throws {
        let (device, _) = try Self.device()
        device.setScreenOn(false)
        try device.advance(by: .hours(2))
        device.setScreenOn(true)
        device.setBatterySaver(true)
        device.setBatterySaver(false)
        try device.reboot()
        try device.advance(by: .minutes(2))
        let sends = device.trace.records.compactMap { record -> Intent? in
            guard case .broadcast(.send(_, let intent, _, _)) = record.event,
                BroadcastPolicy.registeredOnlyActions.contains(intent.action ?? "")
            else { return nil }
            return intent
        }
        let actions = Set(sends.compactMap(\.action))
        #expect(
            actions.isSuperset(of: [
                IntentAction.timeTick, IntentAction.screenOn, IntentAction.screenOff,
                IntentAction.deviceIdleModeChanged,
                IntentAction.lightDeviceIdleModeChanged, IntentAction.shutdown,
            ]))
        #expect(sends.allSatisfy { $0.flags.contains(.receiverRegisteredOnly) })
    }

    /// The rule itself: explicit and flagged broadcasts pass, CONNECTIVITY_ACTION stops at API 24, and an exempt
    /// action passes only with the flag its system sender sets (UserController sends BOOT_COMPLETED with
    /// FLAG_RECEIVER_INCLUDE_BACKGROUND): the same BOOT_COMPLETED without the flag, as an app could build it, is skipped.
    @Test func theRuleReadsTheFlagsAndTheTargetNotAnExemptionList() {
        #expect(BroadcastPolicy.skipsManifestReceiver(Intent(action: Self.action), targetSdk: 26))
        #expect(!BroadcastPolicy.skipsManifestReceiver(Intent(action: Self.action), targetSdk: 25))
        #expect(
            !BroadcastPolicy.skipsManifestReceiver(Intent(action: Self.action, package: Self.package), targetSdk: 34))
        #expect(BroadcastPolicy.skipsManifestReceiver(Intent(action: IntentAction.connectivityChange), targetSdk: 24))
        let boot = Intent(action: IntentAction.bootCompleted)
        #expect(BroadcastPolicy.skipsManifestReceiver(boot, targetSdk: 34))
        #expect(!BroadcastPolicy.skipsManifestReceiver(BroadcastPolicy.asSystemSends(boot), targetSdk: 34))
    }

    /// Each system sender sets FLAG_RECEIVER_INCLUDE_BACKGROUND itself (UserController's BOOT_COMPLETED and
    /// LOCKED_BOOT_COMPLETED, AlarmManagerService's TIME_SET and TIMEZONE_CHANGED): every system send of an exempt
    /// action in a boot and two clock changes carries the flag, and no other send does.
    @Test func everySystemSendOfAnExemptActionCarriesIncludeBackground() throws {
        let (device, _) = try Self.device()
        try device.reboot()
        try device.advance(by: .minutes(2))
        device.setWallTime(device.clock.wallTime + .hours(1))
        device.setTimeZone(try #require(TimeZoneRules(identifier: "Asia/Tokyo")))
        try device.advance(by: .minutes(1))
        let sends = device.trace.records.compactMap { record -> Intent? in
            guard case .broadcast(.send(.system, let intent, _, _)) = record.event else { return nil }
            return intent
        }
        let exempt = sends.filter { BroadcastPolicy.implicitBroadcastExemptions.contains($0.action ?? "") }
        #expect(
            Set(exempt.compactMap(\.action)).isSuperset(of: [
                IntentAction.bootCompleted, IntentAction.lockedBootCompleted, IntentAction.timeSet,
                IntentAction.timezoneChanged,
            ]))
        #expect(exempt.allSatisfy { $0.flags.contains(.receiverIncludeBackground) })
        #expect(!sends.contains { !exempt.contains($0) && $0.flags.contains(.receiverIncludeBackground) })
    }
}
