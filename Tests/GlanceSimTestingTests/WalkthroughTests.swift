// The first Swift test of the README's walkthrough ("Your own widget"), on its app in docs/walkthrough/.
// ReadmeTourTests checks that the README prints this file from `import GlanceSim` on, word for word.

import GlanceSim
import GlanceSimTesting
import Testing

@Test func aGlassOfWaterCountsAndSurvivesProcessDeath() throws {
    let device = try Device(zone: "Europe/Berlin", localTime: "2026-06-01T08:00", sdk: 34)
    try device.install(appFolder: "../../docs/walkthrough")  // relative to this test file
    let id = try device.addWidget("WaterReceiver")
    try device.advance(by: .zero)
    try device.click(id, on: .text("+1"))
    try device.advance(by: .seconds(1))
    try device.kill("com.example.water")
    try device.advance(by: .hours(1))

    expectCalls(device, receiver: "WaterReceiver", ["onEnabled", "onUpdate [1]"])
    expectGlanceState(device, widget: id, intPreferencesKey("glasses"), equals: 1)
    expectRendered(device, widget: id, contains: "Glasses today: 1")
}
