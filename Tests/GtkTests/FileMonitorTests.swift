import Foundation
@testable import Gtk
import GtkTestSupport
import XCTest

/// A watched file is told once it has been written whole: written in place and closed, or
/// renamed into place as editors save; a monitor let go frees its closure.
final class FileMonitorTests: XCTestCase {
    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("file-monitor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testAFileWrittenInPlaceOrRenamedIntoPlaceIsTold() throws {
        let file = try folder().appendingPathComponent("profiles.json")
        try Data("[]".utf8).write(to: file)
        try MainActor.assumeIsolated {
            try onGtk {
                let closuresBefore = LiveClosures.count
                var monitor: FileMonitor? = try FileMonitor(path: file.path)
                var told = 0
                monitor?.onWritten { told += 1 }
                // Written in place: opened, written, closed.
                let handle = try FileHandle(forWritingTo: file)
                try handle.write(contentsOf: Data("[1]".utf8))
                try handle.close()
                XCTAssertTrue(MainLoop.run(until: { told >= 1 }), "a write in place was not told")
                // Saved as an editor saves: a new file renamed over the old one.
                let saved = told
                let draft = file.appendingPathExtension("new")
                try Data("[2]".utf8).write(to: draft)
                XCTAssertEqual(rename(draft.path, file.path), 0)
                XCTAssertTrue(MainLoop.run(until: { told > saved }), "a rename into place was not told")
                monitor = nil
                MainLoop.drain()
                XCTAssertEqual(LiveClosures.count, closuresBefore, "the monitor's closure is freed with it")
            }
        }
    }
}
