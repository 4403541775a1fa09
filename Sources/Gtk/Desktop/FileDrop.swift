internal import CGtk

extension Widget {
    /// Accepts files dropped on the widget (from the file manager, or another app): `body`
    /// gets their paths and answers whether it took them. Returns the drop target, which
    /// the widget owns; remove it with `removeController` to stop accepting.
    @discardableResult
    public func onDropFiles(_ body: @escaping @MainActor ([String]) -> Bool) -> EventController {
        guard let target = Object.wrap(unsafePointer: gtk_drop_target_new(cgtk_file_list_type(), CGTK_ACTION_COPY),
                                       ownership: .transferred, as: EventController.self) else {
            fatalError("GTK made no drop target")
        }
        target.onSignal("drop") { arguments in
            // The dropped value is a GValue holding a GdkFileList.
            guard let value = arguments.unsafePointer(at: 0)?.assumingMemoryBound(to: GValue.self),
                  let list = g_value_get_boxed(value) else { return arguments.setReturnValue(false) }
            var paths: [String] = []
            var node = gdk_file_list_get_files(OpaquePointer(list))
            let head = node
            while let current = node {
                if let file = current.pointee.data, let path = FileDialog.path(of: OpaquePointer(file)) { paths.append(path) }
                node = current.pointee.next
            }
            g_slist_free(head)
            arguments.setReturnValue(!paths.isEmpty && body(paths))
        }
        addController(target)
        return target
    }
}
