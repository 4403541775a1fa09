import FoundationEssentials

/// What the file system says about the catalogue file. When it matches the last import the
/// file is taken as unchanged without reading it, so a start with 100,000 profiles does not
/// pay for hashing 10 MB; when it differs, the content hash decides.
enum CatalogueFileSignature {
    static func of(_ file: URL) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
              let size = attributes.integer(.size),
              let modified = attributes[.modificationDate] as? Date
        else { return nil }
        let inode = attributes.integer(.systemFileNumber) ?? 0
        return "\(size)-\(modified.timeIntervalSinceReferenceDate)-\(inode)"
    }
}
