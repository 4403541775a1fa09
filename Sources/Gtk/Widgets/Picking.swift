internal import CGtk

extension Widget {
    /// The widget a click at `x`, `y` (in this widget's coordinates) would
    /// reach: the topmost descendant there that can be targeted, or nil.
    public func pick(x: Double, y: Double) -> Widget? {
        Object.wrap(gtk_widget_pick(widgetPointer, x, y, GTK_PICK_DEFAULT), as: Widget.self)
    }
}
