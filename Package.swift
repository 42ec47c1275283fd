// swift-tools-version: 6.3
import PackageDescription

/// Settings every target shares: Swift 6 language mode (the default for tools 6.x) plus the upcoming
/// features the codebases we learn from turn on.
let sharedSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

let package = Package(
    name: "GlanceSim",
    products: [
        // The one import for loading app folders, running scenarios, lint, explore and compare from Swift.
        .library(name: "GlanceSimKit", targets: ["GlanceSimKit"]),
        .library(name: "GlanceSim", targets: ["GlanceSim"]),
        .library(name: "GlanceSimTesting", targets: ["GlanceSimTesting"]),
        .library(name: "GlanceSimWidgetKit", targets: ["GlanceSimWidgetKit"]),
        .executable(name: "glancesim", targets: ["glancesim"]),
    ],
    targets: [
        // The layers, bottom up; a target depends only on targets above it in this list
        // (Tests/Tools/check-layers.py fails CI on an import that points up).
        // The Android model: the device, its system services and the app-facing APIs.
        .target(name: "GlanceSim", swiftSettings: sharedSettings),
        // The iOS side: WidgetKit's timeline runtime on the same clock, trace and content.
        .target(name: "GlanceSimWidgetKit", dependencies: ["GlanceSim"], swiftSettings: sharedSettings),
        // Files to values: XML, manifests, Gradle modules, JSON5 and behaviour specs, scenario scripts, time syntax.
        .target(
            name: "GlanceSimFormats", dependencies: ["GlanceSim", "GlanceSimWidgetKit"], swiftSettings: sharedSettings),
        // Apps described by files, made to run: the behaviour runtime, app folders, the iOS side's app, lint.
        .target(
            name: "GlanceSimInterpreter", dependencies: ["GlanceSim", "GlanceSimWidgetKit", "GlanceSimFormats"],
            swiftSettings: sharedSettings),
        // Running devices: both scenario runners, compare, state folders, invariants, explore, the timeline report.
        .target(
            name: "GlanceSimScenarios",
            dependencies: ["GlanceSim", "GlanceSimWidgetKit", "GlanceSimFormats", "GlanceSimInterpreter"],
            swiftSettings: sharedSettings),
        .target(
            name: "GlanceSimKit",
            dependencies: [
                "GlanceSim", "GlanceSimWidgetKit", "GlanceSimFormats", "GlanceSimInterpreter", "GlanceSimScenarios",
            ],
            swiftSettings: sharedSettings),
        .target(
            name: "GlanceSimTesting",
            dependencies: [
                "GlanceSim", "GlanceSimWidgetKit", "GlanceSimFormats", "GlanceSimInterpreter", "GlanceSimScenarios",
            ],
            swiftSettings: sharedSettings
        ),
        // The fuzzing engine: seeds, mutations, child processes, classification and delta debugging (`glancesim fuzz`).
        .target(
            name: "GlanceSimFuzzing", dependencies: ["GlanceSim", "GlanceSimFormats", "GlanceSimScenarios"],
            swiftSettings: sharedSettings),
        // The benchmark workload W(days, widgets, jobs) and its minimal event loop (`glancesim bench`).
        .target(name: "GlanceSimBench", dependencies: ["GlanceSim"], swiftSettings: sharedSettings),
        // The command line: argument parsing and printing only.
        .target(
            name: "GlanceSimCLI",
            dependencies: [
                "GlanceSim", "GlanceSimWidgetKit", "GlanceSimFormats", "GlanceSimInterpreter", "GlanceSimScenarios",
                "GlanceSimFuzzing", "GlanceSimBench",
            ],
            swiftSettings: sharedSettings
        ),
        .executableTarget(name: "glancesim", dependencies: ["GlanceSimCLI"], swiftSettings: sharedSettings),
        .testTarget(
            name: "GlanceSimTests",
            dependencies: ["GlanceSim"],
            exclude: ["Fixtures"],
            swiftSettings: sharedSettings
        ),
        // Helpers the Formats, Interpreter and Scenarios tests share: the fixture app folders, temporary folders,
        // apps built in Swift from behaviour-file text. Test-only; no product.
        .target(
            name: "GlanceSimTestSupport", dependencies: ["GlanceSim", "GlanceSimFormats", "GlanceSimInterpreter"],
            path: "Tests/GlanceSimTestSupport", swiftSettings: sharedSettings),
        .testTarget(
            name: "GlanceSimFormatsTests",
            dependencies: ["GlanceSimFormats", "GlanceSimTestSupport"],
            exclude: ["Fixtures"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "GlanceSimInterpreterTests",
            dependencies: ["GlanceSimInterpreter", "GlanceSimTestSupport"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "GlanceSimScenariosTests",
            dependencies: ["GlanceSimScenarios", "GlanceSimTestSupport"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "GlanceSimWidgetKitTests",
            dependencies: ["GlanceSimWidgetKit"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "GlanceSimTestingTests",
            dependencies: [
                "GlanceSimTesting", "GlanceSimWidgetKit", "GlanceSimFormats", "GlanceSimInterpreter",
                "GlanceSimScenarios",
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "GlanceSimCLITests",
            dependencies: [
                "GlanceSimCLI", "GlanceSimTesting", "GlanceSimScenarios", "GlanceSimFuzzing", "GlanceSimBench",
            ],
            exclude: ["Fixtures"],
            swiftSettings: sharedSettings
        ),
    ]
)
