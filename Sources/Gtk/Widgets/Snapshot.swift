internal import CGtk

/// What a container draws its children into while GTK snapshots it (a `GtkSnapshot`);
/// valid only during `Container.snapshotChildren(_:)`.
@MainActor
public struct Snapshot {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) { self.pointer = pointer }

    /// Draws `child` of `parent` where it was allocated: its transform, its opacity, and
    /// nothing when it is hidden.
    public func drawChild(_ child: Widget, of parent: Widget) {
        gtk_widget_snapshot_child(parent.widgetPointer, child.widgetPointer, pointer)
    }
}
