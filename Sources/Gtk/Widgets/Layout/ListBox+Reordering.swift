internal import CGtk

extension ListBox {
    /// Lets the person drag rows to reorder them: each row becomes a drag source and the list
    /// a drop target. When a row is dropped on another, the list moves it there and calls
    /// `body` with the old and the new position, for the app to move its own data the same
    /// way. Rows appended later are draggable too.
    public func onRowMoved(_ body: @escaping @MainActor (_ from: Int, _ to: Int) -> Void) {
        let reordering = attachment("tactile-row-reordering") { RowReordering() }
        reordering.moved = body
        guard !reordering.isEnabled else { return }
        reordering.isEnabled = true
        var index: Int32 = 0
        while let row = gtk_list_box_get_row_at_index(pointer(), index) {
            makeDraggable(row)
            index += 1
        }
        guard let target = Object.wrap(unsafePointer: gtk_drop_target_new(guint_type(), CGTK_ACTION_MOVE),
                                       ownership: .transferred, as: EventController.self) else { return }
        target.onSignal("drop") { [weak self] arguments in
            guard let self, let value = arguments.unsafePointer(at: 0)?.assumingMemoryBound(to: GValue.self),
                  let y = arguments.value(at: 2, as: Double.self),
                  let destination = gtk_list_box_get_row_at_y(self.pointer(), Int32(y)) else {
                return arguments.setReturnValue(false)
            }
            let from = Int(g_value_get_uint(value))
            let to = Int(gtk_list_box_row_get_index(destination))
            guard from != to, let row = gtk_list_box_get_row_at_index(self.pointer(), Int32(from)) else {
                return arguments.setReturnValue(false)
            }
            g_object_ref(UnsafeMutableRawPointer(row))
            gtk_list_box_remove(self.pointer(), UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self))
            gtk_list_box_insert(self.pointer(), UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self), Int32(to))
            g_object_unref(UnsafeMutableRawPointer(row))
            arguments.setReturnValue(true)
            self.attachment("tactile-row-reordering") { RowReordering() }.moved?(from, to)
        }
        addController(target)
    }

    /// Makes `row` a drag source offering its position when a drag starts.
    func makeDraggable(_ row: UnsafeMutablePointer<GtkListBoxRow>) {
        guard let source = Object.wrap(unsafePointer: gtk_drag_source_new(), ownership: .transferred,
                                       as: EventController.self) else { return }
        gtk_drag_source_set_actions(source.pointer(), CGTK_ACTION_MOVE)
        source.onSignal("prepare") { arguments in
            // Its position now: rows move as others are dropped.
            var value = GValue()
            g_value_init(&value, guint_type())
            g_value_set_uint(&value, guint(max(0, gtk_list_box_row_get_index(row))))
            let provider = gdk_content_provider_new_for_value(&value)
            g_value_unset(&value)
            if let provider {
                arguments.setReturnValue(Object(unsafePointer: provider, ownership: .transferred))
            }
        }
        gtk_widget_add_controller(UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkWidget.self), source.pointer())
        g_object_ref(source.gobject) // gtk_widget_add_controller took the wrapper's reference
    }

    /// Rows appended to a reorderable list are draggable too.
    func makeDraggableIfReordering(_ child: Widget) {
        // Looked up without making one: most list boxes are not reorderable.
        guard let raw = g_object_get_qdata(gobject, g_quark_from_string("tactile-row-reordering")),
              (Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue() as? RowReordering)?.isEnabled == true,
              let row = gtk_widget_get_parent(child.widgetPointer).map({ UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkListBoxRow.self) })
        else { return }
        makeDraggable(row)
    }
}

/// Whether a list box's rows can be dragged, and what to call when one moves.
@MainActor
final class RowReordering {
    var isEnabled = false
    var moved: (@MainActor (Int, Int) -> Void)?
}
