import Foundation

/// The seed files the fuzzer mutates: every app folder (a folder with an `AndroidManifest.xml`) under the seed
/// roots gives its manifest, provider files, resource values, behaviour file and scenarios; every scenario also
/// gives a saved state folder. Everything is sorted, so the same roots give the same corpus.
struct FuzzCorpus {
    /// One seed: an app folder and a file in it (relative to the folder).
    struct Seed: Hashable {
        /// The app folder, absolute.
        var folder: String
        /// The file, relative to the folder.
        var file: String
    }

    /// The seeds of each format.
    var seeds: [FuzzFormat: [Seed]] = [:]

    /// Collects the seeds under `roots`.
    init(roots: [String]) {
        let manager = FileManager.default
        var folders: [String] = []
        for root in roots {
            let absolute = root.hasPrefix("/") ? root : manager.currentDirectoryPath + "/" + root
            let paths = (manager.enumerator(atPath: absolute)?.allObjects as? [String]) ?? []
            for path in paths where (path as NSString).lastPathComponent == "AndroidManifest.xml" {
                folders.append(((absolute + "/" + path) as NSString).deletingLastPathComponent)
            }
        }
        for folder in Set(folders).sorted() {
            add(.manifest, folder, "AndroidManifest.xml")
            if manager.fileExists(atPath: folder + "/behavior.json5") { add(.behavior, folder, "behavior.json5") }
            for (format, directory) in [(FuzzFormat.provider, "res/xml"), (.values, "res/values")] {
                for name in Self.files(in: folder + "/" + directory, suffix: ".xml") {
                    add(format, folder, directory + "/" + name)
                }
            }
            for name in Self.files(in: folder, suffix: ".scenario") {
                add(.scenario, folder, name)
                add(.state, folder, name)
            }
        }
    }

    private mutating func add(_ format: FuzzFormat, _ folder: String, _ file: String) {
        seeds[format, default: []].append(Seed(folder: folder, file: file))
    }

    /// The names of the files directly in `directory` ending in `suffix`, sorted.
    static func files(in directory: String, suffix: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(suffix) }
            .sorted()
    }
}
