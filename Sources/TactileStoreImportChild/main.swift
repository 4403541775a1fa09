// The import crash test's child: in the folder it is given, rewrites profiles.json with one of
// two catalogues (A: 120 profiles named "A…", B: 180 named "B…") in turn and opens the store,
// which imports it, printing "imported A|B" after each open returned, until SIGKILLed.
// FoundationEssentials alone, as in the app: the store must work without the full Foundation.
import FoundationEssentials
import Glibc
import TactileModel
import TactileStore

func report(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeMutableBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
}

guard CommandLine.arguments.count == 2 else {
    report("! usage: TactileStoreImportChild <data-folder>")
    exit(2)
}
let folder = URL(fileURLWithPath: CommandLine.arguments[1], isDirectory: true)
let catalogue = folder.appendingPathComponent("profiles.json")

func catalogueData(_ variant: String, count: Int) throws -> Data {
    let profiles = (0..<count).map {
        Profile(id: "p\($0)", name: "\(variant) \($0)", age: 20 + $0 % 50, hobby: "", avatar: "avatars/\($0).jpg")
    }
    return try JSONEncoder().encode(profiles)
}

do {
    let variants = [("A", try catalogueData("A", count: 120)), ("B", try catalogueData("B", count: 180))]
    // Bounded, so an orphan cannot run forever if the test itself dies.
    let deadline = Date().addingTimeInterval(30)
    var turn = Int.random(in: 0...1)
    while Date() < deadline {
        let (name, data) = variants[turn % 2]
        // Written beside and renamed: the catalogue file itself is never seen half written.
        let partial = folder.appendingPathComponent("profiles.json.partial")
        try data.write(to: partial)
        guard rename(partial.path, catalogue.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        _ = try ProfileStore(folder: folder, catalogue: catalogue, ifFolderIsUnwritable: .fail)
        report("imported \(name)")
        turn += 1
    }
} catch {
    report("! \(error)")
    exit(1)
}
