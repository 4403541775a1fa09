internal import CGtk

/// A `GtkFlowBox`: children laid in lines that wrap at the box's width, as words in a paragraph.
@MainActor
public final class FlowBox: Widget {
    override class var gtype: GType { gtk_flow_box_get_type() }

    /// An empty flow box selecting as `selection` says, at most `maximumPerLine` children a line.
    public convenience init(selection: BoxSelectionMode = .none, maximumPerLine: Int = 7, spacing: Int = 0) {
        self.init(gtk_flow_box_new(), ownership: .owned)
        gtk_flow_box_set_selection_mode(pointer(), selection.gtk)
        gtk_flow_box_set_max_children_per_line(pointer(), guint(max(1, maximumPerLine)))
        gtk_flow_box_set_row_spacing(pointer(), guint(max(0, spacing)))
        gtk_flow_box_set_column_spacing(pointer(), guint(max(0, spacing)))
    }

    /// Adds `child` last (GTK wraps it in a child of its own).
    public func append(_ child: Widget) { gtk_flow_box_append(pointer(), child.widgetPointer) }

    /// Removes the flow box child holding `child`.
    public func remove(_ child: Widget) {
        let holder = gtk_widget_get_parent(child.widgetPointer) == widgetPointer ? child.widgetPointer : gtk_widget_get_parent(child.widgetPointer)
        gtk_flow_box_remove(pointer(), holder)
    }

    /// The widget shown at `index`, or nil.
    public func child(at index: Int) -> Widget? {
        guard let holder = gtk_flow_box_get_child_at_index(pointer(), Int32(index)) else { return nil }
        return Object.wrap(gtk_flow_box_child_get_child(holder), as: Widget.self)
    }

    /// Calls `body` with a child's position when the person activates it (a click, Enter).
    @discardableResult
    public func onChildActivated(_ body: @escaping @MainActor (Int) -> Void) -> SignalConnection {
        onPointer("child-activated") { holder in
            guard let holder else { return }
            body(Int(gtk_flow_box_child_get_index(holder.assumingMemoryBound(to: GtkFlowBoxChild.self))))
        }
    }
}
