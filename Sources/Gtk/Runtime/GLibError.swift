internal import CGtk
import Glibc

/// An error reported by GLib or GTK, with the message it gave.
public struct GLibError: Error, CustomStringConvertible, Sendable {
    /// The message GLib gave.
    public let message: String
    /// The error domain (a GQuark).
    public let domain: UInt32
    /// The error code within its domain.
    public let code: Int32

    init(message: String) {
        self.message = message
        domain = 0
        code = 0
    }

    init(taking error: UnsafeMutablePointer<GError>?, context: String) {
        if let error {
            message = "\(context): \(String(cString: error.pointee.message))"
            domain = error.pointee.domain
            code = error.pointee.code
            g_error_free(error)
        } else {
            message = "\(context): unknown error"
            domain = 0
            code = 0
        }
    }

    public var description: String { message }
}
