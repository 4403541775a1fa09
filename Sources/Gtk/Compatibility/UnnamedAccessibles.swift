internal import CGtk

/// GTK 4.8 names an accessible that has no name of its own after its class ("GtkImage",
/// "GtkStackPage", "GtkPopoverContent"), and screen readers read that aloud (GTK 4.10
/// dropped the fallback). The fallback applies only to accessibles with no label at all, so
/// an empty label gives them no name; decorative parts leave the tree instead.
@MainActor
enum UnnamedAccessibles {
    /// GTK's own parts of popovers and menus that never carry a name: the popover's body,
    /// its arrow and the pages of its submenus get an empty one; the check, radio and
    /// submenu marks (the item itself says its state) leave the tree.
    static let unnamedParts: Set<String> = ["GtkPopoverContent", "GtkGizmo", "GtkStackPage", "GtkStack"]
    static let decorativeParts: Set<String> = ["GtkBuiltinIcon", "GtkImage", "GtkScrollbar"]

    /// Gives every unnamed GTK part inside `widget` an empty name, and hides its decorative ones.
    static func clear(in widget: Widget) {
        visit(widget.widgetPointer)
    }

    /// Hides every image inside `widget` (the icon GTK makes inside a menu button, say).
    static func hideImages(in widget: Widget) {
        forEachDescendant(of: widget.widgetPointer) { child in
            if typeName(child) == "GtkImage" { hide(child) }
        }
    }

    static func name(_ accessible: OpaquePointer, _ label: String) {
        Value.string(label).withGValue { value in
            var property = GTK_ACCESSIBLE_PROPERTY_LABEL
            gtk_accessible_update_property_value(accessible, 1, &property, value)
        }
    }

    static func hide(_ widget: UnsafeMutablePointer<GtkWidget>) {
        AccessibleHiddenMark.set(widget, hidden: true)
    }

    /// GTK makes the tooltip's window itself, out of reach: a hook on every widget's "map"
    /// gives it an empty name when it first shows. Installed once, by `CompatibilityHooks.install()`.
    static func nameTooltipWindows() {
        guard !tooltipHookInstalled else { return }
        tooltipHookInstalled = true
        WidgetSignalHook.add("map") { widget in
            if String(cString: g_type_name(cgtk_instance_type(widget))) == "GtkTooltipWindow" {
                name(OpaquePointer(widget), "")
            }
        }
    }

    private static var tooltipHookInstalled = false

    private static func visit(_ widget: UnsafeMutablePointer<GtkWidget>) {
        forEachDescendant(of: widget) { child in
            let type = typeName(child)
            if decorativeParts.contains(type) {
                hide(child)
            } else if unnamedParts.contains(type) {
                name(OpaquePointer(child), "")
            }
            if type == "GtkStack", let pages = gtk_stack_get_pages(OpaquePointer(child)) {
                for index in 0..<g_list_model_get_n_items(pages) {
                    guard let page = g_list_model_get_item(pages, index) else { continue }
                    name(OpaquePointer(page), "")
                    g_object_unref(page)
                }
                g_object_unref(UnsafeMutableRawPointer(pages))
            }
        }
    }

    private static func forEachDescendant(of widget: UnsafeMutablePointer<GtkWidget>,
                                          _ body: (UnsafeMutablePointer<GtkWidget>) -> Void) {
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            body(current)
            forEachDescendant(of: current, body)
            child = gtk_widget_get_next_sibling(current)
        }
    }

    private static func typeName(_ widget: UnsafeMutablePointer<GtkWidget>) -> String {
        String(cString: g_type_name(cgtk_instance_type(widget)))
    }
}
