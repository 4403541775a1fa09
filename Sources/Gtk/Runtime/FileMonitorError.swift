/// Why a file could not be watched, as GIO said it.
public struct FileMonitorError: Error, Sendable, CustomStringConvertible {
    /// The file that was to be watched.
    public let path: String
    /// GIO's message.
    public let message: String
    /// "Cannot watch PATH: MESSAGE".
    public var description: String { "Cannot watch \(path): \(message)" }
}
