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
        .target(name: "GlanceSim", swiftSettings: sharedSettings),
        .target(name: "GlanceSimWidgetKit", dependencies: ["GlanceSim"], swiftSettings: sharedSettings),
        .target(
            name: "GlanceSimFormats", dependencies: ["GlanceSim", "GlanceSimWidgetKit"], swiftSettings: sharedSettings),
        .target(
            name: "GlanceSimKit", dependencies: ["GlanceSim", "GlanceSimFormats", "GlanceSimWidgetKit"],
            swiftSettings: sharedSettings),
        .target(
            name: "GlanceSimTesting",
            dependencies: ["GlanceSim", "GlanceSimFormats", "GlanceSimWidgetKit"],
            swiftSettings: sharedSettings
        ),
        .target(
            name: "GlanceSimCLI",
            dependencies: ["GlanceSim", "GlanceSimFormats", "GlanceSimWidgetKit"],
            swiftSettings: sharedSettings
        ),
        .executableTarget(name: "glancesim", dependencies: ["GlanceSimCLI"], swiftSettings: sharedSettings),
        .testTarget(
            name: "GlanceSimTests",
            dependencies: ["GlanceSim"],
            exclude: ["Fixtures"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "GlanceSimFormatsTests",
            dependencies: ["GlanceSimFormats"],
            exclude: ["Fixtures"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "GlanceSimWidgetKitTests",
            dependencies: ["GlanceSimWidgetKit"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "GlanceSimTestingTests",
            dependencies: ["GlanceSimTesting", "GlanceSimWidgetKit"],
            exclude: ["__Snapshots__"],
            swiftSettings: sharedSettings
        ),
        .testTarget(
            name: "GlanceSimCLITests",
            dependencies: ["GlanceSimCLI", "GlanceSimTesting"],
            exclude: ["Fixtures"],
            swiftSettings: sharedSettings
        ),
    ]
)
