internal import CGtk

/// One entry of a `Menu`, built before it is appended (the menu copies it).
@MainActor
public final class MenuEntry {
    nonisolated(unsafe) let pointer: OpaquePointer

    /// A menu item labelled `label` that activates `action` (a detailed name such as `"app.quit"`)
    /// with `target` as its parameter, showing `icon` and `accelerator` (such as `"<Control>q"`).
    public init(label: String?, action: String?, target: Variant? = nil, icon: String? = nil, accelerator: String? = nil) {
        pointer = g_menu_item_new(label, nil)
        if let action { g_menu_item_set_action_and_target_value(pointer, action, target?.pointer) }
        if let icon {
            let themed = g_themed_icon_new(icon)
            g_menu_item_set_icon(pointer, themed)
            g_object_unref(UnsafeMutableRawPointer(themed))
        }
        if let accelerator { setAttribute("accel", Variant(accelerator)) }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(pointer)) }

    /// Sets the item attribute `name` (such as `"verb-icon"` or `"custom"`) to `value`.
    public func setAttribute(_ name: String, _ value: Variant) {
        g_menu_item_set_attribute_value(pointer, name, value.pointer)
    }
}
