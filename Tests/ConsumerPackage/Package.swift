// swift-tools-version: 6.3
// A separate package that depends on GlanceSim by path, as a user's package does by URL: it must build with only
// the declared product's import and load an app folder and run a scenario. `.ci/run` builds and runs it.
import PackageDescription

let package = Package(
    name: "ConsumerPackage",
    dependencies: [.package(name: "GlanceSim", path: "../..")],
    targets: [
        .executableTarget(
            name: "WeatherCheck",
            dependencies: [.product(name: "GlanceSimKit", package: "GlanceSim")]
        )
    ]
)
