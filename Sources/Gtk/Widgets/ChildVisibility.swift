internal import CGtk

extension Widget {
    /// Whether the parent shows this child. A container can hide a child this
    /// way (unmapped: not drawn, not focusable, not targeted) while the child
    /// keeps its own `isVisible` and can still be measured, as GtkStack and
    /// GtkRevealer do with the pages they hide.
    public var isChildVisible: Bool {
        get { gtk_widget_get_child_visible(widgetPointer) != 0 }
        set { gtk_widget_set_child_visible(widgetPointer, newValue ? 1 : 0) }
    }
}
