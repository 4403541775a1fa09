import Foundation
import Testing
@testable import TactileStore

/// The app loads FoundationEssentials alone, where numbers in file attributes are not
/// bridged through `NSNumber`. The crash-safety children run the store that way (this
/// test binary cannot: XCTest and Swift Testing load the full Foundation), so they must
/// stay free of it; and the store reads sizes whichever integer type holds them.
@Suite("The store with FoundationEssentials alone")
struct StoreWithoutFoundationTests {
    @Test(arguments: ["TactileStoreCrashChild", "TactileStoreImportChild"])
    func theCrashChildrenDoNotLoadTheFullFoundation(name: String) throws {
        let binary = try Data(contentsOf: try CrashChild.executable(named: name))
        #expect(binary.range(of: Data("libFoundationEssentials.so\0".utf8)) != nil, "\(name) links FoundationEssentials")
        #expect(binary.range(of: Data("libFoundation.so\0".utf8)) == nil, "\(name) does not link Foundation")
    }

    @Test func numericAttributesReadWhicheverIntegerTypeHoldsThem() {
        let attributes: [FileAttributeKey: Any] = [
            .size: UInt(4096), .systemFileNumber: UInt64(1_196_069), .referenceCount: Int32(2),
            .posixPermissions: Int(0o644), .ownerAccountID: Int64(1000), .type: FileAttributeType.typeRegular,
        ]
        #expect(attributes.integer(.size) == 4096)
        #expect(attributes.integer(.systemFileNumber) == 1_196_069)
        #expect(attributes.integer(.referenceCount) == 2)
        #expect(attributes.integer(.posixPermissions) == 0o644)
        #expect(attributes.integer(.ownerAccountID) == 1000)
        #expect(attributes.integer(.type) == nil, "not a number")
        #expect(attributes.integer(.groupOwnerAccountID) == nil, "missing")
        #expect([FileAttributeKey.size: UInt64.max].integer(.size) == nil, "too large for an Int")
    }

    @Test func aRealFilesSizeAndInodeAreRead() throws {
        let folder = TemporaryFolder()
        let file = folder.file("four.bin")
        try Data([1, 2, 3, 4]).write(to: file)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect(attributes.integer(.size) == 4)
        #expect((attributes.integer(.systemFileNumber) ?? 0) > 0)
        #expect(CatalogueFileSignature.of(file)?.hasPrefix("4-") == true, "the catalogue's signature holds its size")
    }
}
