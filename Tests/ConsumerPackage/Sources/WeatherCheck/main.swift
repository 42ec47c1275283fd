// Loads the weather sample as a user's code would, through GlanceSimKit alone: lints it, runs one scenario and
// explores a few histories.
// Usage: WeatherCheck REPOSITORY_ROOT
import Foundation
import GlanceSimKit

let root = CommandLine.arguments.dropFirst().first ?? "../.."
do {
    let app = try AppFolder.loadApp(root + "/Manifests/weather")
    let device = Device()
    try device.install(app.manifest)
    let report = try ScenarioSession().run(script: root + "/Manifests/weather/night-offline.scenario")
    var exploration = Exploration(app: root + "/Manifests/weather")
    exploration.runs = 5
    let broken = try exploration.run()
    print(
        "\(app.manifest.packageName): \(app.manifest.receivers.count) receiver(s), "
            + "\(AppLinter.lint(app).count) lint finding(s); night-offline: \(report.passedCount) passed, "
            + "\(report.failedCount) failed; explore: \(broken.count) broken in \(exploration.runs) histories")
    exit(report.failedCount == 0 && broken.isEmpty ? 0 : 1)
} catch {
    print("error: \(error)")
    exit(1)
}
