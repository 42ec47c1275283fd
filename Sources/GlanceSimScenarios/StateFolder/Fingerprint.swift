import Foundation
import GlanceSimFormats
import GlanceSimInterpreter

/// Content fingerprints (64-bit FNV-1a, in hexadecimal): of a folder, to notice that an app folder changed since
/// a state folder was saved, and of a file's bytes, to tell a complete state folder from a damaged one.
enum Fingerprint {
    /// The hash of the sorted relative paths and bytes of every file in a folder.
    static func ofFolder(_ path: String) -> String {
        var hash = FNV1a()
        let manager = FileManager.default
        let files = (manager.subpaths(atPath: path) ?? []).sorted()
        for file in files {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path + "/" + file, isDirectory: &isDirectory), !isDirectory.boolValue
            else {
                continue
            }
            hash.mix(file.utf8)
            hash.mix([0])
            hash.mix(manager.contents(atPath: path + "/" + file) ?? Data())
            hash.mix([0])
        }
        return hash.hex
    }

    /// The hash of some bytes.
    static func ofBytes(_ data: Data) -> String {
        var hash = FNV1a()
        hash.mix(data)
        return hash.hex
    }

    /// The 64-bit FNV-1a hash, fed byte by byte.
    struct FNV1a {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325

        mutating func mix(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                value ^= UInt64(byte)
                value = value &* 0x0000_0100_0000_01b3
            }
        }

        /// The same over a buffer's bytes, without going through `Data`'s iterator (a state folder's files are
        /// hashed at every load).
        mutating func mix(_ data: Data) {
            var hash = value
            data.withUnsafeBytes { buffer in
                for byte in buffer {
                    hash ^= UInt64(byte)
                    hash = hash &* 0x0000_0100_0000_01b3
                }
            }
            value = hash
        }

        var hex: String { String(value, radix: 16) }
    }
}
