internal import CGtk

extension Widget {
    /// The text on the clipboard of this widget's display, whichever application put it
    /// there (paste), or nil when it holds no text.
    public func clipboardText() async -> String? {
        let clipboard = gtk_widget_get_clipboard(widgetPointer)
        return await withCheckedContinuation { (continuation: CheckedContinuation<String?, Never>) in
            let box = Unmanaged.passRetained(ClipboardAnswer(continuation)).toOpaque()
            gdk_clipboard_read_text_async(clipboard, nil, clipboardTextRead, box)
        }
    }
}

private final class ClipboardAnswer {
    let continuation: CheckedContinuation<String?, Never>
    init(_ continuation: CheckedContinuation<String?, Never>) { self.continuation = continuation }
}

private let clipboardTextRead: GAsyncReadyCallback = { clipboard, result, data in
    guard let data else { return }
    let answer = Unmanaged<ClipboardAnswer>.fromOpaque(data).takeRetainedValue()
    var error: UnsafeMutablePointer<GError>?
    let text = gdk_clipboard_read_text_finish(OpaquePointer(clipboard), result, &error)
    if let error { g_error_free(error) } // no text on the clipboard
    defer { g_free(text) }
    answer.continuation.resume(returning: text.map { String(cString: $0) })
}
