import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimTestSupport
import Testing

/// Three Android behaviours real apps rely on, each as a phone does it, on Fixtures/phone-behaviours: the launcher
/// skipping a configure activity, a tap going to the innermost clickable ancestor, and a reboot that shuts down
/// before it cuts the power. Plus the store that reading never creates.
@Suite struct PhoneBehaviourTests {
    static let app = ManifestFixtures.folder("phone-behaviours")

    /// Runs `steps` after the device and install lines; the report, or the error of the step that could not run.
    static func run(_ steps: String, sdk: Int = 35) throws -> ScenarioReport {
        let script = "device zone Europe/Berlin time 2026-06-01T08:00:55 sdk \(sdk)\ninstall \(app)\n" + steps
        return try ScenarioSession(traceMode: .full).run(
            ScenarioParser.parse(script, path: "s.scenario"), baseDirectory: ".")
    }

    static func failures(_ report: ScenarioReport) -> [String] {
        report.failures.map { "\($0.step.location.line): \($0.verdict?.message ?? "")" }
    }

    /// Launcher3 `WidgetAddFlowHandler.needsConfigure`: `configure != null && !(ATLEAST_S && reconfigurable &&
    /// configuration_optional)`; developer guide "Enable users to configure app widgets".
    @Test func launcherSkipsConfigureOnlyWhenBothFlagsAreSetOnApi31AndLater() throws {
        let steps = """
            add widget .BothFlags as a
            expect trace activity.start = 0
            add widget .OptionalOnly as b
            expect trace activity.start = 1

            """
        #expect(Self.failures(try Self.run(steps)) == [])
        let onAndroid11 = try Self.run(steps, sdk: 30)
        #expect(
            Self.failures(onAndroid11) == [
                "4: expected 0 'activity.start' record(s), got 1", "6: expected 1 'activity.start' record(s), got 2",
            ])
    }

    /// `ViewGroup.dispatchTouchEvent` hands a touch the deepest view under it does not consume to its parent: a
    /// `clickable` Row (RemoteViews' `setOnClickPendingIntent` on a container) runs when its Text is tapped.
    @Test func aTapGoesToTheInnermostClickableAncestor() throws {
        let report = try Self.run(
            """
            add widget .BothFlags as a
            advance 0
            click a text "Milk"
            advance 0
            expect state a rowTaps = 1
            expect render a contains "taps 1"

            """)
        #expect(Self.failures(report) == [])
    }

    /// `View.onTouchEvent`: "A disabled view that is clickable still consumes the touch events, it just doesn't
    /// respond to them": a disabled Button in a clickable Box takes the tap; neither action runs.
    @Test func aDisabledButtonTakesTheTapAndDoesNothing() throws {
        let report = try Self.run(
            """
            add widget .BothFlags as a
            advance 0
            click a text "Off"
            advance 0
            expect state a rowTaps absent
            expect trace glance.action = 0

            """)
        #expect(Self.failures(report) == [])
    }

    /// A tap on a view with no clickable view around it does nothing on a phone; a scenario that asks for one is
    /// told, at the step.
    @Test func aTapWithNoClickableAncestorIsALocatedError() throws {
        #expect {
            _ = try Self.run("add widget .BothFlags as a\nadvance 0\nclick a text \"no action anywhere\"\n")
        } throws: { error in
            "\(error)".hasPrefix(
                "s.scenario:5:1: error: the node with text \"no action anywhere\" in widget 1 has no click action, "
                    + "and neither has any node around it")
        }
    }

    /// ShutdownThread.beginShutdownSequence: ACTION_SHUTDOWN with FLAG_RECEIVER_REGISTERED_ONLY |
    /// FLAG_RECEIVER_FOREGROUND, then up to MAX_BROADCAST_TIME (10 s) before ActivityManagerService.shutdown; what
    /// sits in the queues meanwhile is delivered. A widget removed at the reboot's instant gets its DELETED and
    /// DISABLED, so Glance deletes its state, as a phone does.
    @Test func rebootDeliversWhatIsQueuedDuringItsTenSecondShutdown() throws {
        let report = try Self.run(
            """
            add widget .BothFlags as a
            advance 0
            remove widget a
            reboot
            expect calls .BothFlags onEnabled onUpdate onDeleted onDisabled
            expect store org.example.phone log deleted = 1
            expect store org.example.phone log disabled = 1
            expect state a rowTaps absent
            expect trace device.reboot = 1
            expect trace clock.tick = 1

            """)
        // The wall clock moved 10 s (08:00:55 to 08:01:05), so the 08:01:00 TIME_TICK fell inside the shutdown.
        #expect(Self.failures(report) == [])
    }

    /// ACTION_SHUTDOWN reaches receivers registered at run time; a manifest receiver for it never runs
    /// (FLAG_RECEIVER_REGISTERED_ONLY).
    @Test func shutdownBroadcastReachesRuntimeReceiversOnly() throws {
        let report = try Self.run(
            """
            add widget .BothFlags as a
            advance 0
            reboot
            expect store org.example.phone log shutdownAt = "08:00:55"
            expect store org.example.phone log manifestShutdown absent

            """)
        #expect(Self.failures(report) == [])
    }

    /// `power loss`: no ACTION_SHUTDOWN, nothing queued is delivered, no time passes; the boot follows at once.
    @Test func powerLossCutsAtOnce() throws {
        let report = try Self.run(
            """
            add widget .BothFlags as a
            advance 0
            remove widget a
            power loss
            expect calls .BothFlags onEnabled onUpdate
            expect store org.example.phone log shutdownAt absent
            expect trace clock.tick = 0

            """)
        #expect(Self.failures(report) == [])
    }
}
