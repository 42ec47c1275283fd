import Foundation
import Testing

@testable import GlanceSim

/// The golden vectors of `Fixtures/workmanager-vectors.json` (see `Fixtures/README.md`), decoded.
struct WorkVectors: Decodable {
    let nextRunTime: [NextRunTimeVector]
    let builder: [BuilderVector]
    let sequences: [SequenceVector]
    let graphs: [DescriptiveVector]
    let uniqueWork: [DescriptiveVector]
    let testDriver: [DescriptiveVector]

    /// Loaded once from the fixture beside the tests (no bundle resources: the folder is excluded).
    static let shared: WorkVectors = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/workmanager-vectors.json")
        do {
            return try JSONDecoder().decode(WorkVectors.self, from: Data(contentsOf: url))
        } catch {
            fatalError("cannot read \(url.path): \(error)")
        }
    }()
}

struct NextRunTimeVector: Decodable, CustomTestStringConvertible {
    struct Input: Decodable {
        var query: String?
        var state: String?
        var initialDelay: Int64?
        var lastEnqueueTime: Int64?
        var interval: Int64?
        var flex: Int64?
        var periodCount: Int32?
        var runAttemptCount: Int32?
        var backoffPolicy: String?
        var backoffDelay: Int64?
        var backoffDelayRequested: Int64?
        var nextScheduleTimeOverride: Int64?
    }
    let id: String
    let source: String
    let kind: String
    let input: Input
    let expectedNextRunTime: Int64
    var testDescription: String { id }
}

struct BuilderVector: Decodable, CustomTestStringConvertible {
    struct Request: Decodable {
        var type: String
        var interval: Int64?
        var flex: Int64?
        var backoffDelay: Int64?
        var requiresDeviceIdle: Bool?
        var backoff: [BackoffArgument]?
    }
    enum BackoffArgument: Decodable {
        case policy(String)
        case delay(Int64)
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let delay = try? container.decode(Int64.self) {
                self = .delay(delay)
            } else {
                self = .policy(try container.decode(String.self))
            }
        }
    }
    struct Expected: Decodable {
        var interval: Int64?
        var flex: Int64?
        var backoffDelay: Int64?
        var `throws`: String?
    }
    let id: String
    let source: String
    let request: Request
    let expected: Expected
    var testDescription: String { id }
}

struct SequenceVector: Decodable, CustomTestStringConvertible {
    struct Spec: Decodable {
        var kind: String
        var interval: Int64?
        var flex: Int64?
        var initialDelay: Int64?
        var backoffPolicy: String?
        var backoffDelay: Int64?
        var override: Int64?
        var initialRunAttemptCount: Int32?
        var backoffOnInterrupt: Bool?
    }
    struct Row: Decodable, Equatable {
        var state: String
        var runAttemptCount: Int32
        var lastEnqueueTime: Int64
        var periodCount: Int32
        var stopReason: Int32
        var nextRunTime: Int64?
        var nextScheduleTimeOverride: Int64
    }
    struct Event: Decodable {
        var t: Int64
        var op: String
        var result: String?
        var reason: Int32?
        var value: Int64?
        var resultStarted: Bool?
        var workerSeesRunAttemptCount: Int32?
        var expectAfter: Row

        enum CodingKeys: String, CodingKey {
            case t, op, result, reason, value, workerSeesRunAttemptCount, expectAfter
            case resultStarted = "result_started"
        }
    }
    let id: String
    let source: String
    let spec: Spec
    let events: [Event]
    var testDescription: String { id }
}

/// A scenario vector (graphs, unique work, test driver): the test for each id re-enacts it.
struct DescriptiveVector: Decodable, CustomTestStringConvertible {
    let id: String
    let source: String
    var testDescription: String { id }
}

extension WorkSpec {
    /// A row for the pure vectors, outside any database.
    static func vectorRow(periodic: Bool, interval: Int64?, flex: Int64?) -> WorkSpec {
        var spec = WorkSpec(id: WorkID(1), sequence: 1, workerClassName: "VectorWorker", input: AndroidBundle())
        if periodic {
            spec.intervalDuration = interval ?? WorkTiming.minPeriodicInterval
            spec.flexDuration = flex ?? spec.intervalDuration
        }
        return spec
    }
}
