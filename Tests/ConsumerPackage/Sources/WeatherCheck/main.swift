// Loads the weather sample as a user's code would, through GlanceSimKit alone, lints it and runs one scenario.
// Usage: WeatherCheck REPOSITORY_ROOT
import Foundation
import GlanceSimKit

let root = CommandLine.arguments.dropFirst().first ?? "../.."
do {
    let app = try AppFolder.loadApp(root + "/Manifests/weather")
    let device = Device()
    try device.install(app.manifest)
    let report = try ScenarioSession().run(script: root + "/Manifests/weather/night-offline.scenario")
    print(
        "\(app.manifest.packageName): \(app.manifest.receivers.count) receiver(s), "
            + "\(AppLinter.lint(app).count) lint finding(s); night-offline: \(report.passedCount) passed, "
            + "\(report.failedCount) failed")
    exit(report.failedCount == 0 ? 0 : 1)
} catch {
    print("error: \(error)")
    exit(1)
}
