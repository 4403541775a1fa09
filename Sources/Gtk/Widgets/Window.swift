internal import CGtk

/// A toplevel `GtkWindow`. GTK keeps a window alive until it is destroyed.
@MainActor
open class Window: Widget, ActionGroup {
    override class var gtype: GType { gtk_window_get_type() }

    var windowPointer: UnsafeMutablePointer<GtkWindow> {
        UnsafeMutableRawPointer(gobject).assumingMemoryBound(to: GtkWindow.self)
    }

    /// A plain window, not tied to an application.
    public convenience init() { self.init(gtk_window_new(), ownership: .borrowed) }

    /// The window's title, shown by the window manager and in the header bar.
    public var title: String? {
        get { gtk_window_get_title(windowPointer).map { String(cString: $0) } }
        set { gtk_window_set_title(windowPointer, newValue) }
    }

    /// The window's content.
    public var child: Widget? {
        get { Object.wrap(gtk_window_get_child(windowPointer), as: Widget.self) }
        set { gtk_window_set_child(windowPointer, newValue?.widgetPointer) }
    }

    /// The widget shown as the title bar (a header bar), in place of the window manager's.
    public var titlebar: Widget? {
        get { Object.wrap(gtk_window_get_titlebar(windowPointer), as: Widget.self) }
        set { gtk_window_set_titlebar(windowPointer, newValue?.widgetPointer) }
    }

    /// Sets the size the window opens with.
    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(windowPointer, Int32(width), Int32(height))
    }

    /// The size the window opens with (0 where none was set).
    public var defaultSize: (width: Int, height: Int) {
        var width: Int32 = 0, height: Int32 = 0
        gtk_window_get_default_size(windowPointer, &width, &height)
        return (Int(width), Int(height))
    }

    /// Whether the window is maximized.
    public var isMaximized: Bool { gtk_window_is_maximized(windowPointer) != 0 }
    /// Asks the window manager to maximize the window.
    public func maximize() { gtk_window_maximize(windowPointer) }

    /// Whether the window blocks input to the window it is transient for.
    public var isModal: Bool {
        get { gtk_window_get_modal(windowPointer) != 0 }
        set { gtk_window_set_modal(windowPointer, newValue ? 1 : 0) }
    }

    /// Keeps the window above `parent` and centres it there (none when nil).
    public func setTransient(for parent: Window?) { gtk_window_set_transient_for(windowPointer, parent?.windowPointer) }

    /// The application the window belongs to, if any.
    public var application: Application? {
        Object.wrap(gtk_window_get_application(windowPointer).map { UnsafeMutableRawPointer($0) }, as: Application.self)
    }

    /// Whether the window is the one the desktop sends keys to (`notify::is-active` follows it).
    public var isActive: Bool { gtk_window_is_active(windowPointer) != 0 }

    /// The widget with the keyboard focus in this window, or nil.
    public var focusedWidget: Widget? { Object.wrap(gtk_window_get_focus(windowPointer), as: Widget.self) }
    /// Moves the keyboard focus to `widget`, or clears it when nil.
    public func setFocus(_ widget: Widget?) { gtk_window_set_focus(windowPointer, widget?.widgetPointer) }

    /// The name of the window's icon, for the window manager and the task switcher.
    public var iconName: String? {
        get { gtk_window_get_icon_name(windowPointer).map { String(cString: $0) } }
        set { gtk_window_set_icon_name(windowPointer, newValue) }
    }

    /// Shows the window and brings it to the front.
    public func present() { gtk_window_present(windowPointer) }
    /// Asks the window to close, as the close button does.
    public func close() { gtk_window_close(windowPointer) }
    /// Destroys the window: GTK lets go of it and of its children.
    public func destroy() { gtk_window_destroy(windowPointer) }

    /// `body` answers true to keep the window open.
    @discardableResult
    public func onCloseRequest(_ body: @escaping @MainActor () -> Bool) -> SignalConnection {
        onHandled("close-request", body)
    }
}
