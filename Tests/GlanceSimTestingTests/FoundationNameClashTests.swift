import Foundation
import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter
import GlanceSimScenarios
import GlanceSimTesting
import GlanceSimWidgetKit
import XCTest

#if canImport(FoundationXML)
    import FoundationXML  // XMLDocument, XMLElement, XMLNode: part of Foundation on Apple platforms
#endif

/// No public type of GlanceSim's libraries (the core, WidgetKit, Formats, Interpreter, Scenarios, Testing) shares a name with one of Foundation's:
/// this file imports them all with Foundation and names every public type unqualified, in type position,
/// where a clash is the compile error "'X' is ambiguous for type lookup". The check is that it compiles.
/// Generated from the sources (each `public struct|enum|class|protocol|typealias` at top level); regenerate
/// it when public types are added. (XCTest, not Swift Testing: `Testing` exports `Expectation` and
/// `SourceLocation`, which GlanceSimFormats, an internal module, also declares.)
final class FoundationNameClashTests: XCTestCase {
    func testEveryPublicTypeCanBeNamedUnqualifiedNextToFoundation() {
        // GlanceSim
        _ = Optional<any ActionCallback>.none
        _ = Optional<any ActionParameterValue>.none
        _ = Optional<ActionParameters>.none
        _ = Optional<AlarmDeferral>.none
        _ = Optional<AlarmFlags>.none
        _ = Optional<AlarmID>.none
        _ = Optional<AlarmInfo>.none
        _ = Optional<AlarmManager>.none
        _ = Optional<AlarmRemovalReason>.none
        _ = Optional<AlarmTraceEvent>.none
        _ = Optional<AlarmType>.none
        _ = Optional<AlarmWindowPoint>.none
        _ = Optional<Alignment>.none
        _ = Optional<AndroidBundle>.none
        _ = Optional<AndroidException>.none
        _ = Optional<AppActionInvocation>.none
        _ = Optional<AppContext>.none
        _ = Optional<AppManifest>.none
        _ = Optional<AppMetrics>.none
        _ = Optional<AppStorage>.none
        _ = Optional<AppWidgetCallback>.none
        _ = Optional<AppWidgetHostID>.none
        _ = Optional<AppWidgetManager>.none
        _ = Optional<AppWidgetOption>.none
        _ = Optional<AppWidgetProviderInfo>.none
        _ = Optional<AppWidgetTraceEvent>.none
        _ = Optional<BackoffPolicy>.none
        _ = Optional<BlockReceiver>.none
        _ = Optional<BroadcastBlockReason>.none
        _ = Optional<BroadcastPolicy>.none
        _ = Optional<any BroadcastReceiver>.none
        _ = Optional<BroadcastResult>.none
        _ = Optional<BroadcastSender>.none
        _ = Optional<BroadcastSkip>.none
        _ = Optional<BroadcastTraceEvent>.none
        _ = Optional<BundleValue>.none
        _ = Optional<ClockTraceEvent>.none
        _ = Optional<ComponentDeclaration>.none
        _ = Optional<ComponentName>.none
        _ = Optional<ConstraintKind>.none
        _ = Optional<ConstraintWait>.none
        _ = Optional<Constraints>.none
        _ = Optional<ContentAgeStatistics>.none
        _ = Optional<ContentScale>.none
        _ = Optional<CrashSite>.none
        _ = Optional<DataStore>.none
        _ = Optional<DeepDozeState>.none
        _ = Optional<Device>.none
        _ = Optional<DeviceClock>.none
        _ = Optional<DeviceConditionChange>.none
        _ = Optional<DeviceConditions>.none
        _ = Optional<DeviceTraceEvent>.none
        _ = Optional<DistinctPictures>.none
        _ = Optional<DozeParameters>.none
        _ = Optional<DozeReason>.none
        _ = Optional<DozeStatus>.none
        _ = Optional<DozeTraceEvent>.none
        _ = Optional<DpSize>.none
        _ = Optional<EventID>.none
        _ = Optional<EventQueue<Int, Int>>.none
        _ = Optional<EventSeries>.none
        _ = Optional<ExactAlarmPermission>.none
        _ = Optional<ExistingPeriodicWorkPolicy>.none
        _ = Optional<ExistingWorkPolicy>.none
        _ = Optional<ExpeditedJobDecision>.none
        _ = Optional<FoundGlanceNode>.none
        _ = Optional<GlanceAction>.none
        _ = Optional<GlanceAppWidgetManager>.none
        _ = Optional<GlanceBackground>.none
        _ = Optional<GlanceCompositionFailure>.none
        _ = Optional<GlanceContent>.none
        _ = Optional<GlanceContentBuilder>.none
        _ = Optional<GlanceContentError>.none
        _ = Optional<GlanceDimension>.none
        _ = Optional<GlanceId>.none
        _ = Optional<GlanceModifier>.none
        _ = Optional<GlanceNode>.none
        _ = Optional<GlanceNodeLookupError>.none
        _ = Optional<GlanceNodeMatcher>.none
        _ = Optional<GlanceScope>.none
        _ = Optional<GlanceSessionCloseReason>.none
        _ = Optional<GlanceSessionTransition>.none
        _ = Optional<GlanceTraceEvent>.none
        _ = Optional<GridCells>.none
        _ = Optional<InputMerger>.none
        _ = Optional<Intent>.none
        _ = Optional<IntentAction>.none
        _ = Optional<IntentCategory>.none
        _ = Optional<IntentExtra>.none
        _ = Optional<IntentFilter>.none
        _ = Optional<IntentFlags>.none
        _ = Optional<JobQuota>.none
        _ = Optional<LambdaAction>.none
        _ = Optional<LightDozeState>.none
        _ = Optional<LocalDateTime>.none
        _ = Optional<MetricsSummary>.none
        _ = Optional<MutablePreferences>.none
        _ = Optional<NetworkState>.none
        _ = Optional<NetworkType>.none
        _ = Optional<OneTimeWorkRequest>.none
        _ = Optional<OutOfQuotaPolicy>.none
        _ = Optional<Padding>.none
        _ = Optional<PatternMatcher>.none
        _ = Optional<PendingIntent>.none
        _ = Optional<PerfettoTraceBuilder>.none
        _ = Optional<PeriodicWorkRequest>.none
        _ = Optional<PreferenceValue>.none
        _ = Optional<any PreferenceValueConvertible>.none
        _ = Optional<Preferences>.none
        _ = Optional<PreferencesKey<Int32>>.none
        _ = Optional<ProcessDeathReason>.none
        _ = Optional<ProcessMemory>.none
        _ = Optional<ProcessStartCause>.none
        _ = Optional<ProcessTraceEvent>.none
        _ = Optional<ReceiverContext>.none
        _ = Optional<ReceiverDeclaration>.none
        _ = Optional<ReceiverExportFlags>.none
        _ = Optional<ReceiverIdentity>.none
        _ = Optional<RegisteredReceiverInfo>.none
        _ = Optional<RemoteAdapter>.none
        _ = Optional<RemoteAdapterCall>.none
        _ = Optional<RemoteViews>.none
        _ = Optional<any RemoteViewsFactory>.none
        _ = Optional<RemoteViewsService>.none
        _ = Optional<ScenarioMetrics>.none
        _ = Optional<SimDuration>.none
        _ = Optional<SimInstant>.none
        _ = Optional<SimulationError>.none
        _ = Optional<SizeF>.none
        _ = Optional<SizeMode>.none
        _ = Optional<StandbyBucket>.none
        _ = Optional<StandbyBucketReason>.none
        _ = Optional<StartedComponent>.none
        _ = Optional<StopReason>.none
        _ = Optional<SystemClockAlarm>.none
        _ = Optional<TimeTickCause>.none
        _ = Optional<TimeZoneRules>.none
        _ = Optional<TimelineCollector>.none
        _ = Optional<Trace>.none
        _ = Optional<TraceEvent>.none
        _ = Optional<TraceFanOut>.none
        _ = Optional<TraceKind>.none
        _ = Optional<any TracePayload>.none
        _ = Optional<TraceRecord>.none
        _ = Optional<any TraceSink>.none
        _ = Optional<URI>.none
        _ = Optional<UniqueSchedulingPolicy>.none
        _ = Optional<ValidatedContent>.none
        _ = Optional<Visibility>.none
        _ = Optional<WallTime>.none
        _ = Optional<WidgetBackupEntry>.none
        _ = Optional<WidgetCells>.none
        _ = Optional<WidgetClickAction>.none
        _ = Optional<WidgetColorScheme>.none
        _ = Optional<WidgetMetrics>.none
        _ = Optional<WidgetNodeSelector>.none
        _ = Optional<WidgetPicture>.none
        _ = Optional<WorkContinuation>.none
        _ = Optional<WorkDeletion>.none
        _ = Optional<WorkID>.none
        _ = Optional<WorkInfo>.none
        _ = Optional<WorkManager>.none
        _ = Optional<WorkRequestBuilder<OneTimeWorkRequest>>.none
        _ = Optional<WorkResult>.none
        _ = Optional<WorkRunResult>.none
        _ = Optional<WorkSchedule>.none
        _ = Optional<WorkStartFailure>.none
        _ = Optional<WorkState>.none
        _ = Optional<WorkStateChange>.none
        _ = Optional<WorkTestDriver>.none
        _ = Optional<WorkTraceEvent>.none
        _ = Optional<WorkUpdateResult>.none
        _ = Optional<any Worker>.none
        _ = Optional<WorkerContext>.none
        // GlanceSimFormats
        _ = Optional<AppDescription>.none
        _ = Optional<AppValueOrigins>.none
        _ = Optional<BehaviorLoader>.none
        _ = Optional<BehaviorSpec>.none
        _ = Optional<CodeFacts>.none
        _ = Optional<ComponentDescription>.none
        _ = Optional<ConditionChange>.none
        _ = Optional<CountCheck>.none
        _ = Optional<Diagnostic>.none
        _ = Optional<DurationSyntax>.none
        _ = Optional<EditDistance>.none
        _ = Optional<Expectation>.none
        _ = Optional<ExpectedStateLocation>.none
        _ = Optional<FormatError>.none
        _ = Optional<FormatLimits>.none
        _ = Optional<HeldCondition>.none
        _ = Optional<IOSAction>.none
        _ = Optional<IOSDeviceSettings>.none
        _ = Optional<IOSExpectation>.none
        _ = Optional<IOSScenario>.none
        _ = Optional<IOSScenarioParser>.none
        _ = Optional<IOSStep>.none
        _ = Optional<InstantSyntax>.none
        _ = Optional<InvariantFile>.none
        _ = Optional<InvariantRule>.none
        _ = Optional<LineDiff>.none
        _ = Optional<ManifestLoader>.none
        _ = Optional<ParsedXMLDocument>.none
        _ = Optional<ParsedXMLElement>.none
        _ = Optional<ParsedXMLNode>.none
        _ = Optional<RenderCheck>.none
        _ = Optional<Scenario>.none
        _ = Optional<ScenarioAction>.none
        _ = Optional<ScenarioParser>.none
        _ = Optional<ScenarioStep>.none
        _ = Optional<SourceLocation>.none
        _ = Optional<TimeSyntaxError>.none
        _ = Optional<ValueOrigin>.none
        _ = Optional<WidgetReference>.none
        _ = Optional<WorkCheck>.none
        _ = Optional<XMLAttribute>.none
        _ = Optional<XMLNamespaceDeclaration>.none
        _ = Optional<XMLReader>.none
        // GlanceSimInterpreter
        _ = Optional<AppAssembler>.none
        _ = Optional<AppFolder>.none
        _ = Optional<AppLinter>.none
        _ = Optional<AppListing>.none
        _ = Optional<BehaviorDraft>.none
        _ = Optional<LintFinding>.none
        _ = Optional<LintRule>.none
        _ = Optional<ModelDrift>.none
        // GlanceSimScenarios
        _ = Optional<Exploration>.none
        _ = Optional<ExploreFailure>.none
        _ = Optional<ExploreObservations>.none
        _ = Optional<IOSScenarioRunner>.none
        _ = Optional<IOSSession>.none
        _ = Optional<Invariant>.none
        _ = Optional<PlatformComparison>.none
        _ = Optional<any ScenarioListener>.none
        _ = Optional<ScenarioReport>.none
        _ = Optional<ScenarioRunner>.none
        _ = Optional<ScenarioSession>.none
        _ = Optional<SplitMix64>.none
        _ = Optional<StateFolder>.none
        _ = Optional<TraceSpool>.none
        _ = Optional<TraceWindow>.none
        _ = Optional<WidgetCallbackRuns>.none
        // GlanceSimTesting
        _ = Optional<AppFolderLoadError>.none
        _ = Optional<ExhaustiveTrace>.none
        _ = Optional<GoldenConfiguration>.none
        _ = Optional<GoldenConfigurationError>.none
        _ = Optional<GoldenFile>.none
        _ = Optional<GoldenRecordMode>.none
        _ = Optional<RecordingReceiver>.none
        _ = Optional<TraceCursor>.none
        _ = Optional<TraceMatcher>.none
        _ = Optional<WorkSelector>.none
        // GlanceSimWidgetKit
        _ = Optional<AppGroupSnapshot>.none
        _ = Optional<AppIntent>.none
        _ = Optional<AppIntentEffects>.none
        _ = Optional<AppState>.none
        _ = Optional<AppTarget>.none
        _ = Optional<DateTextStyle>.none
        _ = Optional<IPhoneScreen>.none
        _ = Optional<PointSize>.none
        _ = Optional<ProviderCall>.none
        _ = Optional<ReloadScope>.none
        _ = Optional<ReloadSource>.none
        _ = Optional<ShownEntry>.none
        _ = Optional<StoredValue>.none
        _ = Optional<Timeline>.none
        _ = Optional<TimelineEntry>.none
        _ = Optional<TimelineEntryRelevance>.none
        _ = Optional<any TimelineProvider>.none
        _ = Optional<TimelineProviderContext>.none
        _ = Optional<TimelineReloadPolicy>.none
        _ = Optional<WidgetConfigurationKind>.none
        _ = Optional<WidgetFamily>.none
        _ = Optional<WidgetInfo>.none
        _ = Optional<WidgetKind>.none
        _ = Optional<WidgetKitApp>.none
        _ = Optional<WidgetKitDevice>.none
        _ = Optional<WidgetKitError>.none
        _ = Optional<WidgetKitParameters>.none
        _ = Optional<WidgetKitTrace>.none
        _ = Optional<WidgetKitTraceEvent>.none
        _ = Optional<WidgetKitTraceRecord>.none
        _ = Optional<WidgetRenderContext>.none
        _ = Optional<WidgetStatus>.none
        // Foundation's own types stay reachable unqualified.
        let unit: Dimension = UnitLength.meters
        XCTAssertEqual(unit.symbol, "m")
        XCTAssertFalse(Bundle.main.bundlePath.isEmpty)
        let extras: AndroidBundle = ["k": .int(1)]
        XCTAssertEqual(extras.int("k"), 1)
    }
}
