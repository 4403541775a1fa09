import Foundation
import Testing
import TactileFuzzing

/// Every input a fuzz target once failed on (Fuzz/regressions/<target>/) and
/// its seed inputs (Fuzz/seeds/<target>/), replayed through the same target
/// on every test run, without libFuzzer.
@Suite("Fuzz regressions")
@MainActor
struct FuzzRegressionTests {
    static let fuzzFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    static func inputs(_ kind: String, of target: FuzzTarget) -> [URL] {
        let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    func everyKeptInputPasses(_ target: FuzzTarget) throws {
        let seeds = Self.inputs("seeds", of: target)
        let regressions = Self.inputs("regressions", of: target)
        #expect(!seeds.isEmpty, "each target has seed inputs in Fuzz/seeds/\(target.rawValue)")
        for file in seeds + regressions {
            let bytes = [UInt8](try Data(contentsOf: file))
            #expect(throws: Never.self, "\(file.lastPathComponent)") { try target.run(bytes) }
        }
        print("fuzz regressions: \(target.rawValue): \(seeds.count) seeds and \(regressions.count) past failures replayed")
    }
}
