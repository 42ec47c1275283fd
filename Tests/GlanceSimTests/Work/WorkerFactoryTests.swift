import GlanceSim
import Testing

/// WorkManager makes a new worker for every run through the app's factory for the row's class
/// (`WorkerFactory.createWorkerWithDefaultFallback`). GlanceSim looks the factory up once per row and keeps it,
/// so these pin down that the kept one is always the one Android would use: a new worker per run, and the
/// updated app's factory after an app update replaced the manifest.
@Suite struct WorkerFactoryTests {
    private static let package = "com.example.factory"

    private final class Marks: @unchecked Sendable {
        var marks: [String] = []
    }

    private final class Marking: Worker {
        let mark: String
        let marks: Marks
        init(_ mark: String, _ marks: Marks) {
            self.mark = mark
            self.marks = marks
        }
        func doWork(_ context: WorkerContext) throws -> WorkResult {
            marks.marks.append(mark)
            return .success()
        }
    }

    private func periodicSync(on device: Device) throws {
        let request = try WorkRequestBuilder<PeriodicWorkRequest>(
            workerClassName: "Sync", repeatInterval: .minutes(15)
        ).build()
        _ = try device.context(for: Self.package).workManager.enqueue(request)
    }

    @Test func everyRunGetsANewWorkerFromTheFactory() throws {
        let marks = Marks()
        let made = Marks()
        let device = Device(traceMode: .counting)
        var manifest = AppManifest(packageName: Self.package, targetSdkVersion: 34)
        manifest.workers["Sync"] = {
            made.marks.append("made")
            return Marking("v1", marks)
        }
        try device.install(manifest)
        try periodicSync(on: device)
        try device.advance(by: .minutes(31))
        #expect(marks.marks.count == 3)  // at once, then every 15 minutes
        #expect(made.marks.count == 3)
    }

    @Test func anAppUpdateThatReplacesTheFactoryIsUsedFromTheNextRun() throws {
        let marks = Marks()
        let device = Device(traceMode: .counting)
        var manifest = AppManifest(packageName: Self.package, targetSdkVersion: 34)
        manifest.workers["Sync"] = { Marking("v1", marks) }
        try device.install(manifest)
        try periodicSync(on: device)
        try device.advance(by: .minutes(1))
        manifest.workers["Sync"] = { Marking("v2", marks) }
        try device.install(manifest)  // an update: the package is installed already
        try device.advance(by: .minutes(15))
        #expect(marks.marks == ["v1", "v2"])
    }
}
