internal import CGtk

extension Widget {
    /// Moves the keyboard focus onto this widget's first focusable descendant
    /// (or its last, going backwards), as Tab entering the widget would; in a stack, into
    /// the page it shows, not the one still fading out (GTK would start with that one).
    /// Returns false when nothing inside can take the focus, or the widget is in no window.
    @discardableResult
    public func focusFirstDescendant(backwards: Bool = false) -> Bool {
        // Outside a window there is no focus to move (GTK 4.18 logs a critical for trying).
        guard gtk_widget_get_root(widgetPointer) != nil else { return false }
        var target = widgetPointer
        if g_type_check_instance_is_a(UnsafeMutableRawPointer(target).assumingMemoryBound(to: GTypeInstance.self),
                                      gtk_stack_get_type()) != 0,
           let page = gtk_stack_get_visible_child(OpaquePointer(target)) {
            target = page
        }
        return gtk_widget_child_focus(target, backwards ? GTK_DIR_TAB_BACKWARD : GTK_DIR_TAB_FORWARD) != 0
    }
}
