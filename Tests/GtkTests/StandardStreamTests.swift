import Glibc
import Gtk
import XCTest

/// What `StandardStream` writes reaches the file descriptor at once, whole, with no
/// buffer to flush: a reader of the pipe sees it while the process still runs.
final class StandardStreamTests: XCTestCase {
    func testALineReachesStandardErrorWholeAndAtOnce() throws {
        let line = "tactile: the setting Größe is locked — это сообщение\n" + String(repeating: "x", count: 10_000) + "\n"
        XCTAssertEqual(try captured(.error) { StandardStream.error.write(line) }, line)
    }

    func testALineReachesStandardOutputWithoutAFlush() throws {
        XCTAssertEqual(try captured(.output) { StandardStream.output.write("first-frame 123\n") }, "first-frame 123\n")
    }

    /// What `body` writes to `stream`, read from a pipe put in its place for the call.
    private func captured(_ stream: StandardStream, _ body: () -> Void) throws -> String {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let saved = dup(stream.rawValue)
        dup2(ends[1], stream.rawValue)
        close(ends[1])
        body()
        dup2(saved, stream.rawValue)
        close(saved)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = read(ends[0], &buffer, buffer.count), count > 0 {
            bytes += buffer[0..<count]
        }
        close(ends[0])
        return String(decoding: bytes, as: UTF8.self)
    }
}
