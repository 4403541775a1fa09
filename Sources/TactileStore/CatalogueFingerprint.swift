import FoundationEssentials

/// A cheap content hash of the catalogue file, stored with the import so that an unchanged file
/// is not imported again at every start. It guards against edits, not against attackers.
enum CatalogueFingerprint {
    /// The byte count and a 64-bit FNV-1a-style hash over 8-byte words (words, so that hashing
    /// ~10 MB stays quick even in a debug build).
    static func of(_ data: Data) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        let prime: UInt64 = 0x0000_0100_0000_01b3
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            let wordCount = bytes.count / 8
            for wordIndex in 0..<wordCount {
                let word = bytes.loadUnaligned(fromByteOffset: wordIndex * 8, as: UInt64.self)
                hash = (hash ^ word) &* prime
            }
            for byte in bytes[(wordCount * 8)...] {
                hash = (hash ^ UInt64(byte)) &* prime
            }
        }
        return "\(data.count)-\(String(hash, radix: 16))"
    }
}
