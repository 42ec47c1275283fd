import GlanceSim
import Testing

@Suite struct IntentFlagsTests {
    // Values of the Intent.FLAG_* constants in android.content.Intent.
    @Test(arguments: [
        (IntentFlags.receiverRegisteredOnly, Int32(0x4000_0000)),
        (.receiverReplacePending, 0x2000_0000),
        (.receiverForeground, 0x1000_0000),
        (.receiverNoAbort, 0x0800_0000),
        (.receiverRegisteredOnlyBeforeBoot, 0x0400_0000),
        (.receiverIncludeBackground, 0x0100_0000),
        (.receiverVisibleToInstantApps, 0x0020_0000),
        (.includeStoppedPackages, 0x20),
        (.excludeStoppedPackages, 0x10),
        (.activityNewTask, 0x1000_0000),
    ])
    func flagValuesMatchAndroidConstants(flag: IntentFlags, raw: Int32) {
        #expect(flag.rawValue == raw)
    }

    @Test func activityNewTaskSharesTheForegroundBit() {
        #expect(IntentFlags.activityNewTask == .receiverForeground)
    }

    @Test func namesListSetFlagsInDescendingBitOrder() {
        let flags: IntentFlags = [.excludeStoppedPackages, .receiverForeground, .receiverRegisteredOnly]
        let expected = ["FLAG_RECEIVER_REGISTERED_ONLY", "FLAG_RECEIVER_FOREGROUND", "FLAG_EXCLUDE_STOPPED_PACKAGES"]
        #expect(flags.names == expected)
        #expect(IntentFlags().names.isEmpty)
        #expect(IntentFlags(rawValue: 0x1).names.isEmpty)
    }
}
