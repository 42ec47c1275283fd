import GlanceSim
import Testing

/// The examples in the WorkManager docs do what their comments say.
@Suite struct WorkDocExampleTests {
    final class SyncWorker: Worker {
        func doWork(_ context: WorkerContext) throws -> WorkResult { .success() }
    }

    final class WeatherWorker: Worker {
        var duration: SimDuration { .seconds(20) }
        func doWork(_ context: WorkerContext) throws -> WorkResult {
            context.runAttemptCount < 3 ? .success(["temp": .int(21)]) : .failure()
        }
    }

    @Test func workManagerTypeExampleRunsFourPeriodsInThreeHours() throws {
        var manifest = AppManifest(packageName: "com.example.sync")
        manifest.workers["SyncWorker"] = { SyncWorker() }
        let device = Device()
        try device.install(manifest)
        let workManager = try device.context(for: "com.example.sync").workManager
        let request = try PeriodicWorkRequest.Builder(workerClassName: "SyncWorker", repeatInterval: .hours(1))
            .setConstraints(Constraints(requiredNetworkType: .connected))
            .build()
        let id = try workManager.enqueueUniquePeriodicWork("sync", .keep, request)
        try device.advance(by: .hours(3))
        let workID = try #require(id)
        let info = try #require(workManager.getWorkInfoById(workID))
        #expect(info.description.contains("ENQUEUED attempts=0") && info.description.contains("periods=4"))
    }

    @Test func articleExampleWaitsForTheNetworkThenRunsOnce() throws {
        var manifest = AppManifest(packageName: "com.example.weather")
        manifest.workers["WeatherWorker"] = { WeatherWorker() }
        let device = Device()
        try device.install(manifest)
        let workManager = try device.context(for: "com.example.weather").workManager
        let request = try PeriodicWorkRequest.Builder(workerClassName: "WeatherWorker", repeatInterval: .hours(1))
            .setConstraints(Constraints(requiredNetworkType: .connected))
            .build()
        let id = try #require(try workManager.enqueueUniquePeriodicWork("weather", .keep, request))
        device.setNetwork(.none)
        try device.advance(by: .hours(8))
        #expect(workManager.getWorkInfoById(id)?.periodCount == 0)
        device.setNetwork(.unmetered)
        try device.advance(by: .minutes(1))
        let info = try #require(workManager.getWorkInfoById(id))
        #expect(info.description.contains("ENQUEUED attempts=0") && info.description.contains("periods=1"))
        #expect(device.allWork.map(\.info.id) == [id])
    }
}
