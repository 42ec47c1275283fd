import Foundation
import GlanceSimCLI
import GlanceSimFormats
import Testing

/// `glancesim init` as a user runs it: the facts (text and JSON), a draft written where asked and never over an
/// existing file without `--force`, the TODOs printed at their code lines, and clear errors with sysexits codes.
@Suite struct InitCommandTests {
    static let root = FrontDoorCommandTests.root
    static func run(_ arguments: [String]) -> FrontDoorCommandTests.Run { FrontDoorCommandTests.run(arguments) }

    @Test func factsAsJSONAreTheReadersFacts() throws {
        let module = Self.root + "/Manifests/platform-weather/app"
        let result = Self.run(["init", module, "--facts", "--json"])
        #expect(result.status == .success)
        let decoded = try JSONDecoder().decode(CodeFacts.self, from: Data(result.stdout.utf8))
        #expect(decoded == CodeFacts.read(module: module))
        #expect(decoded.work.first?.period == "30m")
        #expect(result.stderr.isEmpty)
    }

    @Test func factsAsTextNameEachPlaceAsTheUserReachesIt() {
        let result = Self.run(["init", Self.root + "/Manifests/h2r/app", "--facts"])
        #expect(result.status == .success)
        #expect(
            result.stdout.contains(
                Self.root + "/Manifests/h2r/app/src/main/java/com/juniperphoton/h2r/TimeWidgetProvider.kt:27: "
                    + "com.juniperphoton.h2r.receiver.UpdateBroadcastReceiver for android.intent.action.TIME_TICK"))
        #expect(result.stdout.contains("runtimeReceivers (1)"))
    }

    @Test func aDraftIsWrittenWithItsTodosAndNeverOverAFileWithoutForce() throws {
        let folder = try FrontDoorCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/draft.json5"
        let module = Self.root + "/Manifests/platform-weather/app"
        let first = Self.run(["init", module, "-o", target])
        #expect(first.status == .success)
        let written = try String(contentsOfFile: target, encoding: .utf8)
        #expect(written.hasPrefix("// Drafted by `glancesim init`"))
        #expect(
            first.stderr.contains("WeatherWorker.kt:106: note: TODO updateAppWidgetState writes the widget's state"))
        #expect(first.stderr.hasSuffix("3 TODO(s) to say by hand, 0 about content\n"))
        try Data("mine".utf8).write(to: URL(fileURLWithPath: target))
        let again = Self.run(["init", module, "-o", target])
        #expect(again.status == .cannotCreate)
        #expect(again.stderr == "\(target): error: the file exists; give --force to overwrite it, or -o another file\n")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "mine")
        #expect(Self.run(["init", module, "-o", target, "--force"]).status == .success)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == written)
    }

    @Test func theSamplesOwnBehaviourFileIsNotOverwritten() {
        let result = Self.run(["init", Self.root + "/Manifests/h2r/app"])
        #expect(result.status == .cannotCreate)
    }

    @Test func errorsAreClearAndCoded() throws {
        #expect(Self.run(["init"]).status == .usage)
        #expect(Self.run(["init", "a", "b"]).status == .usage)
        #expect(Self.run(["init", "a", "--json"]).status == .usage)
        #expect(Self.run(["init", "a", "--facts", "-o", "x"]).status == .usage)
        #expect(Self.run(["init", "a", "--fact"]).stderr.contains("did you mean '--facts'?"))
        let missing = Self.run(["init", "/nonexistent/module"])
        #expect(missing.status == .noInput)
        #expect(missing.stderr == "/nonexistent/module: error: no module folder at '/nonexistent/module'\n")
        // A module whose manifest does not load: the manifest's located error.
        let folder = try FrontDoorCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let broken = Self.run(["init", folder])
        #expect(broken.status == .noInput)
        // A module with a manifest and no sources.
        try Data("<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"a.b\" />\n".utf8)
            .write(to: URL(fileURLWithPath: folder + "/AndroidManifest.xml"))
        let empty = Self.run(["init", folder, "-o", "-"])
        #expect(empty.status == .noInput)
        #expect(empty.stderr.contains("no Kotlin or Java sources"))
    }

    @Test func helpListsInit() {
        #expect(Self.run(["help"]).stdout.contains("init"))
        #expect(Self.run(["init", "--help"]).stdout.contains("USAGE: glancesim init <module>"))
    }
}

extension InitCommandTests {
    /// `init --facts` lists a helper's alarm at each call site with the type it passes and the helper's line.
    @Test func factsListAHelpersAlarmAtEachCallSite() throws {
        let folder = try FrontDoorCommandTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sources = folder + "/src/main/java/com/x"
        try FileManager.default.createDirectory(atPath: sources, withIntermediateDirectories: true)
        try Data(
            """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.x">
              <uses-sdk android:minSdkVersion="26" android:targetSdkVersion="34"/>
              <application/>
            </manifest>
            """.utf8
        ).write(to: URL(filePath: folder + "/src/main/AndroidManifest.xml"))
        try Data(
            """
            package com.x
            class Scheduler(private val alarmManager: AlarmManager) {
                fun schedule(time: Long, intent: PendingIntent, alarmType: Int) {
                    alarmManager.setExact(alarmType, time, intent)
                }
                fun daily(pi: PendingIntent) { schedule(1000L, pi, AlarmManager.RTC) }
                fun urgent(pi: PendingIntent) { schedule(2000L, pi, AlarmManager.RTC_WAKEUP) }
            }
            """.utf8
        ).write(to: URL(filePath: sources + "/Scheduler.kt"))
        let result = Self.run(["init", folder, "--facts"])
        #expect(result.status == .success, "\(result.stderr)")
        let path = folder + "/src/main/java/com/x/Scheduler.kt"
        #expect(result.stdout.contains("alarms (2)\n"))
        #expect(result.stdout.contains("  \(path):6: setExact RTC exact (through \(path):4)\n"))
        #expect(result.stdout.contains("  \(path):7: setExact RTC_WAKEUP exact (through \(path):4)\n"))
    }
}
