import Foundation

/// Runs the program at `path` with its output thrown away; its exit status, or -1 when it could not start.
@discardableResult
public func runQuietly(_ path: String, _ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardError = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    do { try process.run() } catch { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
}
