import Foundation
import GlanceSimFormats
import GlanceSimTestSupport
import Testing

/// The reader against the facts a person read by hand from each real-app sample's Kotlin
/// (`Fixtures/code-facts/<app>.json`, committed before the reader was written): every fact of every kind, at its
/// line, and a TODO at each line where the code computes a value at run time.
@Suite struct RealAppCodeFactsTests {
    static let manifests = RealAppSamples.manifests
    static let apps = RealAppSamples.apps

    static func expected(_ app: String) throws -> CodeFacts? {
        let path = ManifestFixtures.folder("code-facts/\(app).json")
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return try JSONDecoder().decode(CodeFacts.self, from: data)
    }

    @Test(arguments: apps)
    func findsEveryHandReadFact(app: String) throws {
        guard let expected = try Self.expected(app) else { return }
        let found = CodeFacts.read(module: Self.manifests + "/\(app)/" + expected.module)
        #expect(found.module == expected.module)
        #expect(found.receivers == expected.receivers, "receivers")
        #expect(found.glanceWidgets == expected.glanceWidgets, "glanceWidgets")
        #expect(found.work == expected.work, "work")
        #expect(found.cancels == expected.cancels, "cancels")
        #expect(found.alarms == expected.alarms, "alarms")
        #expect(found.runtimeReceivers == expected.runtimeReceivers, "runtimeReceivers")
        #expect(found.broadcasts == expected.broadcasts, "broadcasts")
        #expect(found.updates == expected.updates, "updates")
        #expect(found.stateKeys == expected.stateKeys, "stateKeys")
        let foundTodos = found.todos.map { "\($0.file):\($0.line)" }
        let expectedTodos = expected.todos.map { "\($0.file):\($0.line)" }
        #expect(Set(foundTodos) == Set(expectedTodos), "todos: \(found.todos)")
    }
}
