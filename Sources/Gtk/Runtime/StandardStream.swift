import Glibc

/// The process's standard output or error, written straight to its file descriptor
/// (no buffer to flush, no Foundation): for a message a person or a benchmark reads
/// while the app still runs.
///
///     StandardStream.error.write("myapp: cannot read settings.ini\n")
public enum StandardStream: Int32, Sendable {
    /// Standard output (file descriptor 1).
    case output = 1
    /// Standard error (file descriptor 2).
    case error = 2

    /// Writes `text` as UTF-8, all of it unless the stream is closed or full
    /// (then the rest is dropped: there is nowhere left to report that).
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(rawValue, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }
}
