import Foundation

/// A content fingerprint (64-bit FNV-1a over the sorted relative paths and bytes of every file in a folder),
/// to notice that an app folder changed since a state folder was saved.
enum Fingerprint {
    static func ofFolder(_ path: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x0000_0100_0000_01b3
            }
        }
        let manager = FileManager.default
        let files = (manager.subpaths(atPath: path) ?? []).sorted()
        for file in files {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path + "/" + file, isDirectory: &isDirectory), !isDirectory.boolValue
            else {
                continue
            }
            mix(file.utf8)
            mix([0])
            mix(manager.contents(atPath: path + "/" + file) ?? Data())
            mix([0])
        }
        return String(hash, radix: 16)
    }
}
