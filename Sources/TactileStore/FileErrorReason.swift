import FoundationEssentials
import Glibc

/// Why a file operation failed, as a person reads it: the system's own words
/// ("Permission denied", "No space left on device") when the error carries an errno,
/// else the error as it describes itself. (FoundationEssentials has no
/// `localizedDescription` and no `NSError` to read the errno from.)
enum FileErrorReason {
    /// The reason `error` gives.
    static func of(_ error: any Error) -> String {
        if let posix = error as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        if let cocoa = error as? CocoaError {
            if let posix = cocoa.underlying as? POSIXError {
                return String(cString: strerror(posix.code.rawValue))
            }
            return "error \(cocoa.code.rawValue)" + (cocoa.filePath.map { " on \($0)" } ?? "")
        }
        return String(describing: error)
    }
}
