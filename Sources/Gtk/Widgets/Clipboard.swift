internal import CGtk

extension Widget {
    /// Puts `text` on the clipboard of this widget's display (copy).
    public func copyToClipboard(_ text: String) {
        gdk_clipboard_set_text(gtk_widget_get_clipboard(widgetPointer), text)
    }

    /// The clipboard's text when this process set it (nil otherwise: reading
    /// another application's clipboard is asynchronous in GTK).
    public var localClipboardText: String? {
        let clipboard = gtk_widget_get_clipboard(widgetPointer)
        guard gdk_clipboard_is_local(clipboard) != 0,
              let content = gdk_clipboard_get_content(clipboard) else { return nil }
        var value = GValue()
        g_value_init(&value, gstring_type())
        defer { g_value_unset(&value) }
        guard gdk_content_provider_get_value(content, &value, nil) != 0 else { return nil }
        return g_value_get_string(&value).map { String(cString: $0) }
    }
}
