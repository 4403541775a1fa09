internal import CGtk

extension Widget {
    /// Moves the keyboard focus onto this widget's first focusable descendant
    /// (or its last, going backwards), as Tab entering the widget would.
    /// Returns false when nothing inside can take the focus, or the widget is in no window.
    @discardableResult
    public func focusFirstDescendant(backwards: Bool = false) -> Bool {
        // Outside a window there is no focus to move (GTK 4.18 logs a critical for trying).
        guard gtk_widget_get_root(widgetPointer) != nil else { return false }
        return gtk_widget_child_focus(widgetPointer, backwards ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD) != 0
    }
}
