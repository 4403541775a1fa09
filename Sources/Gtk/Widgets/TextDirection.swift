internal import CGtk

extension Widget {
    /// The direction widgets take unless one is set on them: what a
    /// right-to-left locale sets at start-up (for previews and tests of RTL).
    public static var defaultDirection: TextDirection {
        get { TextDirection(gtk_widget_get_default_direction()) }
        set { gtk_widget_set_default_direction(newValue.gtk) }
    }
}
