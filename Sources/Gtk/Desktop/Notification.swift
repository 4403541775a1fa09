internal import CGtk

/// A desktop notification (`GNotification`): a title, a body and an icon, shown by the
/// desktop's notification server even when the app's windows are hidden, until withdrawn.
@MainActor
public final class DesktopNotification: Object {
    override class var gtype: GType { g_notification_get_type() }

    /// A notification titled `title`, saying `body` below it.
    public convenience init(title: String, body: String? = nil) {
        self.init(UnsafeMutableRawPointer(g_notification_new(title)), ownership: .owned)
        if let body { g_notification_set_body(pointer(), body) }
    }

    /// Sets the icon shown beside the text, by icon name (the app's own icon when not set).
    public func setIcon(named name: String) {
        let icon = g_themed_icon_new(name)
        g_notification_set_icon(pointer(), icon)
        g_object_unref(UnsafeMutableRawPointer(icon))
    }

    /// Makes a click on the notification activate the app's action `action` ("app.open").
    public func setDefaultAction(_ action: String) { g_notification_set_default_action(pointer(), action) }
}

extension Application {
    /// Sends `notification` to the desktop under `id`; sending another with the same `id`
    /// replaces it. The application must be registered (running).
    public func send(_ notification: DesktopNotification, id: String) {
        g_application_send_notification(pointer(), id, notification.pointer())
    }

    /// Takes the notification sent under `id` off the desktop.
    public func withdrawNotification(id: String) { g_application_withdraw_notification(pointer(), id) }
}
