public import GlanceSim
import GlanceSimFormats
import GlanceSimInterpreter

extension ScenarioRunner {
    /// The newest work whose unique name, tag, worker class or id is `name`, with its app.
    func findWork(_ name: String) -> (packageName: String, info: WorkInfo)? {
        let all = device.allWork
        let matches =
            all.filter { $0.info.uniqueName == name }.nilIfEmpty ?? all.filter { $0.info.tags.contains(name) }
            .nilIfEmpty
            ?? all.filter { $0.info.workerClassName == name || $0.info.id.description == name }
        return matches.max { $0.info.id < $1.info.id }
    }

    func checkWork(_ name: String, _ check: WorkCheck, at location: SourceLocation) throws -> ScenarioReport.Verdict {
        let found = findWork(name)
        if case .none = check {
            return verdict(found == nil, expected: "no work '\(name)'", got: found.map { "\($0.info)" } ?? "")
        }
        guard let (package, info) = found else {
            return ScenarioReport.Verdict(
                passed: false, message: "no work is named '\(name)'" + workCandidates(for: name))
        }
        switch check {
        case .state(let state):
            return verdict(info.state.rawValue == state, expected: state, got: info.state.rawValue)
        case .attempts(let count):
            return verdict(
                count.matches(info.runAttemptCount), expected: "\(count) attempt(s)", got: "\(info.runAttemptCount)")
        case .runs(let count):
            let runs = try device.workManager(for: package).runCount(of: info.id)
            return verdict(count.matches(runs), expected: "\(count) run(s)", got: "\(runs)")
        case .nextIn(let duration):
            let expected = device.clock.wallTime + duration
            return verdict(info.nextScheduleTime == expected, expected: "next run at \(expected)", got: next(info))
        case .nextAt(let text):
            let expected = try wallTime(text, at: location)
            return verdict(info.nextScheduleTime == expected, expected: "next run at \(expected)", got: next(info))
        case .none:
            return verdict(true, expected: "", got: "")
        }
    }

    /// "Did you mean" among the work's unique names, tags and worker classes, and those names listed:
    /// `; did you mean 'weather-sync'?; unique names: weather-sync; tags: …; workers: …` (or that there is none).
    func workCandidates(for name: String) -> String {
        let all = device.allWork.map(\.info)
        let names = Set(all.compactMap(\.uniqueName)).sorted()
        let tags = Set(all.flatMap(\.tags)).sorted()
        let workers = Set(all.map(\.workerClassName)).sorted()
        guard !all.isEmpty else { return "; there is no work" }
        let groups = [("unique names", names), ("tags", tags), ("workers", workers)].filter { !$0.1.isEmpty }
        return Self.didYouMean(name, among: names + tags + workers)
            + groups.map { "; \($0.0): \($0.1.joined(separator: ", "))" }.joined()
    }

    private func next(_ info: WorkInfo) -> String { info.nextScheduleTime.map { "\($0)" } ?? "no next run" }

    /// Steps the device until the work reaches a state, or the time bound passes (a failed verdict).
    func runUntilWork(
        _ name: String, state: String, within bound: SimDuration, at location: SourceLocation
    ) throws -> ScenarioReport.Verdict {
        let deadline = device.now + bound
        while true {
            if let info = findWork(name)?.info, info.state.rawValue == state {
                return verdict(true, expected: "", got: "")
            }
            guard let next = device.pendingEvents.first?.instant, next <= deadline else { break }
            try consultMonitor(at: location)
            guard device.step() else { break }
        }
        try device.advance(to: deadline)
        let current = findWork(name)?.info.state.rawValue ?? "no such work"
        return ScenarioReport.Verdict(
            passed: false, message: "work '\(name)' did not become \(state) within \(bound); it is \(current)")
    }

    /// The work a command names: by id (printed or bare counter), unique name, tag or worker class.
    public func findWorkForCommand(_ target: String) -> (packageName: String, info: WorkInfo)? {
        WorkID(target).flatMap { id in device.allWork.first { $0.info.id == id } } ?? findWork(target)
    }

    func workCommand(_ command: String, target: String, at location: SourceLocation) throws {
        let found = findWorkForCommand(target)
        guard let (package, info) = found else {
            throw FormatError(.unresolved, at: location, "no work '\(target)'" + workCandidates(for: target))
        }
        if command == "cancel" {
            try device.workManager(for: package).cancelWorkById(info.id)
        } else {
            try device.forceRunWork(info.id, of: package)
        }
    }
}

extension Array {
    fileprivate var nilIfEmpty: [Element]? { isEmpty ? nil : self }
}
