import FoundationEssentials

/// Where the catalogue and avatars the app ships with are: beside an
/// installed binary (`PREFIX/share/tactile`) or in the source tree's `data/`
/// when run from the build folder.
enum ShippedData {
    static let overrideKey = "TACTILE_SHIPPED_DATA"
    // PREFIX/bin/tactile; .build/<triple>/<configuration>/tactile in a source tree
    static let relativeToBinary = ["../share/tactile", "../../../data", "../../data"]

    static func folder() -> URL? {
        AppFolder.find(overrideKey: overrideKey, relativeToBinary: relativeToBinary,
                       holding: { FileManager.default.fileExists(atPath: $0.appendingPathComponent("profiles.json").path) })
    }

    /// The folders `folder()` looks in, for saying where the catalogue was not found.
    static func searchedPlaces() -> [URL] {
        AppFolder.places(overrideKey: overrideKey, relativeToBinary: relativeToBinary)
    }
}
