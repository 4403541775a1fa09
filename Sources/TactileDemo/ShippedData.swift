import Foundation

/// Where the catalogue and avatars the app ships with are: beside an
/// installed binary (`PREFIX/share/tactile`) or in the source tree's `data/`
/// when run from the build folder.
enum ShippedData {
    static func folder() -> URL? {
        AppFolder.find(overrideKey: "TACTILE_SHIPPED_DATA",
                       // PREFIX/bin/tactile; .build/<triple>/<configuration>/tactile in a source tree
                       relativeToBinary: ["../share/tactile", "../../../data", "../../data"],
                       holding: { FileManager.default.fileExists(atPath: $0.appendingPathComponent("profiles.json").path) })
    }
}
