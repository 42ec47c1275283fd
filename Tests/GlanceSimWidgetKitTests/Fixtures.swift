import GlanceSim
import GlanceSimWidgetKit

/// A provider whose timeline is a function of its context: entries at offsets from now, a policy, and values read
/// from the App Group "group.test".
struct ScriptedProvider: TimelineProvider {
    var offsets: [SimDuration] = [.zero]
    var policy: @Sendable (SimInstant) -> TimelineReloadPolicy = { _ in .atEnd }

    func placeholder(in context: TimelineProviderContext) -> TimelineEntry {
        TimelineEntry(date: context.now, fields: ["title": "placeholder"])
    }

    func snapshot(in context: TimelineProviderContext) -> TimelineEntry {
        TimelineEntry(date: context.now, fields: ["title": "snapshot"])
    }

    func timeline(in context: TimelineProviderContext) -> Timeline {
        let value = context.store.value(forKey: "value", inGroup: "group.test") ?? "empty"
        let entries = offsets.enumerated().map { index, offset in
            TimelineEntry(date: context.now + offset, fields: ["title": "\(value) #\(index)"])
        }
        return Timeline(entries: entries, policy: policy(context.now))
    }
}

enum Fixture {
    static let start = LocalDateTime(year: 2026, month: 6, day: 1, hour: 8)

    /// A kind showing its entry's title.
    static func kind(
        _ name: String = "Test", configuration: WidgetConfigurationKind = .static, provider: ScriptedProvider
    ) -> WidgetKind {
        WidgetKind(name: name, configuration: configuration, provider: provider) { entry, _ in
            Text(entry.fields["title"] ?? "")
        }
    }

    static func device(
        _ kinds: [WidgetKind], parameters: WidgetKitParameters = .device, intents: [AppIntent] = [],
        appGroups: [String] = ["group.test"], extensionGroups: [String] = ["group.test"], traceMode: Trace.Mode = .full
    ) throws -> WidgetKitDevice {
        let device = WidgetKitDevice(
            timeZone: TimeZoneRules(identifier: "Europe/Berlin")!, localTime: start, parameters: parameters,
            traceMode: traceMode)
        try device.install(
            WidgetKitApp(
                bundleIdentifier: "com.example.test", kinds: kinds, intents: intents, appGroups: appGroups,
                extensionGroups: extensionGroups))
        return device
    }

    static func title(_ device: WidgetKitDevice, _ id: Int) throws -> String {
        try device.shownEntry(id).entry.fields["title"] ?? ""
    }

    /// The trace events of one kind.
    static func events(_ device: WidgetKitDevice, _ kind: String) -> [WidgetKitTraceEvent] {
        device.trace.map(\.event).filter { $0.kind == kind }
    }
}

extension WidgetKind {
    /// The kind with other supported families.
    func with(families: [WidgetFamily]) -> WidgetKind {
        var kind = self
        kind.supportedFamilies = families
        return kind
    }
}
