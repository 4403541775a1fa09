import CGtk

extension Widget {
    /// Moves the keyboard focus onto this widget's first focusable descendant
    /// (or its last, going backwards), as Tab entering the widget would.
    /// Returns false when nothing inside can take the focus.
    @discardableResult
    public func focusFirstDescendant(backwards: Bool = false) -> Bool {
        gtk_widget_child_focus(widgetPointer, backwards ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD) != 0
    }
}
